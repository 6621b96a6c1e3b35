"""HOLD-OUT half of blind34: even-numbered layouts (siblings of the dev families)."""
from common import (Mail, Q, MM, t32, ytm, rng, rand_isin, rand_cusip, html_table, html_doc,
                    csv_text, DISCLAIMER)

G, C, S, A, L, ST, CD = "government", "corporate", "sovereign", "agency", "loan", "structured", "cds"


def m02():
    m = Mail(2, "rates-run-bunds-gilts-ust-bills", "text", "Ingrid Salo <isalo@vantorpbank.com>",
             "rates-dist@vantorpbank.com", "Tue, 17 Mar 2026 07:05:12 +0000",
             "VANTORP rates run", "<vtp.rates.0705.is@vantorpbank.com>", "vantorpbank")
    m.add("VANTORP RATES | 17/03/26 07:05 LDN")
    m.add("All sizes 25x25 unless stated.")
    m.add("")
    s = 25 * MM
    m.add("--- UST (px) ---")
    m.add("UST 2s   T 3 3/4 03/31/28   99-24 / 99-24+",
          Q("T 3.75 2028-03-31", G, "price", t32("99-24"), t32("99-24+"), s, s))
    m.add("UST 5s   T 4 02/28/31       99-13+/14   (+0-01)",
          Q("T 4 2031-02-28", G, "price", t32("99-13+"), t32("99-14"), s, s))
    m.add("UST 10s  T 4 1/4 11/15/35   99-163 / 99-172",
          Q("T 4.25 2035-11-15", G, "price", t32("99-163"), t32("99-172"), s, s))
    m.add("UST 10y  4.221 / 4.214 yld  (same bond)")
    m.add("")
    m.add("--- Bunds / Gilts (yld) ---")
    m.add("DBR 2.6 08/15/35     2.704 / 2.698",
          Q("DBR 2.6 2035-08-15", G, "yield", 2.704, 2.698, s, s))
    m.add("OBL 2.2 04/10/30     2.281 / 2.275   50x50",
          Q("OBL 2.2 2030-04-10", G, "yield", 2.281, 2.275, 50 * MM, 50 * MM))
    m.add("UKT 4 1/8 07/22/29   4.102 / 4.094   prev 4.131",
          Q("UKT 4.125 2029-07-22", G, "yield", 4.102, 4.094, s, s))
    m.add("UKT 4 1/4 07/31/34   4.498 / 4.489",
          Q("UKT 4.25 2034-07-31", G, "yield", 4.498, 4.489, s, s))
    m.add("")
    m.add("--- Bills (disc), 200x200 ---")
    m.add("B 0 04/16/26  1m   4.322 / 4.312",
          Q("B 0 2026-04-16", G, "yield", 4.322, 4.312, 200 * MM, 200 * MM))
    m.add("B 0 06/18/26  3m   4.298 / 4.288  TRADED")
    m.add("B 0 09/17/26  6m   4.241 / 4.231",
          Q("B 0 2026-09-17", G, "yield", 4.241, 4.231, 200 * MM, 200 * MM))
    m.add("")
    m.add("Bund future RXM6 128.42 (+0.18); 10y Bund/UST 151.7.")
    m.add("")
    m.add("Ingrid Salo | Rates Trading | Vantorp Bank AB (publ), London")
    m.add("+44 20 7946 0234 | isalo@vantorpbank.com")
    m.add("")
    m.add(DISCLAIMER)
    # the UST 10y yield line names no bond of its own; it restates the 10s on yield
    m.quotes.insert(3, Q("T 4.25 2035-11-15", G, "yield", 4.221, 4.214, s, s, "vantorpbank"))
    m.lines[m.lines.index("UST 10y  4.221 / 4.214 yld  (same bond)")] = "         T 4 1/4 11/15/35 yld  4.221 / 4.214"
    return m


def m04():
    m = Mail(4, "ig-hy-run-axes-subj-colour", "text", "Dev Raman <draman@ketterings.com>",
             "credit-sales@ketterings.com", "Wed, 18 Mar 2026 08:02:45 -0400",
             "KTR IG/HY levels", "<ktr.ighy.0318.dr@ketterings.com>", "ketterings")
    m.add("Ketterings credit levels - Wed")
    m.add("")
    m.add("IG (bp vs UST), 3MM unless noted:")
    f3 = 3 * MM
    m.add("HARWICK BANCORP 5.1 06/15/31      T+117/111",
          Q("HARWICK BANCORP 5.1 2031-06-15", C, "spread", 117, 111, f3, f3))
    m.add("SUMMERLEA REIT 5 5/8 02/15/34     T+161 / T+154    98.95 / 99.42",
          Q("SUMMERLEA REIT 5.625 2034-02-15", C, "spread", 161, 154, f3, f3),
          Q("SUMMERLEA REIT 5.625 2034-02-15", C, "price", 98.95, 99.42, f3, f3))
    m.add("ABBOTSLEY WATER 4.85 09/01/36     T+104/99   5x5",
          Q("ABBOTSLEY WATER 4.85 2036-09-01", C, "spread", 104, 99, 5 * MM, 5 * MM))
    m.add("LINDQVIST PHARMA 5.35 11/15/30    T+88/83    OFF")
    m.add("PELHAM ENERGY 5.1 10/01/29        T+127/122  1x1 TRADED")
    m.add("")
    m.add("Traded/covered: CALDER UTIL 4.6 33s DNT, covered +96 (4 bids).")
    m.add("We'd pay +139 for 2mm of MONKSWELL INS 5.9 03/01/35, and can offer 2mm ORVILLE TECH 4.35 04/01/31 at +87.",
          Q("MONKSWELL INS 5.9 2035-03-01", C, "spread", 139, None, 2 * MM, None),
          Q("ORVILLE TECH 4.35 2031-04-01", C, "spread", None, 87, None, 2 * MM))
    m.add("")
    m.add("HY (px), 1MM unless noted:")
    m.add("BRIGHTLING ENERGY 7 7/8 05/01/32   99 1/2 / 100 1/4   ytw 7.94 bid",
          Q("BRIGHTLING ENERGY 7.875 2032-05-01", C, "price", 99.5, 100.25, MM, MM),
          Q("BRIGHTLING ENERGY 7.875 2032-05-01", C, "yield", 7.94, None, MM, None))
    m.add("CORSTON LEISURE 6.25 08/15/29     91.00 / 92.00    was 90.25 / 91.25 Mon",
          Q("CORSTON LEISURE 6.25 2029-08-15", C, "price", 91.0, 92.0, MM, MM))
    m.add("DRAYCOTT MEDIA 8.5 01/15/31       - / 97.25    2mm offer only",
          Q("DRAYCOTT MEDIA 8.5 2031-01-15", C, "price", None, 97.25, None, 2 * MM))
    m.add("WEXCOMBE FOODS 10 1/4 12/01/30    103.75 / 104.50  c/28 @ 105.125",
          Q("WEXCOMBE FOODS 10.25 2030-12-01", C, "price", 103.75, 104.5, MM, MM))
    m.add("")
    m.add("CDX IG 45 52.4 mid. Any qs call 646 555 0191.")
    m.add("")
    m.add("Dev Raman | Credit Trading | Ketterings & Co. LLC")
    m.add("")
    m.add(DISCLAIMER)
    return m


