# ruff: noqa: B007 - layout rows are unpacked whole so each table keeps its shape readable
"""CSV/TSV attachments: Italian and French government lists with semicolons and decimal commas,
TSV runs with sizes written 5,000,000 and spreads with thousands separators, SSA/agency FRNs on
DM (negative margins), system exports with BOM and CRLF, loan lists with notes and totals rows."""

from __future__ import annotations

from common import Attachment, Layout, cusip, isin, quotes, us_isin
from common import message as mk


def _mail(tag, sender, to, subject, date, msgid, text, fname, data: str, mime="text/csv",
          bom=False, crlf=False):
    if crlf:
        data = data.replace("\n", "\r\n")
    raw = ("\ufeff" if bom else "").encode("utf-8") + data.encode("utf-8")
    return mk(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=text, tag=tag,
              attachments=[Attachment(fname, raw, mime, "csv")])


def _dc(x, nd):
    return f"{x:.{nd}f}".replace(".", ",")


def btp_italian_semicolon():
    d = "lagunare"
    rows = [("BTP", "3,85", "3.85", "01/02/2035", "2035-02-01", isin("IT", "000558932"), 101.32, 101.38,
             3.682, 3.675),
            ("BTP", "4,45", "4.45", "01/09/2043", "2043-09-01", isin("IT", "000545436"), 103.05, 103.16,
             4.192, 4.184),
            ("BTP", "2,95", "2.95", "15/02/2027", "2027-02-15", isin("IT", "000531237"), 100.214, 100.232,
             2.101, 2.038),
            ("BTPi", "1,8", "1.8", "15/05/2036", "2036-05-15", None, 98.71, 98.9, 1.912, 1.893),
            ("CTZ", "0", "0", "28/09/2027", "2027-09-28", isin("IT", "000560011"), 97.884, 97.902, 2.301,
             2.282)]
    lines = ["Titolo;Cedola;Scadenza;ISIN;Denaro;Lettera;Rend. Denaro;Rend. Lettera;Var. gg"]
    gold = []
    for t, cpn, cpk, mat, matk, isn, b, a, yb, ya in rows:
        lines.append(f"{t};{cpn};{mat};{isn or ''};{_dc(b, 3)};{_dc(a, 3)};{_dc(yb, 3)};{_dc(ya, 3)};"
                     f"{'-0,02' if b > 100 else '+0,04'}")
        gold += quotes(isn or f"{t.upper()} {cpk} {matk}", "government", d, None, price=(b, a),
                       **{"yield": (yb, ya)})
    eml = _mail("c01", "Giulia Ferrante-Okoye <g.ferrante@bancalagunare.it>", "clienti@bancalagunare.it",
                "Quotazioni titoli di Stato 18/11", "Wed, 18 Nov 2026 10:05:00 +0100",
                "<lagunare.btp.18112026@bancalagunare.it>",
                "Buongiorno, in allegato le nostre quotazioni indicative sui titoli di Stato.\n\n"
                "Giulia Ferrante-Okoye\nBanca Lagunare - Desk Governativi - +39 041 555 0173\n",
                "quotazioni_btp_18112026.csv", "\n".join(lines) + "\n")
    return Layout("lagunare-btp-italian-semicolon", "csv", eml, gold)


def oat_french_semicolon_bom():
    d = "montferrat"
    rows = [("OAT", "3", "3", "25/11/2034", "2034-11-25", isin("FR", "001400QMF"), 99.06, 99.12, 3.115,
             3.108),
            ("OAT", "2,75", "2.75", "25/02/2029", "2029-02-25", isin("FR", "001400HI9"), 100.63, 100.68,
             2.452, 2.431),
            ("OAT", "4", "4", "25/04/2055", "2055-04-25", isin("FR", "00140036Y"), 96.2, 96.45, 4.226,
             4.21),
            ("OATei", "0,1", "0.1", "25/07/2036", "2036-07-25", None, 86.91, 87.12, 1.454, 1.432)]
    lines = ["Titre;Coupon;Echéance;ISIN;Prix achat;Prix vente;Tx achat;Tx vente"]
    gold = []
    for t, cpn, cpk, mat, matk, isn, b, a, yb, ya in rows:
        lines.append(f"{t};{cpn};{mat};{isn or ''};{_dc(b, 2)};{_dc(a, 2)};{_dc(yb, 3)};{_dc(ya, 3)}")
        gold += quotes(isn or f"{t.upper()} {cpk} {matk}", "government", d, None, price=(b, a),
                       **{"yield": (yb, ya)})
    eml = _mail("c02", "Baptiste N'Diaye-Lefevre <baptiste.ndiaye@montferrat.fr>", "taux@montferrat.fr",
                "OAT - prix et taux 19/11", "Thu, 19 Nov 2026 09:20:00 +0100",
                "<montferrat.oat.19112026@montferrat.fr>", "Bonjour, ci-joint nos prix OAT.\n",
                "OAT_19112026.csv", "\n".join(lines) + "\n", bom=True, crlf=True)
    return Layout("montferrat-oat-french-bom", "csv", eml, gold)


