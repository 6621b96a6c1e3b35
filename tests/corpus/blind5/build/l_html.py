"""HTML bodies: rowspan/colspan tables, <pre> terminal pastes, div cards without a table, bid
over ask in one cell, tbody groups per country, a reply whose quoted history is not a quote,
<sup> footnote markers in level cells, vulgar fractions and a hidden span."""

from __future__ import annotations

from common import Layout, bkey, cusip, mat, message, n32, q

D = "Tue, 24 Nov 2026"
STYLE = "<style>td,th{font-family:Arial;font-size:10pt;padding:2px 6px}</style>"


def _page(body: str) -> str:
    return f"<html><head><meta charset=\"utf-8\">{STYLE}</head><body>\n{body}\n</body></html>\n"


# ---------------------------------------------------------------- 47/48 government + agency


def h47_carnbrea_rowspan_colspan():
    d = "carnbrea"
    groups = [("government", "UKT", [("4.5", 4.5, "2028-06-07", "100.62", "4.231", "100.66", "4.214"),
                                     ("3.75", 3.75, "2038-01-29", "90.84", "4.712", "90.92", "4.703"),
                                     ("0.625", 0.625, "2050-10-22", "38.15", "5.011", "38.27", "4.998")]),
              ("agency", "EIB", [("5", 5.0, "2039-04-15", "103.20", "4.651", "103.45", "4.626")]),
              ("agency", "KFW", [("4.125", 4.125, "2031-02-18", "99.41", "4.262", "99.52", "4.237"),
                                 ("4.875", 4.875, "2035-10-03", "102.05", "4.594", "102.22", "4.573")])]
    rows = []
    gold = []
    for grp, iss, bonds in groups:
        for i, (ct, cv, m, pb, yb, pa, ya) in enumerate(bonds):
            first = f'<td rowspan="{len(bonds)}"><b>{iss}</b></td>' if i == 0 else ""
            rows.append(f"<tr>{first}<td>{ct}</td><td>{mat(m, 'ddmmyyyy')}</td><td>{pb}</td><td>{yb}</td>"
                        f"<td>{pa}</td><td>{ya}</td></tr>")
            gold += q(bkey(iss, cv, m), grp, d, price=(pb, pa), yield_=(yb, ya))
    html = _page(
        "<p>Good morning, GBP govvies and SSA below (clean price / yield %).</p>\n"
        '<table border="1" cellspacing="0">\n'
        '<tr><th rowspan="2">Issuer</th><th rowspan="2">Cpn</th><th rowspan="2">Maturity</th>'
        '<th colspan="2">Bid</th><th colspan="2">Offer</th></tr>\n'
        "<tr><th>Px</th><th>Yld</th><th>Px</th><th>Yld</th></tr>\n" + "\n".join(rows) + "\n</table>\n"
        "<p>Gilt futures Z6 at 91.42. Settlement T+1.</p>\n"
        "<p>Kind regards,<br>Morwenna Pascoe<br>Carnbrea Securities | Sterling Rates<br>"
        "+44 20 7600 3341 | 2 Gresham St, London EC2V 7QP<br>Carnbrea Securities Ltd, FCA FRN 523118.</p>")
    eml = message(sender="Morwenna Pascoe <mpascoe@carnbrea.co.uk>", to="gbp-rates@carnbrea.co.uk",
                  subject="GBP govvies + SSA", date=D + " 08:30:00 +0000", msgid="<cb-gbp-20261124@carnbrea.co.uk>",
                  html=html)
    return Layout("carnbrea-rowspan-colspan", "html", eml, gold)