def m06():
    m = Mail(6, "fwd-abs-clo-cmbs-run", "text", "Mia Holt <mholt@cairnfield-am.com>",
             "Structured PM <sf-pm@cairnfield-am.com>", "Thu, 19 Mar 2026 09:12:00 -0400",
             "FW: Ridgemont securitized run (revised)", "<FW.cf.0912.mh@cairnfield-am.com>", "ridgemontsec")
    f = 3 * MM
    m.add("Forwarding the revised Ridgemont run - X-A is interesting.")
    m.add("")
    m.add("________________________________")
    m.add("From: Colm Brady <cbrady@ridgemontsec.com>")
    m.add("Sent: Thursday, March 19, 2026 8:47 AM")
    m.add("To: Mia Holt <mholt@cairnfield-am.com>")
    m.add("Subject: Ridgemont securitized run (revised)")
    m.add("")
    m.add("Revised - CLO section moved. All levels for 3mm current face unless noted.")
    m.add("")
    m.add("CMBS conduit, spread to swaps? no - T-spread:")
    m.add("BRWK 2025-C9 A4     T+109/104",
          Q("BRWK 2025-C9 A4", ST, "spread", 109, 104, f, f))
    m.add("BRWK 2025-C9 A-S    T+143/137   WAL 9.8  5x5",
          Q("BRWK 2025-C9 A-S", ST, "spread", 143, 137, 5 * MM, 5 * MM))
    m.add("BRWK 2025-C9 X-A    T+255/238",
          Q("BRWK 2025-C9 X-A", ST, "spread", 255, 238, f, f))
    m.add("EDLM 2024-E4 C      T+305/290   CE 9.75%",
          Q("EDLM 2024-E4 C", ST, "spread", 305, 290, f, f))
    m.add("")
    m.add("ABS fixed:")
    m.add("CARRICK AUTO 2025-3 A3 4.87   T+58/54   WAL 1.4",
          Q("CARRICK AUTO 2025-3 A3", ST, "spread", 58, 54, f, f))
    m.add("")
    m.add("CLO floaters:")
    m.add("ASHGROVE CLO 2022-1A A 3mS+132      +136 / +131",
          Q("ASHGROVE CLO 2022-1A A", ST, "dm", 136, 131, f, f))
    m.add("ASHGROVE CLO 2022-1A C 3mS+240      DM 262/251",
          Q("ASHGROVE CLO 2022-1A C", ST, "dm", 262, 251, f, f))
    m.add("THORNEY CLO 2021-4A E 3mS+690       px 94.50 / 95.75   OC cushion 3.1%",
          Q("THORNEY CLO 2021-4A E", ST, "price", 94.5, 95.75, f, f))
    m.add("")
    m.add("Colm Brady | Securitized Trading | Ridgemont Securities")
    m.add("+1 203 555 0150")
    m.add("")
    m.add("On Thu, Mar 19, 2026 at 7:15 AM Colm Brady <cbrady@ridgemontsec.com> wrote:")
    m.add("> BRWK 2025-C9 A4     T+111/106")
    m.add("> ASHGROVE CLO 2022-1A A 3mS+132      +138 / +133")
    m.add("")
    m.add(DISCLAIMER)
    m.lines[m.lines.index("CMBS conduit, spread to swaps? no - T-spread:")] = "CMBS conduit (T-spread):"
    return m


