"""DEV half of blind34: odd-numbered layouts."""
from common import (Mail, Q, MM, t32, ytm, rng, rand_isin, rand_cusip, html_table, html_doc,
                    csv_text, DISCLAIMER)

G, C, S, A, L, ST, CD = "government", "corporate", "sovereign", "agency", "loan", "structured", "cds"


def m01():
    m = Mail(1, "ust-run-32nds-bills-wi", "text", "Marcus Okafor <m.okafor@halberdsec.com>",
             "ust-clients@lists.halberdsec.com", "Mon, 02 Mar 2026 07:12:40 -0500",
             "HALBERD UST run 07:12", "<ustrun.0712.mo@halberdsec.com>", "halberdsec")
    s = 50 * MM
    m.add("HALBERD UST RUN  02-Mar-26  07:12 NY")
    m.add("Sizes 50x50 unless noted. Px in 32nds, 10s on yld.")
    m.add("")
    m.add("2s    T 3 7/8 02/29/28     99-16+ / 99-17       prev 99-15",
          Q("T 3.875 2028-02-29", G, "price", t32("99-16+"), t32("99-17"), s, s))
    m.add("3s    T 4 03/15/29         100-04+/05           25x25",
          Q("T 4 2029-03-15", G, "price", t32("100-04+"), t32("100-05"), 25 * MM, 25 * MM))
    m.add("5s    T 4 1/8 02/28/31     99-28 / 99-28+       chg +1",
          Q("T 4.125 2031-02-28", G, "price", t32("99-28"), t32("99-28+"), s, s))
    m.add("7s    T 4 1/4 02/28/33     99-201 / 99-206",
          Q("T 4.25 2033-02-28", G, "price", t32("99-201"), t32("99-206"), s, s))
    m.add("10s   T 4 1/4 11/15/35     4.215 / 4.205 yld",
          Q("T 4.25 2035-11-15", G, "yield", 4.215, 4.205, s, s))
    m.add("30s   T 4 5/8 11/15/55     98-06 / 98-08        10x10",
          Q("T 4.625 2055-11-15", G, "price", t32("98-06"), t32("98-08"), 10 * MM, 10 * MM))
    m.add("WI 5y                      3.987 / 3.982",
          Q("WI 5Y", G, "yield", 3.987, 3.982, s, s))
    m.add("")
    m.add("Bills (disc rate), 100x100:")
    m.add("3m   B 0 06/04/26          4.310 / 4.300",
          Q("B 0 2026-06-04", G, "yield", 4.31, 4.30, 100 * MM, 100 * MM))
    m.add("6m   B 0 09/03/26          4.245 / 4.235",
          Q("B 0 2026-09-03", G, "yield", 4.245, 4.235, 100 * MM, 100 * MM))
    m.add("")
    m.add("2s10s +71.5, 5s30s +52 -- curve a touch steeper overnight, 10y auction Thu.")
    m.add("")
    m.add("Marcus Okafor")
    m.add("UST Trading | Halberd Securities LLC")
    m.add("T +1 212 555 0143 | m.okafor@halberdsec.com")
    m.add("")
    m.add(DISCLAIMER)
    return m


def m03():
    m = Mail(3, "ig-hy-run-status-axes-colour", "text", "Elena Varga <evarga@corrinvale.com>",
             "credit-run@corrinvale.com", "Tue, 03 Mar 2026 07:45:02 -0500",
             "C&V credit run 3/3 - IG spread / HY px", "<cv.run.20260303.0745@corrinvale.com>", "corrinvale")
    f5, f2 = 5 * MM, 2 * MM
    m.add("CORRIN & VALE - CREDIT RUN 3/3")
    m.add("")
    m.add("IG on T-spread, 5MM unless noted")
    m.add("BRAXTON FINL 5.25 03/15/31        +112 / +106      101.20 / 101.52",
          Q("BRAXTON FINL 5.25 2031-03-15", C, "spread", 112, 106, f5, f5),
          Q("BRAXTON FINL 5.25 2031-03-15", C, "price", 101.20, 101.52, f5, f5))
    m.add("CALDER UTIL 4.6 08/01/33          +98 / +93        3x3",
          Q("CALDER UTIL 4.6 2033-08-01", C, "spread", 98, 93, 3 * MM, 3 * MM))
    m.add("MERIDEN HLDGS 6 1/8 05/15/34      +155 / +148      OFF")
    m.add("TORRAN FOODS 5.4 02/01/30         +85 / +80        2x2 TRADED")
    m.add("VESTRY HEALTH 4.95 10/15/32       +121 / +115      (was +125/+119 Fri)",
          Q("VESTRY HEALTH 4.95 2032-10-15", C, "spread", 121, 115, f5, f5))
    m.add("")
    m.add("Colour: PELHAM ENERGY 5.1 '29s traded +131 in 10mm, covered +133. Not a market.")
    m.add("Axed: we are buyers of ORVILLE TECH 4.35 04/01/31, would pay +92 for 5mm.",
          Q("ORVILLE TECH 4.35 2031-04-01", C, "spread", 92, None, f5, None))
    m.add("Looking to sell 3mm KINROSS PAPER 7 1/4 07/15/30, offer 103.40 / 6.32",
          Q("KINROSS PAPER 7.25 2030-07-15", C, "price", None, 103.40, None, 3 * MM),
          Q("KINROSS PAPER 7.25 2030-07-15", C, "yield", None, 6.32, None, 3 * MM))
    m.add("")
    m.add("HY - cash px, 2MM unless noted")
    m.add("DRAYCOTT MEDIA 8.5 01/15/31       96.25 / 96.75    ytw 9.42 bid",
          Q("DRAYCOTT MEDIA 8.5 2031-01-15", C, "price", 96.25, 96.75, f2, f2),
          Q("DRAYCOTT MEDIA 8.5 2031-01-15", C, "yield", 9.42, None, f2, None))
    m.add("FELLGATE STEEL 9 3/8 11/01/29     101 1/4 / 101 3/4",
          Q("FELLGATE STEEL 9.375 2029-11-01", C, "price", 101.25, 101.75, f2, f2))
    m.add("QUARRY LANE ENT 6.75 06/30/32     88.50 / 89.25    1x1",
          Q("QUARRY LANE ENT 6.75 2032-06-30", C, "price", 88.50, 89.25, MM, MM))
    m.add("ROSSITER AUTO 7 5/8 04/15/33      97.00 / -",
          Q("ROSSITER AUTO 7.625 2033-04-15", C, "price", 97.00, None, f2, None))
    m.add("")
    m.add("CDX HY 45 105.10 mid, +3/8 on the day. Primary: 3 deals today, ~$4.5bn.")
    m.add("")
    m.add("Elena Varga | Credit Trading | Corrin & Vale Securities")
    m.add("+1 646 555 0178 | Bloomberg: EVARGA7")
    m.add("")
    m.add(DISCLAIMER)
    return m


