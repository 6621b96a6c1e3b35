# ruff: noqa: B007 - layout rows are unpacked whole so each table keeps its shape readable
"""Chat transcripts: Bloomberg IB transcripts as the mail body, Symphony exports as .txt
attachments. Dealers are the firm shown next to each user; client lines carry no quotes."""

from __future__ import annotations

from common import Attachment, Layout, quotes
from common import message as mk


def _ib(room, day, lines, participants):
    out = [f"Bloomberg IB Chat Transcript - {room}", f"Exported: {day} 17:05:00 GMT",
           "Participants: " + ", ".join(participants), ""]
    for t, user, firm, text in lines:
        out.append(f"{day} {t} {user} ({firm}): {text}")
    return "\n".join(out) + "\n\nThis transcript was exported from Bloomberg for record keeping.\n"


def _sym(room, day, lines, exporter):
    out = ["SYMPHONY - CONVERSATION EXPORT", f"Conversation: {room}",
           f"Exported by: {exporter} on {day} 18:00 UTC", "-" * 60]
    for t, user, firm, text in lines:
        out.append(f"[{day} {t} UTC] {user} [{firm}]")
        out.append(f"    {text}")
    return "\n".join(out) + "\n" + "-" * 60 + "\nEnd of export\n"


def ib_cds_ig_torveld():
    d = "torveld"
    E, H = ("Elif Saranen", "TORVELD"), ("Owen Castellanos", "HOLLOWAY")
    lines = [("08:01:55", *H, "morning, any color on KORVAN curve?"),
             ("08:02:14", *E, "mrng. KORVAN 5y 87/92 10x10"),
             ("08:02:31", *E, "same in 10y 119/128"),
             ("08:03:05", *H, "thx. where are ODRIX 35s?"),
             ("08:03:40", *E, "ODRIX 5.3 09/35 +117/+112 5x5"),
             ("08:04:02", *H, "and CDX?"),
             ("08:04:19", *E, "CDX IG 47 5y 54.5/55 100x100"),
             ("08:06:48", *E, "HALCYNET 4.8 02/31 +86/+82, 5.35 02/36 +119/+115  both 3x3"),
             ("08:07:30", *H, "ok let me check with the PM, 2 mins"),
             ("08:15:02", *E, "fyi ELDRIM 5y now 139/147 5x5, was 142/150 this am")]
    gold = quotes("KORVAN 5Y", "cds", d, 10e6, spread=(87, 92))
    gold += quotes("KORVAN 10Y", "cds", d, None, spread=(119, 128))
    gold += quotes("ODRIX 5.3 2035-09", "ig", d, 5e6, spread=(117, 112))
    gold += quotes("CDX IG 47 5Y", "cds", d, 100e6, spread=(54.5, 55))
    gold += quotes("HALCYNET 4.8 2031-02", "ig", d, 3e6, spread=(86, 82))
    gold += quotes("HALCYNET 5.35 2036-02", "ig", d, 3e6, spread=(119, 115))
    gold += quotes("ELDRIM 5Y", "cds", d, 5e6, spread=(139, 147))
    text = _ib("TORVELD-HOLLOWAY CREDIT", "18-Nov-2026", lines,
               ["Elif Saranen (TORVELD)", "Owen Castellanos (HOLLOWAY)"])
    eml = mk(sender="Owen Castellanos <ocastellanos@hollowayfunds.com>",
             to="compliance-archive@hollowayfunds.com", subject="IB transcript TORVELD 18-Nov",
             date="Wed, 18 Nov 2026 12:05:30 -0500", msgid="<hf.ib.torveld.1118@hollowayfunds.com>",
             text=text, tag="k01")
    return Layout("ib-torveld-cds-ig", "chat", eml, gold)