def m08():
    m = Mail(8, "loan-run-dm-correction-off", "text", "Hannah Brook <hbrook@gatwardcap.com>",
             "lev-fin@gatwardcap.com", "Fri, 20 Mar 2026 10:14:09 -0400",
             "Gatward loans - Friday levels", "<gw.loans.0320@gatwardcap.com>", "gatwardcap")
    c = 2 * MM
    m.add("GATWARD CAPITAL - LOAN LEVELS (px unless noted)")
    m.add("Sizes 2MM unless noted.")
    m.add("")
    m.add("Borrower / facility                      LoanX      Bid / Offer      Notes")
    m.add("TARVIN PACKAGING TLB S+450 8/30          LX294512   95.50 / 96.25    flr 0.50",
          Q("TARVIN PACKAGING TLB S+450 8/30", L, "price", 95.5, 96.25, c, c))
    m.add("MORECAMBE TELECOM TLB S+375 1/31         LX290871   97.875 / 98.375  DM 442 / 430",
          Q("MORECAMBE TELECOM TLB S+375 1/31", L, "price", 97.875, 98.375, c, c),
          Q("MORECAMBE TELECOM TLB S+375 1/31", L, "dm", 442, 430, c, c))
    m.add("KELLAWAY FOODS TLB S+300 10/31           LX293047   100.00 / 100.25  5x5",
          Q("KELLAWAY FOODS TLB S+300 10/31", L, "price", 100.0, 100.25, 5 * MM, 5 * MM))
    m.add("NETHERBY IT 2L S+675 3/32                LX291765   offer 93.00",
          Q("NETHERBY IT 2L S+675 3/32", L, "price", None, 93.0, None, c))
    m.add("ORRELL CHEMICALS TL S+525 6/29           LX288560   84.00 / 85.50    OFF")
    m.add("PADSTOW HOTELS TLB S+400 12/30           LX292388   96.25 / 96.875   OID 98.0",
          Q("PADSTOW HOTELS TLB S+400 12/30", L, "price", 96.75, 97.375, c, c))
    m.add("SALCOMBE DENTAL TLB S+425 5/31           LX293901   98.125 / 98.625",
          Q("SALCOMBE DENTAL TLB S+425 5/31", L, "price", 98.125, 98.625, c, c))
    m.add("")
    m.add("Fat finger on PADSTOW: should read 96.75 / 97.375, not 96.25 / 96.875.")
    m.add("")
    m.add("LSTA index 96.38; week's new issue volume $7.2bn.")
    m.add("")
    m.add("Hannah Brook | Par Loan Trading | Gatward Capital Markets | 617.555.0117")
    m.add(DISCLAIMER)
    return m


def m10():
    m = Mail(10, "em-sov-cds-sov-gilts-yld", "text", "Rafael Soto <rsoto@mirandelbank.com>",
             "em-run@mirandelbank.com", "Mon, 23 Mar 2026 08:21:30 -0400",
             "Mirandel EM sovs + sov CDS", "<mb.em.0323.rs@mirandelbank.com>", "mirandelbank")
    r = rng("m10")
    m.add("MIRANDEL EM SOVEREIGNS - 23 Mar")
    m.add("")
    m.add("USD sovs (px, yld), EM 2mm per side")
    rows = [("REP OF CALDORA", 7.25, "7 1/4", "06/15/33", 7.2, 96.75, 97.40, None),
            ("KESSARA", 4.875, "4.875", "09/30/29", 3.5, 97.15, 97.60, "5x5"),
            ("MARVONIA", 8.5, "8 1/2", "02/01/35", 8.85, 89.50, 90.50, None),
            ("VARENIA", 6.125, "6.125", "05/15/34", 8.15, 94.40, 94.95, None)]
    for name, cpn, cs, mat, yrs, b, a, sz in rows:
        yb, ya = round(ytm(b, cpn, yrs), 2), round(ytm(a, cpn, yrs), 2)
        ident = rand_isin(r, "US" if name == "MARVONIA" else "XS")
        s = 5 * MM if sz else 2 * MM
        tail = f"  {sz}" if sz else ""
        m.add(f"{ident}  {name} {cs} {mat}   {b:.2f} / {a:.2f}   {yb:.2f}% / {ya:.2f}%{tail}",
              Q(ident, S, "price", b, a, s, s), Q(ident, S, "yield", yb, ya, s, s))
    m.add("NEVARRO 8 3/8 2030  bid only 71.00, restructuring",
          Q("NEVARRO 8.375 2030", S, "price", 71.0, None, 2 * MM, None))
    m.add("")
    m.add("SOVEREIGN CDS 5Y (bp running, 10x10)")
    for n, b, a in [("CALDORA", 248, 258), ("KESSARA", 96, 102), ("MARVONIA", 455, 475)]:
        m.add(f"{n} 5Y   {b} / {a}", Q(f"{n} 5Y", CD, "spread", b, a, 10 * MM, 10 * MM))
    m.add("")
    m.add("Local: UKT 4 1/8 07/22/29 yld 4.095 / 4.087 (gilt hedge), 10x10",
          Q("UKT 4.125 2029-07-22", G, "yield", 4.095, 4.087, 10 * MM, 10 * MM))
    m.add("")
    m.add("UST 10y 4.23. EMBI +309.")
    m.add("Rafael Soto | EM Trading | Mirandel Bank NA | +1 305 555 0147")
    m.add(DISCLAIMER)
    return m