def m05():
    m = Mail(5, "fwd-cmbs-clo-run-stale-below", "text", "Tom Reilly <treilly@ashcombe.com>",
             "Credit PM Team <credit-pm@ashcombe.com>", "Wed, 04 Mar 2026 08:40:11 -0500",
             "Fwd: Brackley CMBS / CLO run - UPDATED", "<CAF3x9q+ashcombe.0840.tr@mail.ashcombe.com>",
             "brackleybank")
    f2 = 2 * MM
    m.add("FYI - the A-S looks cheap vs last week. Thoughts?")
    m.add("")
    m.add("Tom")
    m.add("")
    m.add("---------- Forwarded message ---------")
    m.add("From: Priya Nand <pnand@brackleybank.com>")
    m.add("Date: Wed, Mar 4, 2026 at 8:02 AM")
    m.add("Subject: Brackley CMBS / CLO run - UPDATED")
    m.add("To: Tom Reilly <treilly@ashcombe.com>")
    m.add("")
    m.add("Updated run, replaces the 7:30. Sizes 2MM current face unless noted.")
    m.add("")
    m.add("CONDUIT (T-spread)")
    m.add("HMRT 2025-C12 A5      T+112/108    WAL 9.6   3x3",
          Q("HMRT 2025-C12 A5", ST, "spread", 112, 108, 3 * MM, 3 * MM))
    m.add("WSTN 2024-WB48 A-S    T+148/142    WAL 9.9",
          Q("WSTN 2024-WB48 A-S", ST, "spread", 148, 142, f2, f2))
    m.add("WSTN 2024-WB48 X-A    T+265/245    IO, WAL 8.1",
          Q("WSTN 2024-WB48 X-A", ST, "spread", 265, 245, f2, f2))
    m.add("GRNL 2025-GL7 B       T+215/205    CE 14.25%",
          Q("GRNL 2025-GL7 B", ST, "spread", 215, 205, f2, f2))
    m.add("")
    m.add("SASB / CLO floaters (DM)")
    m.add("KSTR 2025-SFR2 C   1mS+190     DM 205/195",
          Q("KSTR 2025-SFR2 C", ST, "dm", 205, 195, f2, f2))
    m.add("HALSTOW PARK CLO 2024-2A A1 AAA 3mS+128     +131 / +126",
          Q("HALSTOW PARK CLO 2024-2A A1", ST, "dm", 131, 126, f2, f2))
    m.add("MERROW CLO 2023-5A D BBB- 3mS+465           +520 / +495   1x1",
          Q("MERROW CLO 2023-5A D", ST, "dm", 520, 495, MM, MM))
    m.add("MERROW CLO 2023-5A E BB- 3mS+710            px 96.75 / 97.75",
          Q("MERROW CLO 2023-5A E", ST, "price", 96.75, 97.75, f2, f2))
    m.add("")
    m.add("Colour: ORCH 2025-1A B traded +185 yday, 4 bids. factor 0.8734 on the GRNL deal post paydown.")
    m.add("")
    m.add("Priya Nand | Securitized Products Trading | Brackley Bank plc")
    m.add("+44 20 7946 0812")
    m.add("")
    m.add("-----Original Message-----")
    m.add("From: Priya Nand")
    m.add("Sent: Wednesday, March 4, 2026 7:30 AM")
    m.add("To: Tom Reilly")
    m.add("Subject: Brackley CMBS / CLO run")
    m.add("")
    m.add("HMRT 2025-C12 A5      T+115/110")
    m.add("WSTN 2024-WB48 A-S    T+151/145")
    m.add("HALSTOW PARK CLO 2024-2A A1     +133 / +128")
    m.add("")
    m.add("Brackley Bank plc is authorised by the Prudential Regulation Authority. " + DISCLAIMER)
    return m


def m07():
    m = Mail(7, "loan-run-loanx-correction", "text", "Jonah Pierce <jpierce@fenwickstroud.com>",
             "loans-dist@fenwickstroud.com", "Thu, 05 Mar 2026 09:05:33 -0500",
             "FS Loan levels - 3/5", "<fs-loans-20260305-0905@fenwickstroud.com>", "fenwickstroud")
    c = MM
    m.add("Fenwick Stroud - leveraged loans 3/5")
    m.add("")
    m.add("Loans in px, 1MM clips.")
    m.add("LX291844  ARDEN PETCARE TLB S+375 3/31        99.25 / 99.75     flr 0.50",
          Q("ARDEN PETCARE TLB S+375 3/31", L, "price", 99.25, 99.75, c, c))
    m.add("LX288103  BELLWOOD LOGISTICS TL S+450 9/30    94.00 / 94.75     DM 583 / 565",
          Q("BELLWOOD LOGISTICS TL S+450 9/30", L, "price", 94.00, 94.75, c, c),
          Q("BELLWOOD LOGISTICS TL S+450 9/30", L, "dm", 583, 565, c, c))
    m.add("LX293310  CORVINE SOFTWARE 1L TLB S+325 7/31  100.125 / 100.50  repriced Feb",
          Q("CORVINE SOFTWARE 1L TLB S+325 7/31", L, "price", 100.125, 100.50, c, c))
    m.add("LX290057  DUNSTAN AEROSPACE TLB S+400 6/31    98.50 / 99.00     2x2  flr 0.75",
          Q("DUNSTAN AEROSPACE TLB S+400 6/31", L, "price", 98.50, 99.00, 2 * MM, 2 * MM))
    m.add("LX287764  EASTBRIDGE CHEM TL S+500 11/29      86.00 / 87.50     OFF")
    m.add("LX292201  FALKIRK CARE 2L S+725 5/32          91.00 bid",
          Q("FALKIRK CARE 2L S+725 5/32", L, "price", 91.00, None, c, None))
    m.add("LX289930  GLENMORE RETAIL TLB S+350 2/30      97.75 / 98.25",
          Q("GLENMORE RETAIL TLB S+350 2/30", L, "price", 97.25, 97.75, c, c))
    m.add("          HOLLIS HEALTH TLB S+375 4/32        99.375 / 99.625   new issue, OID 99.0",
          Q("HOLLIS HEALTH TLB S+375 4/32", L, "price", 99.375, 99.625, c, c))
    m.add("")
    m.add("Correction: px on the GLENMORE should read 97.25 / 97.75, not 97.75 / 98.25 as above.")
    m.add("")
    m.add("Loan index 96.42, -0.08 on the week. CLO new issue AAA printing S+128-132.")
    m.add("")
    m.add("--")
    m.add("Jonah Pierce")
    m.add("Loan Trading, Fenwick Stroud & Co.")
    m.add("Direct: (312) 555-0199")
    m.add("")
    m.add(DISCLAIMER)
    return m