def h48_polwhele_pre_block():
    d = "polwhele"
    ust = [("T", "3 7/8", 3.875, "2027-11-30", 99.921875, 99.9375, "3.940", "3.923"),
           ("T", "4 1/8", 4.125, "2030-11-15", 100.421875, 100.4375, "4.011", "4.007"),
           ("T", "4 1/4", 4.25, "2035-11-15", 99.53125, 99.546875, "4.308", "4.306"),
           ("T", "4 3/4", 4.75, "2055-11-15", 99.0625, 99.125, "4.809", "4.805")]
    agy = [("FNMA", "4 1/8", 4.125, "2030-01-15", "100.18", "100.31", "4.072", "4.037"),
           ("FHLB", "4 5/8", 4.625, "2033-06-10", "101.02", "101.26", "4.458", "4.420")]
    lines = [" SECURITY               BID       ASK      BYLD    AYLD"]
    gold = []
    for iss, ct, cv, m, b, a, yb, ya in ust:
        bs, as_ = n32(b), n32(a)
        lines.append(f" {iss + ' ' + ct + ' ' + mat(m, 'mmddyy'):<22} {bs:<9} {as_:<8} {yb}   {ya}")
        gold += q(bkey(iss, cv, m), "government", d, price=(bs, as_), yield_=(yb, ya))
    lines.append("")
    for iss, ct, cv, m, b, a, yb, ya in agy:
        lines.append(f" {iss + ' ' + ct + ' ' + mat(m, 'mmddyy'):<22} {b:<9} {a:<8} {yb}   {ya}")
        gold += q(bkey(iss, cv, m), "agency", d, price=(b, a), yield_=(yb, ya))
    pre = "\n".join(lines)
    html = _page("<div>Screens as of 9:05, pasted below.</div>\n"
                 f'<pre style="font-family:\'Courier New\';font-size:9pt">{pre}</pre>\n'
                 "<div>Ned Trethowan<br>Polwhele &amp; Co. | UST/Agency | 212.555.0171<br>"
                 "Polwhele &amp; Co., member FINRA/SIPC, 40 Wall St 30F, NY 10005.</div>")
    eml = message(sender="Ned Trethowan <ntrethowan@polwhele.com>", to="rates@polwhele.com", subject="UST / AGY screens",
                  date=D + " 09:06:30 -0500", msgid="<pw-ust-20261124@polwhele.com>", html=html)
    return Layout("polwhele-pre-block", "html", eml, gold)


# ---------------------------------------------------------------- 49/50 ig + hy


def h49_trewithen_div_cards():
    d = "trewithen"
    bonds = [("ig", "ELVEDEN FOODS 5.05% 03/01/34", bkey("ELVEDEN FOODS", 5.05, "2034-03-01"), "spread", "+112", "+106", "3MM x 3MM"),
             ("ig", "HARLYN BANK 4.6% 10/20/30", bkey("HARLYN BANK", 4.6, "2030-10-20"), "spread", "+88", "+83", "5MM x 5MM"),
             ("ig", "POLZEATH PIPELINE 5.9% 06/15/54", bkey("POLZEATH PIPELINE", 5.9, "2054-06-15"), "spread", "+164", "+158", "2MM x 1MM"),
             ("hy", "TREBETHERICK RESORTS 7.375% 04/15/31", bkey("TREBETHERICK RESORTS", 7.375, "2031-04-15"), "price",
              "97.25", "98.00", "1MM x 1MM"),
             ("hy", "ROSEMULLION TELECOM 9% 12/01/29", bkey("ROSEMULLION TELECOM", 9.0, "2029-12-01"), "price", "101.50", "102.25", "2MM x 2MM")]
    cards = []
    gold = []
    for grp, name, key, qt, b, a, sz in bonds:
        unit = "sprd" if qt == "spread" else "px"
        cards.append(f'<div class="card" style="border:1px solid #ccc;margin:4px;padding:4px">'
                     f'<div class="name"><b>{name}</b></div>'
                     f'<div class="lv"><span class="bid">Bid {b}</span> &middot; <span class="ask">Offer {a}</span>'
                     f' <span class="unit">({unit})</span></div><div class="sz">{sz}</div></div>')
        bs, as_ = (int(x.split()[0].replace("MM", "")) * 1000000 for x in sz.split(" x "))
        gold += q(key, grp, d, size=(bs, as_), **{qt: (b, a)})
    html = _page('<div style="font-family:Calibri">Hi - our top axes today:</div>\n' + "\n".join(cards) + "\n"
                 "<div>IG in spread (bp) vs UST, HY in price.</div>\n"
                 "<div>Talia Roskilly | Trewithen Partners | +1 646 555 0129 | trewithen.com</div>")
    eml = message(sender="Talia Roskilly <troskilly@trewithen.com>", to="axes@trewithen.com", subject="TP top axes",
                  date=D + " 10:20:00 -0500", msgid="<tw-axes-20261124@trewithen.com>", html=html)
    return Layout("trewithen-div-cards", "html", eml, gold)


