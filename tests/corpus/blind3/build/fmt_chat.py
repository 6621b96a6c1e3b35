"""Chat transcripts: Bloomberg IB exports in the body and Symphony exports as .txt attachments,
with times, room names, user names and firms, and back-references (`same in 10y`)."""
from common import Layout, M, K, cusip, isin, mail, q, qs, us_isin

FMT = "chat"


def ib_body(room, start, participants, lines):
    out = ["Instant Bloomberg - Chat Transcript",
           "Room: %s" % room,
           "Start Time: %s" % start,
           "Participants:"]
    out += ["  %s" % p for p in participants]
    out.append("")
    out += lines
    out += ["", "End of transcript. This transcript was generated for record-keeping purposes."]
    return "\n".join(out) + "\n"


def k_pellworth_cds_ib():
    d = "pellworth"
    N = "Nils Achterberg (PELLWORTH)"
    A = "Ana Rivas (VANTAGE)"
    lines = [
        "07:58:04 %s: morning, indices first" % N,
        "08:01:12 %s: ITRX MAIN S46 5y 53/53.5" % N,
        "08:01:30 %s: same in 10y 88/89.5" % N,
        "08:02:05 %s: XOVER S46 5y 271/274" % N,
        "08:03:44 %s: can you show BRQN and VSTRA please" % A,
        "08:04:10 %s: BRQN 5y 182/190 10x10" % N,
        "08:04:18 %s: same 7y 205/214" % N,
        "08:04:50 %s: VSTRA 5y 64/68 10x10" % N,
        "08:05:02 %s: OKRA 5y 93/88" % N,
        "08:05:31 %s: thx, and CNDR 3y?" % A,
        "08:06:02 %s: CNDR 3y 31/35, tight screens tho" % N,
        "08:07:15 %s: VSTRA closed 65 mid yday fyi" % N,
        "08:09:40 %s: ok will come back, call me on +44 20 7946 0999" % A,
    ]
    body = ib_body("PELLWORTH-VANTAGE CDS (PCHAT-0x2F3A55)", "11/16/2026 07:58:04 GMT",
                   [N, A, "Tom Reyes (PELLWORTH)"], lines)
    quotes = [q("ITRX MAIN S46 5Y", "cds", "spread", 53, 53.5, None, None, d),
              q("ITRX MAIN S46 10Y", "cds", "spread", 88, 89.5, None, None, d),
              q("XOVER S46 5Y", "cds", "spread", 271, 274, None, None, d),
              q("BRQN 5Y", "cds", "spread", 182, 190, 10*M, 10*M, d),
              q("BRQN 7Y", "cds", "spread", 205, 214, None, None, d),
              q("VSTRA 5Y", "cds", "spread", 64, 68, 10*M, 10*M, d),
              q("OKRA 5Y", "cds", "spread", 93, 88, None, None, d, review=True),
              q("CNDR 3Y", "cds", "spread", 31, 35, None, None, d)]
    eml = mail("IB Transcripts <ib-transcripts@vantage-am.com>", "Ana Rivas <arivas@vantage-am.com>",
               "IB Chat Transcript: PELLWORTH-VANTAGE CDS 11/16/2026", "Mon, 16 Nov 2026 18:00:05 +0000",
               "ibx.20261116.180005.2f3a55@vantage-am.com", text=body, seed="k01")
    return Layout("pellworth-cds-ib-body", FMT, eml, quotes)