def m09():
    m = Mail(9, "em-sov-govts-on-yield", "text", "Ana Ruiz <aruiz@quillonbank.com>",
             "Rates & EM distribution <rates-em@quillonbank.com>", "Fri, 06 Mar 2026 07:58:20 +0000",
             "QB rates + EM sov run 06/03", "<qb.ratesem.0603.0758@quillonbank.com>", "quillonbank")
    r = rng("m09")
    m.add("QUILLON BANK - RATES / EM SOV RUN - 06 Mar 2026, London 07:58")
    m.add("")
    m.add("EUR govts (yld, EUR 25mm per side)")
    e = 25 * MM
    m.add("DBR 2.6 08/15/35        2.712 / 2.705    bench",
          Q("DBR 2.6 2035-08-15", G, "yield", 2.712, 2.705, e, e))
    m.add("DBR 2 1/2 02/15/33      2.514 / 2.507",
          Q("DBR 2.5 2033-02-15", G, "yield", 2.514, 2.507, e, e))
    m.add("OAT 3 11/25/34          3.318 / 3.309    spread to DBR 61",
          Q("OAT 3 2034-11-25", G, "yield", 3.318, 3.309, e, e))
    m.add("")
    m.add("GILTS (yld, GBP 10mm per side)")
    g = 10 * MM
    m.add("UKT 4 1/4 07/31/34      4.512 / 4.502",
          Q("UKT 4.25 2034-07-31", G, "yield", 4.512, 4.502, g, g))
    m.add("UKT 4 3/4 10/22/43      4.987 / 4.975    30y auction next wk",
          Q("UKT 4.75 2043-10-22", G, "yield", 4.987, 4.975, g, g))
    m.add("")
    m.add("EM SOVS (USD) - px / yld, 2MM unless noted")
    f2 = 2 * MM
    rows = [("VARENIA", 6.125, "6 1/8", "05/15/34", "2034-05-15", 8.2, 94.10, 94.60, None),
            ("OSTRAVIA", 5.5, "5.5", "03/01/31", "2031-03-01", 5.0, 98.35, 98.85, 3),
            ("REP OF TARAVAL", 7.75, "7 3/4", "01/15/32", "2032-01-15", 5.85, 101.50, 102.25, None),
            ("KESSARA", 4.875, "4.875", "09/30/29", "2029-09-30", 3.55, 97.20, 97.70, None)]
    for name, cpn, cpn_s, mat_s, mat, yrs, b, a, sz in rows:
        yb, ya = ytm(b, cpn, yrs), ytm(a, cpn, yrs)
        yb, ya = round(yb, 2), round(ya, 2)
        ident = rand_isin(r)
        size = (sz or 2) * MM
        tail = f"   {sz}x{sz}" if sz else ""
        m.add(f"{name} {cpn_s} {mat_s}  {ident}   px {b:.2f}/{a:.2f}  yld {yb:.2f}/{ya:.2f}{tail}",
              Q(ident, S, "price", b, a, size, size), Q(ident, S, "yield", yb, ya, size, size))
    m.add("NEVARRO 8 3/8 2030  px 88.00/90.00  OFF - restructuring headlines")
    m.add("")
    m.add("UST 10y 4.21 for reference; EMBI spread +312 (-4 wk).")
    m.add("")
    m.add("Ana Ruiz | Rates & EM Sovereign Trading | Quillon Bank AG, London Branch")
    m.add("+44 20 7946 0321")
    m.add("")
    m.add(DISCLAIMER)
    return m


def m11():
    m = Mail(11, "html-frn-table-dm-price", "html", "Lena Voss <lvoss@petrelbank.com>",
             "FRN Clients <frn-clients@petrelbank.com>", "Mon, 09 Mar 2026 08:15:47 +0100",
             "Petrel FRN run - DM / px", "<PR3P281MB0412.frn.0815@petrelbank.com>", "petrelbank")
    r = rng("m11")
    rows, html_rows = [], []
    data = [("Norrvik Kommunbank", "3mE+45", "06/2029", 3.3, 48, 44, None, "", "XS"),
            ("Aldermoor Bank", "3mS+85", "09/2028", 2.5, 85, 80, None, "", "US"),
            ("Cessford Building Society", "SONIA+110", "06/2030", 4.3, 118, 112, 3, "", "XS"),
            ("Vellmar Landesbank", "3mE+62", "03/2031", 5.0, 66, 61, None, "OFF", "DE"),
            ("Trevane Auto Lease", "1mS+95", "11/2027", 1.7, 97, 92, 2, "", "XS"),
            ("Kilbride Finance", "3mE+140", "12/2030", 4.8, 152, 145, None, "", "XS")]
    for iss, idx, mat, yrs, db, da, sz, status, cc in data:
        marg = int(idx.split("+")[1])
        pb = round(100 - (db - marg) * yrs / 100 * 0.95, 2)
        pa = round(100 - (da - marg) * yrs / 100 * 0.95, 2)
        ident = rand_isin(r, cc)
        yest = db + r.choice([1, 2, -1])
        html_rows.append([iss, ident, idx, mat, str(db), str(da), f"{pb:.2f}", f"{pa:.2f}",
                          str(yest), str(sz) if sz else "", status])
        if status:
            continue
        s = (sz or 5) * MM
        m.q(Q(ident, C, "dm", db, da, s, s))
        m.q(Q(ident, C, "price", pb, pa, s, s))
    tbl = html_table(["Issuer", "ISIN", "Index", "Mat", "DM Bid", "DM Offer", "Px Bid", "Px Offer",
                      "Yest DM Bid", "Size (MM)", "Status"], html_rows,
                     caption="FRNs - DM (bp) / price, 5MM unless noted")
    inner = ('<p class="MsoNormal">Good morning,</p>\n<p class="MsoNormal">&nbsp;</p>\n'
             '<p class="MsoNormal">FRN levels below. Vellmar pulled this morning.</p>\n'
             '<p class="MsoNormal">&nbsp;</p>\n' + tbl +
             '\n<p class="MsoNormal">&nbsp;</p>\n<p class="MsoNormal">3m Euribor fix 2.187, SOFR 4.31.</p>\n'
             '<p class="MsoNormal">Lena Voss<br>FRN &amp; SSA Trading | Petrel Bank AG<br>+49 69 555 01 77</p>\n'
             f'<p class="MsoNormal" style="font-size:8pt;color:gray">{DISCLAIMER}</p>')
    m.html = html_doc(inner)
    return m


