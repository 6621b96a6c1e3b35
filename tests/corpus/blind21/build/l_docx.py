"""Word documents: muni offering lists (tables by state, serials and terms by issue) and structured offering
lists (CLO, agency CMBS, ABS, CMOs). Pairs: (dev, hold-out).
"""

from __future__ import annotations

import io

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

from common import MIME_DOCX, Attachment, date, iso, mc, mk, normalize_zip, p32, pxs, q, uc, yto


def _doc():
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(9)
    d.core_properties.author = "desk"
    d.core_properties.last_modified_by = "desk"
    d.core_properties.revision = 1
    return d


def _table(d, rows, bold_rows=(0,), right_from=2):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            cell = t.cell(i, j)
            cell.text = str(v)
            for p in cell.paragraphs:
                if j >= right_from and i not in bold_rows:
                    p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
                for r in p.runs:
                    r.font.size = Pt(8)
                    r.bold = i in bold_rows
    return t


def _bytes(d):
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def _att(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


# ---------------------------------------------------------------- 37 / 38: muni offering documents


ELSTEAD = [
    ("Texas", [("TARRANT CNTY TX HOSP DIST GO SER 2023", 5.0, "08/15/2043", "08/15/33", 500, 3.74, ""),
               ("SAN ANTONIO TX ELEC & GAS REV SER 2024A", 5.25, "02/01/2049", "02/01/34", 1000, 3.98, ""),
               ("TEXAS A&M UNIV REV FING SYS SER 2021B", 4.0, "05/15/2041", "05/15/31", 250, 4.08, "")]),
    ("New York", [("NEW YORK ST DORM AUTH PERS INC TAX REV 2022A", 5.0, "03/15/2039", "03/15/32", 750, 3.41, "*"),
                  ("PORT AUTH NY & NJ CONS 245TH SER", 5.0, "09/01/2046", "09/01/33", 500, 3.93, ""),
                  ("NEW YORK NY GO FISCAL 2025 SER C", 4.0, "08/01/2050", "08/01/35", 1500, 4.36, "")]),
    ("Insured", [("DETROIT MI SEW DISP REV AGM INS 2018", 5.0, "07/01/2040", "07/01/28", 400, 3.89, ""),
                 ("PUERTO RICO HWY & TRANSN AUTH AGC INS", 5.5, "07/01/2031", None, 300, 3.62, "")]),
]


def elstead_muni_docx():
    dealer = "elstead"
    gold = []
    d = _doc()
    d.add_paragraph().add_run("ELSTEAD & CO. - MUNICIPAL OFFERINGS").bold = True
    d.add_paragraph("Wednesday 8 December 2027 - offered, subject to prior sale. Par in thousands ($M): 500 = $500,000. "
                    "YTW at the offered price (to the call where priced to call); Yld to Mat for information.")
    total = 0
    for state, rows in ELSTEAD:
        d.add_paragraph().add_run(state).bold = True
        tab = [["CUSIP", "Description", "Cpn", "Maturity", "Call", "Par ($M)", "YTW", "Price", "Yld to Mat"]]
        for desc, cp, m, call, par, y, mark in rows:
            cu = mc(f"elstead {desc}")
            if call and y < cp:
                px = pxs(cp, y, iso(call))
                ytm = yto(cp, float(px), iso(m), nd=2)
            else:
                px = pxs(cp, y, iso(m))
                ytm = f"{y:.2f}"
            tab.append([cu, desc, f"{cp:.3f}", m, call or "NC", f"{par:,}", f"{y:.2f}", px + mark, ytm])
            gold += q(cu, "muni", dealer, size=(None, par * 1000), review=("price",) if mark else (), yield_=(None, f"{y:.2f}"), price=(None, px))
            total += par
        _table(d, tab)
    d.add_paragraph(f"Total par offered ($M): {total:,}")
    d.add_paragraph("* Indicative - the 2039 DASNY bonds are out for a bid; price subject to confirmation.")
    d.add_paragraph("Elstead & Co., member FINRA / SIPC / MSRB. 200 Clarendon Street, Boston MA 02116. Desk +1 617 555 0129.")
    text = ("Morning - our muni offering list is attached (Word). Par in $M, YTW and price.\n\n"
            "Tess Kimura\nElstead & Co. | Municipal Trading | +1 617 555 0129\n")
    return mk("elstead-muni-offerings-docx", "docx", gold, sender="Tess Kimura <tkimura@elstead.com>",
              subject="Elstead muni offerings - Wed 12/08", date=date("08:18:36", "-0500", 8), text=text,
              attachments=[_att("Elstead_Muni_Offerings_120827.docx", _bytes(d))],
              note="emph:sections emph:totals emph:footnote emph:size-unit emph:near-numbers emph:habits",
              meta={"sections": ["Texas", "Insured"], "marks": ["*"]})


FOTHERINGAY = [
    ("GEORGIA ST GO SER 2024A  (Aaa/AAA)  optional call 07/01/34 @ 100", "07/01/2034", [
        ("07/01/2036", "Serial", 5.0, 250, 3.05), ("07/01/2038", "Serial", 5.0, 500, 3.21), ("07/01/2044", "Term", 4.0, 1000, 3.88)]),
    ("NORTH CAROLINA ST TPK AUTH REV SER 2022  (A1/A+)  optional call 01/01/32 @ 100", "01/01/2032", [
        ("01/01/2040", "Serial", 5.0, 300, 3.76), ("01/01/2047", "Term", 5.0, 750, 4.02), ("01/01/2052", "Term", 3.0, 2000, None)]),
    ("FLORIDA ST BRD ED PUB ED CAP OUTLAY SER 2020C  (Aa1/AAA)  non-callable", None, [
        ("06/01/2033", "Serial", 5.0, 400, 2.88)]),
]


def fotheringay_muni_docx():
    dealer = "fotheringay"
    gold = []
    d = _doc()
    d.add_paragraph().add_run("Fotheringay Securities - Southeast municipal offerings").bold = True
    d.add_paragraph("Tuesday, 14 December 2027. All bonds offered; amounts in thousands (Amt (M)). Yields to worst; "
                    "the 3% terms of 2052 are a dollar bond (price only).")
    total = 0
    for title, call, rows in FOTHERINGAY:
        d.add_paragraph().add_run(title).bold = True
        tab = [["Maturity", "Type", "Cpn", "Amt (M)", "CUSIP", "Yield", "Price", "Conc"]]
        for m, typ, cp, amt, y in rows:
            cu = mc(f"fotheringay {title} {m}")
            if y is None:
                px = "79.875"
                tab.append([m, typ, f"{cp:.3f}", f"{amt:,}", cu, "-", px, "0.50"])
                gold += q(cu, "muni", dealer, size=(None, amt * 1000), price=(None, px))
                total += amt
                continue
            px = pxs(cp, y, iso(call)) if (call and y < cp) else pxs(cp, y, iso(m))
            tab.append([m, typ, f"{cp:.3f}", f"{amt:,}", cu, f"{y:.2f}", px, "0.25"])
            gold += q(cu, "muni", dealer, size=(None, amt * 1000), yield_=(None, f"{y:.2f}"), price=(None, px))
            total += amt
        _table(d, tab, right_from=2)
    d.add_paragraph(f"Total offered (M): {total:,}")
    d.add_paragraph("Conc = concession to dealers in points. Prices to the call where the bond is a premium.")
    d.add_paragraph("Fotheringay Securities LLC | 3344 Peachtree Rd NE, Atlanta GA 30326 | +1 404 555 0166 | member FINRA / SIPC / MSRB")
    text = ("Hi - southeast munis offered, list attached.\n\nWill Ashby\nFotheringay Securities | Municipals | Atlanta | +1 404 555 0166\n")
    return mk("fotheringay-muni-docx", "docx", gold, sender="Will Ashby <washby@fotheringay.com>",
              subject="Fotheringay - SE muni offerings 12/14", date=date("07:57:12", "-0500", 14), text=text,
              attachments=[_att("Fotheringay_SE_Munis_14Dec27.docx", _bytes(d))],
              note="emph:sections emph:totals emph:size-unit emph:near-numbers emph:missing-side emph:habits",
              meta={"sections": ["FLORIDA ST BRD ED PUB ED CAP OUTLAY SER 2020C  (Aa1/AAA)  non-callable"]})


# ---------------------------------------------------------------- 39 / 40: structured offering documents


def goathland_structured_docx():
    dealer = "goathland"
    gold = []
    d = _doc()
    d.add_paragraph().add_run("Goathland Capital - Structured Products Offerings, 9 December 2027").bold = True
    d.add_paragraph("Sizes: CLO 2mm current face, agency CMBS 5mm unless noted. Levels bid / offer.")
    d.add_paragraph().add_run("CLO (DM over 3m SOFR, bp / price)").bold = True
    clo = [("BRANTHWAITE PARK CLO 2024-2A", "A1", "AAA", 131, 126, "100.080", "100.180"),
           ("BRANTHWAITE PARK CLO 2024-2A", "C", "A", 235, 220, "99.625", "100.000"),
           ("DUNSOP CLO 2025-1A", "D", "BBB-", 395, 375, "98.750", "99.375"),
           ("DUNSOP CLO 2025-1A", "E", "BB-", 690, 660, "95.500", "96.500")]
    tab = [["Deal", "Class", "CUSIP", "Rating", "DM Bid", "DM Offer", "Px Bid", "Px Offer"]]
    for deal, cls, rat, db, do, pb, po in clo:
        cu = uc(f"goathland {deal} {cls}")
        tab.append([deal, cls, cu, rat, str(db), str(do), pb, po])
        gold += q(cu, "structured", dealer, size="2MM", dm=(str(db), str(do)), price=(pb, po))
    _table(d, tab, right_from=4)
    d.add_paragraph().add_run("Agency CMBS (spread to UST, bp / price)").bold = True
    cmbs = [("FN BS9771", "DUS 10/9.5", 4.78, "10/01/37", 76, 70, "100.125", "100.563"),
            ("FN BS9805", "DUS 7/6.5", 4.55, "09/01/34", 72, 66, "100.031", "100.375"),
            ("FHMS K-171", "A2", 4.36, "07/25/34", 58, 53, "99.750", "100.063")]
    tab = [["Pool / Deal", "Type", "Cpn", "Maturity", "Bid", "Offer", "Px Bid", "Px Offer"]]
    for name, typ, cp, m, sb, so, pb, po in cmbs:
        tab.append([name, typ, f"{cp:.2f}", m, f"+{sb}", f"+{so}", pb, po])
        key = f"{name} {typ}" if name.startswith("FHMS") else name
        gold += q(key, "structured", dealer, size="5MM", spread=(f"+{sb}", f"+{so}"), price=(pb, po))
    _table(d, tab, right_from=4)
    d.add_paragraph("DUS: prepayment protection by yield maintenance to the date shown in the type (10/9.5 = 10-year term, 9.5 years YM).")
    d.add_paragraph("Goathland Capital LLC, member FINRA / SIPC. 1345 Avenue of the Americas, New York NY 10105. +1 212 555 0188.")
    text = ("Structured offerings attached - CLO mezz and agency CMBS.\n\nIan Royle\nGoathland Capital | Structured Products | +1 212 555 0188\n")
    return mk("goathland-structured-docx", "docx", gold, sender="Ian Royle <iroyle@goathland.com>",
              subject="Goathland structured offerings 12/09 - CLO / agency CMBS", date=date("09:12:45", "-0500", 9), text=text,
              attachments=[_att("Goathland_Structured_Offerings_20271209.docx", _bytes(d))],
              note="emph:everyday emph:size-scope emph:habits", meta={})


def ilmington_structured_docx():
    dealer = "ilmington"
    gold = []
    d = _doc()
    d.add_paragraph().add_run("ILMINGTON SECURITIES - ABS / CMO OFFERINGS - 16-DEC-2027").bold = True
    d.add_paragraph("ABS on spread to UST (bp) with price; CMOs on spread to the UST curve and price in 32nds. Sizes 3mm each unless noted.")
    d.add_paragraph().add_run("ABS").bold = True
    abs_ = [("CARNFORTH AUTO 2026-2", "A3", "AAA", "1.9", 52, 47, "100.125", "100.219"), ("CARNFORTH AUTO 2026-2", "C", "A", "2.8", 118, 110, "99.781", "99.969"),
            ("HOLKER CARD 2025-4", "A", "AAA", "2.4", 44, 40, "100.063", "100.156"), ("SILVERDALE EQUIP 2027-1", "B", "AA", "2.1", 96, 89, "99.906", "100.063")]
    tab = [["Deal", "Class", "Rating", "WAL", "Bid", "Offer", "Px Bid", "Px Offer"]]
    for deal, cls, rat, wal, sb, so, pb, po in abs_:
        tab.append([deal, cls, rat, wal, str(sb), str(so), pb, po])
        gold += q(f"{deal} {cls}", "structured", dealer, size="3MM", spread=(str(sb), str(so)), price=(pb, po))
    _table(d, tab, right_from=3)
    d.add_paragraph().add_run("AGENCY CMO").bold = True
    cmo = [("FNR 2027-38", "PB", "PAC", "4.50", "5.3", 125, 118, 98 + 2 / 32, 98 + 6 / 32), ("FHR 5399", "LZ", "Z", "5.50", "21.8", None, None, 91 + 24 / 32, 92 + 16 / 32),
           ("GNR 2027-102", "A", "SEQ", "4.00", "3.1", 98, 92, 98 + 20 / 32, 98 + 23 / 32)]
    tab = [["Deal", "Class", "Type", "Cpn", "WAL", "Sprd Bid", "Sprd Offer", "Px Bid", "Px Offer"]]
    for deal, cls, typ, cp, wal, sb, so, pb, po in cmo:
        tab.append([deal, cls, typ, cp, wal, f"+{sb}" if sb else "-", f"+{so}" if so else "-", p32(pb), p32(po)])
        kw = {"spread": (f"+{sb}", f"+{so}")} if sb else {}
        gold += q(f"{deal} {cls}", "structured", dealer, size="3MM", **kw, price=(p32(pb), p32(po)))
    _table(d, tab, right_from=3)
    d.add_paragraph("WAL in years at pricing speed. Z tranche quoted on price only.")
    d.add_paragraph("Ilmington Securities Inc., member FINRA / SIPC, 125 High Street, Boston MA 02110. Desk +1 617 555 0179.")
    text = ("Hi all - ABS and CMO offerings attached.\n\nMeg Sutherland\nIlmington Securities | ABS / CMO Trading | +1 617 555 0179\n")
    return mk("ilmington-structured-docx", "docx", gold, sender="Meg Sutherland <msutherland@ilmington.com>",
              subject="Ilmington ABS / CMO offerings - 12/16", date=date("08:26:03", "-0500", 16), text=text,
              attachments=[_att("Ilmington_ABS_CMO_161227.docx", _bytes(d))],
              note="emph:everyday emph:size-scope emph:habits", meta={})


LAYOUTS = [
    elstead_muni_docx, fotheringay_muni_docx,
    goathland_structured_docx, ilmington_structured_docx,
]