def h50_lanhydrock_bid_over_ask():
    d = "lanhydrock"
    bonds = [("ig", "BOCONNOC ENERGY 4.75 09/15/32", bkey("BOCONNOC ENERGY", 4.75, "2032-09-15"), "+97", "+92", "99.44", "99.75", "5"),
             ("ig", "CARDINHAM BK 5.35 02/01/35", bkey("CARDINHAM BK", 5.35, "2035-02-01"), "+128", "+123", "100.51", "100.90", "3"),
             ("hy", "RESTORMEL STEEL 8.5 05/15/30", bkey("RESTORMEL STEEL", 8.5, "2030-05-15"), "+402", "+381", "101.25", "101.875", "2"),
             ("hy", "LOSTWITHIEL GAMING 6.625 08/01/31", bkey("LOSTWITHIEL GAMING", 6.625, "2031-08-01"), "+288", "+270", "96.00", "96.75", "1"),
             ("ig", "ANTONY HOUSE REIT 5.0 04/15/31", bkey("ANTONY HOUSE REIT", 5.0, "2031-04-15"), "+118", "+113", "100.12", "100.35", "3"),
             ("hy", "TREGONY FOODS 7.75 11/15/30", bkey("TREGONY FOODS", 7.75, "2030-11-15"), "+331", "+315", "100.75", "101.375", "2")]
    rows = []
    gold = []
    for grp, name, key, sb, sa, pb, pa, sz in bonds:
        rows.append(f"<tr><td>{name}</td><td align=\"right\">{sb}<br>{sa}</td><td align=\"right\">{pb}<br>{pa}</td>"
                    f"<td align=\"center\">{sz}</td></tr>")
        s = int(sz) * 1000000
        gold += q(key, grp, d, size=(s, s), spread=(sb, sa), price=(pb, pa))
    html = _page("<p>Levels below; each cell shows bid over offer.</p>\n"
                 '<table border="1" cellspacing="0" style="border-collapse:collapse">\n'
                 "<tr><th>Bond</th><th>Spread (bp)<br>bid / offer</th><th>Price<br>bid / offer</th>"
                 "<th>Size (MM)</th></tr>\n" + "\n".join(rows) + "\n</table>\n"
                 "<p>Lanhydrock Capital Markets | 1 Vine St, London W1J 0AH | +44 20 7016 2204</p>")
    eml = message(sender="Kit Menhenick <kmenhenick@lanhydrock.co.uk>", to="credit@lanhydrock.co.uk",
                  subject="LCM credit levels", date=D + " 11:00:00 +0000", msgid="<lcm-credit-20261124@lanhydrock.co.uk>",
                  html=html)
    return Layout("lanhydrock-bid-over-ask", "html", eml, gold)


# ---------------------------------------------------------------- 51/52 em sovereign + cds


def h51_boscawen_tbody_countries():
    d = "boscawen"
    countries = [("BRAZIL", [("BRAZIL 7 1/8 05/13/54", bkey("BRAZIL", 7.125, "2054-05-13"), "96.10", "96.85")],
                  ("BRAZIL CDS 5Y", "168", "173")),
                 ("MEXICO", [("MEX 6 3/4 09/27/34", bkey("MEX", 6.75, "2034-09-27"), "102.30", "102.80"),
                             ("MEX 4.4 02/12/52", bkey("MEX", 4.4, "2052-02-12"), "68.90", "69.65")],
                  ("MEXICO CDS 5Y", "121", "125")),
                 ("SOUTH AFRICA", [("SOAF 7.3 04/20/52", bkey("SOAF", 7.3, "2052-04-20"), "91.40", "92.25")],
                  ("SOUTH AFRICA CDS 5Y", "219", "226"))]
    parts = []
    gold = []
    for ctry, bonds, (ck, cb, ca) in countries:
        rs = [f'<tr><th colspan="3" align="left">{ctry}</th></tr>']
        for name, key, b, a in bonds:
            rs.append(f"<tr><td>{name}</td><td>{b}</td><td>{a}</td></tr>")
            gold += q(key, "em_sovereign", d, price=(b, a))
        rs.append(f"<tr><td>{ck}</td><td>{cb}</td><td>{ca}</td></tr>")
        gold += q(ck, "cds", d, spread=(cb, ca))
        parts.append("<tbody>" + "".join(rs) + "</tbody>")
    html = _page("<p>EM sov cash (px) and 5y CDS (bp):</p>\n"
                 '<table border="1"><thead><tr><th>Line</th><th>Bid</th><th>Ask</th></tr></thead>\n'
                 + "\n".join(parts) + "\n</table>\n"
                 "<p>Boscawen Ferry Securities | EM Trading | +44 20 7862 4470</p>")
    eml = message(sender="Jago Boscawen <jboscawen@boscawen.co.uk>", to="emclients@boscawen.co.uk",
                  subject="EM sov cash + CDS", date=D + " 13:30:00 +0000", msgid="<bf-em-20261124@boscawen.co.uk>",
                  html=html)
    return Layout("boscawen-tbody-countries", "html", eml, gold)


