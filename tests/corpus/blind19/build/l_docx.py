"""Word documents: structured offering memos, loan updates with primary talk, munis with converts / preferreds."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.shared import Pt

from common import MIME_DOCX, Attachment, date, f3, frac, mk, muni_px, n32, normalize_zip, q, uc, ui, ylds

TO = "Fixed income PM <fi-pm@clients.example-am.com>"


def _doc():
    d = docx.Document()
    cp = d.core_properties
    cp.author = "desk"
    cp.last_modified_by = "desk"
    cp.created = dt.datetime(2027, 11, 22, 6, 30)  # noqa: DTZ001 - fixed document property
    cp.modified = dt.datetime(2027, 11, 22, 6, 30)  # noqa: DTZ001
    cp.revision = 1
    st = d.styles["Normal"]
    st.font.size = Pt(9)
    return d


def _save(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def _table(d, rows, bands=None):
    """A table; bands: a first header row of (text, ncols) cells merged across."""
    ncol = len(rows[0])
    extra = 1 if bands else 0
    t = d.add_table(rows=len(rows) + extra, cols=ncol)
    t.style = "Table Grid"
    if bands:
        col = 0
        for text, n in bands:
            cell = t.cell(0, col)
            if n > 1:
                cell = cell.merge(t.cell(0, col + n - 1))
            cell.text = text
            col += n
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i + extra, j).text = str(v)
    return t


def _att(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


# ---------------------------------------------------------------- structured offering memos


def d29_abs_memo():
    d = "scargill"
    doc = _doc()
    doc.add_heading("Scargill Securities - Offering: HAWES AUTO RECEIVABLES TRUST 2026-1", level=1)
    doc.add_paragraph("Secondary offering, Wednesday 24 November 2027. Each class is offered in its full current face; "
                      "spreads to the interpolated Treasury curve (J-curve) at the WAL shown, pricing speed 1.3% ABS.")
    doc.add_paragraph("Collateral at the November distribution: pool balance $612.4MM (61.2% of the $1,000.0MM cut-off), "
                      "WA FICO 712, WA LTV 96.4%, WA APR 11.84%, 60+ delinquencies 1.92%, cumulative net loss 2.07% vs a "
                      "5.25% trigger. Excess spread 6.1% annualised; OC at target of 12.5%.")
    rows = [["Class", "CUSIP", "Rtg", "Orig Face ($MM)", "Cur Face ($MM)", "Factor", "Cpn", "WAL", "Window", "CE %",
             "Offer Sprd", "Offer Px"]]
    cls = [("A-3", "AAA", "310.0", "221.6", "0.7148", "5.02", "1.2", "01/28-09/29", "41.8", "J+58", 100 + 5 / 32),
           ("B", "AA", "62.0", "62.0", "1.0000", "5.41", "2.1", "09/29-03/30", "31.6", "J+92", 100 + 2.5 / 32),
           ("C", "A", "71.5", "71.5", "1.0000", "5.87", "2.6", "03/30-10/30", "19.9", "J+128", 99 + 30 / 32),
           ("D", "BBB", "58.5", "58.5", "1.0000", "6.55", "3.1", "10/30-05/31", "10.3", "J+205", 99 + 1 / 32)]
    g = []
    for c, rtg, orig, cur, fac, cp, wal, win, ce, sp, px in cls:
        cu = uc("scargill hawes " + c)
        rows.append([c, cu, rtg, orig, cur, fac, cp, wal, win, ce, sp, n32(px)])
        f = round(float(cur) * 1e6)
        g += q(cu, "structured", d, size=(None, f), spread=(None, sp[2:]), price=(None, n32(px)))
    _table(doc, rows)
    a3 = uc("scargill hawes A-3")
    doc.add_paragraph(f"We are also a buyer of the A-3 ({a3}) at J+63 / {n32(100 + 3 / 32)} for up to 5MM - "
                      "that bid is ours; the offer above is from the inventory book.")
    g += q(a3, "structured", d, size=(5000000, None), spread=("63", None), price=(n32(100 + 3 / 32), None))
    doc.add_paragraph("For reference: the A-3 priced at J+71 / 99-31+ at new issue (Feb-26); last BWIC cover on the C class "
                      "was J+141 on 11/17. Not offerings.")
    text = ("Please find attached our offering on HAWES AUTO 2026-1, full current face in each class.\n\n"
            "Tess Oxnop | Scargill Securities | ABS | +1 212 555 0126\n")
    return mk("scargill-abs-offering-memo", "docx", g, sender="Tess Oxnop <toxnop@scargill.com>",
              subject="OFFERING - HAWES AUTO 2026-1 A-3 / B / C / D", date=date("11:02:45", day=24), to=TO, text=text,
              attachments=[_att("Scargill_HAWES_2026-1_offering.docx", _save(doc))], note="docx:memo")


def d30_rmbs_memo():
    d = "thrintoft"
    doc = _doc()
    doc.add_heading("THRINTOFT - NON-QM RMBS secondary - 30 Nov 2027", level=1)
    doc.add_paragraph("Two-way markets, spreads over the UST curve at WAL (bp), px decimal. Sizes are per side, in the "
                      "Size column.")
    stats = [["Deal", "Pool bal ($MM)", "Factor", "WA FICO", "WA LTV", "3m CPR", "60+ DQ", "CNL"],
             ["SEDGEMOOR 2025-NQM3", "404.97", "0.80994", "742", "68.1", "15.2", "2.25", "0.38"],
             ["ASKRIGG 2024-NQM1", "288.40", "0.6410", "731", "70.4", "18.9", "3.41", "0.61"]]
    doc.add_paragraph("Collateral (November remittance):")
    _table(doc, stats)
    doc.add_paragraph("Levels:")
    rows = [["Deal", "Class", "CUSIP", "Orig", "Current", "Bid", "Offer", "Bid", "Offer", "Size"]]
    bands = [("Bond", 3), ("Face ($MM)", 2), ("Spread (bp)", 2), ("Price", 2), ("", 1)]
    lv = [("SEDGEMOOR 2025-NQM3", "A-1", "305.0", "221.9", 148, 138, 100.22, 100.55, "5MM"),
          ("SEDGEMOOR 2025-NQM3", "M-1", "22.5", "22.5", 265, 245, 99.05, 99.72, "2MM"),
          ("ASKRIGG 2024-NQM1", "A-2", "41.0", "41.0", 171, 160, 99.61, 99.98, "3MM"),
          ("ASKRIGG 2024-NQM1", "B-1", "12.0", "12.0", None, None, 86.50, 88.00, "1MM")]
    g = []
    for deal, c, orig, cur, sb, so, pb, po, sz in lv:
        cu = uc("thrintoft " + deal + c)
        rows.append([deal, c, cu, orig, cur, str(sb) if sb else "-", str(so) if so else "-", f"{pb:.2f}", f"{po:.2f}", sz])
        ms = {"spread": (str(sb), str(so))} if sb else {}
        ms["price"] = (f"{pb:.2f}", f"{po:.2f}")
        g += q(cu, "structured", d, size=sz, **ms)
    _table(doc, rows, bands=bands)
    doc.add_paragraph("ASKRIGG B-1 is quoted on price only (loss-exposed at 2 CDR 40 sev). Pricing speeds: 15 CPR, "
                      "2 CDR, 40% severity, 12-month lag.")
    text = "Non-QM levels attached.\n\nBea Hawnby | Thrintoft Securities | RMBS | +1 212 555 0138\n"
    return mk("thrintoft-nonqm-rmbs-memo", "docx", g, sender="Bea Hawnby <bhawnby@thrintoft.com>",
              subject="Non-QM RMBS two-way 30-Nov", date=date("10:20:00", day=30), to=TO, text=text,
              attachments=[_att("THRINTOFT_NonQM_30Nov.docx", _save(doc))], note="docx:memo docx:merged-header")


# ---------------------------------------------------------------- loans with primary talk


def d31_loans_break_levels():
    d = "ulleskelf"
    doc = _doc()
    doc.add_heading("Ulleskelf Capital - Loan Market Update - 22 November 2027", level=1)
    doc.add_paragraph("Primary: KNARESBOROUGH SYSTEMS launched a $1,100MM TLB today, talk S+325-350 at OID 99.5 with a 0.50% "
                      "floor and 101 soft call for 6 months; commitments due Tuesday 30-Nov at noon. This is new-issue talk, "
                      "not a secondary market.")
    doc.add_paragraph("Recent new issues - where they priced, where they broke, and where we are now (secondary, 2MM per side):")
    rows = [["Borrower", "Facility", "Talk", "OID", "Priced", "Break", "Now (bid / offer)"],
            ["SPOFFORTH HEALTH", "TLB S+350 11/32", "S+350-375", "99.5", "S+350 @ 99.75", "100.25", "100.125 / 100.500"],
            ["FEWSTON MEDIA", "TLB S+400 11/31", "S+400-425", "99.0", "S+425 @ 99.00", "98.75", "97.875 / 98.500"],
            ["BLUBBERHOUSES TECH", "TLB S+300 10/32", "S+300-325", "99.75", "S+300 @ 100.00", "100.375", "100.250 / 100.625"]]
    _table(doc, rows)
    g = []
    for r in rows[1:]:
        b, o = r[6].split(" / ")
        g += q(f"{r[0]} {r[1]}", "loan", d, size="2MM", price=(b, o))
    doc.add_paragraph(f"Seasoned: we are offering 3MM of PANNAL FOODS TLB S+375 06/30 at {frac(99.25)} "
                      "(issued at 98.0 in 2023, 0.75% floor), and bid 94.50 for 2MM of DACRE GAMING TLB S+450 04/31.")
    g += q("PANNAL FOODS TLB S+375 06/30", "loan", d, size=(None, 3000000), price=(None, "99 1/4"))
    g += q("DACRE GAMING TLB S+450 04/31", "loan", d, size=(2000000, None), price=("94.50", None))
    text = "Weekly loan update attached (primary talk plus break levels and secondary).\n\n" \
           "Cal Birstwith | Ulleskelf Capital | Leveraged Finance | +1 212 555 0114\n"
    return mk("ulleskelf-loans-break-levels", "docx", g, sender="Cal Birstwith <cbirstwith@ulleskelf.com>",
              subject="Loan market update 22-Nov", date=date("15:30:12", day=22), to=TO, text=text,
              attachments=[_att("Ulleskelf_loan_update_20271122.docx", _save(doc))], note="docx:prose")


def d32_loans_snapshots():
    d = "varley"
    doc = _doc()
    doc.add_heading("Varley & Co - credit snapshots, leveraged loans - 29 Nov 2027", level=1)
    g = []
    snaps = [
        ("GREWELTHORPE FOODS TLB S+400 2/31", ["LTM EBITDA $385MM, net leverage 5.4x, interest cover 2.1x",
                                               "Facility $1,650MM; 0.50% floor; issued at 99.0 (Mar-25)",
                                               "Q3: revenue +4.2% y/y, margin 18.6%"], "97 1/2", "98", "1x1"),
        ("MIDDLEHAM AEROSPACE TLB S+325 9/30", ["LTM EBITDA $610MM, net leverage 3.9x",
                                                 "Facility $2,200MM; repriced Jun-27 at par (was S+375)"], "100 1/8", "100 3/8", "2x2"),
    ]
    for name, bullets, b, o, sz in snaps:
        doc.add_paragraph(name, style="Heading 2")
        for x in bullets:
            doc.add_paragraph(x, style="List Bullet")
        doc.add_paragraph(f"Market: {b} - {o} ({sz})", style="List Bullet")
        g += q(name, "loan", d, size=sz, price=(b, o))
    doc.add_paragraph("Distressed / stressed (points, 1x1):")
    rows = [["Loan", "Recovery est. (pts)", "Market", "Last"],
            ["KIRKBY MALZEARD RETAIL TL S+600 3/29", "45-55", "38 - 41", "40 (11/24)"],
            ["AZERLEY PAPER 1L S+475 8/30", "60-70", "62.50 - 64.00", "63.25 (11/22)"]]
    _table(doc, rows)
    g += q("KIRKBY MALZEARD RETAIL TL S+600 3/29", "loan", d, size="1x1", price=("38", "41"))
    g += q("AZERLEY PAPER 1L S+475 8/30", "loan", d, size="1x1", price=("62.50", "64.00"))
    text = "Credit snapshots with levels attached.\n\nRosa Kirkby | Varley & Co | Loans | +1 212 555 0157\n"
    return mk("varley-loan-snapshots", "docx", g, sender="Rosa Kirkby <rkirkby@varley.com>",
              subject="Loan snapshots + levels 29-Nov", date=date("12:45:30", day=29), to=TO, text=text,
              attachments=[_att("Varley_loan_snapshots_29Nov27.docx", _save(doc))], note="docx:prose")


# ---------------------------------------------------------------- munis with converts / preferreds


def d33_muni_prefs():
    d = "wensley"
    doc = _doc()
    doc.add_heading("Wensley Securities - Munis, $25 preferreds and a convert - 24 Nov 2027", level=1)
    doc.add_paragraph("Munis (two-way; yields to worst, then dollar price; par in thousands, per side):")
    mrows = [["CUSIP", "Issuer", "Cpn / Mat", "Call", "Yield (b / o)", "Price (b / o)", "Par (000)", "vs MMD"]]
    mu = [("SAN FRANCISCO PUC WTR", 5.0, "2048-11-01", "11/1/48", "11/1/33 @ 100", "2033-11-01", 3.69, 3.63, "1,000"),
          ("HAWAII ST ARPTS SYS AMT", 5.25, "2052-07-01", "7/1/52", "7/1/34 @ 100", "2034-07-01", 4.09, 4.02, "500"),
          ("MICHIGAN FIN AUTH HOSP", 4.0, "2051-12-01", "12/1/51", "12/1/31 @ 100", "2031-12-01", 4.44, 4.38, "250")]
    g = []
    for iss, c, iso, mt, call, ciso, by, oy, par in mu:
        cu = uc("wensley " + iss)
        bp, op = f3(muni_px(c, by, iso, ciso)), f3(muni_px(c, oy, iso, ciso))
        mrows.append([cu, iss, f"{c:g}% {mt}", call, f"{by:.2f} / {oy:.2f}", f"{bp} / {op}", par, "+38"])
        p = int(par.replace(",", "")) * 1000
        g += q(cu, "muni", d, size=(p, p), yield_=(f"{by:.2f}", f"{oy:.2f}"), price=(bp, op))
    _table(doc, mrows)
    doc.add_paragraph("$25 preferreds (dollar price; YTC to the first call; size in shares):")
    prows = [["Issuer", "CUSIP", "Cpn", "First Call", "Px Bid", "Px Ofr", "YTC Bid", "YTC Ofr", "Cur Yld", "Size (shs)"]]
    pf = [("ASKHAM BANCORP 6.25% SER B", 6.25, 25.30, 25.45, "2029-02-15", "02/15/29"),
          ("COVERHAM REIT 5.70% SER C", 5.7, 24.60, 24.80, "2030-06-30", "06/30/30")]
    for iss, c, b, o, ciso, call in pf:
        cu = uc("wensley " + iss)
        yb, yo = ylds(c, b * 4, ciso, 2), ylds(c, o * 4, ciso, 2)
        prows.append([iss, cu, f"{c:.2f}%", call, f"{b:.2f}", f"{o:.2f}", yb, yo, f"{c * 25 / b:.2f}%", "10,000"])
        g += q(cu, "preferred", d, price=(f"{b:.2f}", f"{o:.2f}"), yield_=(yb, yo))
    _table(doc, prows)
    cv = uc("wensley thoralby cv 2031")
    doc.add_paragraph(f"Convert: we are offering 2MM THORALBY PHARMA 1.5% 2031 CV ({cv}) at 104 1/2 "
                      "(parity 81.2, premium 28.7%, delta 0.58, bond floor 91).")
    g += q(cv, "convert", d, size=(None, 2000000), price=(None, "104 1/2"))
    text = "Munis, preferreds and a convert - see attached.\n\nJo Aysgarth | Wensley Securities | +1 212 555 0149\n"
    return mk("wensley-muni-prefs-convert", "docx", g, sender="Jo Aysgarth <jaysgarth@wensley.com>",
              subject="Munis / $25 prefs / CV 24-Nov", date=date("09:15:00", day=24), to=TO, text=text,
              attachments=[_att("Wensley_muni_pref_cv_24Nov.docx", _save(doc))], note="docx:tables")


def d34_muni_converts():
    d = "yockenthwaite"
    doc = _doc()
    doc.add_heading("YOCKENTHWAITE - munis and converts - 26/11/2027", level=1)
    g = []
    doc.add_paragraph("Munis - offerings (yield to worst / price), par in thousands:")
    mu = [("NASSAU CNTY NY GO", 5.0, "2040-04-01", "4/1/40", "2032-04-01", 3.52, "500"),
          ("PHOENIX AZ CIVIC IMPT WTR", 4.0, "2049-07-01", "7/1/49", "2029-07-01", 4.125, "1,000"),
          ("RHODE ISLAND HLTH EDL BLDG", 5.0, "2043-05-15", "5/15/43", "2033-05-15", 3.77, "250")]
    for iss, c, iso, mt, ciso, y, par in mu:
        cu = uc("yockenthwaite " + iss)
        px = f3(muni_px(c, y, iso, ciso))
        doc.add_paragraph(f"{par}M {iss} {c:g}s {mt} ({cu}), callable {ciso[5:7]}/{ciso[2:4]} at par: "
                          f"offered at {y:.3f} / {px}", style="List Bullet")
        p = int(par.replace(",", "")) * 1000
        g += q(cu, "muni", d, size=(None, p), yield_=(None, f"{y:.3f}"), price=(None, px))
    doc.add_paragraph("Converts (points; 1MM per side):")
    rows = [["Bond", "ISIN", "Stock Px", "Conv Ratio", "Parity", "Bid", "Offer", "Prem %", "Delta"],
            ["HEALAUGH ENERGY 2.25% 2030 CV", "", "41.20", "21.5983", "88.98", "101.75", "102.50", "14.8", "0.66"],
            ["SWALEDALE SEMI 0% 2029 CV", "", "112.40", "7.1250", "80.09", "92.00", "92.875", "15.4", "0.49"]]
    for r in rows[1:]:
        r[1] = ui("US", "yockenthwaite " + r[0])
        g += q(r[1], "convert", d, size="1MM", price=(r[5], r[6]))
    _table(doc, rows)
    text = "Muni offerings and convert levels attached.\n\nHal Raydale | Yockenthwaite Partners | +1 212 555 0168\n"
    return mk("yockenthwaite-muni-converts", "docx", g, sender="Hal Raydale <hraydale@yockenthwaite.com>",
              subject="Muni offerings / converts 26-Nov", date=date("10:05:25", day=26), to=TO, text=text,
              attachments=[_att("YOCK_muni_cv_26112027.docx", _save(doc))], note="docx:prose")


LAYOUTS = [d29_abs_memo, d30_rmbs_memo, d31_loans_break_levels, d32_loans_snapshots, d33_muni_prefs, d34_muni_converts]
