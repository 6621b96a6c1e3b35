"""HTML bodies: BWIC results with covers, muni tables, UST / agency / EM sovereign runs."""

from __future__ import annotations

from common import date, f3, mk, muni_px, n32, q, uc, ui, ylds

TO = "Desk <desk@clients.example-am.com>"
CSS = "font-family:Arial,sans-serif;font-size:10pt"
TD = 'style="border:1px solid #999;padding:2px 6px"'


def _tr(cells, th=False, attrs=""):
    tag = "th" if th else "td"
    return f"<tr{attrs}>" + "".join(f"<{tag} {TD}>{c}</{tag}>" for c in cells) + "</tr>\n"


def _table(rows, caption=None, head=1):
    cap = f"<caption style=\"text-align:left;font-weight:bold\">{caption}</caption>\n" if caption else ""
    body = "".join(_tr(r, th=i < head) for i, r in enumerate(rows))
    return f'<table style="border-collapse:collapse;{CSS}">\n{cap}{body}</table>\n'


def _page(inner):
    return f'<html><head><meta charset="utf-8"></head><body style="{CSS}">\n{inner}</body></html>\n'


# ---------------------------------------------------------------- BWIC results with covers


def h35_clo_bwic_results():
    d = "arncliffe"
    items = [
        ("WHARFEDALE CLO 2023-2A", "A", "40.00", "40.00", "1.0000", "5.1", "99.75-100.00", "99.92", "3 bids inside 0.10"),
        ("WHARFEDALE CLO 2023-2A", "C", "15.00", "15.00", "1.0000", "6.3", "98.50-99.00", "98.81", "2nd 98.70"),
        ("COVERDALE CLO 2019-1A", "D-R", "12.00", "12.00", "1.0000", "3.4", "95-96", "95.55", "cover 95.55 / 3rd 95.10"),
        ("COVERDALE CLO 2019-1A", "E", "8.00", "8.00", "1.0000", "3.9", "mid-80s", "86.25", "4 bids"),
        ("BISHOPDALE CLO 2016-4A", "A-R", "25.00", "9.37", "0.3748", "0.9", "100.00-100.10", "DNT", "best bid 99.96"),
        ("BISHOPDALE CLO 2016-4A", "D", "10.00", "10.00", "1.0000", "2.2", "low 80s", "DNT", "-"),
        ("LANGTHWAITE CLO 2021-3A", "B", "20.00", "20.00", "1.0000", "4.7", "99.60", "99.65", "tight"),
    ]
    rows = [["#", "CUSIP", "Deal", "Class", "Orig Face ($MM)", "Cur Face ($MM)", "Factor", "WAL", "Talk (px)", "Cover", "Color"]]
    g = []
    for i, (deal, cls, orig, cur, fac, wal, talk, cover, color) in enumerate(items, start=1):
        cu = uc("arncliffe " + deal + cls)
        rows.append([str(i), cu, deal, cls, orig, cur, fac, wal, talk, cover, color])
        f = round(float(cur) * 1e6)
        ms = {}
        if talk[0].isdigit():
            lo, _, hi = talk.partition("-")
            ms["talk"] = (lo, hi or lo)
        if cover[0].isdigit():
            ms["cover"] = (cover, cover)
        if ms:
            g += q(cu, "structured", d, size=(f, f), **ms)
    rows.append(["", "", "Total", "", "130.00", "114.37", "", "", "", "", "5 of 7 traded"])
    html = _page(f"""<p>BWIC results - Arncliffe CLO desk - Mon 22-Nov-2027, list due 11:00 ET (client list, we ran it).</p>
{_table(rows, caption="CLO BWIC 22-Nov - talk and covers (price)")}
<p>Talk is our pre-auction price talk; Cover is the second-best bid (the cover), DNT = did not trade.
Color is what we saw on the list and is not a market. Faces in $MM.</p>
<p>Otto Bainbridge | Arncliffe Securities | CLO trading | +1 212 555 0106</p>
""")
    return mk("arncliffe-clo-bwic-covers", "html", g, sender="Otto Bainbridge <obainbridge@arncliffe.com>",
              subject="BWIC RESULTS - CLO 22-Nov 11:00", date=date("12:14:05", day=22), to=TO, html=html,
              note="html:bwic-covers")