def m13():
    m = Mail(13, "html-p-br-cds-run", "html", "Raj Mehta <rmehta@tidewatercap.com>",
             "cds-clients@tidewatercap.com", "Tue, 10 Mar 2026 16:02:09 -0400",
             "Tidewater CDS close", "<TW.cds.close.20260310.1602@tidewatercap.com>", "tidewatercap")
    sn, ix = 10 * MM, 25 * MM
    ps = []
    ps.append("Tidewater CDS - NY close<br>Sizes: 10mm single names, 25mm indices.")
    ps.append("<b>INDICES</b><br>"
              "CDX IG 45 5Y &nbsp; 52.25/52.75<br>"
              "CDX HY 45 5Y &nbsp; 105.625/105.75 px<br>"
              "ITRX MAIN S44 5Y &nbsp; 57.5/58<br>"
              "ITRX XOVER S44 5Y &nbsp; 281/285")
    m.q(Q("CDX IG 45 5Y", CD, "spread", 52.25, 52.75, ix, ix))
    m.q(Q("CDX HY 45 5Y", CD, "price", 105.625, 105.75, ix, ix))
    m.q(Q("ITRX MAIN S44 5Y", CD, "spread", 57.5, 58, ix, ix))
    m.q(Q("ITRX XOVER S44 5Y", CD, "spread", 281, 285, ix, ix))
    ps.append("<b>SINGLE NAMES (bp)</b><br>"
              "BRAXTON FINL 5Y &nbsp; 68/73<br>"
              "KINROSS PAPER 5Y &nbsp; 312/327<br>"
              "HALLAM RAIL 5Y &nbsp; 95/100<br>"
              "&nbsp;&nbsp;10y same size &nbsp; 128/136<br>"
              "VESTRY HEALTH 5Y &nbsp; 81/86 -- 3 wider on the day<br>"
              "MERIDEN HLDGS 5Y &nbsp; 140/146 OFF<br>"
              "DRAYCOTT MEDIA 5Y upfront &nbsp; 8.5/9.25 (500 cpn)")
    for k, b, a in [("BRAXTON FINL 5Y", 68, 73), ("KINROSS PAPER 5Y", 312, 327),
                    ("HALLAM RAIL 5Y", 95, 100), ("HALLAM RAIL 10Y", 128, 136), ("VESTRY HEALTH 5Y", 81, 86)]:
        m.q(Q(k, CD, "spread", b, a, sn, sn))
    m.q(Q("DRAYCOTT MEDIA 5Y", CD, "upfront", 8.5, 9.25, sn, sn))
    ps.append("Traded: CALDER UTIL 5Y at 61 in 10mm. Roll 5s10s Main +26.5.")
    ps.append("Raj Mehta<br>Credit Derivatives | Tidewater Capital Markets<br>T: +1 (212) 555-0166")
    inner = "\n".join(f'<p class="MsoNormal">{p}</p>\n<p class="MsoNormal">&nbsp;</p>' for p in ps)
    inner += f'\n<p class="MsoNormal" style="font-size:7.5pt;color:#7f7f7f">{DISCLAIMER}</p>'
    m.html = html_doc(inner)
    return m


def m15():
    m = Mail(15, "html-reply-ig-table-history-below", "html", "Grace Liu <gliu@northgatecm.com>",
             "Mark Denholm <mdenholm@cairnfield-am.com>", "Wed, 11 Mar 2026 10:21:55 -0400",
             "RE: levels on a few IG names", "<BN7PR11MB2290.A1.gliu@northgatecm.com>", "northgatecm")
    m.extra_headers = [("In-Reply-To", "<CF-AM.0955.md@cairnfield-am.com>")]
    r = rng("m15")
    data = [("HARWICK BANCORP 5.1 06/15/31", 5.1, 5.27, 118, 112, None, "63800"),
            ("CALDER UTIL 4.6 08/01/33", 4.6, 7.4, 97, 92, 3, "12890"),
            ("PELHAM ENERGY 5.1 10/01/29", 5.1, 3.55, 129, 123, None, "70612"),
            ("ORVILLE TECH 4.35 04/01/31", 4.35, 5.05, 91, 86, None, "68739"),
            ("SUMMERLEA REIT 5.625 02/15/34", 5.625, 7.95, 163, 156, 2, "86521")]
    rows = []
    for bond, cpn, yrs, sb, sa, sz, pfx in data:
        ust = 3.95 + 0.04 * yrs
        from common import ytm as _y
        def px(spr):
            y = ust + spr / 100
            lo, hi = 50.0, 150.0
            for _ in range(100):
                mid = (lo + hi) / 2
                if _y(mid, cpn, yrs) > y:
                    lo = mid
                else:
                    hi = mid
            return round((lo + hi) / 2, 2)
        pb, pa = px(sb), px(sa)
        cu = rand_cusip(r, pfx)
        s = (sz or 5) * MM
        rows.append([bond, cu, f"+{sb}", f"+{sa}", f"{pb:.2f}", f"{pa:.2f}", f"+{sb + 3}", str(sz) if sz else ""])
        m.q(Q(cu, C, "spread", sb, sa, s, s))
        m.q(Q(cu, C, "price", pb, pa, s, s))
    rows.append(["Average", "", "+120", "+114", "", "", "", ""])
    tbl = html_table(["Bond", "CUSIP", "Sprd Bid", "Sprd Offer", "Px Bid", "Px Offer", "Yest Bid", "Size (MM)"], rows)
    old = html_table(["Bond", "Sprd Bid", "Sprd Offer"],
                     [["HARWICK BANCORP 5.1 06/15/31", "+121", "+115"], ["CALDER UTIL 4.6 08/01/33", "+99", "+94"]])
    inner = ('<p class="MsoNormal">Hi Mark,</p><p class="MsoNormal">&nbsp;</p>'
             '<p class="MsoNormal">Levels below, 5MM unless noted. Happy to work an order in the Summerlea.</p>'
             '<p class="MsoNormal">&nbsp;</p>\n' + tbl +
             '\n<p class="MsoNormal">&nbsp;</p><p class="MsoNormal">Grace<br>Grace Liu | IG Credit Sales-Trading | '
             'Northgate Capital Markets<br>+1 617 555 0104</p>\n'
             '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">\n'
             '<p class="MsoNormal"><b>From:</b> Mark Denholm &lt;mdenholm@cairnfield-am.com&gt;<br>'
             '<b>Sent:</b> Wednesday, March 11, 2026 9:55 AM<br><b>To:</b> Grace Liu &lt;gliu@northgatecm.com&gt;<br>'
             '<b>Subject:</b> levels on a few IG names</p></div>\n'
             '<p class="MsoNormal">Grace - can you refresh these? Your levels from last week below.</p>\n' + old +
             f'\n<p class="MsoNormal" style="font-size:8pt">{DISCLAIMER}</p>')
    m.html = html_doc(inner)
    return m


