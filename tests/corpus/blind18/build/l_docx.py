"""Word documents: three pairs (loans / HY offering memo, a BWIC list with munis, an axe sheet across IG / EM /
converts / CDS)."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.shared import Pt

from common import MIME_DOCX, Attachment, bkey, date, f3, mk, muni_px, normalize_zip, q, uc, ui, ylds


def _doc():
    d = docx.Document()
    cp = d.core_properties
    cp.author = "desk"
    cp.created = dt.datetime(2027, 11, 22, 6, 30)  # noqa: DTZ001 - a document property, fixed
    cp.modified = dt.datetime(2027, 11, 22, 6, 30)  # noqa: DTZ001
    cp.last_modified_by = "desk"
    cp.revision = 1
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10)
    return d


def _save(d, name):
    buf = io.BytesIO()
    d.save(buf)
    return Attachment(name, normalize_zip(buf.getvalue()), MIME_DOCX, "docx")


def _table(d, header_rows, rows, merges=()):
    """header_rows: lists of cell texts; merges: (row, c1, c2) merged cells in the header."""
    t = d.add_table(rows=len(header_rows) + len(rows), cols=len(header_rows[-1]))
    t.style = "Table Grid"
    for i, hr in enumerate(header_rows):
        for j, v in enumerate(hr):
            if v is not None:
                t.cell(i, j).text = v
    for r, c1, c2 in merges:
        keep = t.cell(r, c1).text
        m = t.cell(r, c1).merge(t.cell(r, c2))
        m.text = keep
    for i, row in enumerate(rows, start=len(header_rows)):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    return t


# ---------------------------------------------------------------- 43 / 44: loans and HY


def d43_aldbrough_offering_memo():
    dl = "aldbrough"
    d = _doc()
    d.add_heading("Aldbrough Securities - Leveraged Finance Secondary Offering Memo", 1)
    d.add_paragraph("Wednesday, 24 November 2027. Loans are quoted in points of par; sizes per side in USD millions.")
    d.add_paragraph("Primary: price talk on the new HORNSEA FOODS TLB is S+350-375 at OID 99.5, commitments due Friday noon. "
                    "That is primary talk, not a secondary market.")
    lo = [("SKIPSEA MARINE", "TLB", "S+325", "03/31", "99 1/4", "99 3/4", "2"),
          ("ULROME CHEMICALS", "TL", "S+450", "09/30", "94 1/2", "95 1/4", "1"),
          ("BARMSTON HEALTH", "TLB-2", "S+375", "12/31", "98", "98 5/8", "3"),
          ("ATWICK SOFTWARE", "TLB", "S+400", "06/32", "100 1/8", "100 5/8", "5")]
    gold = []
    rows = []
    for b, f, m, mt, pb, pa, sz in lo:
        rows.append([b, f, m, mt, pb, pa, sz])
        gold += q(f"{b} {f} {m} {mt}", "loan", dl, size=f"{sz}MM", price=(pb, pa))
    _table(d, [["Facility", None, None, None, "Levels", None, "Size (MM)"], ["Borrower", "Tranche", "Margin", "Maturity", "Bid", "Offer", "per side"]],
           rows, merges=[(0, 0, 3), (0, 4, 5)])
    d.add_paragraph("")
    hy_c, hy_iso = 7.25, "2031-03-01"
    yk = ylds(hy_c, 98.75, hy_iso, 2)
    d.add_paragraph(f"High yield: we are offering 3MM KILNSEA LEISURE 7 1/4 03/01/31 at 98 3/4 ({yk}% YTW), and we have a buyer of "
                    "FRAISTHORPE MEDIA 6 1/2 10/15/30 at 93 1/2 for up to 2MM. MAPPLETON ENERGY 9 3/8 04/15/29 is 101 - 101 3/4, "
                    "1MM each way.")
    gold += q(bkey("KILNSEA LEISURE", 7.25, hy_iso), "hy", dl, size=(None, 3_000_000), price=(None, "98 3/4"), yield_=(None, yk))
    gold += q(bkey("FRAISTHORPE MEDIA", 6.5, "2030-10-15"), "hy", dl, size=(2_000_000, None), price=("93 1/2", None))
    gold += q(bkey("MAPPLETON ENERGY", 9.375, "2029-04-15"), "hy", dl, size="1MM", price=("101", "101 3/4"))
    d.add_paragraph("ULROME: the 1/2 point drop since Monday is on the sponsor headlines. BARMSTON add-on of $250MM priced at 99.")
    att = _save(d, "Aldbrough_LevFin_Memo_24Nov.docx")
    text = ("Good morning,\n\nOur levfin offering memo is attached.\n\nBest regards,\nKate Oxley\nAldbrough Securities | 212.555.0161\n"
            "Important: this document is for institutional investors and is not research.\n")
    return mk("aldbrough-levfin-memo-docx", "docx", gold, sender="Kate Oxley <koxley@aldbrough.com>", subject="LevFin offering memo",
              date=date("08:03:44", day=24), text=text, attachments=[att])


def d44_birdsall_loan_hy_prose():
    dl = "birdsall"
    d = _doc()
    d.add_paragraph("BIRDSALL CAPITAL - LOANS & HY - 29.11.27")
    gold = []
    _table(d, [["Borrower / Facility", "Margin", "Mat", "Bid / Offer", "Size"]],
           [["WHARRAM FOODS TLB", "S+300", "Jul-31", "99.50 / 100.00", "2mm"], ["SLEDMERE PLASTICS TL", "S+425", "Feb-30", "92.00 / 93.00", "1mm"],
            ["THIXENDALE WASTE TLB", "S+375", "Oct-31", "97.25 / 97.75", "2mm"]])
    d.add_paragraph("Correction: SLEDMERE should read 91.50 / 92.50, not 92.00 / 93.00 - the table was last night's.")
    gold += q("WHARRAM FOODS TLB S+300 JUL-31", "loan", dl, size="2MM", price=("99.50", "100.00"))
    gold += q("SLEDMERE PLASTICS TL S+425 FEB-30", "loan", dl, size="1MM", price=("91.50", "92.50"))
    gold += q("THIXENDALE WASTE TLB S+375 OCT-31", "loan", dl, size="2MM", price=("97.25", "97.75"))
    d.add_paragraph("HY: HUGGATE RAIL 6 3/4 2032 we're 97 1/4 bid, 97 7/8 offered, 2x2. LANGTOFT STEEL 8.5% 2030: offered only at 100 1/2, 1MM.")
    gold += q(bkey("HUGGATE RAIL", 6.75, "2032"), "hy", dl, size="2x2", price=("97 1/4", "97 7/8"))
    gold += q(bkey("LANGTOFT STEEL", 8.5, "2030"), "hy", dl, size=(None, 1_000_000), price=(None, "100 1/2"))
    att = _save(d, "birdsall_levels.docx")
    text = "Levels attached.\n\nNed Caley\nBirdsall Capital | 704-555-0129\n"
    return mk("birdsall-loan-hy-prose-docx", "docx", gold, sender="Ned Caley <ncaley@birdsall.com>", subject="loans / HY",
              date=date("12:12:12", day=29), text=text, attachments=[att])


# ---------------------------------------------------------------- 45 / 46: BWIC list and munis


def d45_carperby_bwic_muni():
    dl = "carperby"
    d = _doc()
    d.add_heading("BWIC - Friday 26 November 2027, bids due 11:30 ET", 1)
    d.add_paragraph("Seller's list, all or none not required. Price talk below is ours (Carperby), in price; "
                    "cover to be released after the auction. Current face is the size.")
    items = [("AYSGARTH CLO 2022-2", "B", "30.000", "30.000", "99.25 - 99.75", "99.25", "99.75"),
             ("AYSGARTH CLO 2022-2", "C", "20.000", "20.000", "98-98.5", "98", "98.5"),
             ("REDMIRE AUTO LOAN TRUST 2024-1", "D", "18.500", "7.215", "99 1/2", "99 1/2", "99 1/2"),
             ("WENSLEY CMBS 2020-C7", "AJ", "25.000", "21.880", "low 90s", None, None),
             ("BAINBRIDGE STUDENT LOAN 2021-A", "A2", "40.000", "16.320", "97.75/98.25", "97.75", "98.25")]
    gold = []
    rows = []
    for i, (deal, cls, orig, cur, talk, lo, hi) in enumerate(items, start=1):
        cu = uc(deal + cls)
        rows.append([str(i), cu, deal, cls, orig, cur, talk])
        if lo is not None:
            sz = round(float(cur) * 1_000_000)
            gold += q(cu, "structured", dl, size=(sz, sz), talk=(lo, hi))
    _table(d, [["#", "CUSIP", "Deal", "Class", "Face (MM)", None, "Talk"], [None, None, None, None, "Orig", "Current", "(px)"]],
           rows, merges=[(0, 4, 5)])
    d.add_paragraph("")
    d.add_paragraph("Also - munis we are offering (yield / price), par in thousands:")
    mu = [("250", "MINNESOTA ST GO", 5.0, "2038-08-01", "2033-08-01", 3.42), ("500", "OREGON ST DEPT TRANSN", 4.0, "2042-11-15", "2032-11-15", 3.96)]
    mrows = []
    for par, name, c, iso, ciso, y in mu:
        cu = ui("US", name + iso)[2:11]
        p = f3(muni_px(c, y, iso, ciso))
        mrows.append([par, cu, name, f"{c:.3f}", f"{iso[5:7]}/{iso[8:]}/{iso[:4]}", f"{ciso[5:7]}/{ciso[8:]}/{ciso[2:4]} @ 100", f"{y:.2f} / {p}"])
        gold += q(cu, "muni", dl, size=(None, int(par) * 1000), yield_=(None, f"{y:.2f}"), price=(None, p))
    _table(d, [["Par (000)", "CUSIP", "Issuer", "Coupon", "Maturity", "Call", "Offer Yld / Px"]], mrows)
    d.add_paragraph("The WENSLEY AJ talk is in words only; we'll firm it up by 10:30. Bids to bwic@carperby.com or 646-555-0175.")
    att = _save(d, "Carperby_BWIC_26Nov_and_muni_offers.docx")
    text = "BWIC list and talk attached, plus a couple of muni offerings.\n\nMia Thwaite\nCarperby Securities | 646-555-0175\n"
    return mk("carperby-bwic-talk-muni-docx", "docx", gold, sender="Mia Thwaite <mthwaite@carperby.com>", subject="BWIC 26-Nov 11:30 + munis",
              date=date("08:15:55", day=26), text=text, attachments=[att])


def d46_duggleby_muni_abs():
    dl = "duggleby"
    d = _doc()
    d.add_paragraph("Duggleby & Sons - ABS and muni two-ways, 22 November 2027")
    gold = []
    rows = []
    for deal, cls, pb, pa, sb, sa in [("FOXHOLES EQUIPMENT 2025-1", "A3", "100.02", "100.14", "I+68", "I+63"),
                                      ("KIRBY GRINDALYTHE CARD 2024-3", "A", "99.88", "99.97", "I+55", "I+51"),
                                      ("WETWANG AUTO 2023-2", "C", "98.75", "99.05", "I+142", "I+131")]:
        cu = uc(deal + cls)
        rows.append([cu, f"{deal} {cls}", f"{pb} / {pa}", f"{sb} / {sa}", "5"])
        gold += q(cu, "structured", dl, size="5MM", price=(pb, pa), i_spread=(sb[2:], sa[2:]))
    _table(d, [["CUSIP", "Bond", "Price", "Spread", "Size (MM)"]], rows)
    mrows = []
    for name, c, iso, ciso, yb, ya in [("VIRGINIA ST PUB BLDG AUTH", 5.0, "2039-08-01", "2034-08-01", 3.38, 3.31)]:
        cu = ui("US", name + iso)[2:11]
        pb, pa = f3(muni_px(c, yb, iso, ciso)), f3(muni_px(c, ya, iso, ciso))
        mrows.append([cu, f"{name} {c:g}% {iso[5:7]}/{iso[8:]}/{iso[2:4]}", f"{pb} / {pa}", f"{yb:.2f} / {ya:.2f}", "1"])
        gold += q(cu, "muni", dl, size="1MM", price=(pb, pa), yield_=(f"{yb:.2f}", f"{ya:.2f}"))
    _table(d, [["CUSIP", "Bond", "Price", "Yield", "Size (MM)"]], mrows)
    att = _save(d, "duggleby_abs_muni.docx")
    text = "Two-ways attached.\n\nJess Pybus | Duggleby & Sons | 215-555-0138\n"
    return mk("duggleby-abs-muni-docx", "docx", gold, sender="Jess Pybus <jpybus@duggleby.com>", subject="ABS / muni two-ways",
              date=date("09:44:00", day=22), text=text, attachments=[att])


# ---------------------------------------------------------------- 47 / 48: axe sheets


def d47_eppleby_axe_sheet():
    dl = "eppleby"
    d = _doc()
    d.add_heading("Eppleby Markets - Axe Sheet", 1)
    d.add_paragraph("Tuesday 30 November 2027 | London close | sizes in millions, our side only unless two-way")
    gold = []
    d.add_paragraph("IG CREDIT (spread to benchmark, bp; cash price for reference of the same side)")
    ig_rows = []
    for side, name, c, cs, iso, mt, sp, px, sz in [("BUYER", "HUTTON RUDBY WATER", 4.625, "4 5/8", "2033-06", "06/33", "+118", "99.42", "5"),
                                                   ("SELLER", "MIDDLETON TYAS BANK", 5.375, "5 3/8", "2035-01", "01/35", "+146", "100.81", "3"),
                                                   ("SELLER", "APPLETON WISKE TELECOM", 3.875, "3 7/8", "2029-09", "09/29", "+71", "98.77", "2")]:
        ig_rows.append([side, f"{name} {cs} {mt}", sp, px, sz])
        s = int(sz) * 1_000_000
        if side == "BUYER":
            gold += q(bkey(name, c, iso), "ig", dl, size=(s, None), spread=(sp, None), price=(px, None))
        else:
            gold += q(bkey(name, c, iso), "ig", dl, size=(None, s), spread=(None, sp), price=(None, px))
    _table(d, [["Side", "Bond", "Spread (bp)", "Px", "Size"]], ig_rows)
    d.add_paragraph("")
    d.add_paragraph("EM SOVEREIGNS - two-way, price then yield")
    em_rows = []
    for tk, c, iso, pb, pa in [("ROMANI", 5.75, "2035-03-24", 96.4, 96.95), ("HUNGARY", 6.25, "2033-09-22", 103.3, 103.8)]:
        isn = ui("XS", tk + "axe" + iso)
        yb, ya = ylds(c, pb, iso, 2), ylds(c, pa, iso, 2)
        em_rows.append([f"{tk} {c:g} {iso[8:]}/{iso[5:7]}/{iso[:4]}", isn, f"{pb:.2f} - {pa:.2f}", f"{yb} - {ya}"])
        gold += q(isn, "em_sovereign", dl, size="2MM", price=(f"{pb:.2f}", f"{pa:.2f}"), yield_=(yb, ya))
    _table(d, [["Bond", "ISIN", "Price", "Yield (%)"]], em_rows)
    d.add_paragraph("EM 2MM per side.")
    d.add_paragraph("CONVERTIBLES: we are sellers of 2MM COWESBY ROBOTICS 1.25% 2030 CV at 108 1/2 (parity 101.3, delta 0.64). "
                    "Buyers of NORTHALLERTON PHARMA 0% 2029 CV at 88 3/4, 1MM.")
    gold += q(bkey("COWESBY ROBOTICS", 1.25, "2030", "CV"), "convert", dl, size=(None, 2_000_000), price=(None, "108 1/2"))
    gold += q(bkey("NORTHALLERTON PHARMA", 0, "2029", "CV"), "convert", dl, size=(1_000_000, None), price=("88 3/4", None))
    d.add_paragraph("CDS (bp): MIDDLETON TYAS BANK SNR 5Y 81/86 and SUB 5Y 148/158, 5x5. iTraxx Main 42 5Y 55.75/56.25 in 50.")
    gold += q("MIDDLETON TYAS BANK SNR 5Y", "cds", dl, size="5x5", spread=("81", "86"))
    gold += q("MIDDLETON TYAS BANK SUB 5Y", "cds", dl, size="5x5", spread=("148", "158"))
    gold += q("ITRAXX MAIN 42 5Y", "cds", dl, size=(50_000_000, 50_000_000), spread=("55.75", "56.25"))
    d.add_paragraph("The HUTTON RUDBY 33s printed +121 yesterday on the tape (not ours). Desk: +44 20 7946 0654.")
    att = _save(d, "Eppleby_Axes_30Nov2027.docx")
    text = "Please find our axe sheet attached.\n\nTom Raine\nEppleby Markets Ltd\n+44 20 7946 0654\n"
    return mk("eppleby-axe-sheet-docx", "docx", gold, sender="Tom Raine <traine@eppleby.co.uk>", subject="Axe sheet 30/11",
              date=date("16:55:02", "+0000", day=30), text=text, attachments=[att])


def d48_fangfoss_axes_merged():
    dl = "fangfoss"
    d = _doc()
    d.add_paragraph("FANGFOSS SECURITIES | AXES | 26-Nov-27")
    gold = []
    rows = []
    for name, c, iso, mt, b, a in [("POCKLINGTON GAS", 5.0, "2034-10-15", "10/15/34", "+132", "+126")]:
        rows.append([f"{name} {c:g} {mt}", b, a, "", ""])
        gold += q(bkey(name, c, iso), "ig", dl, size="3MM", spread=(b, a))
    for tk, c, iso, mt, b, a in [("PANAMA", 6.875, "2036-01-31", "01/31/36", "95.60", "96.20"), ("PERU", 6.15, "2037-08-12", "08/12/37", "100.35", "100.90")]:
        rows.append([f"{tk} {c:g} {mt}", "", "", b, a])
        gold += q(bkey(tk, c, iso), "em_sovereign", dl, size="3MM", price=(b, a))
    for name, c, iso, _mt, b, a in [("MELBOURNE YORK SOLAR 0.5 06/30 CV", 0.5, "2030-06", "06/30", "97.25", "98.25")]:
        rows.append([name, "", "", b, a])
        gold += q(bkey("MELBOURNE YORK SOLAR", c, iso, "CV"), "convert", dl, size="3MM", price=(b, a))
    rows.append(["POCKLINGTON GAS SNR 5Y", "92", "97", "", ""])
    gold += q("POCKLINGTON GAS SNR 5Y", "cds", dl, size="3MM", spread=("92", "97"))
    _table(d, [["Instrument", "Spread (bp)", None, "Price", None], [None, "Bid", "Ask", "Bid", "Ask"]], rows, merges=[(0, 1, 2), (0, 3, 4)])
    d.add_paragraph("3MM per side throughout.")
    att = _save(d, "fangfoss_axes.docx")
    text = "Axes attached.\n\nDom Kell | Fangfoss Securities | 617-555-0159\n"
    return mk("fangfoss-axes-merged-docx", "docx", gold, sender="Dom Kell <dkell@fangfoss.com>", subject="axes",
              date=date("08:08:08", day=26), text=text, attachments=[att])


LAYOUTS = [d43_aldbrough_offering_memo, d44_birdsall_loan_hy_prose, d45_carperby_bwic_muni, d46_duggleby_muni_abs,
           d47_eppleby_axe_sheet, d48_fangfoss_axes_merged]
