"""HTML bodies (1 of 2): loans pasted from Excel into Outlook, CLO tables from a run system, agency / SSA tables.

Each function returns one Layout; LAYOUTS lists them in pairs (dev, hold-out) covering the same groups.
"""

from __future__ import annotations

import htmlkit as hk
from common import M, date, iso, lkey, mk, pc, pi, pxs, pxto, q, tc, ust, yrs
from htmlkit import C

TO = "loans-pm@clients.example-am.com"


# ---------------------------------------------------------------- 29 (dev): Outlook-pasted loan levels

def wormleighton_loans():
    dealer = "wormleighton"
    sender = "Tom Breckin <tbreckin@wormleighton.com>"
    # section, borrower, facility, LoanX, spread, floor, maturity, OID, bid, offer, chg, ratings, comment
    first = [
        ("Hollington Foods", "TLB", "LX231457", "S+325", "0.50", "06/29/31", "", "99.375", "99.875", "+0.13", "B1/B+", ""),
        ("Marchbank Software", "TLB-2", "LX229871", "S+350", "0.75", "03/15/32", "99.50", "100.125", "100.500", "unch", "B2/B", ""),
        ("Carnforth Chemicals", "TL", "LX219004", "S+400", "0.50", "11/30/29", "", "96.750", "97.500", "-0.50", "B3/B-", ""),
        ("Carnforth Chemicals", "Rev", "", "S+350", "-", "11/30/28", "", "95.000", "97.000(1)", "", "NR", ""),
        ("Pellow Healthcare", "TLB", "LX232119", "S+375", "0.50", "09/30/31", "", "98.500", "99.000", "+0.25", "B2/B", ""),
        ("Skelwith Aerospace", "Incremental TLB", "LX233408", "S+300", "0.50", "01/31/33", "99.75", "99.875", "100.250", "+0.13", "Ba3/BB-", "2x2"),
        ("Tansley Media", "TLB", "LX214776", "S+450", "1.00", "05/31/30", "", "-", "88.500", "-1.00", "Caa1/B-", "offer only"),
        ("Orrell Packaging", "TLB", "LX228350", "S+275", "0.00", "07/15/32", "", "100.000", "100.375", "unch", "Ba2/BB", ""),
        ("Dunmail Leisure", "TLB-3", "LX230915", "S+425", "0.50", "04/30/31", "", "97.250", "97.875", "+0.38", "B3/B", ""),
    ]
    second = [
        ("Pellow Healthcare", "2nd Lien TL", "LX232120", "S+675", "0.75", "09/30/32", "", "94.000", "95.500", "unch", "Caa1/CCC+", ""),
        ("Tansley Media", "2L TL", "LX214777", "S+800", "1.00", "11/30/30", "", "78.000", "80.000", "-2.00", "Caa3/CCC-", ""),
        ("Haverigg Retail", "2nd Lien", "LX226613", "S+750", "0.50", "02/28/31", "", "91.250", "92.750", "+0.50", "Caa2/CCC", ""),
    ]
    widths = [50, 118, 78, 56, 44, 36, 54, 38, 8, 46, 46, 8, 36, 56, 56]
    hdr1 = [C("", rs=2, bb=True, bg="#DDEBF7"), C("Borrower", rs=2, b=True, bb=True, bg="#DDEBF7"), C("Facility", rs=2, b=True, bb=True, bg="#DDEBF7"),
            C("LoanX ID", rs=2, b=True, bb=True, bg="#DDEBF7"), C("Spread", rs=2, b=True, bb=True, bg="#DDEBF7", a="r"),
            C("Floor", rs=2, b=True, bb=True, bg="#DDEBF7", a="r"), C("Maturity", rs=2, b=True, bb=True, bg="#DDEBF7", a="r"),
            C("OID", rs=2, b=True, bb=True, bg="#DDEBF7", a="r"), C("", rs=2), C("Price", cs=2, b=True, a="c", bg="#DDEBF7"), C("", rs=2),
            C("Chg", rs=2, b=True, bb=True, bg="#DDEBF7", a="r"), C("Rtgs (M/S)", rs=2, b=True, bb=True, bg="#DDEBF7"),
            C("Comment", rs=2, b=True, bb=True, bg="#DDEBF7")]
    hdr2 = [C("Bid", b=True, a="r", bb=True, bg="#DDEBF7"), C("Offer", b=True, a="r", bb=True, bg="#DDEBF7")]
    rows = [hdr1, hdr2]
    gold = []
    for label, block in (("1st Lien", first), ("2nd Lien", second)):
        for k, (bor, fac, lin, spr, flr, mat, oid, bid, ofr, chg, rtg, cmt) in enumerate(block):
            cells = [] if k else [C(label, rs=len(block), b=True, style="vertical-align:top")]
            cells += [bor, fac, lin, C(spr, a="r"), C(flr, a="r"), C(mat, a="r"), C(oid, a="r"), "", C(bid, a="r"), C(ofr, a="r"), "",
                      C(chg, a="r"), rtg, cmt]
            rows.append(cells)
            size = "2x2" if cmt == "2x2" else "1MM"
            b = None if bid == "-" else bid
            o = ofr.removesuffix("(1)")
            gold += q(lkey(bor, fac, spr, mat), "loan", dealer, size=size, price=(b, o), review=("price",) if ofr.endswith("(1)") else ())
    text_rows = [["", "Borrower", "Facility", "LoanX ID", "Spread", "Floor", "Maturity", "OID", "", "Price", "", "Chg", "Rtgs (M/S)", "Comment"],
                 ["Bid", "Offer"]] + [[c.t if isinstance(c, C) else c for c in r] for r in rows[2:]]
    intro = ("Hi all,\n\nClosing levels on the names we're running below. Levels in px, 1mm clips unless noted; spread / floor / OID "
             "for reference only.\n")
    foot = ("(1) Revolver level indicative, subject to agent consent on assignment.\n\nTansley 1L offer only - we are not bidding "
            "it today.\n\nThanks\nTom")
    sig = ("Tom Breckin | Leveraged Loan Trading\nWormleighton Capital Markets | 1290 Avenue of the Americas, New York NY 10104\n"
           "Desk +1 212 555 0143 | Mobile +1 917 555 0186")
    html = hk.outlook_doc(hk.mps(intro) + hk.xl_table(rows, widths) + hk.mp() + hk.mps(foot) + hk.mp() + hk.mps(sig, size=9.0, color="#1F3864"))
    text = intro + "\n" + hk.outlook_text_table(text_rows) + "\n\n" + foot + "\n\n" + sig + "\n"
    return mk("wormleighton-loans-outlook", "html", gold, sender=sender, to=TO, subject="Loan levels - close 12-Jan | Wormleighton",
              date=date("16:42:19", "-0500", 12), text=text, html=html, enc="qp",
              note="emph:html-real emph:outlook-paste emph:colspan-band emph:two-row-header emph:section-label emph:rowspan-label "
                   "emph:missing-side emph:footnote emph:prior-chg emph:size-scope emph:near-numbers emph:alternative emph:spacer-cols",
              meta={"header2": ("Borrower", "Bid"), "sections": ["1st Lien", "2nd Lien"], "marks": ["(1)"]})