def ig_hy_tsv_sizes_commas():
    d = "torrancehale"
    rows = [("ig", "WESTRA UTIL", "5.1", "2032-03-15", us_isin("95813RAF"), "Sprd", 118, 113,
             "5,000,000", "5,000,000"),
            ("ig", "PELGRN", "4.65", "2031-01-15", None, "Sprd", 97, 93, "3,000,000", "2,000,000"),
            ("hy", "ZEPHRA", "7.25", "2031-01-15", us_isin("98944NAB"), "px", 101.375, 102.0,
             "1,000,000", "1,000,000"),
            ("hy", "MORLAND MEDIA", "8.5", "2029-06-01", None, "px", 97.0, 97.75, "2,000,000",
             "500,000")]
    lines = ["Issuer\tCpn\tMaturity\tISIN\tMeasure\tBid\tAsk\tBid Size\tAsk Size"]
    gold = []
    for grp, iss, cpn, mat, isn, meas, b, a, bs, as_ in rows:
        lines.append(f"{iss}\t{cpn}\t{mat}\t{isn or ''}\t{meas}\t{b:g}\t{a:g}\t\"{bs}\"\t\"{as_}\"")
        qt = "spread" if meas == "Sprd" else "price"
        gold += quotes(isn or f"{iss} {cpn} {mat}", grp, d,
                       (float(bs.replace(",", "")), float(as_.replace(",", ""))), **{qt: (b, a)})
    eml = _mail("c03", "Yusuf Pemberton-Lao <ypl@torrancehale.com>", "credit@torrancehale.com",
                "TH credit levels (tsv)", "Wed, 18 Nov 2026 13:30:00 -0500",
                "<th.tsv.20261118@torrancehale.com>", "Tab-separated export attached.\n\nYusuf\n"
                "Torrance Hale | 617-555-0151\n",
                "th_levels_20261118.tsv", "\n".join(lines) + "\n", mime="text/tab-separated-values")
    return Layout("torrance-ig-hy-tsv-sizes", "csv", eml, gold)


def ig_hy_csv_thousands_spreads():
    d = "ashbyrue"
    rows = [("ig", "BRAXTON AERO", "5.65", "09/35", "2035-09", "+146", "+140", "98.90", "99.31",
             "5.82", "5.77", ()),
            ("ig", "KELMSCOTT", "4.4", "11/29", "2029-11", "+69", "+66", "100.85", "100.94", "4.09",
             "4.06", ()),
            ("hy", "COBALT CINEMA", "9.25", "12/29", "2029-12", "+1,135", "+1,090", "71.50", "73.00",
             "15.28", "14.61", ()),
            ("hy", "ASTERION LABS", "11", "01/28", "2028-01", "+812", "+776", "99.25", "99.75", "11.64",
             "11.21", ()),
            ("ig", "ORSINI FOODS", "5.2", "06/34", "2034-06", "0.85", "+119", "100.21", "100.60", "5.16",
             "5.10", ("spread",))]
    lines = ["Issuer,Cpn,Mat,SPRD bid,SPRD ask,Px Bid,Px Ask,yld bid,yld ask,Notes"]
    notes = ["", "axe: BW", "distressed - call desk", "", "sprd bid as sent by trader"]
    gold = []
    for (grp, iss, cpn, mat, matk, sb, sa, pb, pa, yb, ya, rev), note in zip(rows, notes, strict=True):
        lines.append(f'{iss},{cpn},{mat},"{sb}","{sa}",{pb},{pa},{yb},{ya},{note}')

        def n(s):
            return float(s.replace(",", "").replace("+", ""))

        gold += quotes(f"{iss} {cpn} {matk}", grp, d, None, review=rev, spread=(n(sb), n(sa)),
                       price=(n(pb), n(pa)), **{"yield": (n(yb), n(ya))})
    eml = _mail("c04", "Harriet Ashby-Rue <harriet@ashbyrue.com>", "clients@ashbyrue.com",
                "AR levels csv", "Thu, 19 Nov 2026 14:45:00 -0500", "<ashbyrue.csv.20261119@ashbyrue.com>",
                "Levels attached as CSV.\nH.\n", "AR_levels.csv", "\n".join(lines) + "\n")
    return Layout("ashbyrue-ig-hy-thousands-spreads", "csv", eml, gold, note="review: 1")


