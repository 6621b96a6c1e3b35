"""Chat: Bloomberg IB transcripts pasted in a body, Symphony exports attached as .txt.

Several dealers in one room; the dealer is the firm shown with each user. Corrections replace the
line they correct; back-references (`same in 10y`) take the instrument of the line they refer to.
"""

from __future__ import annotations

from common import Attachment, Layout, bkey, cusip, message, q, us_isin

D = "Tue, 24 Nov 2026"


def _ib(header: str, msgs: list[tuple[str, str, str, str]]) -> list[str]:
    """msgs: (time, user, firm, text) -> IB history lines 'HH:MM:SS USER, FIRM: text'."""
    out = header.splitlines()
    for t, user, firm, text in msgs:
        out.append(f"{t} {user.upper()}, {firm.upper()}: {text}" if firm else f"{t} {text}")
    return out


def _sym(room: str, members: int, msgs: list[tuple[str, str, str, str]], date="2026-11-24") -> bytes:
    out = ["Symphony - conversation export", f"Room: {room}", f"Members: {members}",
           f"Exported: {date}T17:45:03Z (UTC)", "", "timestamp | sender | company | message"]
    for t, user, firm, text in msgs:
        out.append(f"{date} {t} | {user} | {firm} | {text}")
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


# ---------------------------------------------------------------- 11/12 cds


def c11_ib_cds_room():
    msgs = [
        ("07:58:40", "", "", "*** FARAH QUIST, BRACKENHILL has joined the room"),
        ("08:01:12", "Hal Brixey", "Saltcote", "morning all. CDX IG 45 5Y 51.75/52.25"),
        ("08:01:30", "Hal Brixey", "Saltcote", "CDX HY 45 5Y 106.40/106.55"),
        ("08:02:04", "Ines Carvalho", "Mirefield", "ITRX MAIN 44 5Y 55.5/56 25x25"),
        ("08:02:19", "Ines Carvalho", "Mirefield", "same in 10y 81/82.5"),
        ("08:03:45", "Hal Brixey", "Saltcote", "DALVORE 5y 88/93 10x10"),
        ("08:04:02", "Hal Brixey", "Saltcote", "pls ignore that, wrong line. DALVORE 5y 78/83 10x10"),
        ("08:05:10", "Farah Quist", "Brackenhill", "where are you in ORSINO SNR 5y? could do 10"),
        ("08:05:44", "Ines Carvalho", "Mirefield", "ORSINO SNR 5y 142/150, 7y 171/180"),
        ("08:06:30", "Hal Brixey", "Saltcote", "VELMAR 5y 265/280 5x5, upfront 7.1/7.6 (500 running)"),
        ("08:07:02", "Farah Quist", "Brackenhill", "thx both"),
    ]
    body = ["Team - CDS colour from the IB room this morning, FYI. Nothing done yet.", "",
            "-----", *_ib("Bloomberg IB  |  EUR/USD CDS FLOW  |  " + D, msgs), "-----", "",
            "Farah Quist | Brackenhill Asset Management | +44 20 7123 4410"]
    gold = []
    gold += q("CDX IG 45 5Y", "cds", "saltcote", spread=("51.75", "52.25"))
    gold += q("CDX HY 45 5Y", "cds", "saltcote", price=("106.40", "106.55"))
    gold += q("ITRX MAIN 44 5Y", "cds", "mirefield", size="25x25", spread=("55.5", "56"))
    gold += q("ITRX MAIN 44 10Y", "cds", "mirefield", spread=("81", "82.5"))
    gold += q("DALVORE 5Y", "cds", "saltcote", size="10x10", spread=("78", "83"))
    gold += q("ORSINO SNR 5Y", "cds", "mirefield", spread=("142", "150"))
    gold += q("ORSINO SNR 7Y", "cds", "mirefield", spread=("171", "180"))
    gold += q("VELMAR 5Y", "cds", "saltcote", size="5x5", spread=("265", "280"), upfront=("7.1", "7.6"))
    eml = message(sender="Farah Quist <fquist@brackenhill-am.example>", to="credit-pm@brackenhill-am.example",
                  subject="FW: CDS colour - IB room", date=D + " 08:12:55 +0000",
                  msgid="<bh-ib-cds-20261124@brackenhill-am.example>", text="\n".join(body) + "\n")
    return Layout("ib-cds-room", "chat", eml, gold)