# ---------------------------------------------------------------- 30 (hold-out): Outlook-pasted loans, section rows, size in the subject

def yelverton_loans():
    dealer = "yelverton"
    sender = "Priya Lakhani <priya.lakhani@yelverton.com>"
    # LIN, borrower, tranche, margin, floor, maturity, fac size, bid, ask, prior bid, chg, size (MM)
    sections = [
        ("TERM LOAN B", [
            ("LX227740", "Cressbrook Dental Partners", "TLB", "S+375", "0.75%", "Aug-31", "1,150", "98.875", "99.375", "98.750", "+0.125", ""),
            ("LX233051", "Fawley Marine Services", "TLB-2", "S+325", "0.50%", "Mar-32", "875", "99.750", "100.125", "99.750", "0.000", "5"),
            ("LX220184", "Gorran Data Centres", "TLB", "S+300", "0.50%", "Nov-30", "2,400", "100.125", "100.375", "100.000", "+0.125", ""),
            ("LX231998", "Hexworthy Insurance Svcs", "Incr TLB", "S+350", "0.50%", "Jan-33", "600", "99.500", "100.000", "99.375", "+0.125", ""),
            ("LX218842", "Lamorna Building Products", "TLB", "S+425", "0.75%", "Jun-29", "740", "95.500", "96.250", "96.000", "-0.500", "3"),
            ("LX229506", "Mullion Telecom", "TLB", "S+500", "1.00%", "Sep-30", "1,325", "n/a", "84.750", "85.500", "-0.750", ""),
            ("LX232677", "Pentewan Analytics", "TLB", "S+350", "0.00%", "Dec-32", "950", "100.000", "100.250", "99.875", "+0.125", ""),
        ]),
        ("SECOND LIEN", [
            ("LX227741", "Cressbrook Dental Partners", "2L TL", "S+700", "0.75%", "Aug-32", "325", "93.500", "95.000", "93.500", "0.000", ""),
            ("LX218843", "Lamorna Building Products", "2nd Lien TL", "S+775", "0.75%", "Jun-30", "210", "86.000", "88.000", "87.000", "-1.000", ""),
        ]),
        ("REVOLVERS / TLA (bank debt)", [
            ("", "Gorran Data Centres", "Revolver", "S+250", "0.00%", "Nov-29", "500", "97.500", "98.500", "97.500", "0.000", "10"),
            ("", "Fawley Marine Services", "TLA", "S+275", "0.00%", "Mar-30", "300", "98.750", "99.500", "98.750", "0.000", ""),
        ]),
    ]
    widths = [58, 140, 62, 44, 40, 46, 52, 8, 50, 50, 8, 52, 44, 44]
    bg = "#FCE4D6"
    hdr1 = [C("LIN", b=True, bg=bg, rs=2, bb=True), C("Borrower", b=True, bg=bg, rs=2, bb=True), C("Tranche", b=True, bg=bg, rs=2, bb=True),
            C("Margin", b=True, bg=bg, rs=2, bb=True, a="r"), C("Floor", b=True, bg=bg, rs=2, bb=True, a="r"),
            C("Mat", b=True, bg=bg, rs=2, bb=True, a="r"), C("Fac Size ($MM)", b=True, bg=bg, rs=2, bb=True, a="r"), C("", rs=2),
            C("Today", cs=2, b=True, a="c", bg=bg), C("", rs=2), C("Prior Bid", b=True, bg=bg, rs=2, bb=True, a="r"),
            C("Chg", b=True, bg=bg, rs=2, bb=True, a="r"), C("Size (MM)", b=True, bg=bg, rs=2, bb=True, a="r")]
    hdr2 = [C("Bid", b=True, a="r", bg=bg, bb=True), C("Ask", b=True, a="r", bg=bg, bb=True)]
    rows = [hdr1, hdr2]
    text_rows = [["LIN", "Borrower", "Tranche", "Margin", "Floor", "Mat", "Fac Size ($MM)", "", "Today", "", "Prior Bid", "Chg", "Size (MM)"],
                 ["Bid", "Ask"]]
    gold = []
    for title, block in sections:
        rows.append([C(title, b=True, i=True)] + [""] * 13)
        text_rows.append([title])
        for lin, bor, tr, mg, fl, mt, fac, bid, ask, prior, chg, sz in block:
            cells = [lin, bor, tr, C(mg, a="r"), C(fl, a="r"), C(mt, a="r"), C(fac, a="r"), "", C(bid, a="r"), C(ask, a="r"), "",
                     C(prior, a="r"), C(chg, a="r"), C(sz, a="r")]
            rows.append(cells)
            text_rows.append([c.t if isinstance(c, C) else c for c in cells])
            size = M(float(sz)) if sz else M(2)
            gold += q(lkey(bor, tr, mg, mt), "loan", dealer, size=(size, size), price=(None if bid == "n/a" else bid, ask))
    intro = ("Morning,\n\nLevels as of 8:15am below, bank debt at the bottom. Fac sizes are the facility outstanding, not what we have. "
             "Call with any interest.\n")
    sig = ("Priya Lakhani\nPar / Distressed Loan Trading | Yelverton & Co. LLC\n200 West Madison, Suite 2900, Chicago IL 60606\n"
           "T +1 312 555 0127")
    html = hk.outlook_doc(hk.mps(intro) + hk.xl_table(rows, widths, font="Calibri", size=10.0) + hk.mp() + hk.mps(sig, size=9.0, color="#7F7F7F"))
    text = intro + "\n" + hk.outlook_text_table(text_rows) + "\n\n" + sig + "\n"
    return mk("yelverton-loans-outlook", "html", gold, sender=sender, to=TO,
              subject="Yelverton loan levels 13-Jan - loans 2mm per side unless noted", date=date("09:21:44", "-0600", 13), text=text, html=html,
              enc="qp",
              note="emph:html-real emph:outlook-paste emph:colspan-band emph:two-row-header emph:section-label emph:missing-side emph:prior-chg "
                   "emph:size-scope emph:size-unit emph:near-numbers emph:alternative emph:spacer-cols",
              meta={"header2": ("Borrower", "Bid"), "sections": ["TERM LOAN B", "SECOND LIEN", "REVOLVERS / TLA (bank debt)"]})