def k_ostrander_cds_symphony():
    d = "ostrander"
    U = "Priya Venkat (OSTRANDER)"
    V = "Rachel Field (VANTAGE)"
    lines = [
        'Symphony export - Room: "Ostrander x Vantage - Index & HY CDS" (external room)',
        "Exported by rfield@vantage-am.com on 2026-11-18 17:05 UTC. Times are UTC.",
        "",
        "[2026-11-18 13:30:02] %s: cdx update post data" % U,
        "[2026-11-18 13:30:09] %s: CDX IG 47 5y 51.75/52.25" % U,
        "[2026-11-18 13:30:15] %s: same in 10y 87.5/88.5" % U,
        "[2026-11-18 13:30:40] %s: CDX HY 47 5y 106.75/106.875 px" % U,
        "[2026-11-18 13:30:52] %s: same in 3y 104.25/104.50" % U,
        "[2026-11-18 13:31:30] %s: single names: DUNMR 5y upfront 4.25/4.75 (500 running)" % U,
        "[2026-11-18 13:31:44] %s: HALCN 5y -1.10/-0.70 pts upfront" % U,
        "[2026-11-18 13:32:10] %s: FALKN 5y 246/257bp 5x5" % U,
        "[2026-11-18 13:33:01] %s: where was FALKN last week?" % V,
        "[2026-11-18 13:33:20] %s: around 260 mid on the 11th" % U,
    ]
    txt = "\n".join(lines) + "\n"
    quotes = [q("CDX IG 47 5Y", "cds", "spread", 51.75, 52.25, None, None, d),
              q("CDX IG 47 10Y", "cds", "spread", 87.5, 88.5, None, None, d),
              q("CDX HY 47 5Y", "cds", "price", 106.75, 106.875, None, None, d),
              q("CDX HY 47 3Y", "cds", "price", 104.25, 104.50, None, None, d),
              q("DUNMR 5Y", "cds", "upfront", 4.25, 4.75, None, None, d),
              q("HALCN 5Y", "cds", "upfront", -1.10, -0.70, None, None, d),
              q("FALKN 5Y", "cds", "spread", 246, 257, 5*M, 5*M, d)]
    eml = mail("Rachel Field <rfield@vantage-am.com>", "Credit Team <credit-team@vantage-am.com>",
               "FW: Symphony export - Ostrander index/HY CDS", "Wed, 18 Nov 2026 17:06:12 +0000",
               "rf.20261118170612@vantage-am.com", text="Team - Ostrander CDS chat from today attached for the record.\nRachel\n",
               attachments=[("symphony_ostrander_vantage_20261118.txt", txt.encode("utf-8"), "txt")], seed="k02")
    return Layout("ostrander-cds-symphony-txt", FMT, eml, quotes)


def k_ostrander_credit_ib():
    d = "ostrander"
    U = "Mike Calloway (OSTRANDER)"
    A = "Ana Rivas (VANTAGE)"
    i1 = us_isin("68389XBR")
    lines = [
        "08:12:01 %s: can I get ORVX and SELV" % A,
        "08:12:40 %s: ORVX 4 7/8 08/30  +112/108  99.62-99.78  5x5" % U,
        "08:12:55 %s: ORVX 5.25 02/15/35 %s  +137/132  100.48-100.86  3x2" % (U, i1),
        "08:13:30 %s: SELV 5 7/8 10/32 144A  98.60/99.10  2x2" % U,
        "08:13:41 %s: QRTZ 7 3/8 02/32 offered 98.25 in 1mm, axed" % U,
        "08:14:05 %s: what about DUNMR 30s" % A,
        "08:14:30 %s: DUNMR 8 10/30 144A 100.50 bid 2mm, no offer" % U,
        "08:15:00 %s: ty. ORVX was 99.50 on Friday right?" % A,
        "08:15:12 %s: 99.50/99.66 on fri close yeah" % U,
    ]
    body = ib_body("OSTRANDER CREDIT - VANTAGE (PCHAT-0x4E19C0)", "11/17/2026 08:12:01 EST", [U, A], lines)
    quotes = (qs("ORVX 4.875 2030-08", "ig", [("spread", 112, 108), ("price", 99.62, 99.78)], 5*M, 5*M, d)
              + qs(i1, "ig", [("spread", 137, 132), ("price", 100.48, 100.86)], 3*M, 2*M, d)
              + [q("SELV 5.875 2032-10 144A", "hy", "price", 98.60, 99.10, 2*M, 2*M, d),
                 q("QRTZ 7.375 2032-02", "hy", "price", None, 98.25, None, 1*M, d),
                 q("DUNMR 8 2030-10 144A", "hy", "price", 100.50, None, 2*M, None, d)])
    eml = mail("IB Transcripts <ib-transcripts@vantage-am.com>", "Ana Rivas <arivas@vantage-am.com>",
               "IB Chat Transcript: OSTRANDER CREDIT - VANTAGE 11/17/2026", "Tue, 17 Nov 2026 23:00:04 +0000",
               "ibx.20261117.230004.4e19c0@vantage-am.com", text=body, seed="k03")
    return Layout("ostrander-credit-ib-body", FMT, eml, quotes)