def c12_symphony_cds_room():
    msgs = [
        ("07:55:40", "Oskar Lindqvist", "Penhallow", "ITRAXX XOVER S44 5Y 287/289 10mm"),
        ("07:56:02", "Oskar Lindqvist", "Penhallow", "ITRAXX SUBFIN S44 5Y 108/110 25mm"),
        ("07:58:13", "Maeve Oduya", "Stanwick", "BRISKOR SNR 5Y 96/101 5x5"),
        ("07:59:47", "Maeve Oduya", "Stanwick", "BRISKOR SNR 5Y 91/96 5x5 - not 96/101, sorry, fat finger"),
        ("08:00:05", "Maeve Oduya", "Stanwick", "same in 10Y 124/131"),
        ("08:02:31", "Priyanka Rao", "Lydgate", "CDX EM 44 5Y 96.10/96.35"),
        ("08:02:50", "Priyanka Rao", "Lydgate", "TALLIS CORP 5Y 63/67 10x10 | 3Y 41/45 10x10"),
        ("08:03:30", "Priyanka Rao", "Lydgate", "GRENDAL 5Y upfront 6.25/6.75 pts"),
        ("08:04:12", "Jules Benard", "Ormond AM", "ty - will come back on Tallis"),
    ]
    gold = []
    gold += q("ITRAXX XOVER S44 5Y", "cds", "penhallow", size="10mm", spread=("287", "289"))
    gold += q("ITRAXX SUBFIN S44 5Y", "cds", "penhallow", size="25mm", spread=("108", "110"))
    gold += q("BRISKOR SNR 5Y", "cds", "stanwick", size="5x5", spread=("91", "96"))
    gold += q("BRISKOR SNR 10Y", "cds", "stanwick", spread=("124", "131"))
    gold += q("CDX EM 44 5Y", "cds", "lydgate", price=("96.10", "96.35"))
    gold += q("TALLIS CORP 5Y", "cds", "lydgate", size="10x10", spread=("63", "67"))
    gold += q("TALLIS CORP 3Y", "cds", "lydgate", size="10x10", spread=("41", "45"))
    gold += q("GRENDAL 5Y", "cds", "lydgate", upfront=("6.25", "6.75"))
    att = Attachment("symphony_CDS_Axes_EMEA_20261124.txt",
                     _sym("CDS Axes EMEA (external)", 5, msgs), "text/plain", "txt")
    eml = message(sender="Jules Benard <jbenard@ormond-am.example>", to="cds-team@ormond-am.example",
                  subject="Symphony export - CDS axes room 24/11", date=D + " 17:46:10 +0000",
                  msgid="<ormond-sym-cds-20261124@ormond-am.example>",
                  text="Export of this morning's room attached for the file.\n\nJules\n", attachments=[att])
    return Layout("symphony-cds-room", "chat", eml, gold)


# ---------------------------------------------------------------- 13/14 ig + hy