# ---------------------------------------------------------------- 31 (dev): CLO tables from a run system, two-row header, rating labels

def _clo_rows(dealer, prefix_seed, rows, size, *, dm_review=()):
    gold = []
    for _rtg, cu, _deal, _cls, _cpn, _wal, dmb, dmo, pxb, pxo, _chg in rows:
        review = ("dm",) if cu in dm_review else ()
        gold += q(cu, "structured", dealer, size=size, review=review,
                  dm=(None if dmb in ("-", "n/a") else dmb.rstrip("*"), None if dmo in ("-", "n/a") else dmo.rstrip("*")),
                  price=(None if pxb in ("-", "n/a") else pxb, None if pxo in ("-", "n/a") else pxo))
    # an equity row quoted in price only has no DM quote
    return [g for g in gold if not (g["quote_type"] == "dm" and g["bid"] is None and g["ask"] is None)]


def chilcombe_clo():
    dealer = "chilcombe"
    sender = "Chilcombe CLO Desk <clo.desk@chilcombe.com>"
    usd = [
        ("AAA", tc("10957R", "AA"), "Brackwater CLO 2024-1A", "A1", "3mS+132", "4.6", "+127", "+122", "100.18", "100.36", "-2"),
        ("AAA", tc("68420T", "AB"), "Oakmere Park CLO 2023-2A", "A", "3mS+165", "2.9", "+124", "+119", "100.52", "100.62", "unch"),
        ("AAA", tc("85902L", "AA"), "Stenhouse CLO 2025-3A", "A1", "3mS+128", "5.8", "+131", "+126", "99.91", "100.09", "-1"),
        ("AA", tc("10957R", "AC"), "Brackwater CLO 2024-1A", "B", "3mS+185", "6.1", "+181", "+174", "100.14", "100.45", "-3"),
        ("AA", tc("85902L", "AE"), "Stenhouse CLO 2025-3A", "B", "3mS+170", "6.4", "+176", "+169", "99.72", "100.05", "unch"),
        ("A", tc("72318V", "AG"), "Redlynch Funding 2022-4A", "C", "3mS+240", "3.7", "+229", "+218", "100.35", "100.74", "-5"),
        ("BBB", tc("68420T", "AJ"), "Oakmere Park CLO 2023-2A", "D", "3mS+390", "4.1", "+352", "+338", "101.22", "101.72", "-4"),
        ("BBB", tc("49133P", "AL"), "Kilbride CLO 2021-1A", "D", "3mS+340", "2.8", "-", "+345", "-", "99.86", ""),
        ("BB", tc("85902L", "AN"), "Stenhouse CLO 2025-3A", "E", "3mS+575", "7.2", "+612", "+585", "98.34", "99.47", "+10"),
        ("BB", tc("49133P", "AN"), "Kilbride CLO 2021-1A", "E", "3mS+640", "3.3", "+845*", "-", "94.25", "-", "+25"),
        ("Equity", tc("10957R", "AN"), "Brackwater CLO 2024-1A", "Sub", "Resid", "-", "n/a", "n/a", "62.00", "66.00", ""),
    ]
    eur = [
        ("AAA", pi("XS", "27", "chil-eur-1"), "Tollard Park CLO VII", "A", "3mE+135", "4.9", "+131", "+126", "100.15", "100.34", "-1"),
        ("AA", pi("XS", "27", "chil-eur-2"), "Tollard Park CLO VII", "B-1", "3mE+190", "5.9", "+188", "+180", "100.08", "100.43", "unch"),
        ("BBB", pi("XS", "26", "chil-eur-3"), "Grisedale Euro CLO 4", "D", "3mE+375", "4.5", "+361", "+347", "100.52", "101.05", "-6"),
        ("BB", pi("XS", "26", "chil-eur-4"), "Grisedale Euro CLO 4", "E", "3mE+625", "5.2", "+668", "+641", "97.84", "98.88", "+8"),
    ]
    dev_review = (usd[9][1],)

    def table(rows, caption):
        h1 = [C("Rtg", rs=2), C("CUSIP" if rows is usd else "ISIN", rs=2), C("Deal", rs=2), C("Class", rs=2), C("Cpn", rs=2), C("WAL", rs=2),
              C("DM (bp)", cs=2), C("Price", cs=2), C("Chg DM", rs=2)]
        h2 = ["Bid", "Offer", "Bid", "Offer"]
        body = []
        groups = {}
        for r in rows:
            groups.setdefault(r[0], []).append(r)
        for rtg, grp in groups.items():
            for k, r in enumerate(grp):
                cells = [] if k else [C(rtg, rs=len(grp), b=True, style="vertical-align:top")]
                cells += [r[1], r[2], r[3], r[4], C(r[5], a="r"), C(r[6], a="r"), C(r[7], a="r"), C(r[8], a="r"), C(r[9], a="r"), C(r[10], a="r")]
                body.append(cells)
        return hk.sys_table([h1, h2] + body, head=2, caption=caption, zebra=False, head_bg="#243b53")

    def fixed(rows, title):
        lines = [title, f"{'Rtg':<7}{'ID':<14}{'Deal':<26}{'Class':<7}{'Cpn':<9}{'WAL':>5}  {'DM Bid':>7} {'DM Ofr':>7}  {'Px Bid':>7} {'Px Ofr':>7}  {'Chg':>5}"]
        prev = None
        for r in rows:
            lab = r[0] if r[0] != prev else ""
            prev = r[0]
            lines.append(f"{lab:<7}{r[1]:<14}{r[2]:<26}{r[3]:<7}{r[4]:<9}{r[5]:>5}  {r[6]:>7} {r[7]:>7}  {r[8]:>7} {r[9]:>7}  {r[10]:>5}")
        return "\n".join(lines)

    cap_usd = "USD CLO - secondary bids / offers, DM (bp) and px - 2MM current face unless noted"
    cap_eur = "EUR CLO - DM (bp) and px - EUR 2MM unless noted"
    intro = "Good afternoon - CLO secondary levels from the Chilcombe desk, Tue 11-Jan-28, as of 2:30pm NY. Chg DM is vs Monday's run."
    note = "* Last seen Friday - not refreshed, treat as indicative."
    tail = ("BWIC calendar: 14 lines tomorrow, $212mm total. For any of the above call the desk on +1 646 555 0172.\n"
            "Chilcombe Securities LLC, 450 Park Avenue, New York NY 10022. For institutional investors only.")
    html = hk.sys_doc(hk.sys_p(intro) + table(usd, cap_usd) + hk.sys_p(note, size=11) + "<br>\n" + table(eur, cap_eur) + "<br>\n"
                      + "".join(hk.sys_p(t, size=10, color="#555") for t in tail.split("\n")), title="Chilcombe CLO run")
    text = intro + "\n\n" + fixed(usd, cap_usd) + "\n" + note + "\n\n" + fixed(eur, cap_eur) + "\n\n" + tail + "\n"
    gold = _clo_rows(dealer, "", usd, "2MM", dm_review=dev_review) + _clo_rows(dealer, "", eur, "2MM")
    return mk("chilcombe-clo-run", "html", gold, sender=sender, to="clo@clients.example-am.com",
              subject="Chilcombe CLO secondary - USD / EUR - 11-Jan", date=date("14:36:02", "-0500", 11), text=text, html=html, enc="qp",
              note="emph:html-real emph:two-row-header emph:colspan-band emph:section-label emph:rowspan-label emph:caption-size emph:size-scope "
                   "emph:multi-table emph:missing-side emph:footnote emph:prior-chg emph:near-numbers emph:alternative",
              meta={"header2": ("Rtg", "Bid"), "sections": ["AAA", "AA", "A", "BBB", "BB", "Equity"], "marks": ["*"]})