def k_quillon_hy_symphony():
    d = "quillon"
    T = "Theo Brandt (QUILLON)"
    R = "Rachel Field (VANTAGE)"
    i1 = us_isin("31847NAE")
    lines = [
        'Room: "Quillon HY/IG flow" | exported 2026-11-19 22:00 UTC by rfield@vantage-am.com',
        "",
        "2026-11-19 14:02:11 | %s | FALKN 6.75 06/31 97.50/98.00 (7.36/7.24%%) 1x1" % T,
        "2026-11-19 14:02:30 | %s | BRZN 10 1/4 04/28 88-89.5, 500k" % T,
        "2026-11-19 14:03:02 | %s | HALCN 9.5 01/29 %s 102.25/102.75" % (T, i1),
        "2026-11-19 14:05:47 | %s | any IG? looking at MTHRN long end" % R,
        "2026-11-19 14:06:30 | %s | MTHRN 5.875 09/30/54 +139/+134, 98.10/98.77, 2mm" % T,
        "2026-11-19 14:06:41 | %s | MTHRN 5.15 03/15/36 +118/+113 2mm" % T,
        "2026-11-19 14:08:19 | %s | ok thanks, nothing for now" % R,
    ]
    txt = "\n".join(lines) + "\n"
    quotes = (qs("FALKN 6.75 2031-06", "hy", [("price", 97.50, 98.00), ("yield", 7.36, 7.24)], 1*M, 1*M, d)
              + [q("BRZN 10.25 2028-04", "hy", "price", 88, 89.5, 500*K, 500*K, d),
                 q(i1, "hy", "price", 102.25, 102.75, None, None, d)]
              + qs("MTHRN 5.875 2054-09-30", "ig", [("spread", 139, 134), ("price", 98.10, 98.77)], 2*M, 2*M, d)
              + [q("MTHRN 5.15 2036-03-15", "ig", "spread", 118, 113, 2*M, 2*M, d)])
    eml = mail("Rachel Field <rfield@vantage-am.com>", "Credit Team <credit-team@vantage-am.com>",
               "Quillon chat export 19-Nov", "Thu, 19 Nov 2026 22:01:00 +0000",
               "rf.20261119220100@vantage-am.com", text="Export attached.\n",
               attachments=[("Quillon_HY_IG_flow_20261119.txt", txt.encode("utf-8"), "txt")], seed="k04")
    return Layout("quillon-hy-ig-symphony-txt", FMT, eml, quotes)


def k_castellane_em_ib():
    d = "castellane"
    C = "Karim Haddad (CASTELLANE)"
    A = "Ana Rivas (VANTAGE)"
    i1 = isin("XS263011454")
    lines = [
        "09:02:13 %s: morning - EM sov + some core rates" % C,
        "09:02:40 %s: MEX 6.338 05/04/53 93.15/93.65 (6.85/6.81) 2x2" % C,
        "09:03:02 %s: COLOM 8 11/14/35 103.45/103.95" % C,
        "09:03:20 %s: %s SOAF 7.1 36s bid 96.20 only" % (C, i1),
        "09:04:11 %s: and core: DBR 2.5 02/15/35 98.41/98.47" % C,
        "09:04:30 %s: UKT 4 1/8 07/22/29 100.06/100.11 yld 4.087/4.069" % C,
        "09:05:02 %s: where's TURKIY 34s?" % A,
        "09:05:40 %s: TURKIY 7 5/8 05/15/34 103.10/103.50" % C,
        "09:06:00 %s: COLOM 35s traded 103.70 on screen yday, fyi" % C,
    ]
    body = ib_body("CASTELLANE EM SOV (PCHAT-0x7A0B12)", "11/19/2026 09:02:13 CET", [C, A], lines)
    quotes = (qs("MEX 6.338 2053-05-04", "em_sovereign", [("price", 93.15, 93.65), ("yield", 6.85, 6.81)], 2*M, 2*M, d)
              + [q("COLOM 8 2035-11-14", "em_sovereign", "price", 103.45, 103.95, None, None, d),
                 q(i1, "em_sovereign", "price", 96.20, None, None, None, d),
                 q("DBR 2.5 2035-02-15", "government", "price", 98.41, 98.47, None, None, d)]
              + qs("UKT 4.125 2029-07-22", "government", [("price", 100.06, 100.11), ("yield", 4.087, 4.069)], None, None, d)
              + [q("TURKIY 7.625 2034-05-15", "em_sovereign", "price", 103.10, 103.50, None, None, d)])
    eml = mail("IB Transcripts <ib-transcripts@vantage-am.com>", "Ana Rivas <arivas@vantage-am.com>",
               "IB Chat Transcript: CASTELLANE EM SOV 11/19/2026", "Thu, 19 Nov 2026 18:00:03 +0000",
               "ibx.20261119.180003.7a0b12@vantage-am.com", text=body, seed="k05")
    return Layout("castellane-em-rates-ib-body", FMT, eml, quotes)