def m17():
    m = Mail(17, "html-axes-as-sentences", "html", "Ben Foster <bfoster@marlowebros.com>",
             "hy-loans@marlowebros.com", "Thu, 12 Mar 2026 08:31:14 -0400",
             "Marlowe HY / loan axes", "<MB.axes.0312.bf@marlowebros.com>", "marlowebros")
    dy = ytm(97.10, 8.5, 4.85)
    hy = ytm(94.50, 6.5, 8.0)
    dy, hy = round(dy, 2), round(hy, 2)
    ps = [
        "Morning - axes from the HY / loans desk:",
        f"We are axed to sell 4mm DRAYCOTT MEDIA 8.5 01/15/31, offer 97.10 / {dy:.2f}.",
        "Can offer 2mm FELLGATE STEEL 9 3/8 11/01/29 at 101.875 and we're 100.50 bid for 3mm of ROSSITER AUTO 7 5/8 04/15/33.",
        "Loans: we're 99.375 / 99.75 on ARDEN PETCARE TLB S+375 3/31, 1x1.",
        "88.5 bid for 3 of the BELLWOOD LOGISTICS TL S+450 9/30.",
        "TARVIN PACKAGING TLB S+450 8/30: DM 560, px 95.25 bid.",
        f"Seller of HALLIDAY TELECOM 6.5 03/01/34: offer 94.50 / {hy:.2f}, 5mm.",
        "Colour: GLENMORE RETAIL TLB traded 97.60 in 5mm yday, last print 97.75 on Mon.",
    ]
    m.q(Q("DRAYCOTT MEDIA 8.5 2031-01-15", C, "price", None, 97.10, None, 4 * MM))
    m.q(Q("DRAYCOTT MEDIA 8.5 2031-01-15", C, "yield", None, dy, None, 4 * MM))
    m.q(Q("FELLGATE STEEL 9.375 2029-11-01", C, "price", None, 101.875, None, 2 * MM))
    m.q(Q("ROSSITER AUTO 7.625 2033-04-15", C, "price", 100.50, None, 3 * MM, None))
    m.q(Q("ARDEN PETCARE TLB S+375 3/31", L, "price", 99.375, 99.75, MM, MM))
    m.q(Q("BELLWOOD LOGISTICS TL S+450 9/30", L, "price", 88.5, None, 3 * MM, None))
    m.q(Q("TARVIN PACKAGING TLB S+450 8/30", L, "dm", 560, None, None, None))
    m.q(Q("TARVIN PACKAGING TLB S+450 8/30", L, "price", 95.25, None, None, None))
    m.q(Q("HALLIDAY TELECOM 6.5 2034-03-01", C, "price", None, 94.50, None, 5 * MM))
    m.q(Q("HALLIDAY TELECOM 6.5 2034-03-01", C, "yield", None, hy, None, 5 * MM))
    inner = "\n".join(f'<p class="MsoNormal">{p}</p>' for p in ps)
    inner += '\n<p class="MsoNormal" style="display:none">old axe: DRAYCOTT MEDIA 8.5 01/15/31 offer 96.00</p>'
    inner += ('\n<p class="MsoNormal">&nbsp;</p><p class="MsoNormal">Ben Foster<br>High Yield &amp; Loan Trading<br>'
              'Marlowe Brothers &amp; Co. | 44 Wall Plaza, New York<br>+1 212 555 0137</p>')
    inner += f'\n<p class="MsoNormal" style="font-size:7pt">{DISCLAIMER}</p>'
    m.html = html_doc(inner)
    return m


def m19():
    m = Mail(19, "chat-bloomberg-ib-cds", "chat", "Sara Kim <skim@orchardlane.com>",
             "compliance-archive@orchardlane.com", "Thu, 05 Mar 2026 17:04:40 -0500",
             "IB chat export: HALVERSTON / ORCHARD LANE CDS", "<ib.export.20260305.1704@orchardlane.com>",
             "halverston")
    sn, ix = 10 * MM, 25 * MM
    p = "05-Mar-2026 {}  Dan Whitlow, HALVERSTON: {}"
    c = "05-Mar-2026 {}  Sara Kim, ORCHARD LANE: {}"
    m.add("Instant Bloomberg - Persistent Chat History")
    m.add("Room: HALVERSTON / ORCHARD LANE CDS   Exported: 05-Mar-2026 17:02:11")
    m.add("")
    m.add(p.format("08:01:52", "morning. sizes 10x10 single names, 25x25 index"))
    m.add(p.format("08:02:10", "CDX IG 45 5Y 52.5 / 53"))
    m.add(p.format("08:02:15", "CDX HY 45 5Y 105.5 / 105.625"),
          Q("CDX HY 45 5Y", CD, "price", 105.5, 105.625, ix, ix))
    m.add(c.format("08:03:40", "where are you in braxton 5y?"))
    m.add(p.format("08:04:02", "BRAXTON FINL 5Y 66 / 71"), Q("BRAXTON FINL 5Y", CD, "spread", 66, 71, sn, sn))
    m.add(p.format("08:04:09", "10y same size 87.75 / 89.25"), Q("BRAXTON FINL 10Y", CD, "spread", 87.75, 89.25, sn, sn))
    m.add(p.format("08:05:30", "ELSWICK CHEM 5Y 96 / 101"))
    m.add(p.format("08:05:51", "91/96, not 96/101, sorry"), Q("ELSWICK CHEM 5Y", CD, "spread", 91, 96, sn, sn))
    m.add(p.format("08:07:12", "- and TORRAN FOODS 5Y 58 / 63"), Q("TORRAN FOODS 5Y", CD, "spread", 58, 63, sn, sn))
    m.add(c.format("08:09:00", "Torran bid 60?"))
    m.add(p.format("08:09:20", "can't do 60, 58 is my bid"))
    m.add(p.format("09:15:44", "CDX IG 45 5Y now 52 / 52.5, was 52.5 / 53"),
          Q("CDX IG 45 5Y", CD, "spread", 52, 52.5, ix, ix))
    m.add(p.format("09:16:02", "ITRX MAIN S44 5Y 57.25 / 57.75"), Q("ITRX MAIN S44 5Y", CD, "spread", 57.25, 57.75, ix, ix))
    m.add(p.format("09:16:10", "same in 10y 84 / 85"), Q("ITRX MAIN S44 10Y", CD, "spread", 84, 85, ix, ix))
    m.add(p.format("09:20:31", "VESTRY HEALTH 5Y 79 / 84, 2 - 3 bps tighter"), Q("VESTRY HEALTH 5Y", CD, "spread", 79, 84, sn, sn))
    m.add(c.format("09:22:05", "thx, will come back"))
    m.add("")
    m.add("-- End of history --")
    m.add("")
    m.add("Orchard Lane Capital LLP - records retained per policy COMP-114.")
    return m