def c13_symphony_credit_room_slip():
    msgs = [
        ("09:14:02", "Ruth Adeyemi", "Glenvar", "ARDMORE 5.15 03/33 +112/+107 5x5"),
        ("09:14:20", "Ruth Adeyemi", "Glenvar", "ARDMORE 5.45 03/36 +131/+126 3x3"),
        ("09:15:01", "Leo Massard", "Kelderwick", "TRAVELLO 7 3/4 06/30 101.25/101.75 2mm"),
        ("09:15:44", "Leo Massard", "Kelderwick", "BRONTIDE 6.5 2031 9.85 / 100.35 1x1"),
        ("09:16:10", "Nadia Fenn", "Whitlock IM", "Leo - Brontide bid 9.85?"),
        ("09:16:55", "Leo Massard", "Kelderwick", "one sec"),
        ("09:18:30", "Ruth Adeyemi", "Glenvar", "QUARRIE 4.8 11/15/30 99.62/99.81"),
        ("09:19:02", "Leo Massard", "Kelderwick", "PELLOR 8 3/8 10/29 96 / 96.5 YTW 9.41/9.28"),
        ("09:20:15", "Nadia Fenn", "Whitlock IM", "thanks, passing for now"),
    ]
    gold = []
    gold += q(bkey("ARDMORE", 5.15, "2033-03"), "ig", "glenvar", size="5x5", spread=("+112", "+107"))
    gold += q(bkey("ARDMORE", 5.45, "2036-03"), "ig", "glenvar", size="3x3", spread=("+131", "+126"))
    gold += q(bkey("TRAVELLO", 7.75, "2030-06"), "hy", "kelderwick", size="2mm", price=("101.25", "101.75"))
    gold += q(bkey("BRONTIDE", 6.5, "2031"), "hy", "kelderwick", size="1x1", price=("9.85", "100.35"),
              review=("price",))
    gold += q(bkey("QUARRIE", 4.8, "2030-11-15"), "ig", "glenvar", price=("99.62", "99.81"))
    gold += q(bkey("PELLOR", 8.375, "2029-10"), "hy", "kelderwick", price=("96", "96.5"), yield_=("9.41", "9.28"))
    att = Attachment("Symphony_USD_Credit_Secondary_2026-11-24.txt",
                     _sym("USD Credit Secondary", 6, msgs), "text/plain", "txt")
    eml = message(sender="Nadia Fenn <nfenn@whitlock-im.example>", to="credit@whitlock-im.example",
                  subject="Symphony log - USD credit secondary", date=D + " 09:25:40 +0000",
                  msgid="<wim-sym-credit-20261124@whitlock-im.example>",
                  text="FYI - room log from this morning attached, incl. the Brontide level (no follow-up from "
                       "Kelderwick yet).\n\nNadia Fenn, Whitlock Investment Management | 020 7946 0322\n",
                  attachments=[att])
    return Layout("symphony-credit-room-slip", "chat", eml, gold)


def c14_ib_credit_crossed():
    msgs = [
        ("13:02:10", "Tobias Reinholt", "Hollins", "SEVERNA ENERGY 5 1/4 07/15/34 T+138/T+133 5mm"),
        ("13:02:41", "Tobias Reinholt", "Hollins", "SEVERNA ENERGY 5 7/8 07/15/54 T+171/T+165 2mm"),
        ("13:04:05", "Chiara Lombardi", "Castell", "AUDRIC GROUP 9 1/8 02/01/31 bid 103, 5mm"),
        ("13:04:40", "Chiara Lombardi", "Castell", "MONTFORD RETAIL 7.5 09/30 offer 94.5 3mm"),
        ("13:06:12", "Tobias Reinholt", "Hollins", "LINDQUIST 4.4 04/01/32 +96/+101 3x3"),
        ("13:06:30", "Ben Okafor-Lyle", "Amberline", "Tobias that looks inverted?"),
        ("13:07:55", "Tobias Reinholt", "Hollins", "checking, leave it with me"),
        ("13:09:20", "Chiara Lombardi", "Castell", "AUDRIC GROUP 8 1/2 02/01/29 101.00/101.75 5x2 two-way if helpful"),
    ]
    gold = []
    gold += q(bkey("SEVERNA ENERGY", 5.25, "2034-07-15"), "ig", "hollins", size="5mm", spread=("138", "133"))
    gold += q(bkey("SEVERNA ENERGY", 5.875, "2054-07-15"), "ig", "hollins", size="2mm", spread=("171", "165"))
    gold += q(bkey("AUDRIC GROUP", 9.125, "2031-02-01"), "hy", "castell", size=(5000000, None), price=("103", None))
    gold += q(bkey("MONTFORD RETAIL", 7.5, "2030-09"), "hy", "castell", size=(None, 3000000), price=(None, "94.5"))
    gold += q(bkey("LINDQUIST", 4.4, "2032-04-01"), "ig", "hollins", size="3x3", spread=("+96", "+101"),
              review=("spread",))
    gold += q(bkey("AUDRIC GROUP", 8.5, "2029-02-01"), "hy", "castell", size="5x2", price=("101.00", "101.75"))
    body = ["Pasting the IB thread; Hollins never came back on the Lindquist level.", "",
            *_ib("IB: USD CREDIT FLOW - AMBERLINE (4)    24 NOV 2026", msgs), "", "Ben"]
    eml = message(sender="Ben Okafor-Lyle <bokafor@amberline-cap.example>", to="flow@amberline-cap.example",
                  subject="IB thread - credit flow", date=D + " 17:50:00 +0000",
                  msgid="<amb-ib-credit-20261124@amberline-cap.example>", text="\n".join(body) + "\n")
    return Layout("ib-credit-crossed", "chat", eml, gold)


