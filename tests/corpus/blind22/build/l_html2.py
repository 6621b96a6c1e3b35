"""HTML bodies (2 of 2): muni offerings (a nested layout table; an Outlook paste), structured replies quoting an older
table, everyday UST / CDS / European government tables.
"""

from __future__ import annotations

import htmlkit as hk
from common import M, date, iso, mc, mk, muni_px, p32, pi, q, tc, ylds
from htmlkit import C

# ---------------------------------------------------------------- munis


def _muni(seed, state, desc, cpn_, mat, call, ytw):
    """One muni offering: (cusip, state, desc, cpn, mat, call, ytw, price as written, to)."""
    m = iso(mat)
    c_iso = iso(call) if call else None
    px = muni_px(cpn_, ytw, m, c_iso)
    to = "Call" if (c_iso and ytw < cpn_) else "Mat"
    return mc(seed), state, desc, cpn_, mat, call, f"{ytw:.2f}", f"{px:.3f}", to


def glaisdale_munis():
    dealer = "glaisdale"
    sender = "Glaisdale Municipal Desk <muni.offerings@glaisdale.com>"
    bonds = [
        ("TEXAS", [
            ("gl-1", "Texas Wtr Dev Brd Rev Ser 2026A", 5.0, "10/15/38", "10/15/34", 3.42, "500"),
            ("gl-2", "Harris Cnty TX Toll Rd Sr Lien", 5.0, "08/15/44", "08/15/35", 3.78, "1,000"),
            ("gl-3", "Dallas TX Indep SD ULT (PSF)", 4.0, "02/15/41", "02/15/33", 3.95, "750"),
            ("gl-4", "Austin TX Elec Util Sys Rev", 5.0, "11/15/31", None, 2.91, "250"),
        ]),
        ("NEW YORK", [
            ("gl-5", "NYC TFA Future Tax Sec Sub 2027 C-1", 5.0, "05/01/46", "05/01/36", 3.96, "2,000"),
            ("gl-6", "NY St Dorm Auth PIT Rev Ser 2025A", 4.0, "03/15/49", "03/15/35", 4.21, "1,500"),
            ("gl-7", "Port Auth NY & NJ Cons 243rd (AMT)", 5.0, "12/01/39", "12/01/33", 3.89, "500"),
        ]),
        ("CALIFORNIA", [
            ("gl-8", "California St GO Various Purp", 5.0, "09/01/36", "09/01/33", 3.05, "1,000"),
            ("gl-9", "Los Angeles CA Dept Wtr & Pwr Sys", 5.0, "07/01/47", "07/01/36", 3.84, "800"),
            ("gl-10", "San Diego Cnty CA Regl Transn Comm", 3.0, "04/01/45", "04/01/32", 4.12, "400"),
        ]),
    ]
    rows = [[C("CUSIP"), C("Description"), C("Cpn"), C("Maturity"), C("Call"), C("Par ($M)"), C("Yield"), C("To"), C("Price"), C("Chg (yld)")]]
    sections = []
    gold = []
    chgs = iter(["-0.02", "unch", "-0.03", "unch", "+0.01", "-0.01", "unch", "-0.02", "unch", "+0.02"])
    for state, lst in bonds:
        sections.append(len(rows))
        rows.append([state])
        for seed, desc, cp, mt, call, ytw, par in lst:
            cu, _, _, _, _, _, y, px, to = _muni(seed, state, desc, cp, mt, call, ytw)
            mark = "†" if seed == "gl-6" else ""
            rows.append([cu, desc, C(f"{cp:.3f}", a="r"), mt, call or "NC", C(par, a="r"), C(y, a="r"), to, C(px + mark, a="r"), C(next(chgs), a="r")])
            size = M(float(par.replace(",", "")) / 1000)
            gold += q(cu, "muni", dealer, size=(size, size), review=("price",) if mark else (), yield_=(None, y), price=(None, px))
    inner_table = hk.sys_table(rows, align="llrllrrlrr", sections=set(sections), head_bg="#3b5b3b", section_bg="#e3ece3")
    banner = ('<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#2e4a2e">'
              '<tr><td style="padding:10px 14px;color:#ffffff;font-family:Georgia,serif;font-size:20px">GLAISDALE</td>'
              '<td align="right" style="padding:10px 14px;color:#cfe0cf;font-family:Arial,sans-serif;font-size:11px">Municipal Trading &amp; Underwriting'
              '<br>Daily offerings - Thursday, January 13, 2028</td></tr></table>\n')
    content = (hk.sys_p("OFFERINGS - tax-exempt secondary, subject to prior sale and change in price. Yields are to the date shown in the To column.", b=True)
               + hk.sys_p("Par in thousands; minimum denomination $5M. Settle T+1.")
               + inner_table
               + hk.sys_p("† Price subject to confirmation - bond is out for a bid-side evaluation, level indicative.", size=11)
               + hk.sys_p("MMD AAA scale (close 01/12): 2028 2.58 / 2033 2.74 / 2038 3.18 / 2048 3.71. Call 1-800-555-0119 to execute.", size=11,
                          color="#555"))
    outer = ('<table width="720" cellpadding="0" cellspacing="0" border="0" align="center" style="border:1px solid #9db39d">\n'
             f"<tr><td>{banner}</td></tr>\n"
             f'<tr><td style="padding:12px 14px">\n{content}</td></tr>\n'
             '<tr><td style="padding:8px 14px;font-family:Arial,sans-serif;font-size:10px;color:#777;background:#f2f5f2">'
             "Glaisdale Brothers &amp; Co. | Member FINRA/SIPC | 600 Travis Street, Houston TX 77002 | +1 713 555 0148</td></tr>\n</table>\n")
    return mk("glaisdale-muni-offerings", "html", gold, sender=sender, to="munis@clients.example-am.com",
              subject="Glaisdale Muni Offerings - 01/13/2028", date=date("08:05:12", "-0600", 13), html=hk.sys_doc(outer, title="Offerings"), enc="qp",
              note="emph:html-real emph:nested emph:section-label emph:footnote emph:prior-chg emph:size-unit emph:near-numbers",
              meta={"sections": ["TEXAS", "NEW YORK", "CALIFORNIA"], "marks": ["†"]})