def h52_penrose_reply_quoted_history():
    d = "penroseattwell"
    top = [("TURKIY 6 1/2 01/03/35", bkey("TURKIY", 6.5, "2035-01-03"), "price", "96.75", "97.30"),
           ("EGYPT 7 5/8 05/29/32", bkey("EGYPT", 7.625, "2032-05-29"), "price", "93.10", "93.90"),
           ("TURKEY CDS 5Y", "TURKEY CDS 5Y", "spread", "251", "258")]
    old = [("TURKIY 6 1/2 01/03/35", "97.40", "97.95"), ("EGYPT 7 5/8 05/29/32", "94.00", "94.75"),
           ("NGERIA 7 3/8 09/28/33", "88.60", "89.40"), ("TURKEY CDS 5Y", "244", "250")]
    gold = []
    trs = []
    for name, key, qt, b, a in top:
        trs.append(f"<tr><td>{name}</td><td>{b}</td><td>{a}</td></tr>")
        gold += q(key, "cds" if qt == "spread" else "em_sovereign", d, **{qt: (b, a)})
    otrs = "".join(f"<tr><td>{n}</td><td>{b}</td><td>{a}</td></tr>" for n, b, a in old)
    html = _page(
        "<div>Updated - Turkey and Egypt lower after the headlines:</div>\n"
        '<table border="1"><tr><th>Line</th><th>Bid</th><th>Offer</th></tr>' + "".join(trs) + "</table>\n"
        "<div>Nigeria unchanged from below.</div>\n"
        "<div>Rafe Attwell | Penrose Attwell | +44 20 3727 1180</div>\n"
        '<div style="border-top:solid #E1E1E1 1pt;padding-top:3pt"><b>From:</b> Rafe Attwell '
        "&lt;rattwell@penroseattwell.com&gt;<br><b>Sent:</b> Tuesday, November 24, 2026 8:02 AM<br>"
        "<b>To:</b> EM Clients<br><b>Subject:</b> PA EM sov run</div>\n"
        '<blockquote style="margin-left:10px">\n<div>Morning run:</div>\n'
        '<table border="1"><tr><th>Line</th><th>Bid</th><th>Offer</th></tr>' + otrs + "</table>\n</blockquote>")
    eml = message(sender="Rafe Attwell <rattwell@penroseattwell.com>", to="em-clients@penroseattwell.com",
                  subject="RE: PA EM sov run", date=D + " 12:47:00 +0000",
                  msgid="<pa-em-20261124-1247@penroseattwell.com>", html=html,
                  headers=[("In-Reply-To", "<pa-em-20261124-0802@penroseattwell.com>")])
    return Layout("penrose-reply-quoted-history", "html", eml, gold)


# ---------------------------------------------------------------- 53/54 muni + structured