def h36_cmbs_bwic_results():
    d = "bolsover"
    items = [
        ("BOWES 2024-C31", "AS", "25.0", "J+140-145", "J+141"),
        ("ROOKHOPE 2021-B26", "C", "10.0", "82-84", "83.10"),
        ("HARDRAW 2025-BNK9", "A-S", "18.0", "J+118-122", "DNT"),
        ("GAYLE 2022-MF2", "D", "6.5", "high 60s", "68.40"),
        ("HAWES AUTO 2026-1", "C", "12.0", "99-00", "99-02"),
    ]
    lst = [["Item", "CUSIP", "Deal", "Class", "Orig Face (MM)", "Talk"]]
    res = [["Item", "CUSIP", "Cover", "Result"]]
    g = []
    for i, (deal, cls, face, talk, cover) in enumerate(items, start=1):
        cu = uc("bolsover " + deal + cls)
        lst.append([str(i), cu, deal, cls, face, talk])
        res.append([str(i), cu, cover, "DNT" if cover == "DNT" else "Traded"])
        f = round(float(face) * 1e6)
        ms = {}
        t = talk.replace("J+", "")
        if t[0].isdigit():
            if talk.startswith("99-00"):
                ms["talk"] = (n32(99), n32(99))
            else:
                lo, _, hi = t.partition("-")
                ms["talk"] = (lo, hi)
        if cover != "DNT":
            cv = cover.replace("J+", "")
            ms["cover"] = (n32(99 + 2 / 32), n32(99 + 2 / 32)) if cover == "99-02" else (cv, cv)
        g += q(cu, "structured", d, size=(f, f), **ms)
    html = _page(f"""<p>Results from this morning's list (CMBS / ABS, 26-Nov).</p>
{_table(lst, caption="List - talk (spread lines in J-spread bp, price lines in points)")}
<br>
{_table(res, caption="Results - covers")}
<p>Covers are the second-best bid. Bolsover Securities ran the list. Faces are original face.</p>
<p>Pip Walden | Bolsover Securities | +1 212 555 0179</p>
""")
    return mk("bolsover-cmbs-bwic-two-tables", "html", g, sender="Pip Walden <pwalden@bolsover.com>",
              subject="RESULTS: CMBS/ABS BWIC 26-Nov", date=date("11:48:33", day=26), to=TO, html=html,
              note="html:bwic-covers")


# ---------------------------------------------------------------- munis


def h37_muni_dagger():
    d = "carperby"
    mu = [("NYC GO FISCAL 2026 SER C", 5.0, "2045-08-01", "8/1/45", "8/1/35", "2035-08-01", 3.81, 3.75, "1,000", False),
          ("TEXAS A&amp;M UNIV PERM FD", 4.0, "2048-07-01", "7/1/48", "7/1/32", "2032-07-01", 4.125, 4.07, "500", True),
          ("UTAH TRAN AUTH SALES TAX", 5.25, "2050-12-15", "12/15/50", "12/15/34", "2034-12-15", 3.92, 3.86, "750", False),
          ("PUERTO RICO SALES TAX FING", 4.75, "2053-07-01", "7/1/53", "7/1/28", "2028-07-01", 5.08, 5.01, "250", False)]
    rows = [["CUSIP", "Description", "Call", "Bid Yld", "Bid Px", "Ofr Yld", "Ofr Px", "Yld to Mat (ofr)", "Par (000)"]]
    g = []
    for iss, c, iso, mt, call, ciso, by, oy, par, dag in mu:
        cu = uc("carperby " + iss)
        bp, op = f3(muni_px(c, by, iso, ciso)), f3(muni_px(c, oy, iso, ciso))
        ytm = ylds(c, float(op), iso, 3)
        rows.append([cu, f"{iss} {c:g}% {mt}", f"{call} @ 100", f"{by:.3f}" + ("&dagger;" if dag else ""), bp, f"{oy:.3f}", op, ytm, par])
        p = int(par.replace(",", "")) * 1000
        g += q(cu, "muni", d, size=(p, p), review=("yield",) if dag else (), yield_=(f"{by:.3f}", f"{oy:.3f}"), price=(bp, op))
    html = _page(f"""<p>Carperby muni two-way, Wed 24-Nov. Yields to worst; par per side.</p>
{_table(rows, caption="Munis - two-way")}
<p style="font-size:8pt">&dagger; bid subject to confirmation - our bidder is re-checking the credit.<br>
Yld to Mat is at the offer price and is shown for reference only. Puerto Rico COFINA 4.75s callable 7/1/28 at par.</p>
<p>Lou Wath | Carperby Securities | Municipal Trading | +1 212 555 0153</p>
""")
    return mk("carperby-muni-dagger", "html", g, sender="Lou Wath <lwath@carperby.com>",
              subject="Muni two-way 24-Nov", date=date("08:33:21", day=24), to=TO, html=html, note="html:muni")