def hartwith_munis():
    dealer = "hartwith"
    sender = "Joanna Pryce <jpryce@hartwith.com>"
    bonds = [
        ("MASSACHUSETTS", "hw-1", "Massachusetts St GO Cons Ln 2024 Ser B", 5.0, "11/01/40", "11/01/34", 3.55, "1000"),
        ("MASSACHUSETTS", "hw-2", "Mass Bay Transn Auth Sales Tax Sr", 4.0, "07/01/44", "07/01/32", 4.08, "500"),
        ("MASSACHUSETTS", "hw-3", "Mass Clean Wtr Tr SRF Green Bds", 5.0, "02/01/35", None, 2.98, "250"),
        ("ILLINOIS", "hw-4", "Chicago O'Hare Intl Arpt Gen Sr (AMT)", 5.25, "01/01/43", "01/01/33", 4.02, "750"),
        ("ILLINOIS", "hw-5", "Illinois St GO Ser 2025 B", 5.0, "05/01/39", "05/01/35", 3.94, "1500"),
        ("ILLINOIS", "hw-6", "Illinois Fin Auth Northwestern Mem Hlth", 4.0, "08/15/47", "08/15/31", 4.31, "350"),
        ("FLORIDA", "hw-7", "Miami-Dade Cnty FL Aviation Rev Ser A", 5.0, "10/01/41", "10/01/33", 3.81, "600"),
        ("FLORIDA", "hw-8", "Florida St Brd of Ed Lottery Rev", 5.0, "07/01/33", None, 2.86, "400"),
    ]
    widths = [50, 66, 196, 36, 54, 54, 40, 8, 44, 52, 8, 46]
    bg = "#D9E1F2"
    h1 = [C("State", b=True, bg=bg, rs=2, bb=True), C("CUSIP", b=True, bg=bg, rs=2, bb=True), C("Issuer", b=True, bg=bg, rs=2, bb=True),
          C("Cpn", b=True, bg=bg, rs=2, bb=True, a="r"), C("Maturity", b=True, bg=bg, rs=2, bb=True, a="r"),
          C("Call Date", b=True, bg=bg, rs=2, bb=True, a="r"), C("Call Px", b=True, bg=bg, rs=2, bb=True, a="r"), C("", rs=2),
          C("Offered", cs=2, b=True, bg=bg, a="c"), C("", rs=2), C("Amt (000s)", b=True, bg=bg, rs=2, bb=True, a="r")]
    h2 = [C("Yld", b=True, bg=bg, bb=True, a="r"), C("Px", b=True, bg=bg, bb=True, a="r")]
    body = []
    gold = []
    groups = {}
    for b in bonds:
        groups.setdefault(b[0], []).append(b)
    for state, lst in groups.items():
        for k, (_, seed, desc, cp, mt, call, ytw, amt) in enumerate(lst):
            cu, _, _, _, _, _, y, px, _ = _muni(seed, state, desc, cp, mt, call, ytw)
            mark = "(1)" if seed == "hw-4" else ""
            cells = [] if k else [C(state, rs=len(lst), b=True)]
            cells += [cu, desc, C(f"{cp:.2f}", a="r"), C(mt, a="r"), C(call or "", a="r"), C("100" if call else "", a="r"), "",
                      C(y + mark, a="r"), C(px, a="r"), "", C(amt, a="r")]
            body.append(cells)
            size = int(amt) * 1000
            gold += q(cu, "muni", dealer, size=(size, size), review=("yield",) if mark else (), yield_=(None, y), price=(None, px))
    intro = "Good morning,\n\nHartwith offerings for today below. Yields to worst.\n"
    foot = "(1) AMT - yield subject to confirmation pending a tax opinion refresh; price firm.\n\nRegards,\nJoanna"
    sig = "Joanna Pryce | Municipal Sales\nHartwith Securities Inc. | 1 Federal Street, Boston MA 02110 | 617-555-0152"
    html = hk.outlook_doc(hk.mps(intro) + hk.xl_table([h1, h2] + body, widths, font="Calibri", size=10.0) + hk.mp() + hk.mps(foot) + hk.mp()
                          + hk.mps(sig, size=9.0))
    trows = [["State", "CUSIP", "Issuer", "Cpn", "Maturity", "Call Date", "Call Px", "", "Offered", "", "Amt (000s)"], ["Yld", "Px"]]
    trows += [[c.t if isinstance(c, C) else c for c in r] for r in body]
    text = intro + "\n" + hk.outlook_text_table(trows) + "\n\n" + foot + "\n\n" + sig + "\n"
    return mk("hartwith-muni-outlook", "html", gold, sender=sender, to="munis@clients.example-am.com",
              subject="Hartwith offerings 1/19", date=date("08:47:03", "-0500", 19), text=text, html=html, enc="qp",
              note="emph:html-real emph:outlook-paste emph:colspan-band emph:two-row-header emph:section-label emph:rowspan-label emph:footnote "
                   "emph:size-unit emph:near-numbers emph:alternative emph:spacer-cols",
              meta={"header2": ("State", "Yld"), "sections": ["MASSACHUSETTS", "ILLINOIS", "FLORIDA"], "marks": ["(1)"]})


