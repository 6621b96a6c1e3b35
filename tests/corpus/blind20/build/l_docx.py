"""Word attachments (4 layouts, 2 pairs): prose paragraphs with several quotes, tables with two measures per cell."""

from __future__ import annotations

import datetime as _dt
import io

import docx
from docx.shared import Pt

from common import MIME_DOCX, Attachment, mk, muni_px, normalize_zip, q, uc
from common import date as D


def _doc():
    d = docx.Document()
    d.core_properties.author = "desk"
    d.core_properties.created = _dt.datetime(2027, 12, 6, 6, 30, tzinfo=_dt.UTC)
    d.core_properties.modified = _dt.datetime(2027, 12, 6, 6, 30, tzinfo=_dt.UTC)
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10)
    return d


def _table(d, rows, style="Table Grid"):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            cell = t.cell(i, j)
            cell.text = str(v)
            if i == 0:
                for run in cell.paragraphs[0].runs:
                    run.bold = True
    return t


def _bytes(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


# ------------------------------------------------------------------ securitised


def eppleby_abs_rmbs_memo():
    dl = "eppleby"
    d = _doc()
    d.add_heading("Eppleby Securities - Securitised Products", level=1)
    d.add_paragraph("Offerings and bids - Tuesday 7 December 2027")
    d.add_paragraph(
        "Auto and card ABS first. We have 3mm offered at +210 (px 97.50) in SALTHOUSE AUTO 2026-1 D and bid the C at "
        "+165 / 99-16 for 5mm. In cards, KIRKSTALL CARD 2025-3 A is 45 / 40, 10x10, while the B is offered only at "
        "+78 (99.875). Spreads are vs the J-curve; the D is 10 - 15 wider than at issue and the C is 3 - 5 wider.")
    gold = (
        q("SALTHOUSE AUTO 2026-1 D", "structured", dl, size=(None, 3e6), spread=(None, "+210"), price=(None, "97.50"))
        + q("SALTHOUSE AUTO 2026-1 C", "structured", dl, size=(5e6, None), spread=("+165", None), price=("99-16", None))
        + q("KIRKSTALL CARD 2025-3 A", "structured", dl, size="10x10", spread=("45", "40"))
        + q("KIRKSTALL CARD 2025-3 B", "structured", dl, spread=(None, "+78"), price=(None, "99.875"))
    )
    d.add_paragraph(
        "Non-QM / RPL offerings below, each in its full current face. Spread vs the I-curve; price in points; "
        "Chg is the day's move in the offer spread.")
    rows = [["Deal", "Class", "CUSIP", "Rtg", "CE %", "WAL", "Factor", "Offer Sprd", "Offer Px", "Chg (bp)", "Cur Face ($MM)"]]
    data = [
        ("MORLAND HOMES 2024-NQM2", "A1", "AAA", "28.4", "2.7", "0.8421", "+150", "99.25", "-3", "12.6", False),
        ("MORLAND HOMES 2024-NQM2", "M1", "A", "11.9", "4.8", "0.9612", "+235", "97.125", "0", "4.2", False),
        ("HEATHFIELD RPL 2023-2", "A", "AAA", "35.0", "3.1", "0.6533", "+165", "96.50", "+2", "8.85", True),
    ]
    for deal, cls, rtg, ce, wal, fac, sp, px, chg, cur, indic in data:
        cu = uc(f"{deal}-{cls}")
        rows.append([deal, cls, cu, rtg, ce, wal, fac, sp + ("*" if indic else ""), px + ("*" if indic else ""), chg, cur])
        gold += q(cu, "structured", dl, size=(None, float(cur) * 1e6), review=("i_spread", "price") if indic else (),
                  i_spread=(None, sp), price=(None, px))
    _table(d, rows)
    d.add_paragraph("* Indicative - subject to confirmation with the seller.")
    d.add_paragraph(
        "For reference only: at issue the MORLAND A1 priced at +138 (99.99), CE 28.4% / WAL 2.7 at the 10 CPR / 5 CDR / "
        "35 sev pricing speeds; payment window 2 - 7yr. Last BWIC cover on the M1 was 96.75 on 12/02. Not offerings.")
    d.add_paragraph("Eppleby Securities LLC | Securitised Products | +1 212 555 0139 ext 2")
    att = _bytes(d)
    text = """Please find our securitised offerings attached (Word).

Best,
Nadia Ruiz
Eppleby Securities LLC
"""
    return mk("eppleby-abs-rmbs-memo", "docx", gold, sender="Nadia Ruiz <nruiz@eppleby.com>",
              subject="Eppleby ABS / RMBS offerings - 7-Dec", date=D("11:18:02", "-0500", 7), text=text,
              attachments=[Attachment("Eppleby_securitised_07Dec2027.docx", att, MIME_DOCX, "docx")],
              note="emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash emph:labelled")


def frampton_cmbs_cmo():
    dl = "frampton"
    d = _doc()
    d.add_heading("FRAMPTON - CMBS & agency CMO", level=1)
    d.add_paragraph("Thursday 16 December 2027 - levels in spread (bp) and price; sizes in MM.")
    d.add_paragraph(
        "Conduit: we're 2mm offered at +245 / 96.75 in the BRAXFIELD CMBS 2024-C4 B, and the AS is 178 / 170 "
        "(px 98.10 / 98.60) 3x3; we pay +152 for 5mm of the BRAXFIELD CMBS 2025-C7 A-S. SASB: 1mm LINDALE TOWER 2025-SB1 C at "
        "+310, px 95.875 offered, down 1 - 2 pts since the tenant news.")
    gold = (
        q("BRAXFIELD CMBS 2024-C4 B", "structured", dl, size=(None, 2e6), spread=(None, "+245"), price=(None, "96.75"))
        + q("BRAXFIELD CMBS 2024-C4 AS", "structured", dl, size="3x3", spread=("178", "170"), price=("98.10", "98.60"))
        + q("BRAXFIELD CMBS 2025-C7 A-S", "structured", dl, size=(5e6, None), spread=("+152", None))
        + q("LINDALE TOWER 2025-SB1 C", "structured", dl, size=(None, 1e6), spread=(None, "+310"), price=(None, "95.875"))
    )
    d.add_paragraph("Agency CMBS / CMO - each side shows spread / price; the bracket is the day's change in ticks.")
    rows = [["CUSIP", "Description", "Cpn", "WAL", "Bid (sprd / px)", "Offer (sprd / px)", "Size"]]
    data = [
        ("FNA 2025-M8 A2", "4.42", "7.1", "+62 / 100-04", "+57 / 100-08", "+62", "100-04", "+57", "100-08", "10x10", "(+1)"),
        ("FHMS K-168 A2", "4.61", "9.4", "+66 / 100-30", "+61 / 101-03", "+66", "100-30", "+61", "101-03", "10x10", "(0)"),
        ("FNR 2025-41 PA", "5.00", "4.3", "+118 / 99-20", "+110 / 99-28", "+118", "99-20", "+110", "99-28", "5x5", "(-2)"),
    ]
    for desc, cp, wal, bc, oc, sb, pb, so, po, sz, chg in data:
        cu = uc(f"frampton-{desc}")
        rows.append([cu, desc, cp, wal, f"{bc} {chg}", oc, sz])
        gold += q(cu, "structured", dl, size=sz, spread=(sb, so), price=(pb, po))
    _table(d, rows)
    d.add_paragraph(
        "WAL at 100 CPJ (CMBS) and 300 PSA (CMO). Not in the table: FNR 2025-41 PZ, 2 - 3 ticks lower on the week, "
        "no offer from us. Questions: +1 617 555 0113 ext 40.")
    att = _bytes(d)
    text = """CMBS and agency CMO levels in the attached.

Theo Marsh
Frampton & Co. | Securitised Trading | Boston
"""
    return mk("frampton-cmbs-cmo", "docx", gold, sender="Theo Marsh <tmarsh@frampton.com>",
              subject="Frampton CMBS / CMO - 16-Dec", date=D("09:55:40", "-0500", 16), text=text,
              attachments=[Attachment("Frampton_CMBS_CMO_20271216.docx", att, MIME_DOCX, "docx")],
              note="emph:two-on-a-line emph:two-measures-one-side emph:spaced-dash emph:labelled")


# ------------------------------------------------------------------ munis


def gilmorton_muni_doc():
    dl = "gilmorton"
    d = _doc()
    d.add_heading("Gilmorton Securities - Municipal two-way", level=1)
    d.add_paragraph("Friday 10 December 2027. Yield to worst with the dollar price in brackets; Par (000) per side.")
    rows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "Bid Yld (Px)", "Ofr Yld (Px)", "Par (000)", "vs MMD", "Prev Ofr Yld"]]
    data = [
        ("NJ TPK AUTH", 5.0, "2044-01-01", "01/01/44", "2034-01-01", "c/34 @ 100", "3.58", "3.52", "1,000", "+44", "3.55"),
        ("PA TPK COMM", 4.0, "2051-12-01", "12/01/51", None, "c/31 @ 100", "4.125", "4.06", "500", "+71", "4.09"),
        ("MD ST GO", 5.0, "2036-08-01", "08/01/36", None, "NC", "2.84", "2.78", "2,000", "+12", "2.80"),
        ("HOUSTON UTIL SYS", 5.25, "2049-11-15", "11/15/49", "2034-11-15", "c/34 @ 100", "3.79", "3.73", "750", "+49", "3.75"),
    ]
    gold = []
    for iss, cp, iso, m, call, cs, yb, yo, par, mmd, prev in data:
        cu = uc(f"gilmorton-{iss}")
        pb, po = muni_px(cp, float(yb), iso, call), muni_px(cp, float(yo), iso, call)
        rows.append([cu, iss, f"{cp:.3f}", m, cs, f"{yb} ({pb:.3f})", f"{yo} ({po:.3f})", par, mmd, prev])
        sz = float(par.replace(",", "")) * 1e3
        gold += q(cu, "muni", dl, size=(sz, sz), yield_=(yb, yo), price=(f"{pb:.3f}", f"{po:.3f}"))
    _table(d, rows)
    p1 = muni_px(5, 3.21, "2040-07-01", "2032-07-01")
    p2 = muni_px(4, 3.96, "2046-06-01")
    d.add_paragraph(
        f"Also: bid only 3.21% ({p1:.3f}) for 1MM of the METRO WTR DIST 5s 7/1/40 (c/32 @ 100), and we offer 500M "
        f"CO HLTH FACS 4s 6/1/46 at 3.96 / {p2:.3f} (non-call, so to maturity).")
    gold += (
        q("METRO WTR DIST 5 2040-07-01", "muni", dl, size=(1e6, None), yield_=("3.21", None), price=(f"{p1:.3f}", None))
        + q("CO HLTH FACS 4 2046-06-01", "muni", dl, size=(None, 500e3), yield_=(None, "3.96"), price=(None, f"{p2:.3f}"))
    )
    d.add_paragraph("vs MMD and Prev Ofr Yld are reference only. 2 - 3bp cheaper on the week in the long end.")
    att = _bytes(d)
    text = """Good morning - munis for Friday attached.

Will Fenner
Gilmorton Securities | Municipal Trading | +1 312 555 0171
"""
    return mk("gilmorton-muni-doc", "docx", gold, sender="Will Fenner <wfenner@gilmorton.com>",
              subject="Gilmorton munis 10-Dec", date=D("07:36:27", "-0600", 10), text=text,
              attachments=[Attachment("Gilmorton_munis_10-Dec-2027.docx", att, MIME_DOCX, "docx")],
              note="emph:two-measures-one-side emph:two-on-a-line emph:labelled emph:odd-right emph:everyday")