def m12():
    m = Mail(12, "html-frn-table-dm-yest", "html", "Jakob Brandt <jbrandt@aurachbank.com>",
             "frn@aurachbank.com", "Tue, 24 Mar 2026 09:02:10 +0100",
             "Aurach FRN / floater levels", "<AUR.frn.0902@aurachbank.com>", "aurachbank")
    r = rng("m12")
    data = [("Lindholm Hypotek", "3mE+38", "2029", 3.0, 41, 37, "", ""),
            ("Perrault Finance", "3mE+95", "2030", 4.1, 104, 98, "2", ""),
            ("Oakridge Mutual", "SOFR+120", "2031", 5.0, 131, 124, "", "TRADED"),
            ("Grenville Bank", "3mE+70", "2028", 2.2, 73, 69, "", ""),
            ("Hexam Credit Union", "SONIA+88", "2029", 3.4, 95, 90, "10", "")]
    rows = []
    for iss, idx, mat, yrs, db, da, sz, st in data:
        marg = int(idx.split("+")[1])
        pb = round(100 - (db - marg) * yrs / 100 * 0.95, 2)
        pa = round(100 - (da - marg) * yrs / 100 * 0.95, 2)
        ident = rand_isin(r, "XS")
        rows.append([iss, f"FRN {mat}", ident, idx, f"{db}<br>{da}", f"{pb:.2f} / {pa:.2f}", str(db - 2), sz, st])
        if st:
            continue
        s = (int(sz) if sz else 5) * MM
        m.q(Q(ident, C, "dm", db, da, s, s))
        m.q(Q(ident, C, "price", pb, pa, s, s))
    tbl = html_table(["Issuer", "Bond", "ISIN", "Coupon", "DM (bp)", "Price", "Prior Close DM", "Size (MM)", "Comment"], rows)
    inner = ('<p class="MsoNormal">Hi all,</p><p class="MsoNormal">Floater levels; DM bid over offer in the DM column.</p>'
             '<p class="MsoNormal">FRNs - EUR 5MM per side unless noted</p>\n' + tbl +
             '<p class="MsoNormal">&nbsp;</p><p class="MsoNormal">Jakob Brandt<br>Aurach Bank AG | FRN Trading<br>+49 89 555 0142</p>'
             f'<p class="MsoNormal" style="font-size:7pt">{DISCLAIMER}</p>')
    m.html = html_doc(inner)
    return m


def m14():
    m = Mail(14, "html-p-br-cds-indices-names", "html", "Chloe Marsh <cmarsh@brennanhale.com>",
             "cds@brennanhale.com", "Wed, 25 Mar 2026 07:40:31 +0000",
             "BH CDS open - EU", "<BH.cds.open.0325@brennanhale.com>", "brennanhale")
    sn, ix = 5 * MM, 50 * MM
    body = ("BH CDS open 07:40<br>Sizes: 5mm single names, 50mm indices.<br><br>"
            "ITRX MAIN S44 5Y 56.75 / 57.25<br>"
            "ITRX XOVER S44 5Y 276 / 280 (was 281 / 285 close)<br>"
            "ITRX SNRFIN S44 5Y 63.5 / 64.5<br>"
            "CDX HY 45 5Y 105.875 / 106 px<br><br>"
            "Names (EUR, bp):<br>"
            "LINDQVIST PHARMA 5Y 44 / 49<br>"
            "GRENVILLE BANK 5Y 72 / 77<br>"
            "&nbsp;&nbsp;10y same size 104 / 111<br>"
            "MONKSWELL INS 5Y 118 / 124 -- 4 tighter<br>"
            "THORNBURY RETAIL 5Y upfront 11.25 / 12 (500 cpn, rec 40)<br>"
            "ORRELL CHEMICALS 5Y 610 / 640 TRADED<br>"
            "HEXAM UTIL 5Y 58 / 63 (mid 61 yday)")
    m.q(Q("ITRX MAIN S44 5Y", CD, "spread", 56.75, 57.25, ix, ix))
    m.q(Q("ITRX XOVER S44 5Y", CD, "spread", 276, 280, ix, ix))
    m.q(Q("ITRX SNRFIN S44 5Y", CD, "spread", 63.5, 64.5, ix, ix))
    m.q(Q("CDX HY 45 5Y", CD, "price", 105.875, 106, ix, ix))
    for k, b, a in [("LINDQVIST PHARMA 5Y", 44, 49), ("GRENVILLE BANK 5Y", 72, 77), ("GRENVILLE BANK 10Y", 104, 111),
                    ("MONKSWELL INS 5Y", 118, 124)]:
        m.q(Q(k, CD, "spread", b, a, sn, sn))
    m.q(Q("THORNBURY RETAIL 5Y", CD, "upfront", 11.25, 12, sn, sn))
    m.q(Q("HEXAM UTIL 5Y", CD, "spread", 58, 63, sn, sn))
    inner = (f'<p class="MsoNormal">{body}</p>'
             '<p class="MsoNormal"><br>Chloe Marsh<br>Credit Derivatives, Brennan Hale Ltd<br>+44 20 7946 0777</p>'
             f'<p class="MsoNormal" style="font-size:7pt">{DISCLAIMER}</p>')
    m.html = html_doc(inner)
    return m


def m16():
    m = Mail(16, "html-reply-hy-table-history", "html", "Owen Tate <otate@lysandercm.com>",
             "Priya Kapoor <pkapoor@westholme-inv.com>", "Thu, 26 Mar 2026 11:05:40 -0400",
             "RE: HY names - can you show levels", "<SN4PR.lys.otate.1105@lysandercm.com>", "lysandercm")
    r = rng("m16")
    data = [("BRIGHTLING ENERGY", 7.875, "05/01/32", 6.1, 99.25, 100.00, "", "19170"),
            ("CORSTON LEISURE", 6.25, "08/15/29", 3.4, 91.25, 92.25, "2", "22144"),
            ("WEXCOMBE FOODS", 10.25, "12/01/30", 4.7, 103.50, 104.25, "", "96208"),
            ("QUARRY LANE ENT", 6.75, "06/30/32", 6.3, 88.75, 89.50, "", "74732"),
            ("HALLIDAY TELECOM", 6.5, "03/01/34", 7.9, 94.25, 95.00, "OFF", "40588")]
    rows = []
    for iss, cpn, mat, yrs, b, a, sz, pfx in data:
        yb, ya = round(ytm(b, cpn, yrs), 2), round(ytm(a, cpn, yrs), 2)
        cu = rand_cusip(r, pfx)
        rows.append([cu, iss, f"{cpn:g}", mat, f"{b:.2f}", f"{a:.2f}", f"{yb:.2f}", f"{ya:.2f}", sz if sz != "OFF" else "", sz if sz == "OFF" else ""])
        if sz == "OFF":
            continue
        s = (int(sz) if sz else 1) * MM
        m.q(Q(cu, C, "price", b, a, s, s))
        m.q(Q(cu, C, "yield", yb, ya, s, s))
    tbl = html_table(["CUSIP", "Issuer", "Cpn", "Maturity", "Bid Px", "Ask Px", "Bid YTW", "Ask YTW", "Size (MM)", "Status"], rows)
    old = html_table(["Issuer", "Bid Px", "Ask Px"], [["BRIGHTLING ENERGY", "98.50", "99.25"], ["CORSTON LEISURE", "90.00", "91.00"]])
    inner = ('<p class="MsoNormal">Priya - see below. 1MM clips unless noted.</p><p class="MsoNormal">&nbsp;</p>\n' + tbl +
             '\n<p class="MsoNormal">&nbsp;</p><p class="MsoNormal">Owen Tate | HY Trading | Lysander Capital Markets<br>(212) 555-0172</p>\n'
             '<hr><p class="MsoNormal"><b>From:</b> Priya Kapoor<br><b>Sent:</b> Thursday, March 26, 2026 10:30 AM<br>'
             '<b>To:</b> Owen Tate<br><b>Subject:</b> HY names - can you show levels</p>\n'
             '<p class="MsoNormal">Owen, your levels from Monday:</p>\n' + old +
             f'\n<p class="MsoNormal" style="font-size:7pt">{DISCLAIMER}</p>')
    m.html = html_doc(inner)
    return m