def ib_itraxx_ig_brissac():
    d = "brissac"
    B, M = ("Matthieu Okafor-Lind", "BRISSAC"), ("Mehmet Terzi", "PINECOURT")
    lines = [("09:10:03", *B, "ITRX MAIN S46 5Y 57.25/57.75"),
             ("09:10:09", *B, "XOVER S46 5Y 285/288"),
             ("09:11:40", *M, "thanks. VOLTRA?"),
             ("09:12:02", *B, "VOLTRA 5y snr 61/66 EUR 5x5"),
             ("09:12:15", *B, "same 7y 79/85"),
             ("09:14:51", *B, "cash: ISOLDE TEL 4.25 03/33 MS+142/+138 EUR 3mm"),
             ("09:15:20", *B, "CASSIUS AUTO 3.5 06/30 +98/+104"),
             ("09:15:44", *M, "that looks inverted?"),
             ("09:16:30", *B, "checking, ignore for now"),
             ("09:20:12", *B, "BRUMEX 2.875 10/31 ms+88/+84 2mm")]
    gold = quotes("ITRX MAIN S46 5Y", "cds", d, None, spread=(57.25, 57.75))
    gold += quotes("XOVER S46 5Y", "cds", d, None, spread=(285, 288))
    gold += quotes("VOLTRA 5Y SNR", "cds", d, 5e6, spread=(61, 66))
    gold += quotes("VOLTRA 7Y SNR", "cds", d, None, spread=(79, 85))
    gold += quotes("ISOLDE TEL 4.25 2033-03", "ig", d, 3e6, i_spread=(142, 138))
    gold += quotes("CASSIUS AUTO 3.5 2030-06", "ig", d, None, spread=(98, 104), review=("spread",))
    gold += quotes("BRUMEX 2.875 2031-10", "ig", d, 2e6, i_spread=(88, 84))
    text = _ib("BRISSAC EUR CREDIT", "19-Nov-2026", lines,
               ["Matthieu Okafor-Lind (BRISSAC)", "Mehmet Terzi (PINECOURT)"])
    eml = mk(sender="Mehmet Terzi <mterzi@pinecourtam.com>", to="archive@pinecourtam.com",
             subject="Bloomberg IB - BRISSAC EUR CREDIT - 19 Nov", date="Thu, 19 Nov 2026 12:10:00 -0500",
             msgid="<pinecourt.ib.brissac.1119@pinecourtam.com>", text=text, tag="k02")
    return Layout("ib-brissac-itraxx-eur-ig", "chat", eml, gold, note="review: 1")


def _sym_mail(tag, sender, to, subject, date, msgid, body, fname, export):
    return mk(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=body, tag=tag,
              attachments=[Attachment(fname, export.encode("utf-8"), "text/plain", "txt")])


def sym_hy_loans_calloway():
    d = "calloway"
    S, N = ("Sabine Oyelaran-Fitch", "CALLOWAY"), ("Nadia Ferreira-Blum", "HOLLOWAY")
    lines = [("13:02:44", *S, "HY/loans this afternoon:"),
             ("13:02:58", *S, "ZEPHRA 7 1/4 31s 101 1/2 - 102 1/4  3k bonds each way"),
             ("13:03:10", *S, "VANTAGE AUTO 7.5 05/31 98-98.75 1mm"),
             ("13:03:31", *S, "GLENMORE PKG 6 7/8 07/32 offered at 96 3/8 2mm"),
             ("13:04:05", *S, "loans: ORLEAN FOODS TLB 98 7/8 - 99 1/4"),
             ("13:04:22", *S, "BRIGHTPATH HLTH TLB-2 95.5/96.25 3mm"),
             ("13:05:40", *N, "Cavendish 1L?"),
             ("13:06:02", *S, "no level on Cavendish, will come back")]
    gold = quotes("ZEPHRA 7.25 2031", "hy", d, 3e6, price=(101.5, 102.25))
    gold += quotes("VANTAGE AUTO 7.5 2031-05", "hy", d, 1e6, price=(98, 98.75))
    gold += quotes("GLENMORE PKG 6.875 2032-07", "hy", d, (None, 2e6), price=(None, 96.375))
    gold += quotes("ORLEAN FOODS TLB", "loan", d, None, price=(98.875, 99.25))
    gold += quotes("BRIGHTPATH HLTH TLB-2", "loan", d, 3e6, price=(95.5, 96.25))
    export = _sym("HY & Loans - Holloway / Calloway", "2026-11-18", lines, "Nadia Ferreira-Blum")
    eml = _sym_mail("k03", "Nadia Ferreira-Blum <nferreira@hollowayfunds.com>",
                    "Owen Castellanos <ocastellanos@hollowayfunds.com>", "Symphony export - Calloway HY/loans",
                    "Wed, 18 Nov 2026 13:20:00 -0500", "<hf.sym.calloway.1118@hollowayfunds.com>",
                    "Owen - the Calloway chat from earlier, export attached.\nN\n",
                    "symphony_calloway_20261118.txt", export)
    return Layout("symphony-calloway-hy-loans", "chat", eml, gold)