def h38_muni_offerings_cells():
    d = "deepdale"
    mu = [("MASS ST GO CONS LN", 5.0, "2044-10-01", "10/1/44", "10/1/34", "2034-10-01", 3.57, "500"),
          ("ATLANTA GA WTR &amp; WSTWTR", 5.0, "2049-11-01", "11/1/49", "11/1/33", "2033-11-01", 3.83, "1,000"),
          ("PORT SEATTLE INTERMED LIEN AMT", 4.0, "2047-04-01", "4/1/47", "4/1/31", "2031-04-01", 4.27, "750")]
    rows = [["CUSIP", "Issuer", "Coupon", "Maturity", "Call", "YTW / Price", "Par (000)"],
            ["MMD AAA scale", "", "", "2044 / 2049", "", "2.97% / 3.18%", ""]]
    g = []
    for iss, c, iso, mt, call, ciso, y, par in mu:
        cu = uc("deepdale " + iss)
        px = f3(muni_px(c, y, iso, ciso))
        rows.append([cu, iss, f"{c:.3f}", mt, f"{call} @ 100", f"{y:.2f}% / {px}", par])
        p = int(par.replace(",", "")) * 1000
        g += q(cu, "muni", d, size=(None, p), yield_=(None, f"{y:.2f}"), price=(None, px))
    html = _page(f"""<p>Deepdale - muni OFFERINGS, Mon 29-Nov. Offered subject to prior sale.</p>
{_table(rows, caption="Offerings (yield to worst / dollar price), par in thousands")}
<p>The MMD row is the benchmark AAA scale for the maturities shown, not an offering.</p>
<p>Sam Redmire | Deepdale Securities | +1 415 555 0116</p>
""")
    return mk("deepdale-muni-offerings-cells", "html", g, sender="Sam Redmire <sredmire@deepdale.com>",
              subject="Muni offerings 29-Nov", date=date("07:30:45", "-0800", day=29), to=TO, html=html, note="html:muni")


# ---------------------------------------------------------------- UST / agencies / EM