def m18():
    m = Mail(18, "html-axes-sentences-ig-loans", "html", "Lucy Barnes <lbarnes@calvertking.com>",
             "axes@calvertking.com", "Fri, 27 Mar 2026 08:12:02 -0400",
             "CK axes this morning", "<CK.axes.0327.lb@calvertking.com>", "calvertking")
    wy = round(ytm(103.25, 10.25, 4.7), 2)
    ps = ["Axes for today:",
          "Looking to sell 3mm HARWICK BANCORP 5.1 06/15/31, offer T+110 / 99.85.",
          "We're +145 bid for 5mm of MONKSWELL INS 5.9 03/01/35, and also offer SUMMERLEA REIT 5 5/8 02/15/34 at +152, 2mm.",
          f"Seller of WEXCOMBE FOODS 10 1/4 12/01/30: offer 103.25 / {wy:.2f}, 1mm.",
          "Loans: we're 97.90 / 98.40 on MORECAMBE TELECOM TLB S+375 1/31, 2x2.",
          "KELLAWAY FOODS TLB S+300 10/31: DM 305, px 99.875 bid.",
          "bid 97.90 for 5 on SALCOMBE DENTAL TLB S+425 5/31.",
          "Colour: ABBOTSLEY WATER 36s traded +101 in 10mm yesterday (we were cover)."]
    m.q(Q("HARWICK BANCORP 5.1 2031-06-15", C, "spread", None, 110, None, 3 * MM))
    m.q(Q("HARWICK BANCORP 5.1 2031-06-15", C, "price", None, 99.85, None, 3 * MM))
    m.q(Q("MONKSWELL INS 5.9 2035-03-01", C, "spread", 145, None, 5 * MM, None))
    m.q(Q("SUMMERLEA REIT 5.625 2034-02-15", C, "spread", None, 152, None, 2 * MM))
    m.q(Q("WEXCOMBE FOODS 10.25 2030-12-01", C, "price", None, 103.25, None, MM))
    m.q(Q("WEXCOMBE FOODS 10.25 2030-12-01", C, "yield", None, wy, None, MM))
    m.q(Q("MORECAMBE TELECOM TLB S+375 1/31", L, "price", 97.9, 98.4, 2 * MM, 2 * MM))
    m.q(Q("KELLAWAY FOODS TLB S+300 10/31", L, "dm", 305, None, None, None))
    m.q(Q("KELLAWAY FOODS TLB S+300 10/31", L, "price", 99.875, None, None, None))
    m.q(Q("SALCOMBE DENTAL TLB S+425 5/31", L, "price", 97.9, None, 5 * MM, None))
    inner = "<br>\n".join(ps)
    inner = f'<p class="MsoNormal">{inner}</p>'
    inner += '\n<div style="display:none">prior: HARWICK BANCORP 5.1 06/15/31 offer T+114</div>'
    inner += ('\n<p class="MsoNormal"><br>Lucy Barnes<br>Calvert King Securities | Credit Trading<br>+1 312 555 0108</p>'
              f'\n<p class="MsoNormal" style="font-size:7pt">{DISCLAIMER}</p>')
    m.html = html_doc(inner)
    return m