def sym_hy_loans_kestling():
    d = "kestling"
    K, P = ("Arjun Wexley-Moss", "KESTLING"), ("Mehmet Terzi", "PINECOURT")
    lines = [("14:30:10", *P, "pls show REDSHORE and COBALT"),
             ("14:30:55", *K, "REDSHORE MIN 8.75 03/30 102.5/103.25 2x2"),
             ("14:31:20", *K, "COBALT CINEMA 9.25 12/29 87 3/4 / 89 1/4, 1x1"),
             ("14:32:00", *K, "also axed: LUMARA 10 1/8 12/28 bid 103, 5k bonds"),
             ("14:35:42", *K, "loan side: NORTHGATE LOGISTICS TLB 92-93 2mm"),
             ("14:36:05", *K, "SILVERTON AUTO PARTS TLC offer 86"),
             ("14:37:00", *P, "tks, will revert"),
             ("14:40:11", *K, "fyi traded COBALT 88 1/2 in 1mm earlier")]
    gold = quotes("REDSHORE MIN 8.75 2030-03", "hy", d, 2e6, price=(102.5, 103.25))
    gold += quotes("COBALT CINEMA 9.25 2029-12", "hy", d, 1e6, price=(87.75, 89.25))
    gold += quotes("LUMARA 10.125 2028-12", "hy", d, (5e6, None), price=(103, None))
    gold += quotes("NORTHGATE LOGISTICS TLB", "loan", d, 2e6, price=(92, 93))
    gold += quotes("SILVERTON AUTO PARTS TLC", "loan", d, None, price=(None, 86))
    export = _sym("PINECOURT x KESTLING - Lev Fin", "2026-11-19", lines, "Mehmet Terzi")
    eml = _sym_mail("k04", "Mehmet Terzi <mterzi@pinecourtam.com>", "archive@pinecourtam.com",
                    "Symphony: Kestling lev fin 19-Nov", "Thu, 19 Nov 2026 15:00:00 -0500",
                    "<pinecourt.sym.kestling.1119@pinecourtam.com>", "Export attached.\n",
                    "Symphony_Kestling_LevFin_2026-11-19.txt", export)
    return Layout("symphony-kestling-hy-loans", "chat", eml, gold)


def ib_em_cv_pfd_torveld():
    d = "torveld"
    E, H = ("Elif Saranen", "TORVELD"), ("Owen Castellanos", "HOLLOWAY")
    lines = [("10:20:01", *E, "EM: COLOM 7 3/8 09/37 101.2/101.7"),
             ("10:20:15", *E, "EGYPT 8.5 01/47 81.75/82.5 yld 10.59/10.50"),
             ("10:20:32", *E, "ANGOL 8.25 05/28 98.5 / 99.125"),
             ("10:22:10", *H, "converts?"),
             ("10:22:40", *E, "ZENTARA 1.5 03/30 CV 104.25/105 1mm"),
             ("10:22:58", *E, "QUARRYSTONE 0 12/29 CV 91.5/92.25"),
             ("10:23:30", *E, "prefs: ASHCOMB C PFD 24.80/25.00 10k shs"),
             ("10:25:00", *H, "great, thx")]
    gold = quotes("COLOM 7.375 2037-09", "em_sovereign", d, None, price=(101.2, 101.7))
    gold += quotes("EGYPT 8.5 2047-01", "em_sovereign", d, None, price=(81.75, 82.5),
                   **{"yield": (10.59, 10.5)})
    gold += quotes("ANGOL 8.25 2028-05", "em_sovereign", d, None, price=(98.5, 99.125))
    gold += quotes("ZENTARA 1.5 2030-03 CV", "convert", d, 1e6, price=(104.25, 105))
    gold += quotes("QUARRYSTONE 0 2029-12 CV", "convert", d, None, price=(91.5, 92.25))
    gold += quotes("ASHCOMB C PFD", "preferred", d, None, price=(24.8, 25))
    text = _ib("TORVELD-HOLLOWAY EM/CV", "18-Nov-2026", lines,
               ["Elif Saranen (TORVELD)", "Owen Castellanos (HOLLOWAY)"])
    eml = mk(sender="Owen Castellanos <ocastellanos@hollowayfunds.com>",
             to="compliance-archive@hollowayfunds.com", subject="IB transcript TORVELD EM/CV 18-Nov",
             date="Wed, 18 Nov 2026 12:30:00 -0500", msgid="<hf.ib.torveld.emcv.1118@hollowayfunds.com>",
             text=text, tag="k05")
    return Layout("ib-torveld-em-converts-prefs", "chat", eml, gold)