# ---------------------------------------------------------------- 32 (hold-out): CLO in an Outlook paste, rating on every row

def denholme_clo():
    dealer = "denholme"
    sender = "Marcus Feld <mfeld@denholme.com>"
    # rating, CUSIP, deal, tranche, spread (coupon margin), WAL, orig face, factor, DM bid, DM ofr, px bid, px ofr, prior DM ofr
    rows_ = [
        ("AAA", tc("58431W", "AA"), "Corrie Bay CLO 2024-2A", "A", "S+138", "5.1", "320.0", "1.00000", "133", "127", "100.21", "100.46", "129"),
        ("AAA", tc("30177H", "AC"), "Lindale Street CLO 2020-1A", "A1R", "S+118", "2.2", "248.0", "0.86412", "121", "115", "99.93", "100.06", "116"),
        ("AA", tc("58431W", "AE"), "Corrie Bay CLO 2024-2A", "B", "S+190", "6.2", "56.0", "1.00000", "186", "178", "100.12", "100.52", "180"),
        ("A", tc("30177H", "AG"), "Lindale Street CLO 2020-1A", "C", "S+215", "3.4", "30.0", "1.00000", "224", "212", "99.70", "100.08", "214"),
        ("BBB-", tc("77102D", "AJ"), "Vennington CLO 2023-1A", "D", "S+460", "3.9", "28.5", "1.00000", "395", "378", "102.30", "102.90", "381"),
        ("BBB-", tc("58431W", "AJ"), "Corrie Bay CLO 2024-2A", "D", "S+325", "6.6", "27.0", "1.00000", "n/a", "318", "n/a", "100.31", "322"),
        ("BB-", tc("77102D", "AL"), "Vennington CLO 2023-1A", "E", "S+710", "4.3", "18.0", "1.00000", "655", "628", "101.85", "102.90", "630"),
        ("BB-", tc("30177H", "AL"), "Lindale Street CLO 2020-1A", "E", "S+620", "2.9", "17.5", "1.00000", "790", "760", "96.20", "96.90", "752"),
    ]
    widths = [40, 66, 148, 44, 50, 34, 8, 52, 52, 8, 44, 44, 8, 48, 48, 8, 52]
    bg = "#E2EFDA"
    h1 = [C("Rating", b=True, bg=bg, rs=2, bb=True), C("CUSIP", b=True, bg=bg, rs=2, bb=True), C("Deal", b=True, bg=bg, rs=2, bb=True),
          C("Tranche", b=True, bg=bg, rs=2, bb=True), C("Coupon", b=True, bg=bg, rs=2, bb=True), C("WAL", b=True, bg=bg, rs=2, bb=True, a="r"),
          C("", rs=2), C("Orig Face ($MM)", b=True, bg=bg, rs=2, bb=True, a="r"), C("Factor", b=True, bg=bg, rs=2, bb=True, a="r"), C("", rs=2),
          C("DM", cs=2, b=True, bg=bg, a="c"), C("", rs=2), C("Price", cs=2, b=True, bg=bg, a="c"), C("", rs=2),
          C("Prior DM Ofr", b=True, bg=bg, rs=2, bb=True, a="r")]
    h2 = [C("Bid", b=True, bg=bg, bb=True, a="r"), C("Offer", b=True, bg=bg, bb=True, a="r"), C("Bid", b=True, bg=bg, bb=True, a="r"),
          C("Offer", b=True, bg=bg, bb=True, a="r")]
    body = []
    gold = []
    for rtg, cu, deal, tr, cp, wal, orig, fac, dmb, dmo, pxb, pxo, prior in rows_:
        body.append([rtg, cu, deal, tr, cp, C(wal, a="r"), "", C(orig, a="r"), C(fac, a="r"), "", C(dmb, a="r"), C(dmo, a="r"), "",
                     C(pxb, a="r"), C(pxo, a="r"), "", C(prior, a="r")])
        gold += q(cu, "structured", dealer, size="3MM", dm=(None if dmb == "n/a" else dmb, dmo), price=(None if pxb == "n/a" else pxb, pxo))
    intro = ("Hi both,\n\nCLO axes for today below - all sized 3mm current face, can work bigger on the AAAs. DM is to 3m Term SOFR.\n")
    sig = "Marcus Feld\nStructured Credit Trading\nDenholme Partners LLP\n+44 20 7946 0312 | +44 7700 900417"
    html = hk.outlook_doc(hk.mps(intro) + hk.xl_table([h1, h2] + body, widths, font="Calibri", size=10.0) + hk.mp()
                          + hk.mps("Thanks,\nMarcus") + hk.mp() + hk.mps(sig, size=9.0, color="#2F5496"))
    trows = [["Rating", "CUSIP", "Deal", "Tranche", "Coupon", "WAL", "", "Orig Face ($MM)", "Factor", "", "DM", "", "Price", "", "Prior DM Ofr"],
             ["Bid", "Offer", "Bid", "Offer"]] + [[c.t if isinstance(c, C) else c for c in r] for r in body]
    text = intro + "\n" + hk.outlook_text_table(trows) + "\n\nThanks,\nMarcus\n\n" + sig + "\n"
    return mk("denholme-clo-axes", "html", gold, sender=sender, to="clo@clients.example-am.com", subject="CLO axes 18/01",
              date=date("15:05:37", "+0000", 18), text=text, html=html, enc="qp",
              note="emph:html-real emph:outlook-paste emph:colspan-band emph:two-row-header emph:section-label emph:size-scope emph:missing-side "
                   "emph:prior-chg emph:near-numbers emph:alternative emph:spacer-cols",
              meta={"header2": ("Rating", "Bid"), "sections": ["AAA", "AA", "A", "BBB-", "BB-"]})