def k_varesino_govt_symphony():
    d = "varesino"
    G = "Giulia Ferraresi (VARESINO)"
    P = "Paolo Conti (VARESINO)"
    R = "Rachel Field (VANTAGE)"
    lines = [
        "Symphony - chat: Varesino Govt & EM <> Vantage",
        "Exported 2026-11-20 18:30 CET",
        "",
        "20/11/2026 09:15:04 %s: buongiorno, BTP e periferici" % G,
        "20/11/2026 09:15:30 %s: BTPS 3.85 09/01/35 101.20/101.32 25x25" % G,
        "20/11/2026 09:15:49 %s: same in 30y 98.40/98.70" % G,
        "20/11/2026 09:16:10 %s: SPGB 3.45 10/31/34 100.94/101.06" % G,
        "20/11/2026 09:16:40 %s: can you show ROMANI 5.875 01/30/29 + HUNGAA 36s?" % R,
        "20/11/2026 09:18:02 %s: ROMANI 5 7/8 01/30/29 101.35/101.85 2mm" % P,
        "20/11/2026 09:18:20 %s: HUNGAA 5.5 03/26/36 99.60/100.20 ylds 5.55/5.47 2x2" % P,
        "20/11/2026 09:20:00 %s: grazie" % R,
    ]
    txt = "\n".join(lines) + "\n"
    quotes = [q("BTPS 3.85 2035-09-01", "government", "price", 101.20, 101.32, 25*M, 25*M, d),
              q("SPGB 3.45 2034-10-31", "government", "price", 100.94, 101.06, None, None, d),
              q("ROMANI 5.875 2029-01-30", "em_sovereign", "price", 101.35, 101.85, 2*M, 2*M, d)]
    quotes += qs("HUNGAA 5.5 2036-03-26", "em_sovereign", [("price", 99.60, 100.20), ("yield", 5.55, 5.47)], 2*M, 2*M, d)
    eml = mail("Rachel Field <rfield@vantage-am.com>", "Credit Team <credit-team@vantage-am.com>",
               "Varesino chat export (govt / CEE)", "Fri, 20 Nov 2026 18:31:00 +0100",
               "rf.20261120183100@vantage-am.com", text="Attached for the record.\n",
               attachments=[("symphony_varesino_20261120.txt", txt.encode("utf-8"), "txt")], seed="k06")
    return Layout("varesino-govt-cee-symphony-txt", FMT, eml, quotes)


def k_tidewater_clo_loans_ib():
    d = "brennick"
    S = "Sam Okoro (BRENNICK)"
    J = "Jess Lindqvist (BRENNICK)"
    A = "Ana Rivas (VANTAGE)"
    c1 = cusip("12662QAJ")
    lines = [
        "10:01:05 %s: loans: PLNM TLB S+375 11/30 98.75/99.25" % S,
        "10:01:20 %s: CNDR RAIL TLB S+300 04/31 100-100.25" % S,
        "10:01:44 %s: LUMNR MEDIA TLB S+450 07/29 87.5 / 88.5 2x2" % S,
        "10:03:10 %s: clo side: CTRWY 2023-2A E %s 95.00/96.00" % (J, c1),
        "10:03:35 %s: TWSD 2021-4A B 99.62 bid 5mm" % J,
        "10:04:02 %s: FRSTL 2018-7A D DM 395/380" % J,
        "10:05:11 %s: any colour from yesterday's list?" % A,
        "10:05:30 %s: BLKSL 2019-2A C covered 98.91, we were 2nd" % J,
    ]
    body = ib_body("BRENNICK LEVFIN/CLO - VANTAGE (PCHAT-0x55D3A1)", "11/20/2026 10:01:05 EST", [S, J, A], lines)
    quotes = [q("PLNM TLB S+375 11/30", "loan", "price", 98.75, 99.25, None, None, d),
              q("CNDR RAIL TLB S+300 04/31", "loan", "price", 100, 100.25, None, None, d),
              q("LUMNR MEDIA TLB S+450 07/29", "loan", "price", 87.5, 88.5, 2*M, 2*M, d),
              q(c1, "structured", "price", 95.00, 96.00, None, None, d),
              q("TWSD 2021-4A B", "structured", "price", 99.62, None, 5*M, None, d),
              q("FRSTL 2018-7A D", "structured", "dm", 395, 380, None, None, d),
              q("BLKSL 2019-2A C", "structured", "cover", 98.91, 98.91, None, None, d)]
    eml = mail("IB Transcripts <ib-transcripts@vantage-am.com>", "Ana Rivas <arivas@vantage-am.com>",
               "IB Chat Transcript: BRENNICK LEVFIN/CLO 11/20/2026", "Fri, 20 Nov 2026 23:00:02 +0000",
               "ibx.20261120.230002.55d3a1@vantage-am.com", text=body, seed="k07")
    return Layout("brennick-loans-clo-ib-body", FMT, eml, quotes)