def ib_em_cv_pfd_brissac():
    d = "brissac"
    B, M = ("Matthieu Okafor-Lind", "BRISSAC"), ("Mehmet Terzi", "PINECOURT")
    lines = [("11:01:12", *B, "TURKEY 7 1/8 07/32 102.25/102.75"),
             ("11:01:30", *B, "SOAF 5.875 04/32 99.40/99.90 yld 5.99/5.89"),
             ("11:01:48", *B, "ROMANI 6.375 01/34 97.6/98.2"),
             ("11:03:09", *M, "any CB axes?"),
             ("11:03:40", *B, "OSTRAVA ENERGIE 2.25 06/31 CV offer 110.25, 2mm"),
             ("11:04:02", *B, "VALMONT SE 0.75 01/30 CV 98.4/99.1"),
             ("11:04:30", *B, "TIDEMARK A pref 22.10 / 22.35"),
             ("11:05:00", *B, "ROMANI 6.375 01/34 9.76 bid for 1mm")]
    gold = quotes("TURKEY 7.125 2032-07", "em_sovereign", d, None, price=(102.25, 102.75))
    gold += quotes("SOAF 5.875 2032-04", "em_sovereign", d, None, price=(99.4, 99.9),
                   **{"yield": (5.99, 5.89)})
    gold += quotes("ROMANI 6.375 2034-01", "em_sovereign", d, None, price=(97.6, 98.2))
    gold += quotes("OSTRAVA ENERGIE 2.25 2031-06 CV", "convert", d, (None, 2e6), price=(None, 110.25))
    gold += quotes("VALMONT SE 0.75 2030-01 CV", "convert", d, None, price=(98.4, 99.1))
    gold += quotes("TIDEMARK A PREF", "preferred", d, None, price=(22.1, 22.35))
    # "9.76 bid" on a bond quoted 97.6/98.2 a minute before: a slip of the decimal point.
    gold += quotes("ROMANI 6.375 2034-01", "em_sovereign", d, (1e6, None), price=(9.76, None),
                   review=("price",))
    text = _ib("BRISSAC EM / CB", "19-Nov-2026", lines,
               ["Matthieu Okafor-Lind (BRISSAC)", "Mehmet Terzi (PINECOURT)"])
    eml = mk(sender="Mehmet Terzi <mterzi@pinecourtam.com>", to="archive@pinecourtam.com",
             subject="Bloomberg IB - BRISSAC EM / CB - 19 Nov", date="Thu, 19 Nov 2026 12:40:00 -0500",
             msgid="<pinecourt.ib.brissac.em.1119@pinecourtam.com>", text=text, tag="k06")
    return Layout("ib-brissac-em-cb-prefs", "chat", eml, gold, note="review: 1")