# ---------------------------------------------------------------- 33 (dev): agencies and SSA, several Excel ranges pasted into Outlook

def _xl(rows, widths, *, right, spacer_after=(), bg="#D9E1F2"):
    """Plain rows of strings as a pasted Excel range: a bold shaded header row, numbers right-aligned as text, an empty
    narrow column after each index in spacer_after. Returns (rows of cells, widths) for hk.xl_table, and the text rows."""
    cells, w, text = [], [], []
    for k, wd in enumerate(widths):
        w.append(wd)
        if k in spacer_after:
            w.append(8)
    for r, row in enumerate(rows):
        out, trow = [], []
        for k, v in enumerate(row):
            out.append(C(v, b=r == 0, bg=bg if r == 0 else None, bb=r == 0, a="r" if k in right else "l"))
            trow.append(v)
            if k in spacer_after:
                out.append(C("", bb=r == 0))
                trow.append("")
        cells.append(out)
        text.append(trow)
    return cells, w, text


def edgcott_agency():
    dealer = "edgcott"
    sender = "Maria Castell <mcastell@edgcott.com>"
    bullets = [  # issuer, cpn, maturity, bmk, spread bid/ofr
        ("FHLB", "4.125", "03/14/31", "3Y", 14, 11), ("FHLB", "4.375", "09/12/33", "5Y", 22, 19),
        ("FFCB", "4.000", "06/02/30", "2Y", 9, 6), ("FFCB", "4.500", "11/18/34", "7Y", 27, 23),
        ("FNMA", "4.250", "01/15/32", "5Y", 18, 15), ("FHLMC", "4.625", "07/26/35", "7Y", 30, 26),
    ]
    gold = []
    rows = [["Issuer", "Cpn", "Maturity", "CUSIP", "Bmk", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr", "Chg"]]
    prefix = {"FHLB": "3130B", "FFCB": "3133F", "FNMA": "3135G", "FHLMC": "3134H"}
    chgs = ["-1", "unch", "unch", "-2", "-1", "+1"]
    for (iss, cp, mt, bmk, sb, so), chg in zip(bullets, chgs, strict=True):
        m = iso(mt)
        y = ust(yrs(m))
        pb, po = pxs(float(cp), y + sb / 100, m), pxs(float(cp), y + so / 100, m)
        cu = pc(prefix[iss], f"edg-{iss}-{mt}")
        rows.append([iss, cp, mt, cu, bmk, f"+{sb}", f"+{so}", pb, po, chg])
        gold += q(cu, "agency", dealer, size="10MM", spread=(f"+{sb}", f"+{so}"), price=(pb, po))
    callables = [  # issuer, cpn, maturity, first call, type, ytm bid, ytm ofr
        ("FHLB", "5.050", "01/28/33", "01/28/29", "Berm", "5.12", "5.06"),
        ("FFCB", "5.200", "01/20/36", "07/20/28", "Cont", "5.29", "5.22"),
        ("FHLMC", "5.375", "01/26/38", "01/26/30", "Qtrly", "5.44", "5.38"),
        ("FNMA", "4.900", "07/19/31", "07/19/28", "Euro", "n/a", "4.95"),
    ]
    crow = [["Issuer", "Cpn", "Maturity", "1st Call", "Type", "Call Px", "YTM Bid", "YTM Ofr", "Px Bid", "Px Ofr"]]
    for iss, cp, mt, call, typ, yb, yo in callables:
        m = iso(mt)
        pb = "n/a" if yb == "n/a" else pxto(float(cp), float(yb), m)
        po = pxto(float(cp), float(yo), m)
        crow.append([iss, cp, mt, call, typ, "100.00", yb, yo, pb, po])
        gold += q(f"{iss} {float(cp):g} {m}", "agency", dealer, size="5MM", yield_=(None if yb == "n/a" else yb, yo),
                  price=(None if pb == "n/a" else pb, po))
    ssa_usd = [("IBRD", "4.250", "10/15/30", "+18", "+15"), ("EIB", "4.125", "02/14/31", "+21", "+18"), ("KFW", "4.375", "07/09/32", "+27", "+24"),
               ("ADB", "4.000", "01/22/30", "+12", "+9")]
    srow = [["Issuer", "Cpn", "Maturity", "vs UST Bid", "vs UST Ofr"]]
    for iss, cp, mt, b, o in ssa_usd:
        srow.append([iss, cp, mt, b, o])
        gold += q(f"{iss} {float(cp):g} {iso(mt)}", "agency", dealer, size="5MM", spread=(b, o))
    ssa_eur = [(pi("EU", "000A3", "edg-eu-1"), "EU", "2.750", "12/04/33", "+4", "+1"),
               (pi("XS", "26", "edg-efsf"), "EFSF", "2.875", "05/30/34", "+9", "+6"),
               (pi("DE", "000A383", "edg-kfw-eur"), "KFW", "2.500", "10/10/31", "-14", "-17"),
               (pi("EU", "000A4", "edg-esm"), "ESM", "2.625", "03/15/30", "-6", "-9"),
               (pi("FR", "00140", "edg-afd"), "AFD", "3.000", "01/25/35", "+18", "+14")]
    erow = [["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Chg"]]
    for (isn, iss, cp, mt, b, o), chg in zip(ssa_eur, ["unch", "-1", "unch", "+1", "-2"], strict=True):
        erow.append([isn, iss, cp, mt, b, o, chg])
        gold += q(isn, "agency", dealer, size=(M(10), M(10)), i_spread=(b, o))
    tables = [
        ("US AGENCY BULLETS - spread to UST benchmark (bp) and price - 10MM per side", rows, [40, 40, 56, 64, 30, 48, 48, 50, 50, 34],
         {1, 5, 6, 7, 8, 9}, {4, 6}),
        ("US AGENCY CALLABLES - YTM (%) and price - 5MM per side", crow, [40, 40, 56, 56, 38, 44, 44, 44, 50, 50], {1, 5, 6, 7, 8, 9}, {5, 7}),
        ("SSA USD - spread to the interpolated UST curve (bp) - 5MM per side", srow, [40, 40, 56, 56, 56], {1, 3, 4}, {2}),
        ("SSA EUR - spread to mid-swaps (bp) - EUR 10MM per side", erow, [80, 40, 40, 56, 40, 40, 34], {2, 4, 5, 6}, {3, 5}),
    ]
    intro = "Good morning,\n\nEdgcott agency & SSA run below, Wed 12-Jan-28, NY 07:55. UST 2y 3.85, 3y 3.90, 5y 4.02, 7y 4.12 for ref.\n"
    html_parts, text_parts = [hk.mps(intro)], [intro]
    for title, trows, widths, right, spacers in tables:
        cells, w, trows_t = _xl(trows, widths, right=right, spacer_after=spacers)
        html_parts += [hk.mp(title, b=True), hk.xl_table(cells, w), hk.mp()]
        text_parts += [title, hk.outlook_text_table(trows_t), ""]
    sig = "Maria Castell | Agency & SSA Trading\nEdgcott & Partners Securities LLC | +1 212 555 0161\nThis run is a solicitation of interest only."
    html = hk.outlook_doc("".join(html_parts) + hk.mps(sig, size=9.0, color="#595959"))
    text = "\n".join(text_parts) + "\n" + sig + "\n"
    return mk("edgcott-agency-ssa-outlook", "html", gold, sender=sender, to="rates@clients.example-am.com",
              subject="Edgcott agency / SSA run - 12 Jan", date=date("07:56:30", "-0500", 12), text=text, html=html, enc="qp",
              note="emph:html-real emph:outlook-paste emph:multi-table emph:heading-size emph:size-scope emph:missing-side emph:prior-chg "
                   "emph:near-numbers emph:unit-switch emph:alternative emph:spacer-cols",
              meta={})


# ---------------------------------------------------------------- 34 (hold-out): agencies and SSA in a run newsletter, nested layout, captions

def frittenden_agency():
    dealer = "frittenden"
    sender = "Frittenden Rates <rates.distribution@frittenden.com>"
    gold = []
    bl = [("FHLB", "4 1/8", 4.125, "02/25/31", "+15/+12"), ("FHLB", "4 3/8", 4.375, "12/09/32", "+20/+17"),
          ("FFCB", "3 7/8", 3.875, "08/22/30", "+10/+7"), ("FNMA", "4 1/2", 4.5, "10/15/34", "+26/+22"),
          ("FHLMC", "4", 4.0, "04/29/31", "+16/+13"), ("TVA", "4 5/8", 4.625, "09/15/37", "+38/+33")]
    brow = [["Bond", "Spread (bp)", "Price", "Bmk yld"]]
    for iss, cpw, cp, mt, spr in bl:
        m = iso(mt)
        b, o = (int(x) for x in spr.replace("+", "").split("/"))
        y = ust(yrs(m))
        pb, po = pxs(cp, y + b / 100, m), pxs(cp, y + o / 100, m)
        brow.append([f"{iss} {cpw} {mt}", C(spr, a="r"), C(f"{pb} / {po}", a="r"), C(f"{y:.2f}", a="r")])
        gold += q(f"{iss} {cp:g} {m}", "agency", dealer, size="25MM", spread=(f"+{b}", f"+{o}"), price=(pb, po))
    cl = [("FHLB", 5.10, "01/25/33", "01/25/29", "5.16", "5.11", "5MM"), ("FFCB", 5.25, "01/18/35", "04/18/28", "5.31", "5.26", ""),
          ("FHLMC", 5.45, "01/12/38", "01/12/30", "5.52", "5.46", ""), ("FAMCA", 4.95, "07/21/31", "07/21/28", "-", "5.01", "")]
    crow = [[C("Callable", rs=2), C("NC", rs=2), C("Yield", cs=2), C("Price", cs=2), C("Size", rs=2)], ["Bid", "Offer", "Bid", "Offer"]]
    for iss, cp, mt, nc, yb, yo, sz in cl:
        m = iso(mt)
        pb = "-" if yb == "-" else pxto(cp, float(yb), m)
        po = pxto(cp, float(yo), m)
        crow.append([f"{iss} {cp:.2f} {mt}", f"{nc} @100", C(yb, a="r"), C(yo, a="r"), C(pb, a="r"), C(po, a="r"), sz])
        size = "5MM" if sz else "10MM"
        gold += q(f"{iss} {cp:g} {m}", "agency", dealer, size=size, yield_=(None if yb == "-" else yb, yo), price=(None if pb == "-" else pb, po))
    ssa = [("EIB 2.5 15/01/2031", pi("XS", "27", "frit-eib"), "MS-3 / MS-6"), ("KFW 2.625 22/04/2032", pi("DE", "000A383", "frit-kfw"), "MS-12 / MS-15"),
           ("IBRD 3.125 11/06/2035", pi("XS", "27", "frit-ibrd"), "MS+19 / MS+15"), ("BNG 2.75 04/03/2033", pi("XS", "27", "frit-bng"), "MS+7 / MS+4"),
           ("CADES 2.875 25/05/2034", pi("FR", "00140", "frit-cades"), "MS+28 / MS+24")]
    srow = [["Bond", "ISIN", "vs mid-swaps", "Chg"]]
    for (name, isn, lvl), chg in zip(ssa, ["unch", "-1", "+1", "unch", "-2"], strict=True):
        srow.append([name, isn, C(lvl, a="r"), C(chg, a="r")])
        b, o = (x.strip().removeprefix("MS") for x in lvl.split("/"))
        gold += q(isn, "agency", dealer, size=(M(5), M(5)), i_spread=(b, o))
    content = (hk.sys_p("Agency / SSA axes - Thursday 13 January 2028, Paris 10:10", b=True, size=14)
               + hk.sys_table(brow, caption="BULLETS vs UST - spread (bp) / price - 25MM per side", align="lrrr", head_bg="#5b2c6f") + "<br>\n"
               + hk.sys_table(crow, head=2, caption="CALLABLES - yield to maturity / price - 10MM unless a size is shown", align="llrrrrl",
                              head_bg="#5b2c6f") + "<br>\n"
               + hk.sys_table(srow, caption="EUR SSA - spread to mid-swaps (bp) - EUR 5MM per side", align="llrr", head_bg="#5b2c6f")
               + hk.sys_p("FAMCA callable is offer only (inventory). Bmk yld = UST yield of the benchmark, for reference.", size=11))
    side = ('<td width="170" valign="top" style="background:#f3eef6;padding:12px;font-family:Arial,sans-serif;font-size:11px;color:#333">'
            "<b>FRITTENDEN</b><br>Rates Sales<br><br>Lena Ostrova<br>+33 1 70 36 52 14<br><br>Agency desk NY<br>+1 212 555 0171<br><br>"
            '<span style="color:#777">33 rue de la Boetie<br>75008 Paris</span></td>\n')
    outer = ('<table width="100%" cellpadding="0" cellspacing="0" border="0">\n<tr>\n' + side
             + f'<td valign="top" style="padding:12px 16px">\n{content}</td>\n</tr>\n</table>\n'
             + hk.sys_p("Frittenden Securities (Europe) S.A. - for professional clients only - unsubscribe: reply STOP.", size=10, color="#888"))
    return mk("frittenden-agency-newsletter", "html", gold, sender=sender, to="daniel.roux@clients.example-am.com",
              subject="Frittenden agency / SSA axes - 13 Jan", date=date("10:12:51", "+0100", 13), html=hk.sys_doc(outer, title="Agency / SSA axes"),
              enc="qp",
              note="emph:html-real emph:nested emph:multi-table emph:caption-size emph:two-row-header emph:colspan-band emph:size-scope emph:missing-side "
                   "emph:prior-chg emph:near-numbers emph:unit-switch",
              meta={"header2": ("Callable", "Bid")})


LAYOUTS = [wormleighton_loans, yelverton_loans, chilcombe_clo, denholme_clo, edgcott_agency, frittenden_agency]