# ---------------------------------------------------------------- structured replies quoting an older table

def ingleby_abs_reply():
    dealer = "ingleby"
    sender = "Sam Okafor <sokafor@ingleby.com>"
    # sector, cusip, deal, class, factor, orig, cur, WAL, spread bid/ofr, px bid/ofr (today) ; older levels
    rows = [
        ("Auto ABS", tc("03215V", "AD"), "ARDENT AUTO 2025-2", "A3", "0.84312", "412.0", "347.4", "1.1", "+58", "+52", "100.06", "100.12", ("+63", "+57")),
        ("Auto ABS", tc("03215V", "AF"), "ARDENT AUTO 2025-2", "B", "1.00000", "38.5", "38.5", "2.3", "+88", "+80", "100.52", "100.70", ("+90", "+82")),
        ("Auto ABS", tc("61872R", "AC"), "MERCIA MOTOR RECV 2024-1", "A4", "0.61205", "96.0", "58.8", "1.8", "+66", "+60", "99.88", "99.99", ("+70", "+64")),
        ("Card / Consumer", tc("25471Q", "AA"), "DOVESTONE CARD MASTER TR 2026-1", "A", "1.00000", "750.0", "750.0", "2.9", "+49", "+45", "100.23", "100.34",
         ("+49", "+45")),
        ("Card / Consumer", tc("90144K", "AB"), "TIDEWAY CONSUMER LN TR 2025-3", "B", "0.77480", "55.0", "42.6", "1.6", "+142", "+130", "100.41", "100.60",
         ("+145", "+133")),
        ("CMBS", tc("36218F", "AQ"), "NORBRECK COMM MTG TR 2025-C4", "A5", "0.99811", "285.0", "284.5", "9.3", "+118", "+111", "98.62", "99.13",
         ("+121", "+114")),
        ("CMBS", tc("36218F", "AS"), "NORBRECK COMM MTG TR 2025-C4", "AS", "1.00000", "52.0", "52.0", "9.7", "+165", "", "95.30", "",
         ("+170", "+160")),
        ("Non-agency RMBS", tc("71233M", "AA"), "PELLINGTON RESI 2024-NQM2", "A1", "0.70924", "310.5", "220.2", "2.6", "+142", "+132", "99.44", "99.69",
         ("+145", "+135")),
    ]
    older_extra = ("CMBS", tc("36218F", "AU"), "NORBRECK COMM MTG TR 2025-C4", "B", "1.00000", "31.0", "31.0", "9.9", "+230", "+215", "91.05", "92.00")
    widths = [92, 66, 190, 36, 52, 8, 48, 48, 34, 8, 38, 38, 8, 44, 44]
    bg = "#EDEDED"

    def table(data, today=True):
        h1 = [C("Sector", b=True, bg=bg, rs=2, bb=True), C("CUSIP", b=True, bg=bg, rs=2, bb=True), C("Deal", b=True, bg=bg, rs=2, bb=True),
              C("Class", b=True, bg=bg, rs=2, bb=True), C("Factor", b=True, bg=bg, rs=2, bb=True, a="r"), C("", rs=2),
              C("Orig ($MM)", b=True, bg=bg, rs=2, bb=True, a="r"), C("Cur ($MM)", b=True, bg=bg, rs=2, bb=True, a="r"),
              C("WAL", b=True, bg=bg, rs=2, bb=True, a="r"), C("", rs=2), C("Spread to UST (bp)", cs=2, b=True, bg=bg, a="c"), C("", rs=2),
              C("Price", cs=2, b=True, bg=bg, a="c")]
        h2 = [C("Bid", b=True, bg=bg, bb=True, a="r"), C("Ofr", b=True, bg=bg, bb=True, a="r"), C("Bid", b=True, bg=bg, bb=True, a="r"),
              C("Ofr", b=True, bg=bg, bb=True, a="r")]
        body = []
        prev = None
        for r in data:
            sec = r[0] if r[0] != prev else ""
            prev = r[0]
            body.append([C(sec, b=True), r[1], r[2], r[3], C(r[4], a="r"), "", C(r[5], a="r"), C(r[6], a="r"), C(r[7], a="r"), "",
                         C(r[8], a="r"), C(r[9], a="r"), "", C(r[10], a="r"), C(r[11], a="r")])
        trows = [["Sector", "CUSIP", "Deal", "Class", "Factor", "", "Orig ($MM)", "Cur ($MM)", "WAL", "", "Spread to UST (bp)", "", "Price"],
                 ["Bid", "Ofr", "Bid", "Ofr"]] + [[c.t if isinstance(c, C) else c for c in b] for b in body]
        return hk.xl_table([h1, h2] + body, widths, font="Calibri", size=10.0), hk.outlook_text_table(trows)

    gold = []
    for r in rows:
        sb, so, pb, po = r[8], r[9], r[10], r[11]
        gold += q(r[1], "structured", dealer, size="3MM", spread=(sb, so or None), price=(pb, po or None))
    # yesterday's table: other levels, the CMBS B still there; the AS offered then
    old = []
    for r in rows:
        osb, oso = r[12]
        ob = f"{float(r[10]) - 0.12:.2f}"
        oo = f"{float(r[11]) - 0.12:.2f}" if r[11] else f"{float(r[10]) + 0.35:.2f}"
        old.append(r[:8] + (osb, oso, ob, oo))
    old.insert(7, older_extra)
    new_html, new_text = table(rows)
    old_html, old_text = table(old, today=False)
    intro = ("Refreshed - autos and the card B a touch tighter, NQM in 3. AS is bid only now, sold the offer side this morning. "
             "Same as yesterday, all levels for 3mm current face.\n\nSam\n")
    sig = "Sam Okafor\nABS / CMBS Trading | Ingleby Capital Markets LLC\n+1 212 555 0194"
    prior_intro = ("Afternoon - ABS / CMBS / NQM levels below for 3mm current face. Spreads to the UST curve.\n\nSam\n")
    hdr = ("Sam Okafor <sokafor@ingleby.com>", "Tuesday, January 18, 2028 3:52 PM", "Fixed Income PMs <abs-pm@clients.example-am.com>",
           "Ingleby ABS / CMBS levels 18-Jan")
    html = hk.outlook_doc(hk.mps(intro) + new_html + hk.mp() + hk.mps(sig, size=9.0) + hk.mp() + hk.outlook_reply_header(*hdr) + hk.mp()
                          + hk.mps(prior_intro) + old_html + hk.mp() + hk.mps(sig, size=9.0))
    text = (intro + "\n" + new_text + "\n\n" + sig + "\n\n" + hk.outlook_reply_text(*hdr) + "\n\n" + prior_intro + "\n" + old_text + "\n\n"
            + sig + "\n")
    return mk("ingleby-abs-cmbs-reply", "html", gold, sender=sender, to="Fixed Income PMs <abs-pm@clients.example-am.com>",
              subject="RE: Ingleby ABS / CMBS levels 18-Jan", date=date("09:14:27", "-0500", 19), text=text, html=html, enc="qp",
              headers=(("In-Reply-To", "<ingleby-abs-levels.20280118@ingleby.com>"),),
              note="emph:html-real emph:outlook-paste emph:reply-chain emph:colspan-band emph:two-row-header emph:section-label emph:size-scope "
                   "emph:missing-side emph:near-numbers emph:alternative emph:spacer-cols",
              meta={"header2": ("Sector", "Bid"), "sections": ["Auto ABS", "Card / Consumer", "CMBS", "Non-agency RMBS"],
                    "reply_marker": "Sent: Tuesday, January 18, 2028"})