def ivelbury_muni_doc():
    dl = "ivelbury"
    d = _doc()
    d.add_heading("IVELBURY - MUNICIPAL OFFERINGS & BIDS", level=1)
    d.add_paragraph("Tuesday 14 December 2027")
    p1 = muni_px(5, 3.62, "2047-05-01", "2035-05-01")
    p2b = muni_px(5.5, 3.48, "2045-10-01", "2033-10-01")
    p2o = muni_px(5.5, 3.42, "2045-10-01", "2033-10-01")
    d.add_paragraph(
        f"NYC MUNI WTR 5s 5/1/47 (c/35): yld 3.62 = px {p1:.3f} bid, 2MM, and SF BART 5.5s 10/1/45 (c/33) is "
        f"{p2b:.3f} - {p2o:.3f} (3.48 / 3.42 ytc) in 500M. Colour: 5 - 10bp cheaper since Monday.")
    gold = (
        q("NYC MUNI WTR 5 2047-05-01", "muni", dl, size=(2e6, None), yield_=("3.62", None), price=(f"{p1:.3f}", None))
        + q("SF BART 5.5 2045-10-01", "muni", dl, size="500k", price=(f"{p2b:.3f}", f"{p2o:.3f}"), yield_=("3.48", "3.42"))
    )
    rows = [["CUSIP", "Description", "Call", "Bid Yld", "Chg", "Ofr Yld", "Chg", "Bid Px", "Ofr Px", "Par"]]
    data = [
        ("GA ST GO 5s 7/1/38", 5.0, "2038-07-01", None, "NC", "2.99", "-2", "2.93", "-2", "1MM"),
        ("AZ IND DEV 4s 11/1/52", 4.0, "2052-11-01", None, "c/32 @ 100", "4.125", "+1", "4.07", "+1", "250M"),
        ("IN FIN AUTH 5.25s 2/1/48", 5.25, "2048-02-01", "2033-02-01", "c/33 @ 100", "3.81", "0", "3.75", "0", "500M"),
    ]
    for desc, cp, iso, call, cs, yb, cb, yo, co, par in data:
        cu = uc(f"ivelbury-{desc}")
        pb, po = muni_px(cp, float(yb), iso, call), muni_px(cp, float(yo), iso, call)
        rows.append([cu, desc, cs, yb, cb, yo, co, f"{pb:.3f}", f"{po:.3f}", par])
        sz = 1e6 if par == "1MM" else float(par[:-1]) * 1e3
        gold += q(cu, "muni", dl, size=(sz, sz), yield_=(yb, yo), price=(f"{pb:.3f}", f"{po:.3f}"))
    _table(d, rows, style="Light List")
    d.add_paragraph("Chg columns are the day's change in bp. The 4.125 bid on the AZ IND DEV 4s is the right yield (to maturity).")
    d.add_paragraph("Ivelbury Capital LLC | Municipal Trading | Philadelphia | +1 215 555 0108")
    att = _bytes(d)
    text = """Munis attached - one page.

Gil Ortega, Ivelbury Capital
"""
    return mk("ivelbury-muni-doc", "docx", gold, sender="Gil Ortega <gortega@ivelbury.com>",
              subject="Ivelbury munis 14-Dec", date=D("08:12:51", "-0500", 14), text=text,
              attachments=[Attachment("Ivelbury_munis_20271214.docx", att, MIME_DOCX, "docx")],
              note="emph:two-measures-one-side emph:two-on-a-line emph:labelled emph:odd-right emph:spaced-dash")


LAYOUTS = [
    eppleby_abs_rmbs_memo, frampton_cmbs_cmo,
    gilmorton_muni_doc, ivelbury_muni_doc,
]