def m20():
    m = Mail(20, "chat-bloomberg-ib-cds-indices", "chat", "Tariq Bell <tbell@westholme-inv.com>",
             "chat-archive@westholme-inv.com", "Mon, 30 Mar 2026 17:30:00 -0400",
             "IB history: DRAVEN / WESTHOLME", "<ib.hist.0330.tb@westholme-inv.com>", "draven")
    sn, ix = 5 * MM, 50 * MM
    p = "30-Mar-2026 {}  Nell Farrow, DRAVEN: {}"
    c = "30-Mar-2026 {}  Tariq Bell, WESTHOLME INVESTMEN: {}"
    m.add("Instant Bloomberg  -  Chat History")
    m.add("")
    m.add(p.format("07:58:01", "gm. sizes 5x5 single names, 50x50 index"))
    m.add(p.format("07:58:30", "ITRX XOVER S44 5Y 279 / 283"))
    m.add(p.format("07:58:41", "ITRX MAIN S44 5Y 57 / 57.5"), Q("ITRX MAIN S44 5Y", CD, "spread", 57, 57.5, ix, ix))
    m.add(p.format("07:59:02", "same in 10y 83.5 / 84.5"), Q("ITRX MAIN S44 10Y", CD, "spread", 83.5, 84.5, ix, ix))
    m.add(c.format("08:01:17", "grenville 5y?"))
    m.add(p.format("08:01:40", "GRENVILLE BANK 5Y 71 / 76"), Q("GRENVILLE BANK 5Y", CD, "spread", 71, 76, sn, sn))
    m.add(p.format("08:01:49", "same size in the 10y 103 / 110"), Q("GRENVILLE BANK 10Y", CD, "spread", 103, 110, sn, sn))
    m.add(p.format("08:03:12", "LINDQVIST PHARMA 5Y 45 / 50"))
    m.add(p.format("08:03:30", "pls ignore that, wrong line"))
    m.add(p.format("08:04:05", "- and HEXAM UTIL 5Y 57 / 62"), Q("HEXAM UTIL 5Y", CD, "spread", 57, 62, sn, sn))
    m.add(c.format("08:05:00", "Hexam bid 60?"))
    m.add(p.format("08:05:20", "CAN'T DO 60."))
    m.add(p.format("09:40:33", "ITRX XOVER S44 5Y now 274 / 278, was 279 / 283"),
          Q("ITRX XOVER S44 5Y", CD, "spread", 274, 278, ix, ix))
    m.add(p.format("09:41:10", "THORNBURY RETAIL 5Y 11.5 / 12.25 upfront"),
          Q("THORNBURY RETAIL 5Y", CD, "upfront", 11.5, 12.25, sn, sn))
    m.add(p.format("09:42:00", "MONKSWELL INS 5Y 116 / 122, 3 of 5 names done on the list"),
          Q("MONKSWELL INS 5Y", CD, "spread", 116, 122, sn, sn))
    m.add("")
    m.add("Westholme Investment Management - chat retained for regulatory purposes.")
    return m


def m22():
    m = Mail(22, "chat-symphony-govts-bills", "chat", "Ravi Osei <rosei@cairnfield-am.com>",
             "rates@cairnfield-am.com", "Tue, 31 Mar 2026 13:02:44 -0400",
             "Symphony conversation export (Ashby UST)", "<sym.0331.ro@cairnfield-am.com>", "ashby")
    on = 100 * MM
    def d(t, txt):
        return f"[2026-03-31 {t}] Nora Quist (Ashby): {txt}"
    def cl(t, txt):
        return f"[2026-03-31 {t}] Ravi Osei (Cairnfield): {txt}"
    m.add("Symphony - export of conversation 'Ashby rates / Cairnfield'")
    m.add("")
    m.add(d("07:15:02", "UST run, 100x100 on the run"))
    m.add(d("07:15:10", "UST 2s T 3 3/4 03/31/28 99-25+ / 99-26"),
          Q("T 3.75 2028-03-31", G, "price", t32("99-25+"), t32("99-26"), on, on))
    m.add(d("07:15:18", "UST 10s T 4 1/4 11/15/35 4.219/4.212"),
          Q("T 4.25 2035-11-15", G, "yield", 4.219, 4.212, on, on))
    m.add(d("07:15:31", "UST 30s T 4 5/8 11/15/55 98-12 / 98-14+"),
          Q("T 4.625 2055-11-15", G, "price", t32("98-12"), t32("98-14+"), on, on))
    m.add(cl("07:16:00", "bills?"))
    m.add(d("07:16:25", "bills 6m 4.24/4.23 disc, 3m 4.29/4.28 disc. 250x250"),
          Q("BILLS 6M", G, "yield", 4.24, 4.23, 250 * MM, 250 * MM),
          Q("BILLS 3M", G, "yield", 4.29, 4.28, 250 * MM, 250 * MM))
    m.add(d("07:18:40", "WI 10y 4.205 / 4.200, 50x50"), Q("WI 10Y", G, "yield", 4.205, 4.2, 50 * MM, 50 * MM))
    m.add(cl("07:19:02", "T 4 02/28/31 where?"))
    m.add(d("07:19:20", "T 4 02/28/31 99-14 / 99-14+ 50x50"),
          Q("T 4 2031-02-28", G, "price", t32("99-14"), t32("99-14+"), 50 * MM, 50 * MM))
    m.add(d("07:25:44", "bunds: DBR 2.6 08/15/35 2.701 / 2.695 yld, 25x25"),
          Q("DBR 2.6 2035-08-15", G, "yield", 2.701, 2.695, 25 * MM, 25 * MM))
    m.add(cl("07:26:10", "thanks"))
    m.add("")
    m.add("Exported from Symphony by rosei@cairnfield-am.com")
    return m