def h39_rates_em_tables():
    d = "eastrington"
    g = []
    ust = [("T 4 1/8 11/30/29", 4.125, "2029-11-30", 100 + 4 / 32, 100 + 4.5 / 32, "+1"),
           ("T 4 1/4 11/15/37", 4.25, "2037-11-15", 99 + 22 / 32, 99 + 23 / 32, "-2+"),
           ("T 4 5/8 11/15/57", 4.625, "2057-11-15", 98 + 9 / 32, 98 + 11 / 32, "-5")]
    urows = [["Bond", "CUSIP", "Bid", "Ask", "Bid Yld", "Ask Yld", "Chg (32s)", "Close"]]
    for name, c, iso, b, a, chg in ust:
        cu = uc("eastrington " + name)
        yb, ya = ylds(c, b, iso, 3), ylds(c, a, iso, 3)
        urows.append([name, cu, n32(b), n32(a), yb, ya, chg, n32(b - 1 / 32)])
        g += q(cu, "government", d, size="25MM", price=(n32(b), n32(a)), yield_=(yb, ya))
    ag = [("FHLB 4.5 12/14/29", "2029-12-14", 4.5, 14, 11), ("FFCB 4.375 06/03/32", "2032-06-03", 4.375, 21, 17)]
    arows = [["Bond", "vs UST Bid (bp)", "vs UST Ofr (bp)", "Px Bid", "Px Ofr", "Amt Out"]]
    for name, iso, c, sb, so in ag:
        ty = {"2029": 4.06, "2032": 4.12}[iso[:4]]
        pb, po = ylds_px(c, ty + sb / 100, iso), ylds_px(c, ty + so / 100, iso)
        arows.append([name, f"+{sb}", f"+{so}", pb, po, "$3.0bn"])
        key = f"{name.split()[0]} {c:g} {iso}"
        g += q(key, "agency", d, size="10MM", spread=(str(sb), str(so)), price=(pb, po))
    em = [("CHILE 5.33 2036", 5.33, "2036-01-05", 100.85, 101.30), ("URUGUA 5.75 2034", 5.75, "2034-10-28", 102.40, 102.90),
          ("INDON 5.45 2035", 5.45, "2035-09-20", 99.55, 100.05)]
    erows = [["Bond", "ISIN", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask", "Day Hi", "Day Lo"]]
    for name, c, iso, b, a in em:
        isin = ui("US", "eastrington " + name)
        yb, ya = ylds(c, b, iso, 2), ylds(c, a, iso, 2)
        erows.append([name, isin, f"{b:.2f}", f"{a:.2f}", yb, ya, f"{a + 0.15:.2f}", f"{b - 0.2:.2f}"])
        g += q(isin, "em_sovereign", d, size="2MM", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    html = _page(f"""<p>Eastrington rates / EM - Tue 30-Nov, 09:10 NY.</p>
{_table(urows, caption="UST (32nds), 25MM per side")}
<br>{_table(arows, caption="Agencies - spread to UST and price, 10MM per side")}
<br>{_table(erows, caption="EM sovereigns (USD), 2MM per side")}
<p>Close = last night's 3pm close; Chg in 32nds vs that close. Day Hi / Lo are screen ranges, not our markets.</p>
<p>Ben Ilkley | Eastrington Securities | +1 212 555 0198</p>
""")
    return mk("eastrington-rates-em-tables", "html", g, sender="Ben Ilkley <bilkley@eastrington.com>",
              subject="UST / agency / EM 30-Nov", date=date("09:10:30", day=30), to=TO, html=html, note="html:rates-em")


def ylds_px(c, y, iso):
    from common import pxs

    return pxs(c, y, iso, 3)


def h40_rates_em_twoline():
    d = "fangfoss"
    g = []
    rows = [["Bond", "Identifier", "Bid<br>Offer", "Yld bid<br>Yld offer", "Prev close", "Size"]]
    rows.append(["<b>UST</b>", "", "", "", "", ""])
    ust = [("T 4 1/4 11/30/32", 4.25, "2032-11-30", 100 + 14 / 32, 100 + 14.5 / 32), ("T 4 3/8 11/15/47", 4.375, "2047-11-15", 97 + 3 / 32, 97 + 4 / 32)]
    for name, c, iso, b, a in ust:
        cu = uc("fangfoss " + name)
        yb, ya = ylds(c, b, iso, 3), ylds(c, a, iso, 3)
        rows.append([name, cu, f"{n32(b)}<br>{n32(a)}", f"{yb}<br>{ya}", n32(b + 2 / 32), "25x25"])
        g += q(cu, "government", d, size="25x25", price=(n32(b), n32(a)), yield_=(yb, ya))
    rows.append(["<b>AGENCY</b>", "", "", "", "", ""])
    for name, b, a in [("FNMA 4.25 03/20/31", 100.214, 100.298)]:
        cu = uc("fangfoss " + name)
        rows.append([name, cu, f"{b:.3f}<br>{a:.3f}", "", f"{b - 0.06:.3f}", "10x10"])
        g += q(cu, "agency", d, size="10x10", price=(f"{b:.3f}", f"{a:.3f}"))
    rows.append(["<b>EM SOVEREIGN</b>", "", "", "", "", ""])
    for name, c, iso, b, a in [("PERU 5.375 2035", 5.375, "2035-02-08", 99.90, 100.45), ("PHILIP 5.5 2037", 5.5, "2037-01-17", 101.05, 101.55)]:
        isin = ui("US", "fangfoss " + name)
        yb, ya = ylds(c, b, iso, 2), ylds(c, a, iso, 2)
        rows.append([name, isin, f"{b:.2f}<br>{a:.2f}", f"{yb}<br>{ya}", f"{b - 0.1:.2f}", "2x2"])
        g += q(isin, "em_sovereign", d, size="2x2", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    html = _page(f"""<p>Fangfoss - rates / EM - 22-Nov. Bid over offer in each cell.</p>
{_table(rows)}
<p>Prev close is last night's bid, reference only.</p>
<p>Ivy Bugthorpe | Fangfoss Capital | +1 212 555 0104</p>
""")
    return mk("fangfoss-rates-em-two-line", "html", g, sender="Ivy Bugthorpe <ibugthorpe@fangfoss.com>",
              subject="Rates / EM 22-Nov", date=date("08:20:10", day=22), to=TO, html=html, note="html:rates-em")


LAYOUTS = [h35_clo_bwic_results, h36_cmbs_bwic_results, h37_muni_dagger, h38_muni_offerings_cells, h39_rates_em_tables,
           h40_rates_em_twoline]
