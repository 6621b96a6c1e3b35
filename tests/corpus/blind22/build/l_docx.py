"""Word attachments: loan and CLO axes in Word tables, and everyday IG / CDS / EM runs typed into a document."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt

from common import MIME_DOCX, Attachment, date, lkey, mk, normalize_zip, pi, q, spx, tc, ylds


def _doc(title_author: str):
    d = docx.Document()
    cp = d.core_properties
    cp.author = title_author
    cp.last_modified_by = title_author
    cp.created = dt.datetime(2028, 1, 10, 6, 30, tzinfo=dt.UTC)
    cp.modified = dt.datetime(2028, 1, 10, 6, 30, tzinfo=dt.UTC)
    cp.revision = 1
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(9)
    return d


def _save(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def _shade(cell, fill):
    tcpr = cell._tc.get_or_add_tcPr()  # noqa: SLF001
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tcpr.append(shd)


def _table(d, rows, *, head=1, right=(), bold_rows=(), shade_rows=(), merges=()):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for (r, c0, c1) in merges:
        t.cell(r, c0).merge(t.cell(r, c1))
    covered = {(r, c) for (r, c0, c1) in merges for c in range(c0 + 1, c1 + 1)}
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            if (r, c) in covered:  # a merged cell is written once, where it starts
                continue
            cell = t.cell(r, c)
            cell.text = ""
            p = cell.paragraphs[0]
            run = p.add_run(str(v))
            run.font.size = Pt(8)
            if r < head or r in bold_rows:
                run.bold = True
            if c in right and r >= head:
                p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
            if r < head:
                _shade(cell, "D9D9D9")
            if r in shade_rows:
                _shade(cell, "EDEDED")
    return t


# ---------------------------------------------------------------- 25 (dev) / 26 (hold-out): loans and CLO

def pendlebury_loans_clo_docx():
    dealer = "pendlebury"
    sender = "Fiona Grant <fgrant@pendlebury.com>"
    d = _doc("F. Grant")
    d.add_heading("Pendlebury Capital - Leveraged Finance Axes", level=1)
    d.add_paragraph("Week of 17 January 2028 - levels as of Tuesday 18 January, 11:30 ET.")
    d.add_paragraph("Loans 1mm per side; CLO 2mm current face unless noted.")
    d.add_heading("Leveraged loans (price)", level=2)
    loans = [("Aldborough Marine", "TLB", "S+350", "0.50%", "07/31/31", "98.625", "99.125", ""),
             ("Brotherton Glass", "TLB-2", "S+400", "0.75%", "02/28/30", "96.250", "97.000", "3mm avail"),
             ("Crayke Dairies", "Incremental TLB", "S+325", "0.50%", "10/15/32", "99.875", "100.250", "new, OID 99.75"),
             ("Dishforth Aviation", "TLB", "S+375", "0.00%", "05/15/31", "-", "97.750", "offer only"),
             ("Easingwold Clinics", "2nd Lien TL", "S+700", "0.75%", "12/31/31", "90.000", "92.000", "")]
    rows = [["Borrower", "Facility", "Spread", "Floor", "Maturity", "Bid", "Offer", "Comment"]]
    gold = []
    for bor, fac, spr, fl, mt, b, o, cmt in loans:
        rows.append([bor, fac, spr, fl, mt, b, o, cmt])
        gold += q(lkey(bor, fac, spr, mt), "loan", dealer, size="3MM" if "3mm" in cmt else "1MM", price=(None if b == "-" else b, o))
    _table(d, rows, right=(2, 3, 4, 5, 6))
    d.add_paragraph("")
    d.add_heading("CLO (DM to 3m SOFR / price)", level=2)
    clo = [(tc("57760E", "AA"), "Thirsk Park CLO 2025-2A", "A", "AAA", "5.5", "+127", "+122", "100.20", "100.41"),
           (tc("57760E", "AE"), "Thirsk Park CLO 2025-2A", "C", "A", "6.3", "+210", "+200", "100.30", "100.82"),
           (tc("24408U", "AJ"), "Husthwaite CLO 2022-1A", "D-R", "BBB-", "4.0", "+345*", "+330*", "99.90", "100.45"),
           (tc("24408U", "AL"), "Husthwaite CLO 2022-1A", "E-R", "BB-", "4.4", "+695", "+668", "97.60", "98.55")]
    rows = [["CUSIP", "Deal", "Class", "Rtg", "WAL", "DM Bid", "DM Offer", "Px Bid", "Px Offer"]]
    for cu, deal, cls, rtg, wal, db, do, pb, po in clo:
        rows.append([cu, deal, cls, rtg, wal, db, do, pb, po])
        review = ("dm",) if db.endswith("*") else ()
        gold += q(cu, "structured", dealer, size="2MM", review=review, dm=(db.rstrip("*"), do.rstrip("*")), price=(pb, po))
    _table(d, rows, right=(4, 5, 6, 7, 8))
    d.add_paragraph("* DM indicative - D-R reset pending, levels subject to confirmation.")
    d.add_paragraph("Pendlebury Capital LLC | 745 Seventh Avenue, New York NY 10019 | +1 212 555 0129. For institutional investors only.")
    data = _save(d)
    text = "Hi - our lev fin axes for the week attached (loans and CLO).\n\nFiona\n\nFiona Grant | Pendlebury Capital | +1 212 555 0129\n"
    return mk("pendlebury-loan-clo-axes-docx", "docx", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="Lev fin axes - Pendlebury",
              date=date("11:34:50", "-0500", 18), text=text, attachments=[Attachment("Pendlebury_LevFin_Axes_18Jan2028.docx", data, MIME_DOCX, "docx")],
              note="emph:multi-table emph:size-scope emph:missing-side emph:footnote emph:near-numbers", meta={"marks": ["*"]})


def redmarley_loans_clo_docx():
    dealer = "redmarley"
    sender = "Lukas Brandt <lukas.brandt@redmarley.com>"
    d = _doc("L. Brandt")
    p = d.add_paragraph()
    r = p.add_run("REDMARLEY SECURITIES - LOANS & CLO")
    r.bold = True
    r.font.size = Pt(13)
    d.add_paragraph("Wednesday 12 January 2028, 15:00 London.")
    rows = [["", "Loan (CUSIP)", "Borrower / Facility", "Margin", "Maturity", "Price", "", "Amt (MM)"],
            ["", "", "", "", "", "Bid", "Ask", ""]]
    loans = [("USD", tc("63807K", "AB"), "Ormesby Cable / TLB", "S+400", "Mar-31", "97.125", "97.625", "2"),
             ("USD", tc("19045T", "AD"), "Sessay Foods / TLB-3", "S+325", "Sep-32", "99.750", "100.125", "2"),
             ("USD", tc("82261B", "AC"), "Topcliffe Software / Incr TLB", "S+350", "Jun-32", "99.500", "99.875", "5"),
             ("EUR", pi("XS", "27", "redm-l1"), "Wath Chemie / TLB (EUR)", "E+375", "Nov-30", "98.000", "98.750", "2"),
             ("EUR", pi("XS", "27", "redm-l2"), "Yafforth Retail / TLB (EUR)", "E+450", "Jul-29", "91.500", "-", "2")]
    gold = []
    for cur, ident, desc, mg, mt, b, a, amt in loans:
        rows.append([cur, ident, desc, mg, mt, b, a, amt])
        gold += q(ident, "loan", dealer, size=(int(amt) * 1_000_000, int(amt) * 1_000_000), price=(b, None if a == "-" else a))
    d.add_paragraph("Loans").runs[0].bold = True
    _table(d, rows, head=2, right=(3, 4, 5, 6, 7), merges=((0, 5, 6),))
    d.add_paragraph("")
    d.add_paragraph("CLO - bare spreads are discount margins (bp); 1mm current face unless noted").runs[0].bold = True
    rows = [["ISIN", "Tranche", "WAL", "Bid", "Offer", "Px Bid", "Px Offer"]]
    clo = [(pi("XS", "27", "redm-c1"), "Kilburn Grange CLO VIII A", "4.8", "+129", "+124", "100.16", "100.37"),
           (pi("XS", "26", "redm-c2"), "Kilburn Grange CLO VIII D", "5.7", "+352", "+338", "99.62", "100.25"),
           (pi("XS", "26", "redm-c3"), "Ampleforth Euro CLO 3 E", "4.9", "+640", "+612", "98.20", "99.30"),
           (pi("XS", "25", "redm-c4"), "Ampleforth Euro CLO 3 F", "5.2", "+910", "n/a", "90.50", "n/a")]
    for isn, tr, wal, b, o, pb, po in clo:
        rows.append([isn, tr, wal, b, o, pb, po])
        gold += q(isn, "structured", dealer, size="1MM", dm=(b, None if o == "n/a" else o), price=(pb, None if po == "n/a" else po))
    _table(d, rows, right=(2, 3, 4, 5, 6))
    d.add_paragraph("Redmarley Securities Ltd, 5 Aldermanbury Square, London EC2V 7HR. Tel +44 20 7946 0390. Professional clients only.")
    data = _save(d)
    text = "Afternoon - loans and CLO in the attached.\n\nLukas\nRedmarley Securities | +44 20 7946 0390\n"
    return mk("redmarley-loans-clo-docx", "docx", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="Loans / CLO - Redmarley",
              date=date("15:02:33", "+0000", 12), text=text, attachments=[Attachment("Redmarley_loans_CLO_120128.docx", data, MIME_DOCX, "docx")],
              note="emph:multi-table emph:two-row-header emph:size-scope emph:size-unit emph:missing-side",
              meta={"header2": ("Loan (CUSIP)", "Bid")})


# ---------------------------------------------------------------- 27 (dev) / 28 (hold-out): everyday IG / CDS / EM

def uffculme_everyday_docx():
    dealer = "uffculme"
    sender = "Rosa Lindqvist <rlindqvist@uffculme.com>"
    d = _doc("R. Lindqvist")
    d.add_heading("Uffculme Credit Morning Note - 20 January 2028", level=1)
    d.add_paragraph("Market: CDX IG 52.6 at the open (-0.4), HY 106.20. UST 10y 4.21. Sizes: IG 5mm, EM 2mm, CDS 10x10 unless noted.")
    d.add_heading("IG (T-spread / price)", level=2)
    ig = [("WYKEHAM BANCORP", 4.8, "2032-04-15", "04/15/32", 98, 93), ("ROSEDALE ENERGY", 5.35, "2037-08-01", "08/01/37", 141, 135),
          ("HUTTON RETAIL", 5.1, "2034-11-15", "11/15/34", 126, 120), ("SCALBY TELECOM", 4.65, "2030-06-30", "06/30/30", 71, 66)]
    rows = [["Bond", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr"]]
    gold = []
    for iss, cp, m, mt, sb, so in ig:
        pb, po = spx(cp, m, sb), spx(cp, m, so)
        rows.append([f"{iss} {cp:g} {mt}", f"+{sb}", f"+{so}", pb, po])
        gold += q(f"{iss} {cp:g} {m}", "ig", dealer, size="5MM", spread=(f"+{sb}", f"+{so}"), price=(pb, po))
    _table(d, rows, right=(1, 2, 3, 4))
    d.add_heading("EM sovereigns (price / yield)", level=2)
    em = [(pi("US", "195325", "uff-col"), "Colombia 7.375 2035", 7.375, "2035-09-18", "98.40", "98.95"),
          (pi("XS", "26", "uff-rom"), "Romania 6.625 2036", 6.625, "2036-02-17", "97.10", "97.70"),
          (pi("US", "455780", "uff-idn"), "Indonesia 5.25 2034", 5.25, "2034-01-17", "99.55", "100.05")]
    rows = [["ISIN", "Bond", "Px Bid", "Px Ofr", "Yld Bid", "Yld Ofr"]]
    for isn, bond, cp, m, pb, po in em:
        yb, yo = ylds(cp, float(pb), m, nd=2), ylds(cp, float(po), m, nd=2)
        rows.append([isn, bond, pb, po, yb, yo])
        gold += q(isn, "em_sovereign", dealer, size="2MM", price=(pb, po), yield_=(yb, yo))
    _table(d, rows, right=(2, 3, 4, 5))
    d.add_heading("CDS 5Y (bp)", level=2)
    cds = [("Wykeham Bancorp", "61", "65", ""), ("Rosedale Energy", "118", "125", ""), ("Republic of Colombia", "171", "176", ""),
           ("Romania", "142", "149", "5x5"), ("Hutton Retail", "n/a", "244", "")]
    rows = [["Name", "Bid", "Ask", "Size"]]
    for name, b, a, sz in cds:
        rows.append([name, b, a, sz])
        gold += q(f"{name.upper()} 5Y", "cds", dealer, size=sz or "10x10", spread=(None if b == "n/a" else b, a))
    _table(d, rows, right=(1, 2))
    d.add_paragraph("Uffculme Securities LLC | Credit Trading | +1 212 555 0196 | Not research.")
    data = _save(d)
    text = "Morning note with our levels attached.\n\nRosa\nUffculme Securities | +1 212 555 0196\n"
    return mk("uffculme-credit-note-docx", "docx", gold, sender=sender, to="desk@clients.example-am.com", subject="Uffculme morning note 20-Jan",
              date=date("07:58:02", "-0500", 20), text=text, attachments=[Attachment("Uffculme_Morning_Note_20Jan28.docx", data, MIME_DOCX, "docx")],
              note="emph:everyday emph:multi-table emph:size-scope emph:missing-side", meta={})


def wendover_everyday_docx():
    dealer = "wendover"
    sender = "Wendover Credit Sales <credit.sales@wendover.co.uk>"
    d = _doc("Wendover")
    d.add_heading("Wendover - EUR / CEEMEA credit run", level=1)
    d.add_paragraph("Monday 17 January 2028, 08:30 London. IG EUR 2mm per side; EM USD 1mm; CDS EUR 5mm single names, 25mm indices.")
    rows = [["ISIN", "Issuer", "Cpn", "Maturity", "MS Bid", "MS Ofr", "Px Bid", "Px Ofr"]]
    gold = []
    ig = [(pi("XS", "27", "wend-1"), "BRAMHAM AUTOMOTIVE", "3.5", "2031-05-20", "20/05/2031", "+104", "+99", "100.85", "101.08"),
          (pi("XS", "27", "wend-2"), "KNARESBOROUGH UTIL", "3.125", "2034-02-11", "11/02/2034", "+121", "+116", "98.40", "98.72"),
          (pi("FR", "00140", "wend-3"), "SOCIETE FONCIERE DE RIPON", "4.0", "2033-09-30", "30/09/2033", "+182", "+175", "100.05", "100.45"),
          (pi("XS", "26", "wend-4"), "OTLEY TELECOM", "2.875", "2030-06-15", "15/06/2030", "+76", "+71", "100.12", "100.24")]
    for isn, iss, cp, _m, mt, sb, so, pb, po in ig:
        rows.append([isn, iss, cp, mt, sb, so, pb, po])
        gold += q(isn, "ig", dealer, size="2MM", i_spread=(sb, so), price=(pb, po))
    d.add_paragraph("EUR IG - spread to mid-swaps").runs[0].bold = True
    _table(d, rows, right=(2, 4, 5, 6, 7))
    rows = [["ISIN", "Bond", "Bid", "Offer", "Bid Yld", "Offer Yld"]]
    em = [(pi("XS", "27", "wend-e1"), "TURKEY 7.25 2034", 7.25, "2034-05-29", "98.00", "98.60"),
          (pi("XS", "26", "wend-e2"), "SOAF 6.5 2036", 6.5, "2036-09-28", "94.25", "94.90"),
          (pi("XS", "27", "wend-e3"), "KSA 5.375 2035", 5.375, "2035-01-16", "99.35", "99.80")]
    for isn, bond, cp, m, pb, po in em:
        yb, yo = ylds(cp, float(pb), m, nd=2), ylds(cp, float(po), m, nd=2)
        rows.append([isn, bond, pb, po, yb, yo])
        gold += q(isn, "em_sovereign", dealer, size="1MM", price=(pb, po), yield_=(yb, yo))
    d.add_paragraph("")
    d.add_paragraph("CEEMEA sovereigns (USD, price / yield)").runs[0].bold = True
    _table(d, rows, right=(2, 3, 4, 5))
    d.add_paragraph("")
    d.add_paragraph("CDS 5Y (bp)").runs[0].bold = True
    cds = [("BRAMHAM AUTOMOTIVE 5Y", "88", "93"), ("KNARESBOROUGH UTIL 5Y", "64", "68"), ("REP OF TURKEY 5Y", "238", "246"),
           ("ITRAXX MAIN S48 5Y", "57", "57.5"), ("ITRAXX XOVER S48 5Y", "270", "272")]
    rows = [["Reference", "Bid", "Offer", "Prev Close"]]
    for name, b, a in cds:
        prev = f"{(float(b) + float(a)) / 2 + 1:g}"
        rows.append([name, b, a, prev])
        gold += q(name, "cds", dealer, size="25MM" if name.startswith("ITRAXX") else "5MM", spread=(b, a))
    _table(d, rows, right=(1, 2, 3))
    d.add_paragraph("Wendover Partners LLP | 1 Poultry, London EC2R 8EJ | +44 20 7946 0605 | FCA reference 612 448.")
    data = _save(d)
    text = "Good morning - run attached.\n\nWendover Credit Sales | +44 20 7946 0605\n"
    return mk("wendover-eur-ceemea-docx", "docx", gold, sender=sender, to="desk@clients.example-am.com", subject="EUR / CEEMEA credit run",
              date=date("08:31:44", "+0000", 17), text=text, attachments=[Attachment("Wendover_credit_run_170128.docx", data, MIME_DOCX, "docx")],
              note="emph:everyday emph:multi-table emph:size-scope emph:prior-chg", meta={})


LAYOUTS = [pendlebury_loans_clo_docx, redmarley_loans_clo_docx, uffculme_everyday_docx, wendover_everyday_docx]