def m24():
    m = Mail(24, "chat-plain-log-hy-ig", "chat", "Sam Okoro <sokoro@brightwellsec.com>",
             "Desk Notes <desknotes@brightwellsec.com>", "Wed, 01 Apr 2026 12:15:00 -0400",
             "chat log - HY / IG this morning", "<bws.log.0401.so@brightwellsec.com>", "brightwellsec")
    m.add("Log for the blotter.")
    m.add("")
    m.add("[07:55] Sam Okoro: HY in px, 2mm per side")
    m.add("[07:56] Sam Okoro: BRIGHTLING ENERGY 7 7/8 05/01/32 99.375 / 100.125",
          Q("BRIGHTLING ENERGY 7.875 2032-05-01", C, "price", 99.375, 100.125, 2 * MM, 2 * MM))
    m.add("[07:56] Sam Okoro: CORSTON LEISURE 6.25 08/15/29 91.25-92.25 2mm")
    m.add("[07:58] Greta Lind: wexcombe?")
    m.add("[07:59] Sam Okoro: WEXCOMBE FOODS 10 1/4 12/01/30 103.625 / 104.375 - was 103.25 / 104.00 yday",
          Q("WEXCOMBE FOODS 10.25 2030-12-01", C, "price", 103.625, 104.375, 2 * MM, 2 * MM))
    m.add("[08:03] Sam Okoro: CORSTON LEISURE 6.25 08/15/29 91.00-92.00 2mm, not 91.25-92.25, sorry",
          Q("CORSTON LEISURE 6.25 2029-08-15", C, "price", 91.0, 92.0, 2 * MM, 2 * MM))
    m.add("[08:10] Sam Okoro: IG: HARWICK BANCORP 5.1 06/15/31 +116/+110 5x5",
          Q("HARWICK BANCORP 5.1 2031-06-15", C, "spread", 116, 110, 5 * MM, 5 * MM))
    m.add("[08:11] Sam Okoro: ABBOTSLEY WATER 4.85 09/01/36 +103/+98 5x5 TRADED")
    m.add("[08:14] Sam Okoro: +151 bid for 3 of the SUMMERLEA REIT 5 5/8 02/15/34",
          Q("SUMMERLEA REIT 5.625 2034-02-15", C, "spread", 151, None, 3 * MM, None))
    m.add("[08:20] Greta Lind: ok")
    m.add("")
    m.add("Sam Okoro | Brightwell Securities | (415) 555-0163")
    return m


def m26():
    m = Mail(26, "chat-ice-log-frn-em", "chat", "Elif Demir <edemir@westholme-inv.com>",
             "em-desk@westholme-inv.com", "Thu, 02 Apr 2026 14:45:00 +0000",
             "ICE chat - Sorrel EM/FRN", "<ice.0402.ed@westholme-inv.com>", "sorrelbank")
    r = rng("m26")
    em, frn = 3 * MM, 5 * MM
    def d(t, txt):
        return f"{t} kwu@sorrelbank: {txt}"
    m.add("ICE Chat log  2026-04-02")
    m.add("")
    m.add(d("08:30:01", "Sizes: EM 3mm, FRNs 5mm per side"))
    i1, i2, i3 = rand_isin(r), rand_isin(r), rand_isin(r, "US")
    m.add(d("08:30:20", f"GRENVILLE BANK FRN 2028 {i1} 3mE+70 DM 74/70"), Q(i1, C, "dm", 74, 70, frn, frn))
    m.add(d("08:30:41", f"PERRAULT FIN FRN 2030 {i2} DM 103 / 97"), Q(i2, C, "dm", 103, 97, frn, frn))
    m.add(d("08:31:02", f"OAKRIDGE MUTUAL FRN 2031 {i3} S+120 DM 130/124 2x2"), Q(i3, C, "dm", 130, 124, 2 * MM, 2 * MM))
    cb, ca = 96.90, 97.50
    yb, ya = round(ytm(cb, 7.25, 7.2), 2), round(ytm(ca, 7.25, 7.2), 2)
    m.add(d("08:33:15", f"REP OF CALDORA 7 1/4 06/15/33 {cb:.2f} / {ca:.2f}, {yb:.2f} / {ya:.2f} yld"),
          Q("REP OF CALDORA 7.25 2033-06-15", S, "price", cb, ca, em, em),
          Q("REP OF CALDORA 7.25 2033-06-15", S, "yield", yb, ya, em, em))
    m.add("08:34:00 edemir@westholme: caldora bid 97.25?")
    m.add(d("08:34:30", "can't do 97.25"))
    my = round(ytm(89.75, 8.5, 8.85), 2)
    m.add(d("08:36:02", f"MARVONIA 8 1/2 02/01/35 offer 89.75 / {my:.2f}"),
          Q("MARVONIA 8.5 2035-02-01", S, "price", None, 89.75, None, em),
          Q("MARVONIA 8.5 2035-02-01", S, "yield", None, my, None, em))
    m.add(d("08:37:40", "KESSARA 4.875 09/30/29 97.20 / 97.65 OFF"))
    m.add("08:38:00 edemir@westholme: ty")
    m.add("")
    m.add("ICE Chat transcript - Westholme Investment Management")
    return m


def m28():
    m = Mail(28, "csv-clo-cmbs-run-status", "csv", "Ray Quint <rquint@harcourtfield.com>",
             "sf-clients@harcourtfield.com", "Fri, 03 Apr 2026 10:01:12 -0400",
             "Harcourt Field SF run", "<hf.sf.0403.rq@harcourtfield.com>", "harcourtfield")
    r = rng("m28")
    m.add("SF run attached; blank = 2MM.")
    m.add("")
    m.add("Ray Quint | Harcourt Field Securities | +1 980 555 0135")
    m.add(DISCLAIMER)
    rows = [["Deal", "Tranche", "CUSIP", "Rating", "Cpn", "Curr Face ($MM)", "WAL", "Bid DM", "Ask DM", "Bid Price", "Ask Price", "Bid x Ask (MM)", "Comment"]]
    data = [("THORNEY CLO 2021-4A", "A1", "3mS+125", 4.1, 129, 125, "", ""),
            ("THORNEY CLO 2021-4A", "C", "3mS+230", 4.9, 248, 238, "1x1", ""),
            ("ASHGROVE CLO 2022-1A", "D", "3mS+410", 5.2, 455, 435, "", "subj"),
            ("TOLLAND 2024-FL3", "A", "1mS+145", 1.7, 150, 145, "5x5", ""),
            ("EDLM 2024-E4", "D", "1mS+320", 2.4, 352, 338, "", "SOLD"),
            ("HALSTOW PARK CLO 2024-2A", "B", "3mS+170", 5.3, 178, 171, "", "")]
    for deal, tr, idx, wal, db, da, bxo, cm in data:
        marg = int(idx.split("+")[1])
        pb = round(100 - (db - marg) * wal / 100 * 0.9, 2)
        pa = round(100 - (da - marg) * wal / 100 * 0.9, 2)
        cu = rand_cusip(r, "4" + str(r.randint(10000, 99999)))
        rows.append([deal, tr, cu, "", idx, f"{r.uniform(20, 300):.1f}", f"{wal:.1f}", str(db), str(da),
                     f"{pb:.2f}", f"{pa:.2f}", bxo, cm])
        if cm == "SOLD":
            continue
        s = int(bxo.split("x")[0]) * MM if bxo else 2 * MM
        m.q(Q(cu, ST, "dm", db, da, s, s))
        m.q(Q(cu, ST, "price", pb, pa, s, s))
    rows.append(["Total", "", "", "", "", "", "", "", "", "", "", "", ""])
    m.attachments.append(("HF_SF_run_0403.csv", "csv", csv_text(rows)))
    return m