def k_multi_dealer_clo_loans_symphony():
    lines = [
        'Symphony export | Room "Vantage Structured & Loans - dealers" | 2026-11-17 | times UTC',
        "",
        "[15:01:02] Ben Ashdown (PELLWORTH): BWIC talk for tmrw: TWSD 2021-4A D 97.75-98.50, FRSTL 2018-7A E 91-92",
        "[15:01:40] Ben Ashdown (PELLWORTH): CTRWY 2023-2A E talk 95",
        "[15:03:12] Mia Torvald (ALDERIC): loans indicative: Brequin Energy TLB S+325 6/29 99.375/99.875",
        "[15:03:30] Mia Torvald (ALDERIC): Grantek Systems Incremental TLB S+350 2/32 99.875 / 100.25 3mm",
        "[15:04:02] Mia Torvald (ALDERIC): Talvera Telecom TL S+400 3/31 96.25 bid",
        "[15:05:00] Rachel Field (VANTAGE): thx both",
        "[15:06:10] Ben Ashdown (PELLWORTH): NHAVN 2022-1A D offered 96.50 in 2mm",
    ]
    txt = "\n".join(lines) + "\n"
    quotes = [q("TWSD 2021-4A D", "structured", "talk", 97.75, 98.50, None, None, "pellworth"),
              q("FRSTL 2018-7A E", "structured", "talk", 91, 92, None, None, "pellworth"),
              q("CTRWY 2023-2A E", "structured", "talk", 95, 95, None, None, "pellworth"),
              q("BREQUIN ENERGY TLB S+325 6/29", "loan", "price", 99.375, 99.875, None, None, "alderic"),
              q("GRANTEK SYSTEMS INCREMENTAL TLB S+350 2/32", "loan", "price", 99.875, 100.25, 3*M, 3*M, "alderic"),
              q("TALVERA TELECOM TL S+400 3/31", "loan", "price", 96.25, None, None, None, "alderic"),
              q("NHAVN 2022-1A D", "structured", "price", None, 96.50, None, 2*M, "pellworth")]
    eml = mail("Rachel Field <rfield@vantage-am.com>", "Credit Team <credit-team@vantage-am.com>",
               "Symphony export - structured & loans room 17-Nov", "Tue, 17 Nov 2026 19:00:00 +0000",
               "rf.20261117190000@vantage-am.com", text="Export attached.\nRachel\n",
               attachments=[("Vantage_Structured_Loans_room_20261117.txt", txt.encode("utf-8"), "txt")], seed="k08")
    return Layout("multi-dealer-clo-loans-symphony-txt", FMT, eml, quotes)


def k_quillon_cv_frn_ib():
    d = "quillon"
    T = "Theo Brandt (QUILLON)"
    A = "Ana Rivas (VANTAGE)"
    cv, pf = us_isin("98765KAD"), cusip("68389X30")
    f1, f2 = us_isin("87420WAC"), us_isin("95019BAX")
    lines = [
        "11:20:02 %s: converts: ORVX 1.25 11/15/29 CV 104.75/105.75 2x2" % T,
        "11:20:30 %s: ELGH 0 06/01/28 CV 97.25 / 98" % T,
        "11:21:05 %s: prefs: ORVX 6.25 Ser A %s 24.85/25.05" % (T, pf),
        "11:22:40 %s: any floaters?" % A,
        "11:23:10 %s: TALVR FRN 09/28 %s DM 84/79, px 100.12/100.20, 5x5" % (T, f1),
        "11:23:31 %s: WXCB FRN 01/29 SOFR+78 %s DM 76/72" % (T, f2),
        "11:24:00 %s: ORVX CV delta 0.61, prem 28%% fyi" % T,
    ]
    body = ib_body("QUILLON CV/FRN - VANTAGE (PCHAT-0x3C2E90)", "11/18/2026 11:20:02 EST", [T, A], lines)
    quotes = [q("ORVX 1.25 2029-11-15 CV", "convert_preferred", "price", 104.75, 105.75, 2*M, 2*M, d, ac="convertible"),
              q("ELGH 0 2028-06-01 CV", "convert_preferred", "price", 97.25, 98, None, None, d, ac="convertible"),
              q(pf, "convert_preferred", "price", 24.85, 25.05, None, None, d, ac="preferred")]
    quotes += qs(f1, "frn", [("dm", 84, 79), ("price", 100.12, 100.20)], 5*M, 5*M, d)
    quotes += [q(f2, "frn", "dm", 76, 72, None, None, d)]
    eml = mail("IB Transcripts <ib-transcripts@vantage-am.com>", "Ana Rivas <arivas@vantage-am.com>",
               "IB Chat Transcript: QUILLON CV/FRN 11/18/2026", "Wed, 18 Nov 2026 23:00:01 +0000",
               "ibx.20261118.230001.3c2e90@vantage-am.com", text=body, seed="k09")
    return Layout("quillon-cv-frn-ib-body", FMT, eml, quotes)