# ---------------------------------------------------------------- 15/16 government + agency + muni


def c15_ib_rates_muni():
    msgs = [
        ("10:02:11", "Dana Kowalczyk", "Fairlop", "T 4 1/4 11/15/36 99-19+/99-20+ 25mm"),
        ("10:02:30", "Dana Kowalczyk", "Fairlop", "T 4 1/8 11/30/31 99-28/99-28+ 50mm"),
        ("10:03:02", "Dana Kowalczyk", "Fairlop", "FHLB 4.5 09/28 +18/+15, FFCB 4.05 02/01/30 100.22/100.35"),
        ("10:04:40", "Samir Haddou", "Tarrant", "NJ TPK AUTH 5% 01/01/45 3.92/3.86 yld 2mm"),
        ("10:05:12", "Samir Haddou", "Tarrant", f"{cusip('57582RKU')} MASS ST GO 4s 2043 4.05% offered, 1mm"),
        ("10:06:00", "Grace Whitby", "Northdale", "dana where's the 2y?"),
        ("10:06:21", "Dana Kowalczyk", "Fairlop", "T 3 7/8 10/31/28 99-26/99-26+ 100mm"),
    ]
    body = ["From the IB room this morning - rates + munis:", "",
            *_ib("Bloomberg IB - RATES & MUNI XCHG - " + D, msgs), "",
            "Grace Whitby | Northdale Pension Trust | fixed income"]
    gold = []
    gold += q(bkey("T", 4.25, "2036-11-15"), "government", "fairlop", size="25mm", price=("99-19+", "99-20+"))
    gold += q(bkey("T", 4.125, "2031-11-30"), "government", "fairlop", size="50mm", price=("99-28", "99-28+"))
    gold += q(bkey("FHLB", 4.5, "2028-09"), "agency", "fairlop", spread=("+18", "+15"))
    gold += q(bkey("FFCB", 4.05, "2030-02-01"), "agency", "fairlop", price=("100.22", "100.35"))
    gold += q(bkey("NJ TPK AUTH", 5, "2045-01-01"), "muni", "tarrant", size="2mm", yield_=("3.92", "3.86"))
    gold += q(cusip("57582RKU"), "muni", "tarrant", size=(None, 1000000), yield_=(None, "4.05"))
    gold += q(bkey("T", 3.875, "2028-10-31"), "government", "fairlop", size="100mm", price=("99-26", "99-26+"))
    eml = message(sender="Grace Whitby <gwhitby@northdale-pt.example>", to="fi-team@northdale-pt.example",
                  subject="IB - rates & munis", date=D + " 10:15:31 -0500",
                  msgid="<ndt-ib-rates-20261124@northdale-pt.example>", text="\n".join(body) + "\n")
    return Layout("ib-rates-muni", "chat", eml, gold)