def sym_rates_muni_agency_ardent():
    d = "ardent"
    A, C = ("Lorcan Whitby-Asante", "ARDENT"), ("Priscilla Nakashima", "GRANVILLE AM")
    lines = [("15:00:05", *A, "UST: T 4 11/15/36 98-30+/98-31+ 50x50"),
             ("15:00:19", *A, "T 4 1/2 11/15/56 96-31 / 97-01+"),
             ("15:01:02", *A, "agy: FHLB 4.125 09/29 +17/+14 vs UST 10mm"),
             ("15:01:30", *A, "FFCB 4.05 03/30 100-00 / 100-03"),
             ("15:02:44", *C, "munis?"),
             ("15:03:10", *A, "NYC GO 5 08/01/34 3.35%/3.29%  1mm"),
             ("15:03:31", *A, "CALIFORNIA ST GO 4 09/01/41 4.06% offered, 500k")]
    gold = quotes("T 4 2036-11-15", "government", d, 50e6,
                  price=(98 + 30.5 / 32, 98 + 31.5 / 32))
    gold += quotes("T 4.5 2056-11-15", "government", d, None, price=(96 + 31 / 32, 97 + 1.5 / 32))
    gold += quotes("FHLB 4.125 2029-09", "agency", d, 10e6, spread=(17, 14))
    gold += quotes("FFCB 4.05 2030-03", "agency", d, None, price=(100, 100 + 3 / 32))
    gold += quotes("NYC GO 5 2034-08-01", "muni", d, 1e6, **{"yield": (3.35, 3.29)})
    gold += quotes("CALIFORNIA ST GO 4 2041-09-01", "muni", d, (None, 5e5), **{"yield": (None, 4.06)})
    export = _sym("Granville AM <> Ardent rates", "2026-11-18", lines, "Priscilla Nakashima")
    eml = _sym_mail("k07", "Priscilla Nakashima <pnakashima@granvilleam.com>", "rates@granvilleam.com",
                    "Ardent chat export (rates/agy/muni)", "Wed, 18 Nov 2026 15:30:00 -0500",
                    "<granville.sym.ardent.1118@granvilleam.com>", "Export of today's Ardent chat.\n",
                    "ardent_chat_2026-11-18.txt", export)
    return Layout("symphony-ardent-ust-agy-muni", "chat", eml, gold)


def sym_rates_muni_agency_veldhuis():
    d = "veldhuis"
    V, C = ("Femke Dijkstra-Obi", "VELDHUIS"), ("Priscilla Nakashima", "GRANVILLE AM")
    lines = [("08:45:00", *V, "DBR 2.6 08/35 2.745/2.741%"),
             ("08:45:12", *V, "OBL 2.2 10/30 2.209 / 2.203"),
             ("08:45:40", *C, "and SSA vs swaps?"),
             ("08:46:05", *V, "KFW 2.875 06/33 ms -2/-5 EUR 10mm"),
             ("08:46:21", *V, "EIB 2.75 01/32 ms -7 / -10"),
             ("08:48:00", *C, "munis for the US book?"),
             ("08:48:32", *V, "MASSACHUSETTS ST GO 4 11/01/39 bid 3.93% 2mm"),
             ("08:48:50", *V, "OHIO ST HOSP REV 4.25 01/15/43 4.47/4.41")]
    gold = quotes("DBR 2.6 2035-08", "government", d, None, **{"yield": (2.745, 2.741)})
    gold += quotes("OBL 2.2 2030-10", "government", d, None, **{"yield": (2.209, 2.203)})
    gold += quotes("KFW 2.875 2033-06", "agency", d, 10e6, i_spread=(-2, -5))
    gold += quotes("EIB 2.75 2032-01", "agency", d, None, i_spread=(-7, -10))
    gold += quotes("MASSACHUSETTS ST GO 4 2039-11-01", "muni", d, (2e6, None), **{"yield": (3.93, None)})
    gold += quotes("OHIO ST HOSP REV 4.25 2043-01-15", "muni", d, None, **{"yield": (4.47, 4.41)})
    export = _sym("Granville AM <> Veldhuis", "2026-11-20", lines, "Priscilla Nakashima")
    eml = _sym_mail("k08", "Priscilla Nakashima <pnakashima@granvilleam.com>", "rates@granvilleam.com",
                    "Veldhuis chat export", "Fri, 20 Nov 2026 09:00:00 -0500",
                    "<granville.sym.veldhuis.1120@granvilleam.com>", "Attached.\n",
                    "veldhuis_chat_2026-11-20.txt", export)
    return Layout("symphony-veldhuis-govvies-ssa-muni", "chat", eml, gold)


LAYOUTS = [ib_cds_ig_torveld, ib_itraxx_ig_brissac, sym_hy_loans_calloway, sym_hy_loans_kestling,
           ib_em_cv_pfd_torveld, ib_em_cv_pfd_brissac, sym_rates_muni_agency_ardent,
           sym_rates_muni_agency_veldhuis]