def ssa_frn_negative_dm():
    d = "nordvik"
    frns = [("EIB", "FRN", "SOFR", "2029-02-19", us_isin("298785KC"), "-3", "-6"),
            ("KFW", "FRN", "SOFR", "2028-06-14", us_isin("500769KD"), "-8", "-11"),
            ("IADB", "FRN", "SOFR", "2030-10-01", us_isin("4581X0EJ"), "12", "9")]
    fixed = [("FHLB", "4.25", "2031-06-12", cusip("3130B9AD"), "21", "18", "100.34", "100.46"),
             ("FFCB", "3.95", "2029-12-03", cusip("3133EUMR"), "16", "13", "99.71", "99.80")]
    lines = ["Issuer,Type,Index/Cpn,Maturity,ID,Bid,Ask,Px Bid,Px Ask,Unit"]
    gold = []
    for iss, t, ix, mat, isn, b, a in frns:
        lines.append(f"{iss},{t},{ix},{mat},{isn},{b},{a},,,DM")
        gold += quotes(isn, "frn", d, None, dm=(float(b), float(a)), asset_class="agency")
    for iss, cpn, mat, cu, b, a, pb, pa in fixed:
        lines.append(f"{iss},FIX,{cpn},{mat},{cu},{b},{a},{pb},{pa},bp vs UST")
        gold += quotes(cu, "agency", d, None, spread=(float(b), float(a)), price=(float(pb), float(pa)))
    eml = _mail("c05", "Sigrid Aalto-Benn <sigrid.aalto-benn@nordvik.no>", "ssa-usd@nordvik.no",
                "USD SSA FRNs + agencies (csv)", "Thu, 19 Nov 2026 15:00:00 +0100",
                "<nordvik.frn.19112026@nordvik.no>", "CSV attached. Unit column says DM or spread.\n",
                "nordvik_frn_agy_20261119.csv", "\n".join(lines) + "\n")
    return Layout("nordvik-ssa-frn-negative-dm", "csv", eml, gold)


def agency_frn_system_export():
    d = "sallowcreek"
    rows = [("FFCB", "FRN", "2027-08-16", cusip("3133EUQW"), "dm", "-1.5", "-3.0"),
            ("FHLB", "FRN", "2028-02-11", cusip("3130B9HT"), "dm", "2.0", "0.5"),
            ("FNMA", "FRN", "2027-12-08", cusip("3135G1AV"), "dm", "4.5", "2.5"),
            ("FHLB", "4.0", "2030-05-20", cusip("3130B9JK"), "spread", "14.0", "11.0"),
            ("FHLMC", "4.375", "2032-11-09", cusip("3134HBCE"), "spread", "27.0", "23.5")]
    lines = ["sec_id,issuer,coupon,maturity,quote_measure,bid_level,ask_level,bid_size_mm,ask_size_mm"]
    gold = []
    for iss, cpn, mat, cu, meas, b, a in rows:
        lines.append(f"{cu},{iss},{cpn},{mat},{meas},{b},{a},25,25")
        grp = "frn" if cpn == "FRN" else "agency"
        gold += quotes(cu, grp, d, 25e6, asset_class="agency", **{meas: (float(b), float(a))})
    eml = _mail("c06", "SC Reporting <reporting@sallowcreek.com>", "agency@sallowcreek.com",
                "[auto] agency_levels_20261120.csv", "Fri, 20 Nov 2026 07:00:03 -0600",
                "<sallow.auto.20261120@sallowcreek.com>", "Automated export. Do not reply.\n",
                "agency_levels_20261120.csv", "\n".join(lines) + "\n", bom=True, crlf=True)
    return Layout("sallow-agency-frn-system-export", "csv", eml, gold)