def kirkandrews_rmbs_reply():
    dealer = "kirkandrews"
    sender = "Alistair Moffat <alistair.moffat@kirkandrews.com>"
    # cusip, deal, class, coll, orig face (mm), factor, cur face, wal, talk px bid / ofr, spread (dm? no: to UST) bid/ofr
    rows = [
        (tc("12654C", "AA"), "HARLOW MORTGAGE TRUST 2025-INV3", "A1", "Investor", "285.6", "0.79214", "226.2", "3.1", "+150", "+140", "98.88", "99.16"),
        (tc("12654C", "AE"), "HARLOW MORTGAGE TRUST 2025-INV3", "M1", "Investor", "18.4", "1.00000", "18.4", "5.4", "+235", "+220", "97.10", "97.72"),
        (tc("55739N", "AA"), "LOWTHER PRIME JUMBO 2024-2", "A2", "Prime", "402.3", "0.83550", "336.1", "4.0", "+132", "+124", "97.75", "98.05"),
        (tc("55739N", "AG"), "LOWTHER PRIME JUMBO 2024-2", "B1", "Prime", "9.8", "0.98125", "9.6", "8.6", "+265", "+245", "94.13", "95.38"),
        (tc("80316J", "AB"), "SKIRSGILL NQM TRUST 2026-1", "A1", "NQM", "350.0", "0.91478", "320.2", "2.5", "+138", "+130", "100.16", "100.34"),
        (tc("80316J", "AD"), "SKIRSGILL NQM TRUST 2026-1", "A3", "NQM", "41.2", "0.91478", "37.7", "3.0", "n/a", "+175", "n/a", "99.78"),
        (tc("44187X", "AM"), "BALLANTRAE CMBS 2026-BNK1", "A4", "Conduit", "260.0", "1.00000", "260.0", "9.4", "+112", "+106", "99.38", "99.80"),
        (tc("44187X", "AQ"), "BALLANTRAE CMBS 2026-BNK1", "AS", "Conduit", "60.5", "1.00000", "60.5", "9.8", "+160", "+150", "96.32", "97.01"),
    ]
    head = ["CUSIP", "Deal", "Class", "Collat", "Orig Face (mm)", "Factor", "Curr Face (mm)", "WAL", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr"]
    gold = []
    new_rows = [head]
    for r in rows:
        new_rows.append(list(r))
        gold += q(r[0], "structured", dealer, size="2MM", spread=(None if r[8] == "n/a" else r[8], r[9]), price=(None if r[10] == "n/a" else r[10], r[11]))
    old_rows = [head]
    for r in rows[:6]:
        old_rows.append(list(r[:8]) + ([f"+{int(r[8]) + 4}" if r[8] != "n/a" else "+185", f"+{int(r[9]) + 4}",
                                        f"{float(r[10]) - 0.20:.2f}" if r[10] != "n/a" else "99.20", f"{float(r[11]) - 0.20:.2f}"]))
    al = "llllrrrrrrrr"
    new_tbl = hk.gm_table(new_rows, align=al)
    old_tbl = hk.gm_table(old_rows, align=al)
    body = (hk.gm_div("Updated for today, CMBS added at the bottom. Spreads vs the UST curve, all 2mm current face unless you need more.\n\n"
                      "The NQM A3 is our position, offer only.\n")
            + new_tbl
            + hk.gm_div("\nAlistair\n\n-- \nAlistair Moffat\nSecuritised Products | Kirkandrews Capital Ltd\n"
                        "25 St Andrew Square, Edinburgh EH2 1AF | +44 131 496 0271\n")
            + '<br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Thu, 13 Jan 2028 at 16:20, Alistair Moffat &lt;'
            + '<a href="mailto:alistair.moffat@kirkandrews.com">alistair.moffat@kirkandrews.com</a>&gt; wrote:<br></div>\n'
            + '<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">\n'
            + hk.gm_div("RMBS levels below, 2mm current face. Spreads vs the UST curve.\n") + old_tbl + hk.gm_div("\nAlistair")
            + "</blockquote></div>\n")
    return mk("kirkandrews-rmbs-reply", "html", gold, sender=sender, to="Tomasz Wrona <t.wrona@clients.example-am.com>",
              subject="Re: RMBS levels", date=date("11:02:45", "+0000", 17), html=hk.gm_doc(body), enc="qp",
              headers=(("In-Reply-To", "<CAKx9-rmbs-levels-0113@mail.gmail.com>"),),
              note="emph:html-real emph:reply-chain emph:size-scope emph:missing-side emph:near-numbers",
              meta={"reply_marker": "On Thu, 13 Jan 2028 at 16:20"})


# ---------------------------------------------------------------- everyday: UST and CDS tables

def langport_ust_cds():
    dealer = "langport"
    sender = "Langport Rates & Credit <runs@langport.com>"
    usts = [  # label, bond, mat, cpn, bid, ask, prior
        ("2Y", "T 3 7/8 12/31/29", "2029-12-31", 3.875, 100.046875, 100.0546875, 100.03125),
        ("3Y", "T 3 3/4 01/15/31", "2031-01-15", 3.75, 99.5625, 99.578125, 99.5),
        ("5Y", "T 4 12/31/32", "2032-12-31", 4.0, 99.90625, 99.921875, 99.8125),
        ("7Y", "T 4 1/8 12/31/34", "2034-12-31", 4.125, 100.0, 100.015625, 99.859375),
        ("10Y", "T 4 1/4 11/15/37", "2037-11-15", 4.25, 100.25, 100.28125, 100.0625),
        ("30Y", "T 4 1/2 11/15/57", "2057-11-15", 4.5, 99.15625, 99.21875, 98.875),
    ]
    urows = [["Tenor", "Security", "Bid", "Ask", "Yld (mid)", "Prior Close", "Chg (32nds)"]]
    gold = []
    for lab, bond, m, cp, b, a, prior in usts:
        mid_y = ylds(cp, (b + a) / 2, m)
        chg = round((b - prior) * 32 * 2) / 2
        chg_s = ("+" if chg > 0 else "") + (f"{chg:g}" if chg == int(chg) else f"{int(chg)}+")
        urows.append([lab, bond, C(p32(b), a="r"), C(p32(a), a="r"), C(mid_y, a="r"), C(p32(prior), a="r"), C(chg_s, a="r")])
        key = f"T {cp:g} {m}"
        gold += q(key, "government", dealer, size="25MM", price=(p32(b), p32(a)))
    cds = [  # entity, tenor, cpn, rec, bid, ask, last
        ("Caldmore Industries", "5Y", "100", "40", "71", "75", "73"),
        ("Renwick Energy Partners", "5Y", "500", "40", "312", "322", "305"),
        ("Aldbury Telecom", "5Y", "100", "40", "118", "123", "121"),
        ("Aldbury Telecom", "10Y", "100", "40", "164", "172", "166"),
        ("Hambrook Retail Group", "5Y", "500", "25", "n/a", "655", "640"),
        ("Wellingore Chemicals", "5Y", "100", "40", "92", "96", "96"),
    ]
    crows = [["Reference Entity", "Tenor", "Cpn", "Rec %", "Bid", "Ask", "Last", "Chg"]]
    for ent, ten, cp, rec, b, a, last in cds:
        d = 0 if b == "n/a" else (int(b) + int(a)) / 2 - int(last)
        chg = "unch" if d == 0 else f"{d:+g}"
        crows.append([ent, ten, C(cp, a="r"), C(rec, a="r"), C(b, a="r"), C(a, a="r"), C(last, a="r"), C(chg, a="r")])
        gold += q(f"{ent.upper()} {ten}", "cds", dealer, size="10x10", spread=(None if b == "n/a" else b, a))
    idx = [("CDX IG 49 5Y", "spread", "52.25", "52.75", "52.5"), ("CDX HY 49 5Y", "price", "106.375", "106.50", "106.3"),
           ("iTraxx Main 48 5Y", "spread", "57.25", "57.75", "57.75")]
    irows = [["Index", "Quoted", "Bid", "Ask", "Last"]]
    for name, how, b, a, last in idx:
        irows.append([name, "px" if how == "price" else "bp", C(b, a="r"), C(a, a="r"), C(last, a="r")])
        gold += q(name.upper(), "cds", dealer, size="50x50", **{how: (b, a)})
    inner = (hk.sys_p("LANGPORT MORNING RUN - Fri 14-Jan-2028 07:30 ET", b=True, size=14)
             + hk.sys_table(urows, caption="UST on-the-runs - price in 32nds, 25MM per side", align="llrrrrr") + "<br>\n"
             + hk.sys_table(crows, caption="Single-name CDS (bp running) - 10x10", align="llrrrrrr") + "<br>\n"
             + hk.sys_table(irows, caption="Indices - 50x50", align="llrrr") + "<br>\n"
             + hk.sys_p("Last = yesterday's 4pm mark. Hambrook: no bid from us. Langport Securities LLC | +1 212 555 0137 | "
                        "Not research.", size=10, color="#666"))
    return mk("langport-ust-cds-tables", "html", gold, sender=sender, to="desk@clients.example-am.com",
              subject="Langport morning run 14-Jan", date=date("07:31:55", "-0500", 14), html=hk.sys_doc(inner, title="Langport run"), enc="qp",
              note="emph:html-real emph:multi-table emph:caption-size emph:size-scope emph:missing-side emph:prior-chg emph:near-numbers emph:everyday",
              meta={})


def mickleton_govt_cds():
    dealer = "mickleton"
    sender = "Hannah Vogt <hannah.vogt@mickleton.de>"
    govs = [  # isin, bond, cpn, mat iso, price bid, price ask, last
        (pi("DE", "000BU3X", "mick-bund-1"), "DBR 2.5 15/02/2035", 2.5, "2035-02-15", "100.46", "100.52", "100.31"),
        (pi("DE", "000BU3X", "mick-bund-2"), "DBR 2.6 15/08/2034", 2.6, "2034-08-15", "101.38", "101.44", "101.24"),
        (pi("DE", "000BU5X", "mick-obl"), "OBL 2.25 10/10/2031", 2.25, "2031-10-10", "100.12", "100.16", "100.05"),
        (pi("FR", "00140", "mick-oat"), "FRTR 3.0 25/05/2034", 3.0, "2034-05-25", "99.71", "99.78", "99.55"),
        (pi("IT", "00053", "mick-btp"), "BTPS 3.6 01/10/2034", 3.6, "2034-10-01", "100.94", "101.02", "100.70"),
        (pi("ES", "00001", "mick-spgb"), "SPGB 3.15 30/04/2035", 3.15, "2035-04-30", "100.28", "100.36", "100.12"),
    ]
    widths = [88, 120, 8, 46, 46, 8, 46, 46, 8, 46]
    bg = "#FFF2CC"
    h1 = [C("ISIN", b=True, bg=bg, rs=2, bb=True), C("Bond", b=True, bg=bg, rs=2, bb=True), C("", rs=2), C("Price", cs=2, b=True, bg=bg, a="c"),
          C("", rs=2), C("Yield", cs=2, b=True, bg=bg, a="c"), C("", rs=2), C("Last Px", b=True, bg=bg, rs=2, bb=True, a="r")]
    h2 = [C("Bid", b=True, bg=bg, bb=True, a="r"), C("Ask", b=True, bg=bg, bb=True, a="r"), C("Bid", b=True, bg=bg, bb=True, a="r"),
          C("Ask", b=True, bg=bg, bb=True, a="r")]
    body = []
    gold = []
    for isn, bond, cp, m, pb, pa, last in govs:
        yb, ya = ylds(cp, float(pb), m, nd=3, freq=1), ylds(cp, float(pa), m, nd=3, freq=1)
        body.append([isn, bond, "", C(pb, a="r"), C(pa, a="r"), "", C(yb, a="r"), C(ya, a="r"), "", C(last, a="r")])
        gold += q(isn, "government", dealer, size="10MM", price=(pb, pa), yield_=(yb, ya))
    cds_rows = [("Volkerode Chemie", "5Y", "84", "89", "86"), ("Sankt Aurel Versicherung", "5Y", "61", "65", "62"),
                ("Brisante Autoteile", "5Y", "248", "262", "251"), ("Republic of Italy", "5Y", "68", "71", "70"),
                ("Kingdom of Spain", "5Y", "44", "n/a", "45"), ("iTraxx Xover 48", "5Y", "271", "273", "270")]
    cw = [150, 40, 8, 44, 44, 8, 44]
    ch1 = [C("Name", b=True, bg=bg, bb=True), C("Tenor", b=True, bg=bg, bb=True), C(""), C("Bid", b=True, bg=bg, bb=True, a="r"),
           C("Ask", b=True, bg=bg, bb=True, a="r"), C(""), C("Prior", b=True, bg=bg, bb=True, a="r")]
    cbody = []
    for name, ten, b, a, prior in cds_rows:
        cbody.append([name, ten, "", C(b, a="r"), C(a, a="r"), "", C(prior, a="r")])
        is_idx = name.startswith("iTraxx")
        gold += q(f"{name.upper()} {ten}", "cds", dealer, size="25MM" if is_idx else "5MM", spread=(b, None if a == "n/a" else a))
    intro = ("Guten Morgen / good morning,\n\nEGB cash levels below for EUR 10mm; CDS single names EUR 5mm, Xover EUR 25mm per side.\n")
    sig = "Hannah Vogt\nEGB & Credit Derivatives Sales | Mickleton Bank AG\nBockenheimer Landstrasse 51, 60325 Frankfurt am Main | +49 69 2475 1163"
    html = hk.outlook_doc(hk.mps(intro) + hk.mp("Govies (yield annual, %)", b=True) + hk.xl_table([h1, h2] + body, widths) + hk.mp()
                          + hk.mp("CDS (bp)", b=True) + hk.xl_table([ch1] + cbody, cw) + hk.mp() + hk.mps("Viele Gruesse,\nHannah") + hk.mp()
                          + hk.mps(sig, size=9.0))
    trows = [["ISIN", "Bond", "", "Price", "", "Yield", "", "Last Px"], ["Bid", "Ask", "Bid", "Ask"]]
    trows += [[c.t if isinstance(c, C) else c for c in r] for r in body]
    crows = [[c.t if isinstance(c, C) else c for c in r] for r in [ch1] + cbody]
    text = (intro + "\nGovies (yield annual, %)\n" + hk.outlook_text_table(trows) + "\n\nCDS (bp)\n" + hk.outlook_text_table(crows)
            + "\n\nViele Gruesse,\nHannah\n\n" + sig + "\n")
    return mk("mickleton-egb-cds-outlook", "html", gold, sender=sender, to="desk@clients.example-am.com",
              subject="EGB / CDS levels", date=date("08:22:10", "+0100", 20), text=text, html=html, enc="qp",
              note="emph:html-real emph:outlook-paste emph:multi-table emph:colspan-band emph:two-row-header emph:size-scope emph:missing-side "
                   "emph:prior-chg emph:alternative emph:spacer-cols emph:everyday",
              meta={"header2": ("ISIN", "Bid")})


LAYOUTS = [glaisdale_munis, hartwith_munis, ingleby_abs_reply, kirkandrews_rmbs_reply, langport_ust_cds, mickleton_govt_cds]