def k_pellworth_cv_frn_agency_symphony():
    d = "pellworth"
    B = "Ben Ashdown (PELLWORTH)"
    R = "Rachel Field (VANTAGE)"
    cv = isin("XS287165530")
    f1, f2 = isin("XS291204587"), isin("XS288730119")
    a1 = isin("XS272118434")
    lines = [
        "Symphony | Pellworth x Vantage (EUR) | exported 2026-11-19 17:45 CET",
        "",
        "19/11 10:14:03 %s: CB: CNDR 2.25 20/09/2029 CV %s 99.10/99.85 5mm" % (B, cv),
        "19/11 10:14:27 %s: MERIDX 1.5 15/06/2031 CV 103.75 / 104.60" % B,
        "19/11 10:15:02 %s: ALDRN pref ser A 24.60/24.85" % B,
        "19/11 10:15:20 %s: (prefs quoted in EUR per 25 nominal share)" % B,
        "19/11 10:16:40 %s: FRNs: %s 68/64 DM" % (B, f1),
        "19/11 10:16:58 %s: %s DM 152/141 2mm" % (B, f2),
        "19/11 10:17:12 %s: SSA: %s EIB 31s ASW +12/+9 25mm" % (B, a1),
        "19/11 10:17:30 %s: same in 34s +21/+18" % B,
        "19/11 10:18:00 %s: ok, what's KFW 2.5 11/19/32 ?" % R,
        "19/11 10:18:40 %s: KFW 2.5 11/19/32 97.64/97.80" % B,
    ]
    txt = "\n".join(lines) + "\n"
    quotes = [q(cv, "convert_preferred", "price", 99.10, 99.85, 5*M, 5*M, d, ac="convertible"),
              q("MERIDX 1.5 2031-06-15 CV", "convert_preferred", "price", 103.75, 104.60, None, None, d, ac="convertible"),
              q("ALDRN PREF SER A", "convert_preferred", "price", 24.60, 24.85, None, None, d, ac="preferred"),
              q(f1, "frn", "dm", 68, 64, None, None, d),
              q(f2, "frn", "dm", 152, 141, 2*M, 2*M, d),
              q(a1, "agency", "i_spread", 12, 9, 25*M, 25*M, d),
              q("KFW 2.5 2032-11-19", "agency", "price", 97.64, 97.80, None, None, d)]
    eml = mail("Rachel Field <rfield@vantage-am.com>", "Credit Team <credit-team@vantage-am.com>",
               "Pellworth EUR chat export 19/11", "Thu, 19 Nov 2026 17:46:00 +0100",
               "rf.20261119174600@vantage-am.com", text="Export attached.\n",
               attachments=[("symphony_pellworth_eur_20261119.txt", txt.encode("utf-8"), "txt")], seed="k10")
    return Layout("pellworth-cv-frn-ssa-symphony-txt", FMT, eml, quotes)


LAYOUTS = [k_pellworth_cds_ib, k_ostrander_cds_symphony, k_ostrander_credit_ib, k_quillon_hy_symphony,
           k_castellane_em_ib, k_varesino_govt_symphony, k_tidewater_clo_loans_ib, k_multi_dealer_clo_loans_symphony,
           k_quillon_cv_frn_ib, k_pellworth_cv_frn_agency_symphony]