def h53_glendurgan_sup_markers():
    d = "glendurgan"
    munis = [("70869PKL", "PENNSYLVANIA TPK COMMN", "5.000", "12/01/2048", "4.12", "4.05", "1"),
             ("13068LAW", "CALIFORNIA ST UNIV", "4.000", "11/01/2045", "4.06", "3.99", ""),
             ("6450237B", "NEW JERSEY EDA", "5.250", "06/15/2040", "3.45", "3.52", "2"),
             ("91412HGF", "UNIV OF CALIFORNIA", "5.000", "05/15/2043", "3.84", "3.78", "")]
    rmbs = [("HARBOURSIDE MTG TR 2006-3 A1", "72.50", "74.00"), ("CHAPEL POINT ALT-A 2007-1 2A", "61.25", "63.00")]
    rows = []
    gold = []
    for cb, desc, ct, m, yb, ya, sup in munis:
        cu = cusip(cb)
        s = f"<sup>{sup}</sup>" if sup else ""
        rows.append(f"<tr><td>{cu}</td><td>{desc}</td><td>{ct}</td><td>{m}</td><td>{yb}{s}</td><td>{ya}</td></tr>")
        gold += q(cu, "muni", d, yield_=(yb, ya), review=("yield",) if float(yb) < float(ya) else ())
    rrows = []
    for desc, b, a in rmbs:
        rrows.append(f"<tr><td>{desc}</td><td>{b}</td><td>{a}</td></tr>")
        gold += q(desc, "structured", d, price=(b, a))
    html = _page("<p>Muni two-way (yield %) and legacy RMBS (px):</p>\n"
                 '<table border="1"><tr><th>CUSIP</th><th>Issuer</th><th>Cpn</th><th>Maturity</th>'
                 "<th>Bid Yld</th><th>Ask Yld</th></tr>\n" + "\n".join(rows) + "\n</table>\n"
                 "<p><sup>1</sup> Yield to 12/01/2033 call. <sup>2</sup> Subject to confirmation.</p>\n"
                 '<table border="1"><tr><th>Non-agency RMBS</th><th>Bid</th><th>Ask</th></tr>\n'
                 + "\n".join(rrows) + "\n</table>\n"
                 "<p>Glendurgan Securities | 100 Pine St, San Francisco CA 94111 | 415-555-0109 | MSRB K3310</p>")
    eml = message(sender="Aurelia Killigrew <akilligrew@glendurgan.com>", to="fi-clients@glendurgan.com",
                  subject="Glendurgan munis + legacy RMBS", date=D + " 14:10:00 -0800",
                  msgid="<gd-muni-20261124@glendurgan.com>", html=html)
    return Layout("glendurgan-sup-markers", "html", eml, gold)


def h54_heligan_fractions_hidden_span():
    d = "heligan"
    rmbs = [("TRELISSICK HOME EQ 2005-HE2 M1", 78.75, 80.25), ("COTEHELE MTG LN TR 2007-4 1A", 66.5, 67.75),
            ("GODOLPHIN ARM TR 2006-1 A2", 84.25, 85.5)]
    fr = {0: "", 0.25: "¼", 0.5: "½", 0.75: "¾"}
    munis = [("79575EAV", "SALT LAKE CITY ARPT REV", "5%", "07/01/2047", "4.21", "4.14", "1,000M"),
             ("93974EMZ", "WASHINGTON ST GO", "5%", "08/01/2042", "3.71", "3.66", "500M")]
    rows = []
    gold = []
    for desc, b, a in rmbs:
        bs = f"{int(b)}{fr[b - int(b)]}"
        as_ = f"{int(a)}{fr[a - int(a)]}"
        rows.append(f"<tr><td>{desc}</td><td>{bs}</td><td>{as_}</td></tr>")
        gold += q(desc, "structured", d, price=(bs, as_))
    mrows = []
    for cb, desc, ct, m, yb, ya, sz in munis:
        cu = cusip(cb)
        hidden = '<span style="display:none">prev 4.30/4.22</span>' if cb == "79575EAV" else ""
        mrows.append(f"<tr><td>{desc} {ct} {m}</td><td>{cu}</td><td>{yb}% / {ya}%{hidden}</td><td>{sz}</td></tr>")
        face = int(sz.replace(",", "").replace("M", "")) * 1000
        gold += q(cu, "muni", d, size=(face, face), yield_=(yb, ya))
    html = _page("<p>Legacy non-agency (price) and munis:</p>\n"
                 '<table border="1"><tr><th>Bond</th><th>Bid</th><th>Offer</th></tr>\n' + "\n".join(rows)
                 + "\n</table><br>\n"
                 '<table border="1"><tr><th>Muni</th><th>CUSIP</th><th>Yield bid / offer</th><th>Size</th></tr>\n'
                 + "\n".join(mrows) + "\n</table>\n<p>M = $000s.</p>\n"
                 "<p>Heligan Capital | 50 Milk St, Boston MA 02109 | 617-555-0152</p>")
    eml = message(sender="Tamsin Vyvyan <tvyvyan@heligan.com>", to="clients@heligan.com",
                  subject="Heligan legacy RMBS + munis", date=D + " 15:20:00 -0500", msgid="<hg-rmbs-20261124@heligan.com>",
                  html=html, enc="qp")
    return Layout("heligan-fractions-hidden-span", "html", eml, gold)


LAYOUTS = [h47_carnbrea_rowspan_colspan, h48_polwhele_pre_block, h49_trewithen_div_cards, h50_lanhydrock_bid_over_ask,
           h51_boscawen_tbody_countries, h52_penrose_reply_quoted_history, h53_glendurgan_sup_markers,
           h54_heligan_fractions_hidden_span]