def c16_symphony_rates_muni():
    msgs = [
        ("14:20:05", "Ellis Marchetti", "Tressel", "UKT 4 1/4 07/31/34 98.42/98.47 GBP 20mm"),
        ("14:20:31", "Ellis Marchetti", "Tressel", "UKT 4 3/4 10/22/43 yld 5.012/5.004"),
        ("14:21:10", "Ellis Marchetti", "Tressel", "EIB 4.125 2030 ms-2/-5, KFW 4 3/8 2034 ms+11/+8"),
        ("14:23:44", "Holly Devane", "Wyndle", "LA DEPT WTR & PWR 5% 07/01/49 offer 4.21% 750k"),
        ("14:24:02", "Holly Devane", "Wyndle", "CHICAGO O'HARE ARPT 4% 01/01/42 4.38% bid 1mm"),
        ("14:25:15", "Ellis Marchetti", "Tressel", "same in 10y for KFW ms+19/+16"),
    ]
    gold = []
    gold += q(bkey("UKT", 4.25, "2034-07-31"), "government", "tressel", size="20mm", price=("98.42", "98.47"))
    gold += q(bkey("UKT", 4.75, "2043-10-22"), "government", "tressel", yield_=("5.012", "5.004"))
    gold += q(bkey("EIB", 4.125, "2030"), "agency", "tressel", i_spread=("-2", "-5"))
    gold += q(bkey("KFW", 4.375, "2034"), "agency", "tressel", i_spread=("+11", "+8"))
    gold += q(bkey("LA DEPT WTR & PWR", 5, "2049-07-01"), "muni", "wyndle", size=(None, 750000),
              yield_=(None, "4.21"))
    gold += q(bkey("CHICAGO O'HARE ARPT", 4, "2042-01-01"), "muni", "wyndle", size=(1000000, None),
              yield_=("4.38", None))
    att = Attachment("symphony_export_GBP_rates_muni.txt",
                     _sym("Rates / SSA / Muni - cross desk", 6, msgs), "text/plain", "txt")
    eml = message(sender="Harvey Lund <hlund@ostrey-ci.example>", to="rates@ostrey-ci.example",
                  subject="Symphony room export 24 Nov", date=D + " 18:02:44 +0000",
                  msgid="<ostrey-sym-rates-20261124@ostrey-ci.example>",
                  text="Attached, today's room.\n",
                  attachments=[att])
    return Layout("symphony-rates-muni", "chat", eml, gold)


# ---------------------------------------------------------------- 17/18 structured + convert/preferred + loan


