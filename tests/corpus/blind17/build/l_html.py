"""HTML bodies: hidden stale rows, grey close spans, mid columns, corrections in the paragraph under a table."""

from __future__ import annotations

from common import bkey, date, dealer_of, frac, mk, muni_px, n32, pxs, q, r32, uc, ui, ylds

CSS = "font-family:Arial,sans-serif;font-size:12px"
TD = 'style="border:1px solid #999;padding:2px 6px"'


def _table(head, rows, caption=None, hidden=()):
    h = "".join(f"<th {TD}>{c}</th>" for c in head)
    out = [f'<table style="border-collapse:collapse;{CSS}">']
    if caption:
        out.append(f"<caption style=\"text-align:left;font-weight:bold\">{caption}</caption>")
    out.append(f"<tr style=\"background:#dde\">{h}</tr>")
    for i, r in enumerate(rows):
        style = ' style="display:none"' if i in hidden else ""
        out.append(f"<tr{style}>" + "".join(f"<td {TD}>{c}</td>" for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def _page(*parts):
    return f'<html><body style="{CSS}">\n' + "\n".join(parts) + "\n</body></html>\n"


def h39():
    sender = "Lucia Morvich <lmorvich@morvich.com>"
    d = dealer_of(sender)
    gold = []
    em = [("XS", "b17-h39-colom", "COLOM", 8.0, "2035-11-14", 98.90, 99.50, "99.10", "T 4 1/4 11/37 (4.326%)"),
          ("US", "b17-h39-panama", "PANAMA", 6.4, "2035-02-14", 94.15, 94.80, "94.55", "T 4 1/4 11/37 (4.326%)"),
          ("XS", "b17-h39-domrep", "DOMREP", 6.6, "2036-06-01", 97.40, 98.05, "97.75", "T 4 1/4 11/37 (4.326%)"),
          ("XS", "b17-h39-guatem", "GUATEM", 6.55, "2037-02-06", 98.20, 98.85, "", "T 4 1/4 11/37 (4.326%)")]
    rows = []
    for pre, seed, t, cp, mi, b, a, last, bmk in em:
        i = ui(pre, seed)
        yb, ya = ylds(cp, b, mi, 2), ylds(cp, a, mi, 2)
        rows.append([f"{t} {cp:g} {mi[5:7]}/{mi[8:]}/{mi[2:4]}", i, f"{b:.2f} / {a:.2f}", f"{yb} / {ya}", last or "-", bmk])
        gold += q(i, "em_sovereign", d, size="2MM", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    # the 07:00 levels of COLOM left in the table, hidden
    hidden_row = ["COLOM 8 11/14/35", ui("XS", "b17-h39-colom"), "99.45 / 100.05", "7.99 / 7.90", "99.10", "T 4 1/4 11/37 (4.326%)"]
    rows.insert(1, hidden_row)
    t1 = _table(["Bond", "ISIN", "Px Bid / Ask", "Yld Bid / Ask (%)", "Last Trd", "Bmk (yld)"], rows,
                caption="LatAm / CA sovereigns - USD 2MM per side", hidden=(1,))
    hy = [("ARDNAMURCHAN OIL", 8.5, "2031-04-15", 99.25, 99.875, "99 1/2", ""),
          ("BALLACHULISH HOTELS", 7.0, "2030-10-01", 96.5, 97.25, "96 3/4", ""),
          ("CORPACH PAPER", 9.125, "2029-07-15", 100.5, 101.25, "101", "*")]
    rows = []
    for iss, cp, mi, b, a, cl, mark in hy:
        yb, ya = ylds(cp, b, mi, 2), ylds(cp, a, mi, 2)
        rows.append([iss, frac(cp), f"{mi[5:7]}/{mi[2:4]}", f"{frac(b)}{mark} <span style=\"color:#888\">(cl {cl})</span>", frac(a),
                     f"{yb} / {ya}"])
        gold += q(bkey(iss, cp, mi[:7]), "hy", d, size="1MM", price=(frac(b), frac(a)), yield_=(yb, ya), review=("price",) if mark else ())
    t2 = _table(["Issuer", "Cpn", "Mat", "Bid", "Ask", "YTW B / A"], rows, caption="HY - px, 1MM per side")
    html = _page("<p>Good morning,</p>", "<p>EM sovereigns and HY below. Last Trd is the last print we saw, Bmk the UST with its yield;"
                 " the grey (cl ...) is last night's close.</p>", t1, "<br>", t2,
                 "<p style=\"font-size:10px\">* subject to confirmation - the CORPACH bid is from the 07:00 axe, not refreshed.</p>",
                 "<p>Lucia Morvich<br>Morvich Capital Markets | 1450 Brickell Ave, Miami FL | 305-555-0142</p>")
    return mk("morvich-em-hy-hidden-close-span", "html", gold, sender=sender, date=date("08:36:50"),
              subject="EM sovs / HY - 11/23", html=html)


def h40():
    sender = "Keoni Hexworthy <khexworthy@hexworthy.com>"
    d = dealer_of(sender)
    gold = []
    rows = []
    em = [("INDON", 4.85, "2034-01-11", 97.55, 98.05, "+0.15"), ("PHILIP", 5.25, "2036-05-14", 99.20, 99.70, "-0.10"),
          ("MALAYS", 4.5, "2033-04-20", 98.80, 99.25, "unch")]
    for t, cp, mi, b, a, chg in em:
        yb, ya = ylds(cp, b, mi, 3), ylds(cp, a, mi, 3)
        rows.append([f"{t} {cp:g} {mi[8:]}-{['Jan','Apr','May'][[1, 4, 5].index(int(mi[5:7]))]}-{mi[2:4]}",
                     f"{b:.2f}<br>{a:.2f}", f"{yb}<br>{ya}", chg])
        gold += q(bkey(t, cp, mi), "em_sovereign", d, size="3MM", price=(f"{b:.2f}", f"{a:.2f}"), yield_=(yb, ya))
    t1 = _table(["Bond", "Price (bid / offer)", "Yield (bid / offer)", "Px chg"], rows, caption="ASIA SOVEREIGNS, USD 3mm per side")
    hy = [("DALVEY MINING", 7.75, "2032-03-01", 95.75, 96.5, "97.00"), ("ELLON TELECOM", 6.875, "2030-11-15", 101.0, 101.625, "100.25")]
    rows = []
    for iss, cp, mi, b, a, reoffer in hy:
        yb, ya = ylds(cp, b, mi, 2), ylds(cp, a, mi, 2)
        rows.append([f"{iss} {frac(cp)} {mi[5:7]}/{mi[2:4]}", f"{frac(b)} - {frac(a)}", f"{yb}% / {ya}%", reoffer])
        gold += q(bkey(iss, cp, mi[:7]), "hy", d, size="2MM", price=(frac(b), frac(a)), yield_=(yb, ya))
    t2 = _table(["Bond", "Bid - Offer", "YTW", "New issue px"], rows, caption="HY (2mm) - new issue px is where the deal priced")
    html = _page("<p>Hi all - Asia sovs and two HY names.</p>", t1, "<br>", t2,
                 "<p>Keoni Hexworthy | Hexworthy Securities (HK) | +852 5550 1287</p>")
    return mk("hexworthy-asia-sov-br-reoffer", "html", gold, sender=sender, date=date("16:10:05", "+0800"),
              subject="Asia sovs / HY", html=html)


def h41():
    sender = "Amos Lowther <alowther@lowther.com>"
    d = dealer_of(sender)
    gold = []
    ust = [("T 3 7/8 10/31/29", 3.875, "2029-10-31", 3.952, "+0-01+", "99-26+"), ("T 4 10/31/32", 4.0, "2032-10-31", 4.086, "+0-03", "99-17+"),
           ("T 4 1/4 11/15/37", 4.25, "2037-11-15", 4.331, "+0-05+", "99-06")]
    rows = []
    for name, cp, mi, y, chg, close in ust:
        b = r32(float(pxs(cp, y, mi, 6)))
        a = b + 1 / 64
        rows.append([name, n32(b), n32(a), f"{y:.3f}", chg, close])
        gold += q(bkey("T", cp, mi), "government", d, size="25x25", price=(n32(b), n32(a)))
    t1 = _table(["Security", "Bid", "Ask", "Yld (mid)", "Chg (32s)", "Close"], rows, caption="UST - 25x25")
    ssa = [("IBRD", 4.25, "2033-03-15", "+32 / +29", "+9 / +6", 99.04, 99.20),
           ("ASIA DEVELOPMENT BANK", 4.0, "2031-01-22", "+21 / +18", "+4 / +1", 99.14, 99.25),
           ("KFW", 4.125, "2034-09-12", "+38 / +35", "+14 / +11", 98.56, 98.73)]
    rows = []
    for iss, cp, mi, vu, vs, pb, pa in ssa:
        shown_vs = vs if iss != "IBRD" else "+19 / +16"
        rows.append([iss, frac(cp), f"{mi[5:7]}/{mi[2:4]}", vu, shown_vs, f"{pb:.2f} / {pa:.2f}"])
        b, a = (x.strip().lstrip("+") for x in vu.split("/"))
        mb, ma = (x.strip().lstrip("+") for x in vs.split("/"))
        gold += q(bkey(iss, cp, mi[:7]), "agency", d, size="10x10", spread=(b, a), i_spread=(mb, ma), price=(f"{pb:.2f}", f"{pa:.2f}"))
    t2 = _table(["Issuer", "Cpn", "Mat", "vs UST (bp)", "vs SOFR MS (bp)", "Px"], rows, caption="USD SSA - 10x10")
    html = _page("<p>Morning - UST and USD SSA. Yld (mid) and Close (3pm) are for reference, Chg in 32nds.</p>", t1, "<br>", t2,
                 "<p>IBRD 4 1/4 03/33 vs SOFR MS should read +9 / +6, not +19 / +16 as in the table - sorry.</p>",
                 "<p>2s10s 38.1 / 37.6 and the IBRD / KfW 33s-34s switch at 6.5 - ask.</p>",
                 "<p>Amos Lowther<br>Lowther Rates | 55 Water St, New York NY | 212-555-0196</p>")
    return mk("lowther-ust-mid-ssa-corrected", "html", gold, sender=sender, date=date("08:08:14"), subject="UST / USD SSA 11/23",
              html=html)


def h42():
    sender = "Fiona Inchbrae <fiona.inchbrae@morvenbank.co.uk>"
    d = dealer_of(sender)
    gold = []
    gilts = [("UKT", 4.0, "2031-10-22", 4.021, 4.015, "+1.2"), ("UKT", 4.25, "2036-03-07", 4.458, 4.452, "+0.8"),
             ("UKT", 4.5, "2054-10-22", 5.009, 5.003, "-0.4")]
    rows = []
    for t, cp, mi, yb, ya, chg in gilts:
        i = ui("GB", f"b17-h42-{mi}")
        pb, pa = pxs(cp, yb, mi, 3), pxs(cp, ya, mi, 3)
        rows.append([i, f"{t} {frac(cp)} {mi[8:]}/{mi[5:7]}/{mi[:4]}", f"{pb} / {pa}", f"{yb:.3f} / {ya:.3f}", chg])
        gold += q(i, "government", d, size="20x20", price=(pb, pa), yield_=(f"{yb:.3f}", f"{ya:.3f}"))
    t1 = _table(["ISIN", "Gilt", "Price", "Yield", "Chg (bp)"], rows, caption="Gilts - GBP 20m per side")
    ssa = [("EIB", 4.5, "2032-06-07", "+38 / +34", "+6 / +2"), ("KFW", 4.375, "2030-12-09", "+29 / +26", "-1 / -4"),
           ("NETWORK RAIL", 4.75, "2035-11-27", "+41 / +37", "+14 / +10")]
    rows = []
    for iss, cp, mi, vg, vs in ssa:
        rows.append([f"{iss} {frac(cp)} {mi[8:]}/{mi[5:7]}/{mi[2:4]}", vg, vs])
        b, a = (x.strip().lstrip("+") for x in vg.split("/"))
        mb, ma = (x.strip().lstrip("+") for x in vs.split("/"))
        gold += q(bkey(iss, cp, mi), "agency", d, size="5x5", spread=(b, a), i_spread=(mb, ma))
    t2 = _table(["Bond", "vs Gilt (bp)", "vs SONIA MS (bp)"], rows, caption="Sterling SSA - GBP 5m per side")
    html = _page("<p>Gilts and sterling SSA, as of 14:05.</p>", t1, "<br>", t2,
                 "<p>DMO: GBP 3.75bn 4 1/4% 2036 syndication next week, guidance +1.5 to +2 over the 2036s - not a level.</p>",
                 "<p>Fiona Inchbrae | Morven Bank plc | +44 20 7946 0310</p>")
    return mk("morvenbank-gilt-ssa-syndication", "html", gold, sender=sender, date=date("14:07:40", "+0000"),
              subject="Gilts / GBP SSA 14:05", html=html)


def h43():
    sender = "Harper Cairngorm <hcairngorm@duntulm.com>"
    d = dealer_of(sender)
    gold = []
    mu = [("SAN DIEGO CA UNIF SD", 5.0, "2040-07-01", "2033-07-01", 3.58, 3.51, "+14"),
          ("CONN ST SPL TAX", 4.0, "2037-05-01", "2032-05-01", 3.42, 3.36, "+22"),
          ("WASH ST GO", 5.0, "2045-08-01", "2035-08-01", 3.86, 3.79, "+9")]
    rows = []
    for desc, cp, mi, ci, yb, ya, conc in mu:
        cu = uc(f"b17-h43-{desc}")
        pb, pa = muni_px(cp, yb, mi, ci), muni_px(cp, ya, mi, ci)
        rows.append([cu, desc, f"{cp:g}s", f"{mi[5:7]}/{mi[8:]}/{mi[2:4]}", f"{ci[5:7]}/{ci[2:4]} @ 100", f"{yb:.2f} / {ya:.2f}",
                     f"{pb:.3f} / {pa:.3f}", conc])
        gold += q(cu, "muni", d, size="1MM", yield_=(f"{yb:.2f}", f"{ya:.2f}"), price=(f"{pb:.3f}", f"{pa:.3f}"))
    t1 = _table(["CUSIP", "Issuer", "Cpn", "Mat", "Call", "Yld B / O", "Px B / O", "vs MMD"], rows,
                caption="Munis - 1MM per side, to worst")
    sec = [("b17-h43-oban", "OBAN CLO 2024-2 B", "SOFR+172 / SOFR+161", "100.12 / 100.55", "45.0", "1.00", "3.9"),
           ("b17-h43-plock", "PLOCKTON CLO 2021-4 C", "SOFR+265 / SOFR+248", "99.58 / 100.06", "30.0", "1.00", "2.8"),
           ("b17-h43-rona", "RONA CMBS 2022-B12 A4", "J+121 / J+115", "95-08 / 95-14", "250.0", "0.97", "6.1")]
    rows = []
    for seed, deal, sp, px, orig, fac, wal in sec:
        cu = uc(seed)
        rows.append([cu, deal, orig, fac, wal, sp, px])
        b, a = (x.strip().split("+")[1] for x in sp.split("/"))
        pb, pa = (x.strip() for x in px.split("/"))
        if sp.startswith("SOFR"):
            gold += q(cu, "structured", d, size="2MM", dm=(b, a), price=(pb, pa))
        else:
            gold += q(cu, "structured", d, size="2MM", spread=(b, a), price=(pb, pa))
    t2 = _table(["CUSIP", "Deal / Class", "Orig (MM)", "Factor", "WAL", "Spread B / O", "Px B / O"], rows,
                caption="CLO / CMBS - 2MM cur face per side")
    html = _page("<p>Munis and CLO / CMBS below.</p>", t1, "<br>", t2,
                 "<p>The CLO spreads in the Spread column are discount margins over 3m SOFR (the coupon margins are 175 and 250);"
                 " CMBS on J-spread, px in 32nds.</p>",
                 "<p>Harper Cairngorm<br>Duntulm Securities | 1 Market St, San Francisco CA | 415-555-0183</p>")
    return mk("duntulm-muni-clo-sofr-dm", "html", gold, sender=sender, date=date("09:26:02", "-0800"), subject="munis / CLO / CMBS",
              html=html)


def h44():
    sender = "Rosa Kilchoan <rkilchoan@kilchoan.com>"
    d = dealer_of(sender)
    gold = []
    mu = [("NYS DORM AUTH PIT", 5.0, "2042-03-15", "2032-03-15", 3.71, "106.947", "1,000"),
          ("CHARLOTTE NC ARPT", 5.0, "2039-07-01", "2034-07-01", 3.55, "", "500"),
          ("ILLINOIS ST GO", 5.5, "2038-05-01", "2033-05-01", 4.12, "", "2,000")]
    rows = []
    for desc, cp, mi, ci, y, _unused, par in mu:
        cu = uc(f"b17-h44-{desc}")
        px = muni_px(cp, y, mi, ci)
        rows.append([par, cu, f"{desc} {cp:g}% {mi[5:7]}/{mi[8:]}/{mi[2:4]}", f"c {ci[5:7]}/{ci[8:]}/{ci[2:4]} @ 100", f"{y:.2f}%",
                     f"{px:.3f}"])
        gold += q(cu, "muni", d, size=(None, int(par.replace(",", "")) * 1000), yield_=(None, f"{y:.2f}"), price=(None, f"{px:.3f}"))
    t1 = _table(["Par (000)", "CUSIP", "Description", "Call", "Offer Yld", "Offer Px"], rows, caption="MUNI OFFERINGS")
    sec = [("b17-h44-sky", "SKYE AUTO 2025-1 A3", "I+68", "100.14", "3.0", "100.09"),
           ("b17-h44-tir", "TIREE CLO 2023-1 A", "DM 131", "100.16", "5.0", "100.21")]
    rows = []
    for seed, deal, sp, px, size, prev in sec:
        cu = uc(seed)
        rows.append([cu, deal, sp, px, size, prev])
        if sp.startswith("I+"):
            gold += q(cu, "structured", d, size=(None, round(float(size) * 1e6)), i_spread=(None, sp[2:]), price=(None, px))
        else:
            gold += q(cu, "structured", d, size=(None, round(float(size) * 1e6)), dm=(None, sp[3:]), price=(None, px))
    t2 = _table(["CUSIP", "Bond", "Offer Sprd", "Offer Px", "Size (MM)", "Prev Px (11/22)"], rows, caption="SECURITISED OFFERINGS")
    html = _page("<p>Offerings today.</p>", t1, "<br>", t2,
                 "<p>Kilchoan Securities | 305-555-0119</p>")
    return mk("kilchoan-muni-sec-offerings", "html", gold, sender=sender, date=date("11:15:00"), subject="offerings", html=html)


_ = n32
LAYOUTS = [h39, h40, h41, h42, h43, h44]
