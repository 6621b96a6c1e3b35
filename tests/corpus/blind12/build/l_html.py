"""HTML bodies: run mails with a logo table and a disclaimer table, a forwarded trader's run, regional desks."""

from __future__ import annotations

from common import M, bkey, date, mk, n32, q, uc, ui

TD = 'style="border:1px solid #9a9a9a;padding:2px 6px;font:11px Arial"'
TDR = 'style="border:1px solid #9a9a9a;padding:2px 6px;font:11px Arial;text-align:right"'
TH = 'style="border:1px solid #9a9a9a;padding:2px 6px;font:bold 11px Arial;background:#1f3a5f;color:#ffffff"'


def _table(head, rows, right_from=1, extra=""):
    h = "".join(f"<th {TH}>{c}</th>" for c in head)
    body = []
    for r in rows:
        cells = "".join(f"<td {TDR if j >= right_from else TD}>{c}</td>" for j, c in enumerate(r))
        body.append(f"<tr>{cells}</tr>")
    return f'<table cellspacing="0" cellpadding="0" style="border-collapse:collapse" {extra}>\n<tr>{h}</tr>\n' + "\n".join(body) + "\n</table>"


def _logo(name, tagline, color="#1f3a5f"):
    return (f'<table width="100%" cellspacing="0" cellpadding="6"><tr><td style="background:{color};color:#fff;'
            f'font:bold 18px Georgia">{name}</td><td style="background:{color};color:#cfd8e3;font:11px Arial;'
            f'text-align:right">{tagline}</td></tr></table>')


def _disclaimer(lines):
    rows = "".join(f'<tr><td style="font:9px Arial;color:#777">{t}</td></tr>' for t in lines)
    return f'<table width="100%" cellspacing="0" cellpadding="2" style="border-top:1px solid #ccc">{rows}</table>'


def _page(*parts):
    return "<html><head><meta charset=\"utf-8\"></head><body>\n" + "\n<br>\n".join(parts) + "\n</body></html>\n"


# ---------------------------------------------------------------- 37 / 38: US IG + FRNs