def c17_symphony_structured_converts_loans():
    msgs = [
        ("11:30:02", "Kofi Brennan-Sato", "Vantry", "HALVERN 2021-3A B DM 245/230 2mm"),
        ("11:30:25", "Kofi Brennan-Sato", "Vantry", "BRAMBER 2019-1A D 92.50/93.75 1mm"),
        ("11:31:40", "Kofi Brennan-Sato", "Vantry", "FNCL 5.5 DEC 100-08/100-09+ 25mm"),
        ("11:33:12", "Agnes Kirwan", "Ingleby", "TESSARO TLB S+350 10/31 98.375/98.875"),
        ("11:33:40", "Agnes Kirwan", "Ingleby", "QUIVEL 2.25 06/15/29 CV 104.5/105.25 2x2"),
        ("11:34:05", "Agnes Kirwan", "Ingleby", "HARBOROUGH BANCORP 6.125% PFD 25.10/25.22"),
        ("11:35:20", "Tom Ilesanmi", "Kestrelgate", "thanks agnes, will revert on Quivel"),
    ]
    gold = []
    gold += q("HALVERN 2021-3A B", "structured", "vantry", size="2mm", dm=("245", "230"))
    gold += q("BRAMBER 2019-1A D", "structured", "vantry", size="1mm", price=("92.50", "93.75"))
    gold += q("FNCL 5.5 DEC", "structured", "vantry", size="25mm", price=("100-08", "100-09+"))
    gold += q("TESSARO TLB S+350 10/31", "loan", "ingleby", price=("98.375", "98.875"))
    gold += q(bkey("QUIVEL", 2.25, "2029-06-15", "CV"), "convert", "ingleby", size="2x2", price=("104.5", "105.25"))
    gold += q("HARBOROUGH BANCORP 6.125% PFD", "preferred", "ingleby", price=("25.10", "25.22"))
    att = Attachment("symphony_xasset_axes_lunch.txt", _sym("XASSET AXES", 5, msgs), "text/plain", "txt")
    eml = message(sender="Tom Ilesanmi <tilesanmi@kestrelgate.example>", to="xasset@kestrelgate.example",
                  subject="Symphony xasset axes", date=D + " 11:40:12 -0500",
                  msgid="<kg-sym-xasset-20261124@kestrelgate.example>",
                  text="Room export from lunchtime, structured + convert/loan axes.\n\nTom Ilesanmi | Kestrelgate "
                       "Partners\n", attachments=[att])
    return Layout("symphony-structured-converts-loans", "chat", eml, gold)


def c18_ib_structured_converts_loans():
    msgs = [
        ("15:10:12", "Rosa Delacroix-Amin", "Sefton", "CAWLEY 2022-2A C DM 310/295 3mm"),
        ("15:10:40", "Rosa Delacroix-Amin", "Sefton", "hmm that C level may be stale, let me double check before you act"),
        ("15:11:05", "Rosa Delacroix-Amin", "Sefton", "FNMA 30Y 6.0 JAN 101-14/101-15+"),
        ("15:12:30", "Marcus Threlfall", "Halloran", "ODENVALE TL B-2 S+300 04/30 99.25 / 99.625 1mm"),
        ("15:13:02", "Marcus Threlfall", "Halloran", f"ZENTHRA 0% 2030 CV {us_isin('98945TAC')} 91.75/92.5"),
        ("15:13:40", "Marcus Threlfall", "Halloran", "CARNOUSTIE FINL 5.875% SER B PFD 24.35 bid, 10k shs"),
        ("15:14:10", "Jana Holub", "Pellfield", "thx marcus"),
    ]
    gold = []
    gold += q("CAWLEY 2022-2A C", "structured", "sefton", size="3mm", dm=("310", "295"), review=("dm",))
    gold += q("FNMA 30Y 6.0 JAN", "structured", "sefton", price=("101-14", "101-15+"))
    gold += q("ODENVALE TL B-2 S+300 04/30", "loan", "halloran", size="1mm", price=("99.25", "99.625"))
    gold += q(us_isin("98945TAC"), "convert", "halloran", price=("91.75", "92.5"))
    gold += q("CARNOUSTIE FINL 5.875% SER B PFD", "preferred", "halloran", price=("24.35", None))
    body = ["See below from the IB room.", "", *_ib("IB: X-ASSET AXES (EXT)  11/24/26", msgs), "",
            "-- ", "Jana Holub, Pellfield Capital"]
    eml = message(sender="Jana Holub <jholub@pellfield.example>", to="desk@pellfield.example",
                  subject="IB: x-asset axes", date=D + " 18:11:09 +0000",
                  msgid="<pf-ib-xasset-20261124@pellfield.example>", text="\n".join(body) + "\n")
    return Layout("ib-structured-converts-loans", "chat", eml, gold)


LAYOUTS = [c11_ib_cds_room, c12_symphony_cds_room, c13_symphony_credit_room_slip, c14_ib_credit_crossed,
           c15_ib_rates_muni, c16_symphony_rates_muni, c17_symphony_structured_converts_loans,
           c18_ib_structured_converts_loans]