def loans_notes_totals():
    d = "halloranvey"
    rows = [("ABERFELDY PHARMA", "TLB", "S+325", 99.5, 99.875, "5,000,000", "firm till 11"),
            ("LOCHINVER FOODS", "TLB", "S+400", 94.25, 95.0, "2,500,000", ""),
            ("MONTROSE TELECOM", "TLB-2", "S+375", 97.625, 98.125, "3,000,000", "new issue OID 99.5"),
            ("NAIRN CHEMICALS", "TLB", "S+450", 83.0, 85.0, "1,000,000", "wide mkt")]
    lines = ["Borrower,Facility,Spread,Bid,Offer,Size,Notes"]
    gold = []
    for b, f, s, pb, pa, sz, note in rows:
        lines.append(f'{b},{f},{s},{pb:.3f},{pa:.3f},"{sz}",{note}')
        gold += quotes(f"{b} {f} {s}", "loan", d, float(sz.replace(",", "")), price=(pb, pa))
    lines.append('TOTAL,,,,,"11,500,000",')
    eml = _mail("c07", "Aurelio Brandt <abrandt@halloranvey.com>", "loans@halloranvey.com",
                "HV loans csv", "Thu, 19 Nov 2026 15:40:00 -0600", "<hv.loans.csv.20261119@halloranvey.com>",
                "csv attached\n-AB\n", "hv_loans_111926.csv", "\n".join(lines) + "\n")
    return Layout("halloran-loans-notes-totals", "csv", eml, gold)


def loans_axes_one_sided():
    d = "ravensmoor"
    rows = [("OBAN SHIPPING", "TLB", "E+375", "Jul-30", 97.75, 98.5, "", (5e6, 5e6)),
            ("PEEBLES RETAIL", "TLB", "E+500", "Feb-29", 81.0, None, "bid only", (2e6, None)),
            ("QUEENSFERRY DATA", "TL", "E+325", "Sep-31", None, 100.375, "offer only", (None, 3e6)),
            ("ROTHESAY HEALTH", "TLB", "E+425", "Jan-30", 92.5, 93.5, "OW", (2e6, 2e6)),
            ("STRANRAER ENERGY", "TLB", "E+350", "Apr-32", 99.0, 99.625, "BW", (4e6, 4e6)),
            ("TAYPORT MARINE", "TLB", "E+400", "Jun-31", 96.25, 95.75, "", (1e6, 1e6))]
    lines = ["Borrower\tTranche\tMargin\tMaturity\tBid\tAsk\tSide\tBid Sz (mm)\tAsk Sz (mm)"]
    gold = []
    for b, t, m, mat, pb, pa, side, sz in rows:
        lines.append("\t".join([b, t, m, mat, f"{pb:.3f}" if pb else "", f"{pa:.3f}" if pa else "",
                                side, f"{sz[0] / 1e6:g}" if sz[0] else "", f"{sz[1] / 1e6:g}" if sz[1] else ""]))
        crossed = pb is not None and pa is not None and pb > pa  # bid above offer: flagged
        gold += quotes(f"{b} {t} {m} {mat}".upper(), "loan", d, sz, price=(pb, pa),
                       review=("price",) if crossed else ())
    eml = _mail("c08", "Isla Fenwick-Adeyemi <isla.fenwick@ravensmoor.co.uk>", "loans@ravensmoor.co.uk",
                "EUR loans - axes (tsv)", "Fri, 20 Nov 2026 12:10:00 +0000",
                "<rvm.eurloans.20112026@ravensmoor.co.uk>", "EUR loan axes attached.\nIsla\n",
                "rvm_eur_loans.txt", "\n".join(lines) + "\n", mime="text/plain")
    return Layout("ravensmoor-eur-loans-axes-tsv", "csv", eml, gold, note="review: 1")


LAYOUTS = [btp_italian_semicolon, oat_french_semicolon_bom, ig_hy_tsv_sizes_commas,
           ig_hy_csv_thousands_spreads, ssa_frn_negative_dm, agency_frn_system_export,
           loans_notes_totals, loans_axes_one_sided]