def m30():
    m = Mail(30, "csv-govt-agency-bills-yield", "csv", "Nadia Frost <nfrost@pembertonsec.com>",
             "rates-clients@pembertonsec.com", "Mon, 06 Apr 2026 07:42:20 -0400",
             "Pemberton govt / agency run", "<PB.rates.0406@pembertonsec.com>", "pembertonsec")
    r = rng("m30")
    m.add("Run attached. Sizes: UST 50mm, agencies 10mm per side.")
    m.add("")
    m.add("Nadia Frost | Pemberton Securities | 212.555.0129")
    m.add(DISCLAIMER)
    rows = [["Type", "Issuer", "Coupon", "Maturity", "CUSIP", "Bid Px", "Ask Px", "Bid Yld", "Ask Yld", "Yest Bid Px"]]
    ust = [("3.75", "03/31/28", "T 3.75 2028-03-31", 3.75, 1.98, "99-26", "99-26+"),
           ("4", "02/28/31", "T 4 2031-02-28", 4.0, 4.9, "99-15", "99-15+"),
           ("4.25", "11/15/35", "T 4.25 2035-11-15", 4.25, 9.6, "100-07+", "100-08"),
           ("4.625", "11/15/55", "T 4.625 2055-11-15", 4.625, 29.6, "98-14", "98-16")]
    for cs, mat, key, cpn, yrs, b, a in ust:
        pb, pa = t32(b), t32(a)
        yb, ya = ytm(pb, cpn, yrs), ytm(pa, cpn, yrs)
        rows.append(["UST", "T", cs, mat, "", b, a, f"{yb:.3f}", f"{ya:.3f}", b])
        m.q(Q(key, G, "price", pb, pa, 50 * MM, 50 * MM))
        m.q(Q(key, G, "yield", yb, ya, 50 * MM, 50 * MM))
    ag = [("FRCB", "4.125", "09/15/29", 4.125, 3.45, "100-02", "100-06", "31424"),
          ("NHLC", "4.5", "01/20/32", 4.5, 5.8, "100-24", "101-00", "31398"),
          ("FRCB", "3.875", "06/12/28", 3.875, 2.2, "99-18", "99-22", "31424")]
    for iss, cs, mat, cpn, yrs, b, a, pfx in ag:
        pb, pa = t32(b), t32(a)
        yb, ya = ytm(pb, cpn, yrs), ytm(pa, cpn, yrs)
        cu = rand_cusip(r, pfx)
        rows.append(["AGY", iss, cs, mat, cu, b, a, f"{yb:.3f}", f"{ya:.3f}", ""])
        m.q(Q(cu, A, "price", pb, pa, 10 * MM, 10 * MM))
        m.q(Q(cu, A, "yield", yb, ya, 10 * MM, 10 * MM))
    m.attachments.append(("pemberton_rates_20260406.csv", "csv", csv_text(rows)))
    return m


def m32():
    m = Mail(32, "csv-cds-grid-eur-names", "csv", "Pia Lund <plund@kessingbank.com>",
             "cds-dist@kessingbank.com", "Tue, 07 Apr 2026 17:05:00 +0200",
             "Kessing CDS curves (EUR names)", "<KB.cds.0407@kessingbank.com>", "kessingbank")
    m.add("Curves attached, mid-tenors only today. 5x5 on all names.")
    m.add("")
    m.add("Pia Lund | Kessing Bank A/S | Credit Trading | +45 33 55 01 40")
    m.add(DISCLAIMER)
    s = 5 * MM
    names = [("LINDQVIST PHARMA", {"3Y": (27, 32), "5Y": (44, 49), "7Y": (57, 63)}),
             ("GRENVILLE BANK", {"3Y": (46, 51), "5Y": (71, 76), "7Y": (88, 95)}),
             ("HEXAM UTIL", {"3Y": (35, 40), "5Y": (57, 62), "7Y": None}),
             ("MONKSWELL INS", {"3Y": (79, 86), "5Y": (116, 122), "7Y": (139, 147)}),
             ("THORNBURY RETAIL", {"3Y": None, "5Y": None, "7Y": None})]
    rows = [["Kessing Bank - single-name CDS, EUR, bp running"], [],
            ["Name", "3Y", "5Y", "7Y", "Chg 5Y"]]
    for n, cur in names:
        row = [n]
        for t in ["3Y", "5Y", "7Y"]:
            v = cur[t]
            row.append("" if v is None else f"{v[0]} / {v[1]}")
            if v:
                m.q(Q(f"{n} {t}", CD, "spread", v[0], v[1], s, s))
        row.append("-2" if cur["5Y"] else "")
        rows.append(row)
    m.attachments.append(("kessing_cds_20260407.csv", "csv", csv_text(rows)))
    return m


ALL = [m02, m04, m06, m08, m10, m12, m14, m16, m18, m20, m22, m24, m26, m28, m30, m32]
