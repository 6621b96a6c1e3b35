"""HTML run mails: updates over quoted runs, in-line answers, new-issue boxes beside secondary runs, BWIC results."""

from __future__ import annotations

from common import M, bkey, date, mk, q, uc, ui

CSS = "font-family:Calibri,Arial,sans-serif;font-size:10pt"
TD = 'style="border:1px solid #bfbfbf;padding:2px 6px"'


def logo(firm, strap):
    return (f'<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0b2545;color:#fff;padding:8px 12px;'
            f'font-size:14pt"><b>{firm}</b></td><td style="background:#0b2545;color:#9fb3c8;text-align:right;padding:8px 12px">{strap}</td>'
            f'</tr></table>')


def tbl(head, rows, shade=None):
    shade = shade or {}
    out = ['<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">', "<tr>"]
    out += [f'<th {TD} bgcolor="#dce6f1">{h}</th>' for h in head]
    out.append("</tr>")
    for i, r in enumerate(rows):
        bg = f' bgcolor="{shade[i]}"' if i in shade else ""
        out.append(f"<tr{bg}>" + "".join(f"<td {TD}>{c}</td>" for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def page(*parts):
    return f'<html><head><meta charset="utf-8"></head><body style="{CSS}">\n' + "\n".join(parts) + "\n</body></html>\n"


# ---------------------------------------------------------------- 37 / 38: IG and floaters


def strathnaver_update_over_quoted():
    d = "strathnaver"
    gold = []
    ig = [
        ("HARLSTONE PHARMA 5.2 03/15/34", ("HARLSTONE PHARMA", 5.2, "2034-03-15"), "T 10y", "+104", "+100", "+96", "101.05", "101.37", "5x5", "LIVE", None),
        ("OAKVALE INSURANCE 4 5/8 11/30", ("OAKVALE INSURANCE", 4.625, "2030-11"), "T 5y", "+79", "+77", "+73", "99.15", "99.30", "5x5", "LIVE", "#fff2cc"),
        ("ESKDALE POWER 5.15 01/33", ("ESKDALE POWER", 5.15, "2033-01"), "T 7y", "+102", "", "+98", "", "100.45", "3MM", "OFFER ONLY", None),
        ("VARNHOLT RAIL 6.05 02/54", ("VARNHOLT RAIL", 6.05, "2054-02"), "T 30y", "+150", "+151", "+146", "98.05", "98.71", "2x2", "OFF", "#d9d9d9"),
        ("BRENNVIK KRAFT 5.15 03/32", ("BRENNVIK KRAFT", 5.15, "2032-03"), "T 5y", "NEW", "+108", "+104", "99.83", "100.00", "5x5", "LIVE", "#fff2cc"),
    ]
    rows = []
    shade = {}
    for i, (name, (iss, c, iso), bmk, am, sb, sa, pb, pa, sz, st, bg) in enumerate(ig):
        rows.append([name, bmk, am, f"{sb or '-'} / {sa}", f"{pb or '-'} / {pa}", sz, st])
        if bg:
            shade[i] = bg
        if st == "OFF":
            continue
        gold += q(bkey(iss, c, iso), "ig", d, size=sz, spread=(sb or None, sa), price=(pb or None, pa))
    frn = [
        (ui("US", "tellmark-frn-28"), "TELLMARK BANCORP FRN 08/28", "SOFR + 92", "96", "90", "99.88", "100.03", "corporate"),
        (ui("XS", "ebrd-frn-30"), "EBRD FRN 01/30", "SOFR + 24", "25", "22", "100.02", "100.10", "agency"),
        (ui("US", "calder-frn-29"), "CALDER FINANCE FRN 05/29", "SOFR + 118", "131", "122", "99.55", "99.85", "corporate"),
    ]
    frows = []
    for isn, name, idx, db, da, pb, pa, cls in frn:
        frows.append([isn, name, idx, f"{db} / {da}", f"{pb} / {pa}"])
        gold += q(isn, "frn", d, size="3x3", asset_class=cls, dm=(db, da), price=(pb, pa))
    old = tbl(["Security", "Bmk", "Sprd B / O", "Px B / O", "Size"], [
        ["HARLSTONE PHARMA 5.2 03/15/34", "T 10y", "+104 / +99", "100.94 / 101.26", "5x5"],
        ["OAKVALE INSURANCE 4 5/8 11/30", "T 5y", "+79 / +75", "99.07 / 99.22", "5x5"],
        ["ESKDALE POWER 5.15 01/33", "T 7y", "+102 / +97", "100.27 / 100.55", "3MM"],
        ["VARNHOLT RAIL 6.05 02/54", "T 30y", "+150 / +144", "98.18 / 98.99", "2x2"],
    ])
    html = page(
        logo("STRATHNAVER SECURITIES", "USD IG &amp; Floaters"),
        "<p>Update #2 (12:40 ET). Yellow = changed since the 7am run; the <i>7am</i> column is the superseded level, for reference. "
        "Status OFF = no longer offered. Floaters 3x3.</p>",
        tbl(["Security", "Bmk", "7am", "T+ Bid / Ask", "Px Bid / Ask", "Size", "Status"], rows, shade),
        "<p><b>Floaters</b> (DM bp / px)</p>",
        tbl(["ISIN", "Security", "Index + QM", "DM Bid / Ask", "Px Bid / Ask"], frows),
        "<p>Mhairi Ross | IG Trading | Strathnaver Securities LLC | 245 Park Ave, New York NY 10167 | +1 212 555 0158</p>",
        '<div style="border:none;border-top:solid #e1e1e1 1.0pt;padding:3.0pt 0in 0in 0in"><p><b>From:</b> Mhairi Ross<br>'
        "<b>Sent:</b> Thursday, March 11, 2027 7:02 AM<br><b>To:</b> IG Clients<br><b>Subject:</b> USD IG run</p></div>",
        old,
        '<p style="font-size:8pt;color:#7f7f7f">Strathnaver Securities LLC, member FINRA/SIPC (CRD 300871). Indicative levels. '
        "Ref 2027-0311-IG-2.</p>",
    )
    return mk("strathnaver-ig-frn-update2", "html", gold, sender="Mhairi Ross <mross@strathnaver.com>",
              subject="RE: USD IG run - update #2", date=date("12:41:55"), html=html, enc="qp")


def trevarrick_inline_red():
    d = "trevarrick"
    gold = []
    req = [
        ("KELDRA ENERGY 5.4 06/34", ("KELDRA ENERGY", 5.4, "2034-06"), "we mark +118", "+115 / +110, PX 99.62 / 99.99, 5X5"),
        ("STRATHEARN BANK 6 1/4 01/35", ("STRATHEARN BANK", 6.25, "2035-01"), "buyer 3mm?", "OFFER ONLY +112, PX 104.02, 3MM"),
        ("ORMSTEAD FOODS 4 7/8 09/31", ("ORMSTEAD FOODS", 4.875, "2031-09"), "", "NO AXE - SUBJECT, CALL ME"),
        ("GLENMORISTON UTILS FRN 08/29 (SOFR+70)", None, "DM?", "DM 74 / 69, PX 99.98 / 100.10, 5X5"),
        ("AFD FRN 03/30 (SOFR+33)", None, "", "DM 35 / 32 10X10"),
    ]
    rows = []
    for name, _key, client, caps in req:
        rows.append([name, client, f'<span style="color:#c00000"><b>{caps}</b></span>'])
    gold += q(bkey("KELDRA ENERGY", 5.4, "2034-06"), "ig", d, size="5x5", spread=("+115", "+110"), price=("99.62", "99.99"))
    gold += q(bkey("STRATHEARN BANK", 6.25, "2035-01"), "ig", d, size="3MM", spread=(None, "+112"), price=(None, "104.02"))
    gold += q("GLENMORISTON UTILS FRN 08/29 SOFR+70", "frn", d, size="5x5", dm=("74", "69"), price=("99.98", "100.10"))
    gold += q("AFD FRN 03/30 SOFR+33", "frn", d, size="10x10", asset_class="agency", dm=("35", "32"))
    html = page(
        "<p>Hi Sophie - my levels in red CAPS in your table below.</p>",
        "<p>Tomasz Wojcik | Trevarrick Capital | Credit Trading | +44 20 3555 7712</p>",
        '<div style="border:none;border-top:solid #e1e1e1 1.0pt;padding:3.0pt 0in 0in 0in"><p><b>From:</b> Sophie Laval &lt;slaval@harbourlake-am.com&gt;<br>'
        "<b>Sent:</b> 11 March 2027 10:14<br><b>To:</b> Tomasz Wojcik<br><b>Subject:</b> IG / FRN - levels?</p></div>",
        "<p>Morning Tomasz, could you fill in the below please? Our marks in the middle column.</p>",
        tbl(["Bond", "Our mark / interest", "Trevarrick"], rows),
        "<p>Thanks, Sophie<br>Harbourlake AM | +44 20 7555 0177</p>",
        logo("TREVARRICK CAPITAL", "Credit"),
        '<p style="font-size:8pt">Trevarrick Capital LLP is authorised and regulated by the FCA (FRN 845120). Levels indicative.</p>',
    )
    return mk("trevarrick-inline-red-caps", "html", gold, sender="Tomasz Wojcik <tomasz.wojcik@trevarrick.co.uk>",
              subject="RE: IG / FRN - levels?", date=date("10:31:02", "+0000"), html=html, enc="qp")


# ---------------------------------------------------------------- 39 / 40: SSA / agency and EM


def carrowmore_ni_box_secondary():
    d = "carrowmore"
    gold = []
    ssa = [
        ("EIB 4 1/8 02/15/32", ("EIB", 4.125, "2032-02-15"), "SOFR MS +19 / +16", "100.38 / 100.47"),
        ("KFW 4 3/8 07/17/34", ("KFW", 4.375, "2034-07-17"), "SOFR MS +28 / +25", "101.05 / 101.18"),
        ("ASIAN DEV BANK 4 01/22/30", ("ASIAN DEV BANK", 4.0, "2030-01-22"), "SOFR MS +14 / +11", "100.08 / 100.15"),
    ]
    srows = []
    for name, (iss, c, iso), ms, px in ssa:
        sb, sa = (x.strip() for x in ms.replace("SOFR MS", "").split("/"))
        pb, pa = (x.strip() for x in px.split("/"))
        srows.append([name, ms, px, "10x10"])
        gold += q(bkey(iss, c, iso), "agency", d, size="10x10", i_spread=(sb, sa), price=(pb, pa))
    em = [
        (ui("US", "indon-35"), "INDON 5.65 01/35", "99.85 / 100.30", "5.67 / 5.61", "sovereign"),
        (ui("US", "philip-37"), "PHILIP 5.5 02/37", "98.90 / 99.40", "5.65 / 5.58", "sovereign"),
        (ui("XS", "perusahaan-31"), "NUSANTARA LISTRIK 6 1/8 06/31", "100.60 / 101.15", "5.97 / 5.83", "corporate"),
    ]
    erows = []
    for isn, name, px, yl, cls in em:
        pb, pa = (x.strip() for x in px.split("/"))
        yb, ya = (x.strip() for x in yl.split("/"))
        erows.append([isn, name, px, yl, "2x2"])
        gold += q(isn, "em_sovereign", d, size="2x2", asset_class=cls, price=(pb, pa), yield_=(yb, ya))
    box = ('<table style="border:2px solid #c55a11;padding:6px;margin:8px 0"><tr><td><b>NEW ISSUE - IBRD USD 5y Global (Aaa/AAA)</b><br>'
           "IPTs SOFR MS +27 area &rarr; guidance SOFR MS +24 area (+/-1) &rarr; books &gt; USD 6.1bn, size USD 4bn (WNG)<br>"
           "Pricing ~14:30 London. Re-offer TBD. <i>Guidance only - not a secondary level.</i></td></tr></table>")
    html = page(
        logo("CARROWMORE MARKETS", "SSA &amp; Asia EM"),
        "<p>Afternoon - new-issue update first, then our secondary levels (10x10 SSA, 2x2 EM).</p>",
        box,
        "<p><b>SSA secondary</b></p>",
        tbl(["Bond", "vs SOFR MS (bp)", "Px Bid / Ask", "Size"], srows),
        "<p><b>Asia EM</b> (px / yld)</p>",
        tbl(["ISIN", "Bond", "Px Bid / Ask", "Yld Bid / Ask", "Size"], erows),
        "<p>Niamh Carrow | SSA / EM Syndicate &amp; Trading | Carrowmore Markets | +44 20 7555 3190 | Singapore +65 6555 0147</p>",
        '<table style="font-size:7.5pt;color:#808080"><tr><td>Carrowmore Markets Ltd, 1 Ropemaker St, London EC2Y 9AW. '
        "FRN 709334. For professional investors only. Levels are indicative and subject to change.</td></tr></table>",
    )
    return mk("carrowmore-ni-box-ssa-em", "html", gold, sender="Niamh Carrow <ncarrow@carrowmore.co.uk>",
              subject="IBRD 5y guidance + SSA / EM secondaries", date=date("13:12:30", "+0000"), html=html, enc="qp")


def nordvall_launch_secondary():
    d = "nordvall"
    gold = []
    rows = []
    ssa = [
        ("NIB 4 1/4 09/30", ("NIB", 4.25, "2030-09"), "+17", "+14", "100.74", "100.82"),
        ("KOMMUNINVEST 4 1/8 03/31", ("KOMMUNINVEST", 4.125, "2031-03"), "+22", "+19", "100.21", "100.30"),
        ("EIB 4 7/8 02/15/36", ("EIB", 4.875, "2036-02-15"), "+35", "+31", "103.68", "103.95"),
    ]
    for name, (iss, c, iso), sb, sa, pb, pa in ssa:
        rows.append([name, f"{sb}<br>{sa}", f"{pb}<br>{pa}", "5MM"])
        gold += q(bkey(iss, c, iso), "agency", d, size="5MM", i_spread=(sb, sa), price=(pb, pa))
    em = [
        (ui("XS", "turkiy-34b"), "TURKIY 7 1/4 05/34", "101.30", "101.80", "7.01", "6.91", "sovereign"),
        (ui("XS", "qazmunai-33"), "QAZNEFT 6 3/8 2033", "98.20", "98.85", "6.71", "6.58", "corporate"),
        (ui("XS", "romani-35b"), "ROMANI 5 3/4 03/35", "95.65", "96.20", "6.46", "6.37", "sovereign"),
    ]
    erows = []
    for isn, name, pb, pa, yb, ya, cls in em:
        erows.append([isn, name, f"{pb}<br>{pa}", f"{yb}<br>{ya}"])
        gold += q(isn, "em_sovereign", d, size="2MM", asset_class=cls, price=(pb, pa), yield_=(yb, ya))
    html = page(
        logo("NORDVALL BANK", "DCM / SSA / CEEMEA"),
        "<p><b>LAUNCHED:</b> Kommunalbanken USD 3y at SOFR MS +21 (guidance +23 area, IPTs +26 area), USD 2bn, books USD 4.4bn. "
        "Pricing 15:00 CET. Launch spread is a new-issue level, not a market.</p>",
        "<p>Secondary, bid over offer in each cell (SSA vs SOFR MS in bp, 5MM; CEEMEA px / yld, 2MM):</p>",
        '<table cellspacing="0" style="border-collapse:collapse"><tr><td valign="top">',
        tbl(["SSA", "MS", "Px", "Size"], rows),
        '</td><td width="24"></td><td valign="top">',
        tbl(["ISIN", "CEEMEA", "Px", "Yld"], erows),
        "</td></tr></table>",
        "<p>Johan Nordvall-Berg | Nordvall Bank AB | Stockholm +46 8 555 777 10</p>",
        '<p style="font-size:7pt;color:#888">Nordvall Bank AB (publ), org.nr 556123-4567, Finansinspektionen. Indicative only.</p>',
    )
    return mk("nordvall-launch-ssa-ceemea", "html", gold, sender="Johan Nordvall-Berg <johan.nordvall-berg@nordvall.se>",
              subject="Launched: KBN 3y / SSA & CEEMEA secondaries", date=date("14:22:00", "+0100"), html=html, enc="qp")


# ---------------------------------------------------------------- 41 / 42: BWIC and munis


def quorndon_bwic_then_munis():
    d = "quorndon"
    gold = []
    bw = [
        ("HALCYON PARK CLO 2023-2A E", "halcyon-park-2023-2a-e", "3.000", "88-89", "88.52", "TRADED"),
        ("TILLINGHAM CLO 2024-1A D", "tillingham-2024-1a-d", "5.000", "98.5/99", None, "DNT"),
        ("WEMBURY AUTO TR 2025-1 D", "wembury-25-d", "7.500", "99.875", "99.91", "TRADED"),
    ]
    brows = []
    for name, seed, face, talk, cov, st in bw:
        cu = uc(seed)
        brows.append([cu, name, face, talk, cov or "DNT", st])
        sz = M(float(face))
        if "-" in talk:
            tl, th = talk.split("-")
        elif "/" in talk:
            tl, th = talk.split("/")
        else:
            tl = th = talk
        gold += q(cu, "structured", d, size=(sz, sz), talk=(tl, th))
        if cov:
            gold += q(cu, "structured", d, size=(sz, sz), cover=(cov, cov))
    mu = [
        ("sf-pub-uti-40", "SAN FRANCISCO CA PUB UTILS COMMN WTR", "5.000", "11/01/2040", "500", "3.36%", "3.30%", "115.412", "116.073"),
        ("king-sch-38", "KING CNTY WA SCH DIST 411", "4.000", "12/01/2038", "1,000", "3.21%", "3.15%", "107.312", "107.892"),
    ]
    mrows = []
    for seed, name, c, m, par, yb, ya, pb, pa in mu:
        cu = uc(seed)
        mrows.append([cu, name, c, m, par, f"{yb} / {ya}", f"{pb} / {pa}"])
        s = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(s, s), yield_=(yb, ya), price=(pb, pa))
    html = page(
        logo("QUORNDON &amp; CO", "Securitised | Municipals"),
        "<p>BWIC results (talk as sent at 10:05; covers after the 11:30 deadline; size = original face, MM):</p>",
        tbl(["CUSIP", "Bond", "Orig (MM)", "Talk", "Cover", "Result"], brows, {1: "#f2f2f2"}),
        "<p>Munis - two-way, Par (000):</p>",
        tbl(["CUSIP", "Issuer", "Cpn", "Maturity", "Par (000)", "Yld Bid / Ofr", "Px Bid / Ofr"], mrows),
        "<p>Maya Quorndon | Quorndon &amp; Co | 600 Travis St, Houston TX 77002 | +1 713 555 0163</p>",
        '<p style="display:none">draft: TILLINGHAM D cover 98.61 - do not send</p>',
        '<p style="font-size:7pt">Talk and covers are colour, not firm markets. Member FINRA/SIPC/MSRB.</p>',
    )
    return mk("quorndon-bwic-covers-munis", "html", gold, sender="Maya Quorndon <mquorndon@quorndon.com>",
              subject="BWIC results + munis", date=date("11:52:40", "-0600"), html=html, enc="qp")


def wyvernhall_talk_then_covers():
    d = "wyvernhall"
    gold = []
    bw = [
        ("fallowfield-2019-2a-d", "FALLOWFIELD CLO 2019-2A D", "4.000", "DM 470-490", "DM 476", "dm"),
        ("hollister-22-m1", "HOLLISTER RES MTG 2022-R3 M1", "10.000", "low 99s", None, None),
        ("cedarline-19-as", "CEDARLINE CMBS 2019-C7 AS", "6.000", "95.25-95.75", "95.56", "px"),
        ("prairie-21-b", "PRAIRIE STUDENT LN 2021-A B", "3.000", "97 1/2", None, "px"),
    ]
    rows = []
    for seed, name, face, talk, cov, unit in bw:
        cu = uc(seed)
        rows.append([cu, name, face, talk, cov or "DNT"])
        sz = M(float(face))
        if unit is None:
            continue
        t = talk.replace("DM ", "")
        tl, th = t.split("-") if "-" in t else (t, t)
        gold += q(cu, "structured", d, size=(sz, sz), talk=(tl, th))
        if cov:
            gold += q(cu, "structured", d, size=(sz, sz), cover=(cov.replace("DM ", ""), cov.replace("DM ", "")))
    mu = [
        ("co-hsg-42", "COLORADO HSG FIN AUTH SF MTG", "4.250", "05/01/2042", "3.78", "3.73", "750"),
        ("ok-tpk-39", "OKLAHOMA TPK AUTH 2ND SR", "5.000", "01/01/2039", "3.29", "3.24", "1,250"),
    ]
    mrows = []
    for seed, name, c, m, yb, ya, par in mu:
        cu = uc(seed)
        mrows.append([cu, f"{name} {c}% {m}", f"{yb}%<br>{ya}%", par])
        s = int(par.replace(",", "")) * 1000
        gold += q(cu, "muni", d, size=(s, s), yield_=(yb, ya))
    html = page(
        logo("WYVERNHALL SECURITIES", "Structured Products"),
        "<p>Covers are in. DNT = did not trade. Talk from this morning's list left beside them.</p>",
        tbl(["CUSIP", "Bond", "Orig Face (MM)", "Talk", "Cover"], rows),
        "<p>Also - two muni two-ways (yield bid over offer):</p>",
        tbl(["CUSIP", "Bond", "Yld", "Par (000)"], mrows),
        "<p>Ollie Brandreth | Wyvernhall Securities | +1 980 555 0120</p>",
    )
    return mk("wyvernhall-bwic-talk-covers", "html", gold, sender="Ollie Brandreth <obrandreth@wyvernhall.com>",
              subject="Covers: CLO / RMBS / CMBS / SLABS list", date=date("14:05:17"), html=html, enc="qp")


LAYOUTS = [
    strathnaver_update_over_quoted, trevarrick_inline_red,
    carrowmore_ni_box_secondary, nordvall_launch_secondary,
    quorndon_bwic_then_munis, wyvernhall_talk_then_covers,
]