def stanway_ig_frn_html():
    d = "stanwayburke"
    gold = []
    ig = [
        ("CALDERBROOK ENERGY", "4 7/8", 4.875, "02/15/32", "2032-02-15", "T 5Y", "+112", "+107", "99.42", "99.64", "5x5", "-1"),
        ("MONTFORD HEALTH", "5.3", 5.3, "06/01/35", "2035-06-01", "T 10Y", "+131", "+126", "100.85", "101.21", "3x3", "unch"),
        ("GRESLEY RAIL", "5 5/8", 5.625, "11/30/54", "2054-11-30", "T 30Y", "+148", "+142", "98.10", "98.92", "2x2", "+2"),
        ("PEMBRIDGE INSURANCE", "4.4", 4.4, "09/29", "2029-09", "T 3Y", "+78", "+73", "100.12", "100.25", "5x3", "unch"),
        ("ALCOTT SEMICONDUCTOR", "5.05", 5.05, "01/15/34", "2034-01-15", "T 7Y", "+96", "+91", "100.55", "100.86", "", "-2"),
    ]
    rows = []
    for iss, cw, cp, mw, iso, bmk, sb, so, pb, po, sz, ch in ig:
        rows.append([iss, cw, mw, bmk, sb, so, pb, po, sz or "&nbsp;", ch])
        gold += q(bkey(iss, cp, iso), "ig", d, size=sz or "2x2", spread=(sb, so), price=(pb, po))
    ig_t = _table(["Issuer", "Cpn", "Mat", "Bmk", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr", "Size (MM)", "Chg"], rows, right_from=4)
    frn = [("ELMSWORTH BANCORP", "SOFR + 98", "05/21/29", "96", "91", "100.062", "100.171", "3x3"),
           ("HOLLINGTON AUTO FIN", "SOFR + 135", "08/14/28", "141", "133", "99.895", "100.012", "2x2"),
           ("NORBURY UTILITIES", "SOFR + 64", "03/02/30", "62", "58", "100.061", "100.168", "5x5")]
    rows = []
    for iss, idx, mw, db, do, pb, po, sz in frn:
        isn = ui("US", f"b12-sb-frn-{iss}")
        rows.append([isn, iss, idx, mw, db, do, pb, po, sz])
        gold += q(isn, "frn", d, size=sz, dm=(db, do), price=(pb, po))
    frn_t = _table(["ISIN", "Issuer", "Index + QM", "Mat", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Size (MM)"], rows, right_from=4)
    html = _page(
        _logo("STANWAY BURKE", "Investment Grade Credit &middot; New York"),
        '<p style="font:12px Arial">Good morning &ndash; IG and floater run below. Sizes 2x2 unless shown. '
        "Chg is the spread change vs last night's 4pm close.</p>",
        '<p style="font:bold 12px Arial">IG CORPORATES (spread to OTR / price)</p>', ig_t,
        '<p style="font:bold 12px Arial">FLOATERS (DM / price)</p>', frn_t,
        '<p style="font:12px Arial">Curve: 2s 4.11 / 5s 3.97 / 10s 4.19 / 30s 4.45. IG supply est. $28bn this week.<br>'
        "Mike Tran | IG Trading | Stanway Burke &amp; Co. | 212 555 0143</p>",
        _disclaimer([
            "Stanway Burke &amp; Co. LLC, 450 Lexington Ave, New York NY 10017. Tel 212 555 0100. Member FINRA (CRD 118274) / SIPC.",
            "This material is a solicitation of secondary market trading only, indicative and subject to change. Ref SB-IG-2027-0217-04.",
        ]),
    )
    return mk("stanway-ig-frn-logo-html", "html", gold, sender="Mike Tran <mtran@stanwayburke.com>",
              subject="IG / FRN run 2/17", date=date("07:52:18"), html=html)


def holcombe_fw_html():
    d = "holcombereid"
    gold = []
    rows = []
    ig = [
        ("BREWSTER FOODS 4 5/8 03/15/31", "BREWSTER FOODS", 4.625, "2031-03-15", "+88 / +83", "100.31 - 100.52", "5"),
        ("VANTAGE RAILCAR 5.45 10/01/34", "VANTAGE RAILCAR", 5.45, "2034-10-01", "+139 / +133", "99.72 - 100.14", "3"),
        ("FALKIRK MEDICAL 3.95 05/30", "FALKIRK MEDICAL", 3.95, "2030-05", "+72 / +68", "99.05 - 99.18", "5"),
        ("QUAYSIDE REIT 5 1/4 07/15/33", "QUAYSIDE REIT", 5.25, "2033-07-15", "+158 / +151", "99.60 - 100.02", "2"),
    ]
    for w, iss, cp, iso, sp, px, sz in ig:
        rows.append([w, sp, px, sz])
        b, a = sp.split(" / ")
        pb, pa = px.split(" - ")
        gold += q(bkey(iss, cp, iso), "ig", d, size=(M(int(sz)),) * 2, spread=(b, a), price=(pb, pa))
    ig_t = _table(["Bond", "Sprd B / O", "Px B / O", "Sz (mm)"], rows)
    rows = []
    frn = [("ASHGROVE FINANCIAL FRN 02/28 (SOFR+82)", "84 / 79", "99.97 - 100.06", "5"),
           ("KEYLAND POWER FRN 11/29 (SOFR+110)", "114 / 107", "99.86 - 100.03", "3")]
    for w, dm, px, sz in frn:
        cu = uc(f"b12-hr-frn-{w}")
        rows.append([f"{w}<br><span style=\"color:#666\">{cu}</span>", dm, px, sz])
        b, a = dm.split(" / ")
        pb, pa = px.split(" - ")
        gold += q(cu, "frn", d, size=(M(int(sz)),) * 2, dm=(b, a), price=(pb, pa))
    frn_t = _table(["Floater", "DM B / O", "Px B / O", "Sz (mm)"], rows)
    html = _page(
        '<div style="font:12px Calibri">Hi Laura &ndash; Greg\'s IG / floater run from this morning below; '
        "he's axed to sell the Vantage 34s.<br>Tom</div>",
        '<div style="font:11px Calibri;color:#555">Tom Whitacre | Credit Sales | Holcombe Reid | 312 555 0170</div>',
        '<div style="border-top:1px solid #b5c4df;font:11px Calibri"><b>From:</b> Greg Albright &lt;galbright@holcombereid.com&gt;<br>'
        "<b>Sent:</b> Wednesday, February 17, 2027 7:05 AM<br><b>To:</b> HR Credit Sales &lt;creditsales@holcombereid.com&gt;<br>"
        "<b>Subject:</b> IG / FRN run</div>",
        _logo("HOLCOMBE REID", "Credit Trading &middot; Chicago", color="#4a2c2a"),
        '<p style="font:12px Arial">IG (sprd / px)</p>', ig_t,
        '<p style="font:12px Arial">FRNs (DM / px)</p>', frn_t,
        _disclaimer(["Holcombe Reid LLC, 190 S LaSalle St, Chicago IL 60603, 312 555 0100. Member FINRA/SIPC. For institutional use only.",
                     "Levels indicative. Sizes in $mm per side."]),
    )
    return mk("holcombe-fw-ig-frn-html", "html", gold, sender="Tom Whitacre <twhitacre@holcombereid.com>",
              subject="FW: IG / FRN run", date=date("07:41:55", "-0600"), html=html, to="Laura Mendel <lmendel@wexford-ia.example.com>")


# ---------------------------------------------------------------- 39 / 40: EM + HY desks (Hong Kong, Dubai)


def baiyun_asia_html():
    d = "baiyuncap"
    gold = []
    em = [
        ("INDON", 5.1, "02/10/2054", "2054-02-10", "sovereign", "96.10", "96.75", "5.37", "5.33", "2"),
        ("PHILIP", 4.75, "03/05/2035", "2035-03-05", "sovereign", "99.20", "99.65", "4.86", "4.80", "2"),
        ("SINO COASTAL HIGHWAY", 4.25, "01/22/2030", "2030-01-22", "corporate", "99.05", "99.40", "4.60", "4.47", "1"),
        ("BUMI ENERGI PERSERO", 5.375, "05/15/2049", "2049-05-15", "corporate", "91.00", "91.80", "6.08", "6.01", "1"),
    ]
    rows = []
    for iss, cp, mw, _iso, ac, pb, po, yb, yo, sz in em:
        isn = ui("US" if ac == "sovereign" else "XS", f"b12-by-{iss}")
        rows.append([isn, iss, f"{cp:g}", mw, f"{pb} / {po}", f"{yb} / {yo}", sz])
        gold += q(isn, "em_sovereign", d, size=(M(int(sz)),) * 2, asset_class=ac, price=(pb, po), yield_=(yb, yo))
    em_t = _table(["ISIN", "Issuer", "Cpn", "Maturity", "Px B / O", "Yld B / O", "Size (mm)"], rows, right_from=4)
    hy = [
        ("KANTO TELECOM GROUP", 6.5, "07/2031", "2031-07", "101.75", "102.25", "6.04", "5.91", "2"),
        ("WATTLE ENERGY", 7.25, "04/2029", "2029-04", "98.50", "99.25", "8.00", "7.62", "1"),
        ("HOKUSEI LEASING", 8.0, "10/2030", "2030-10", "97.00", "98.00", "8.96", "8.64", "1"),
    ]
    rows = []
    for iss, cp, mw, iso, pb, po, yb, yo, sz in hy:
        rows.append([iss, f"{cp:g}", mw, f"{pb} / {po}", f"{yb} / {yo}", sz])
        gold += q(bkey(iss, cp, iso), "hy", d, size=(M(int(sz)),) * 2, price=(pb, po), yield_=(yb, yo))
    hy_t = _table(["Issuer", "Cpn", "Maturity", "Px B / O", "YTW B / O", "Size (mm)"], rows, right_from=3)
    html = _page(
        _logo("BAIYUN CAPITAL", "Asia Credit &middot; Hong Kong", color="#7a1f1f"),
        '<p style="font:12px Arial">Morning &ndash; Asia sov / quasi and Japan &amp; Australia HY. Reg S, USD.</p>',
        '<p style="font:bold 12px Arial">SOVEREIGN / QUASI / SOE</p>', em_t,
        '<p style="font:bold 12px Arial">APAC HIGH YIELD (px / ytw)</p>', hy_t,
        '<p style="font:12px Arial">Ref: UST 10y 4.19%, INDON 5y CDS 78 mid, USDIDR 15,820.<br>'
        "Cathy Leung | Asia Credit Trading | +852 2821 4470</p>",
        _disclaimer(["Baiyun Capital Securities Ltd, 18/F Cheung Kong Center, 2 Queen's Road Central, Hong Kong. SFC CE No. AZK592.",
                     "For professional investors only. Indicative; not an offer or solicitation. Tel +852 2821 4400."]),
    )
    return mk("baiyun-asia-em-hy-html", "html", gold, sender="Cathy Leung <cathy.leung@baiyuncap.com.hk>",
              subject="Asia sov/quasi + APAC HY - 17 Feb", date=date("08:58:40", "+0800"), html=html)


def everly_gcc_html():
    d = "everlycask"
    gold = []
    em = [
        ("SAUDI 5 1/4 01/16/50", "SAUDI", 5.25, "2050-01-16", "sovereign", "Px", "92.35", "92.95"),
        ("QATAR 4.4 04/16/50", "QATAR", 4.4, "2050-04-16", "sovereign", "Px", "86.70", "87.40"),
        ("OMAN 6 1/2 03/08/47", "OMAN", 6.5, "2047-03-08", "sovereign", "Yld", "6.12%", "6.05%"),
        ("ABU DHABI 3 7/8 04/16/50", "ABU DHABI", 3.875, "2050-04-16", "sovereign", "Px", "78.60", "79.30"),
        ("DUNES POWER 5.9 09/2036", "DUNES POWER", 5.9, "2036-09", "corporate", "Px", "99.10", "99.85"),
    ]
    rows = []
    for w, iss, cp, iso, ac, unit, b, a in em:
        rows.append([w, unit, b, a, "2x2"])
        meas = {"price": (b, a)} if unit == "Px" else {"yield_": (b, a)}
        gold += q(bkey(iss, cp, iso), "em_sovereign", d, size="2x2", asset_class=ac, **meas)
    em_t = _table(["GCC (USD)", "Quote", "Bid", "Offer", "Size"], rows, right_from=2)
    hy = [
        ("ORSELLI FOODS 6 3/8 05/15/30", "ORSELLI FOODS", 6.375, "2030-05-15", "99.00", "99.75", "1x1"),
        ("KRONBERG DIAGNOSTIK 7 1/4 11/01/29", "KRONBERG DIAGNOSTIK", 7.25, "2029-11-01", "94.50", "95.50", "1x1"),
        ("MONTEBELLO HOTELS 5 3/4 02/15/31", "MONTEBELLO HOTELS", 5.75, "2031-02-15", "97.25", "98.00", "2x2"),
    ]
    rows = []
    for w, iss, cp, iso, b, a, sz in hy:
        rows.append([w, "Px", b, a, sz])
        gold += q(bkey(iss, cp, iso), "hy", d, size=sz, price=(b, a))
    hy_t = _table(["EUR HY", "Quote", "Bid", "Offer", "Size"], rows, right_from=2)
    html = _page(
        _logo("EVERLY CASK", "CEEMEA &amp; High Yield &middot; Dubai / London", color="#2d4a3e"),
        '<p style="font:12px Arial">Good morning from DIFC. GCC in cash price except where the Quote column says yield; '
        "EUR HY in price. Sizes in mm (bid x offer).</p>",
        em_t, "<br>", hy_t,
        '<p style="font:12px Arial">Brent 78.40, UST 10y 4.19%. SAUDI 5y CDS 54 mid. Primary: ADNOC-style quasi supply expected.<br>'
        "Karim Haddad | CEEMEA &amp; HY Sales | +971 4 401 7782</p>",
        _disclaimer(["Everly Cask (DIFC) Ltd is regulated by the DFSA, ref F008214. Gate Village 3, DIFC, Dubai. +971 4 401 7700.",
                     "Professional clients only. Indicative levels."]),
    )
    return mk("everly-gcc-eur-hy-html", "html", gold, sender="Karim Haddad <karim.haddad@everlycask.ae>",
              subject="GCC + EUR HY levels 17-Feb", date=date("08:15:22", "+0400"), html=html)


# ---------------------------------------------------------------- 41 / 42: North American rates desks


def garrick_ust_agency_html():
    d = "garrickthorne"
    gold = []
    ust = [("T", "4 1/8", 4.125, "01/31/29", "2029-01-31", 100.1875, 100.203125, "4.019", "4.011", "+1"),
           ("T", "4", 4.0, "01/31/32", "2032-01-31", 100.109375, 100.140625, "3.974", "3.967", "+2+"),
           ("T", "4 1/4", 4.25, "02/15/37", "2037-02-15", 100.484375, 100.53125, "4.189", "4.184", "+4"),
           ("T", "4 5/8", 4.625, "02/15/57", "2057-02-15", 102.765625, 102.84375, "4.451", "4.446", "+7+")]
    rows = []
    for iss, cw, cp, mw, iso, b, a, yb, ya, ch in ust:
        bw, aw = n32(b), n32(a)
        if mw == "01/31/29":  # quarter-32nds as the desk writes them
            bw, aw = "100-05 3/4", "100-06 1/4"
        rows.append([f"{iss} {cw} {mw}", bw, aw, f"{yb} / {ya}", ch])
        gold += q(bkey(iss, cp, iso), "government", d, size="50x50", price=(bw, aw), yield_=(yb, ya))
    ust_t = _table(["UST", "Bid", "Offer", "Yld B / O", "Chg (32s)"], rows)
    ag = [("FHLB 4 3/8 03/12/32", "FHLB", 4.375, "2032-03-12", "T+14/+11", 100.6875, 100.828125, "10x10"),
          ("FNMA 0 11/15/30", "FNMA", 0.0, "2030-11-15", "T+19/+16", 85.5625, 85.703125, "5x5"),
          ("FFCB 4.17 08/20/31", "FFCB", 4.17, "2031-08-20", "T+17/+14", 100.5, 100.625, "10x10")]
    rows = []
    for w, iss, cp, iso, sp, b, a, sz in ag:
        rows.append([w, sp, f"{n32(b)} - {n32(a)}", sz])
        s1, s2 = sp[2:].split("/")
        gold += q(bkey(iss, cp, iso), "agency", d, size=sz, spread=(s1, s2), price=(n32(b), n32(a)))
    ag_t = _table(["Agency", "Sprd", "Px", "Size"], rows)
    ssa = [("IBRD 4.25 01/24/30", "IBRD", 4.25, "2030-01-24", "SOFR MS +21 / +18"),
           ("ASIAN DEV BANK 4 1/2 08/25/32", "ASIAN DEV BANK", 4.5, "2032-08-25", "SOFR MS +29 / +26")]
    rows = []
    for w, iss, cp, iso, ms in ssa:
        rows.append([w, ms, "25x25"])
        b, a = ms.replace("SOFR MS ", "").split(" / ")
        gold += q(bkey(iss, cp, iso), "agency", d, size="25x25", i_spread=(b, a))
    ssa_t = _table(["SSA (USD)", "vs SOFR MS", "Size"], rows)
    html = _page(
        _logo("GARRICK THORNE", "US Rates &middot; Agencies &middot; SSA", color="#333333"),
        '<p style="font:12px Arial">UST 50x50. Chg in 32nds vs yesterday&#39;s 3pm close. WI 10y 4.205% ahead of the refunding.</p>',
        ust_t, "<br>", ag_t, "<br>", ssa_t,
        '<p style="font:12px Arial">Dan Okafor-Reyes | Rates Trading | Garrick Thorne Securities | 212 555 0188</p>',
        _disclaimer(["Garrick Thorne Securities LLC, 55 Water St, New York NY 10041. 212 555 0100. Member FINRA/SIPC. CRD 104 881.",
                     "Indicative. Not research. Prices subject to change; confirm before trading."]),
    )
    return mk("garrick-ust-agency-ssa-html", "html", gold, sender="Dan Okafor-Reyes <dokaforreyes@garrickthorne.com>",
              subject="UST / agencies / SSA 2/17", date=date("08:06:45"), html=html)


def ravensby_canada_html():
    d = "ravensby"
    gold = []
    goc = [("CAN", 3.25, "12/01/2034", "2034-12-01", "99.012", "99.078", "3.371", "3.363"),
           ("CAN", 3.0, "06/01/2030", "2030-06-01", "100.146", "100.188", "2.953", "2.940"),
           ("CAN", 2.75, "12/01/2055", "2055-12-01", "84.220", "84.460", "3.618", "3.604")]
    rows = []
    for iss, cp, mw, iso, pb, po, yb, yo in goc:
        rows.append([f"{iss} {cp:.2f} {mw}", f"{pb}<br>{po}", f"{yb}<br>{yo}"])
        gold += q(bkey(iss, cp, iso), "government", d, size=(M(25), M(25)), price=(pb, po), yield_=(yb, yo))
    goc_t = _table(["Canada (bid / offer)", "Price", "Yield"], rows)
    prov = [("ONT", 3.65, "06/02/2033", "2033-06-02", "72.5", "70.5", "3.958", "3.938"),
            ("Q", 4.4, "12/01/2055", "2055-12-01", "105.5", "103.5", "4.673", "4.653"),
            ("BC", 3.55, "06/18/2034", "2034-06-18", "74.0", "72.0", "4.111", "4.091"),
            ("CMB", 3.1, "06/15/2030", "2030-06-15", "29.0", "27.0", "3.243", "3.223")]
    rows = []
    for iss, cp, mw, iso, sb, so, yb, yo in prov:
        rows.append([f"{iss} {cp:.2f} {mw}", f"{sb}<br>{so}", f"{yb}<br>{yo}"])
        gold += q(bkey(iss, cp, iso), "agency", d, size=(M(10), M(10)), spread=(sb, so), yield_=(yb, yo))
    prov_t = _table(["Provincials / CMB (bid / offer)", "Sprd to GoC (bp)", "Yield"], rows)
    html = _page(
        _logo("RAVENSBY DOYLE", "Canadian Fixed Income &middot; Toronto", color="#8b0000"),
        '<p style="font:12px Arial">Morning. GoC C$25mm, provincials and CMB C$10mm per side. Bid over offer in each cell.</p>',
        goc_t, "<br>", prov_t,
        '<p style="font:12px Arial">BoC overnight 2.75%; 10y GoC/UST spread -82bp. Ontario syndication rumoured, C$1bn 10y.<br>'
        "Aisling McTeer | Canadian Rates | Ravensby Doyle Securities | 416 555 0139</p>",
        _disclaimer(["Ravensby Doyle Securities Inc., 100 King St W, Toronto ON M5X 1A9. Member CIRO / CIPF. 416 555 0100.",
                     "Indicative levels for institutional clients."]),
    )
    return mk("ravensby-goc-provs-html", "html", gold, sender="Aisling McTeer <amcteer@ravensby.ca>",
              subject="GoC / provs / CMB 17-Feb", date=date("08:22:10"), html=html)


LAYOUTS = [stanway_ig_frn_html, holcombe_fw_html, baiyun_asia_html, everly_gcc_html, garrick_ust_agency_html, ravensby_canada_html]