def m21():
    m = Mail(21, "chat-symphony-ust", "chat", "Olu Adeyemi <oadeyemi@greyfriarsam.com>",
             "rates-pm@greyfriarsam.com", "Fri, 06 Mar 2026 12:10:03 -0500",
             "Symphony export - Pellworth UST", "<sym-exp-8812@greyfriarsam.com>", "pellworth")
    on, q = 50 * MM, 25 * MM
    def d(t, txt):
        return f"2026-03-06 {t} | Sam Reid (Pellworth) | {txt}"
    def cl(t, txt):
        return f"2026-03-06 {t} | Olu Adeyemi (Greyfriars) | {txt}"
    m.add("Symphony Chat Export")
    m.add("Conversation: Pellworth UST x Greyfriars")
    m.add("Participants: Sam Reid (Pellworth), Olu Adeyemi (Greyfriars)")
    m.add("Exported by: oadeyemi@greyfriarsam.com")
    m.add("")
    m.add(d("07:31:05", "UST run, 50x50 on the run"))
    m.add(d("07:31:22", "2s T 3 7/8 02/29/28 99-17 / 99-17+"),
          Q("T 3.875 2028-02-29", G, "price", t32("99-17"), t32("99-17+"), on, on))
    m.add(d("07:31:30", "5s T 4 1/8 02/28/31 99-29+ / 99-30"),
          Q("T 4.125 2031-02-28", G, "price", t32("99-29+"), t32("99-30"), on, on))
    m.add(d("07:31:41", "10s T 4 1/4 11/15/35 99-20+ / 99-21+"),
          Q("T 4.25 2035-11-15", G, "price", t32("99-20+"), t32("99-21+"), on, on))
    m.add(d("07:32:02", "UST 25x25: T 4 12/31/32 99-30 / 99-30+, T 4 5/8 11/15/55 98-09 / 98-11"),
          Q("T 4 2032-12-31", G, "price", t32("99-30"), t32("99-30+"), q, q),
          Q("T 4.625 2055-11-15", G, "price", t32("98-09"), t32("98-11"), q, q))
    m.add(cl("07:33:10", "where's WI 5y? and bills"))
    m.add(d("07:33:40", "WI 5y 3.987 / 3.982 25x25"), Q("WI 5Y", G, "yield", 3.987, 3.982, q, q))
    m.add(d("07:33:52", "bills 3m 4.31/4.30 disc 100x100"), Q("BILLS 3M", G, "yield", 4.31, 4.30, 100 * MM, 100 * MM))
    m.add(cl("07:35:00", "T 4 1/4 11/15/35 bid 99-21?"))
    m.add(d("07:35:20", "CAN'T DO 99-21."))
    m.add(d("07:41:09", "gilts: UKT 4 1/4 07/31/34 4.512 / 4.502 yld, 10x10"),
          Q("UKT 4.25 2034-07-31", G, "yield", 4.512, 4.502, 10 * MM, 10 * MM))
    m.add(cl("07:42:30", "ok thanks"))
    m.add("")
    m.add("This export was generated by Symphony for Greyfriars Asset Management. Internal use only.")
    return m


def m23():
    m = Mail(23, "chat-plain-log-loans", "chat", "Jonah Pierce <jpierce@fenwickstroud.com>",
             "Kate Amberley <kamberley@fenwickstroud.com>", "Mon, 09 Mar 2026 11:47:29 -0400",
             "chat log from this am - loans", "<fs.chatlog.0309.jp@fenwickstroud.com>", "fenwickstroud")
    c = MM
    m.add("Kate - log from the loan chat this morning, for the blotter.")
    m.add("")
    m.add("[08:02] Jonah Pierce: Loans in px, 1MM clips.")
    m.add("[08:02] Jonah Pierce: ARDEN PETCARE TLB S+375 3/31 99.25 / 99.625",
          Q("ARDEN PETCARE TLB S+375 3/31", L, "price", 99.25, 99.625, c, c))
    m.add("[08:03] Jonah Pierce: BELLWOOD LOGISTICS TL S+450 9/30 93.75 / 94.50")
    m.add("[08:03] Jonah Pierce: pls ignore that, wrong line")
    m.add("[08:04] Jonah Pierce: BELLWOOD LOGISTICS TL S+450 9/30 94.125 / 94.875",
          Q("BELLWOOD LOGISTICS TL S+450 9/30", L, "price", 94.125, 94.875, c, c))
    m.add("[08:05] Rob Tennant: where's dunstan?")
    m.add("[08:06] Jonah Pierce: DUNSTAN AEROSPACE TLB S+400 6/31 98.50-99.00 2mm")
    m.add("[08:10] Jonah Pierce: HOLLIS HEALTH TLB S+375 4/32 99.50 / 99.875 - was 99.25 / 99.625 Friday",
          Q("HOLLIS HEALTH TLB S+375 4/32", L, "price", 99.50, 99.875, c, c))
    m.add("[08:14] Jonah Pierce: DUNSTAN AEROSPACE TLB S+400 6/31 98.25-98.75 2mm, not 98.50-99.00, sorry",
          Q("DUNSTAN AEROSPACE TLB S+400 6/31", L, "price", 98.25, 98.75, 2 * MM, 2 * MM))
    m.add("[08:20] Jonah Pierce: 88.5 bid for 3 of the FALKIRK CARE 2L S+725 5/32",
          Q("FALKIRK CARE 2L S+725 5/32", L, "price", 88.5, None, 3 * MM, None))
    m.add("[08:25] Jonah Pierce: EASTBRIDGE CHEM TL S+500 11/29 86.00 / 87.50 2x2 OFF")
    m.add("[08:26] Rob Tennant: flr on eastbridge is 0.75 right?")
    m.add("[08:26] Jonah Pierce: yes flr 0.75, OID was 98.5")
    m.add("[08:31] Jonah Pierce: CORVINE SOFTWARE 1L TLB S+325 7/31 100.25 / 100.625, 2x2",
          Q("CORVINE SOFTWARE 1L TLB S+325 7/31", L, "price", 100.25, 100.625, 2 * MM, 2 * MM))
    m.add("")
    m.add("J")
    m.add("--")
    m.add("Jonah Pierce | Loan Trading | Fenwick Stroud & Co. | (312) 555-0199")
    return m


def m25():
    m = Mail(25, "chat-ice-log-em-frn", "chat", "Jin Park <jpark@greyfriarsam.com>",
             "em-pm@greyfriarsam.com", "Mon, 09 Mar 2026 15:30:12 +0000",
             "ICE chat log - Kelder EM/FRN", "<ice.log.0309.jp@greyfriarsam.com>", "kelderbank")
    r = rng("m25")
    em, frn = 2 * MM, 3 * MM
    def d(t, txt):
        return f"{t} mvance@kelderbank: {txt}"
    m.add("ICE Chat - conversation log 09-Mar-2026 (UTC)")
    m.add("Participants: mvance@kelderbank, jpark@greyfriarsam")
    m.add("")
    m.add(d("09:01:12", "EM 2mm, FRNs 3mm per side"))
    vy_b, vy_a = round(ytm(94.25, 6.125, 8.2), 2), round(ytm(94.75, 6.125, 8.2), 2)
    m.add(d("09:01:30", f"VARENIA 6 1/8 05/15/34 94.25 / 94.75, {vy_b:.2f} / {vy_a:.2f} yld"),
          Q("VARENIA 6.125 2034-05-15", S, "price", 94.25, 94.75, em, em),
          Q("VARENIA 6.125 2034-05-15", S, "yield", vy_b, vy_a, em, em))
    m.add(d("09:01:41", "OSTRAVIA 5.5 03/01/31 98.40 / 98.90"),
          Q("OSTRAVIA 5.5 2031-03-01", S, "price", 98.40, 98.90, em, em))
    m.add("09:02:05 jpark@greyfriarsam: ostravia bid 98.75?")
    m.add(d("09:02:30", "can't do 98.75, 98.40 is firm"))
    i1, i2, i3 = rand_isin(r), rand_isin(r), rand_isin(r)
    m.add(d("09:03:10", f"ALDERMOOR BANK FRN 09/28 {i1} 3mE+65 DM 85/80"),
          Q(i1, C, "dm", 85, 80, frn, frn))
    m.add(d("09:03:25", f"NORRVIK KOMMUNBANK FRN 06/29 {i2} DM 48 / 44"),
          Q(i2, C, "dm", 48, 44, frn, frn))
    m.add(d("09:04:00", f"CESSFORD BS FRN 06/30 {i3} S+110 DM 118/112 (was 121/115 Fri)"),
          Q(i3, C, "dm", 118, 112, frn, frn))
    ty = round(ytm(101.25, 7.75, 5.85), 2)
    m.add(d("09:05:15", f"REP OF TARAVAL 7 3/4 01/15/32 bid 101.25, ytw {ty:.2f}"),
          Q("REP OF TARAVAL 7.75 2032-01-15", S, "price", 101.25, None, em, None),
          Q("REP OF TARAVAL 7.75 2032-01-15", S, "yield", ty, None, em, None))
    m.add(d("09:06:40", "KESSARA 4.875 09/30/29 97.30 / 97.80 TRADED"))
    m.add("09:07:00 jpark@greyfriarsam: ok, ty")
    m.add("")
    m.add("Log generated by ICE Chat. Greyfriars Asset Management - internal.")
    return m


def m27():
    m = Mail(27, "csv-structured-run-dm-px", "csv", "Nina Hart <nhart@oakhollowmkts.com>",
             "abs-clients@oakhollowmkts.com", "Tue, 10 Mar 2026 09:12:44 -0400",
             "Oakhollow CLO / CMBS floater run (csv)", "<OHM.sf.run.0310@oakhollowmkts.com>", "oakhollowmkts")
    r = rng("m27")
    m.add("Morning - floater run attached. Sizes 1MM unless noted on the sheet.")
    m.add("")
    m.add("Nina Hart | Securitized Trading | Oakhollow Markets LLC | +1 704 555 0120")
    m.add(DISCLAIMER)
    data = [("HALSTOW PARK CLO 2024-2A", "A1", "AAA", "3mS+128", 320.0, 1.0, 4.6, 131, 126, "", ""),
            ("MERROW CLO 2023-5A", "B", "AA", "3mS+175", 45.0, 1.0, 5.1, 182, 174, "2", ""),
            ("MERROW CLO 2023-5A", "D", "BBB-", "3mS+465", 22.5, 1.0, 5.9, 520, 495, "", ""),
            ("ASHGROVE CLO 2022-1A", "C", "A", "3mS+240", 28.0, 1.0, 3.8, 262, 250, "3", "TRADED"),
            ("KSTR 2025-SFR2", "C", "A-", "1mS+190", 61.0, 0.9412, 2.9, 205, 195, "", ""),
            ("TOLLAND 2024-FL3", "A", "AAA", "1mS+145", 410.0, 0.7731, 1.8, 151, 146, "5", ""),
            ("TOLLAND 2024-FL3", "AS", "AAA", "1mS+185", 55.0, 1.0, 2.2, 199, 191, "", "")]
    rows = [["CUSIP", "Deal", "Class", "Rtg", "Index+Margin", "Orig Face (MM)", "Factor", "WAL",
             "DM Bid", "DM Offer", "Px Bid", "Px Offer", "Size (MM)", "Status"]]
    for deal, cl, rt, idx, orig, fac, wal, db, da, sz, st in data:
        marg = int(idx.split("+")[1])
        pb = round(100 - (db - marg) * wal / 100 * 0.9, 3)
        pa = round(100 - (da - marg) * wal / 100 * 0.9, 3)
        cu = rand_cusip(r, "5" + str(r.randint(1000, 9999)))
        rows.append([cu, deal, cl, rt, idx, f"{orig:.1f}", f"{fac:.4f}", f"{wal:.1f}", str(db), str(da),
                     f"{pb:.3f}", f"{pa:.3f}", sz, st])
        if st:
            continue
        s = (int(sz) if sz else 1) * MM
        m.q(Q(cu, ST, "dm", db, da, s, s))
        m.q(Q(cu, ST, "price", pb, pa, s, s))
    m.attachments.append(("OHM_floater_run_20260310.csv", "csv", csv_text(rows)))
    return m


def m29():
    m = Mail(29, "csv-ust-agency-export-32nds", "csv", "Will Chen <wchen@larchmontsec.com>",
             "govt-agency@larchmontsec.com", "Wed, 11 Mar 2026 07:50:05 -0400",
             "Larchmont govt / agency run export", "<LS.govag.20260311.0750@larchmontsec.com>", "larchmontsec")
    r = rng("m29")
    m.add("Govt / agency run attached (export from our pricer).")
    m.add("")
    m.add("Will Chen")
    m.add("Larchmont Securities | Rates Trading | 212-555-0188")
    m.add(DISCLAIMER)
    rows = [["Sector", "Description", "CUSIP", "Bid", "Ask", "Bid Yld", "Ask Yld", "Chg", "Prior Close", "Size (MM)"]]
    ust = [("T 3 7/8 02/29/28", "T 3.875 2028-02-29", 3.875, 1.97, "99-16+", "99-17", "50"),
           ("T 4 1/8 02/28/31", "T 4.125 2031-02-28", 4.125, 4.97, "99-28", "99-28+", "50"),
           ("T 4 1/4 11/15/35", "T 4.25 2035-11-15", 4.25, 9.68, "100-10", "100-10+", "25"),
           ("T 4 5/8 11/15/55", "T 4.625 2055-11-15", 4.625, 29.68, "98-06", "98-08", "10")]
    for desc, key, cpn, yrs, b, a, sz in ust:
        pb, pa = t32(b), t32(a)
        yb, ya = ytm(pb, cpn, yrs), ytm(pa, cpn, yrs)
        rows.append(["UST", desc, "", b, a, f"{yb:.3f}", f"{ya:.3f}", "+0-01", b.split("-")[0] + "-" + f"{int(b.split('-')[1][:2]) - 1:02d}", sz])
        s = int(sz) * MM
        m.q(Q(key, G, "price", pb, pa, s, s))
        m.q(Q(key, G, "yield", yb, ya, s, s))
    rows.append(["BILL", "B 0 06/04/26", "", "", "", "4.310", "4.300", "0.005", "4.305", "100"])
    m.q(Q("B 0 2026-06-04", G, "yield", 4.31, 4.30, 100 * MM, 100 * MM))
    ag = [("FRCB 4 1/4 03/15/30", 4.25, 4.0, "100-06", "100-10", "31424"),
          ("FRCB 4.6 09/12/33", 4.6, 7.5, "101-04", "101-12", "31424"),
          ("NHLC 3 7/8 06/30/28", 3.875, 2.3, "99-22", "99-26", "31398")]
    for desc, cpn, yrs, b, a, pfx in ag:
        pb, pa = t32(b), t32(a)
        yb, ya = ytm(pb, cpn, yrs), ytm(pa, cpn, yrs)
        cu = rand_cusip(r, pfx)
        rows.append(["AGY", desc, cu, b, a, f"{yb:.3f}", f"{ya:.3f}", "-0-02", "", "10"])
        m.q(Q(cu, A, "price", pb, pa, 10 * MM, 10 * MM))
        m.q(Q(cu, A, "yield", yb, ya, 10 * MM, 10 * MM))
    m.attachments.append(("larchmont_govt_agency_20260311.csv", "csv", csv_text(rows)))
    return m


def m31():
    m = Mail(31, "csv-cds-curve-grid", "csv", "Hugo Lind <hlind@saltmarshbank.com>",
             "cds-clients@saltmarshbank.com", "Thu, 12 Mar 2026 17:20:31 +0000",
             "Saltmarsh single-name CDS curves EOD", "<SMB.cds.curves.20260312@saltmarshbank.com>", "saltmarshbank")
    m.add("EOD curves attached. Names we are not making today are left blank.")
    m.add("")
    m.add("Hugo Lind | Credit Derivatives Trading | Saltmarsh Bank plc | +44 20 7946 0555")
    m.add(DISCLAIMER)
    s = 10 * MM
    names = [("BRAXTON FINL", {"1Y": (14, 19), "3Y": (41, 46), "5Y": (67, 72), "10Y": (96, 104)}),
             ("KINROSS PAPER", {"1Y": (118, 133), "3Y": (231, 246), "5Y": (309, 324), "10Y": None}),
             ("HALLAM RAIL", {"1Y": (22, 27), "3Y": (58, 63), "5Y": (94, 99), "10Y": (127, 135)}),
             ("ELSWICK CHEM", {"1Y": None, "3Y": (61, 67), "5Y": (90, 95), "10Y": (118, 126)})]
    rows = [["Single-name CDS (bp running), USD, 10x10"], ["As of 12-Mar-2026 close"], [],
            ["Reference Entity", "1Y", "3Y", "5Y", "10Y"]]
    for n, cur in names:
        row = [n]
        for t in ["1Y", "3Y", "5Y", "10Y"]:
            v = cur[t]
            row.append("" if v is None else f"{v[0]}/{v[1]}")
            if v:
                m.q(Q(f"{n} {t}", CD, "spread", v[0], v[1], s, s))
        rows.append(row)
    rows.append(["Average", "51/59", "98/106", "140/148", "114/122"])
    rows.append([])
    rows.append(["Levels are end-of-day and for information; call the desk to trade."])
    m.attachments.append(("saltmarsh_cds_curves_20260312.csv", "csv", csv_text(rows)))
    return m


ALL = [m01, m03, m05, m07, m09, m11, m13, m15, m17, m19, m21, m23, m25, m27, m29, m31]
