# ruff: noqa: B007 - layout rows are unpacked whole so each table keeps its shape readable
"""DOCX attachments: SSA/agency offerings with notes columns, gilts and Bunds (German headers,
decimal commas), CMBS/RMBS offerings with totals rows, and two documents without quotes."""

from __future__ import annotations

import datetime as dt
import io

import docx
from common import MIME_DOCX, Attachment, Layout, cusip, isin, normalize_zip, quotes, us_isin
from common import message as mk

FIXED = dt.datetime(2026, 11, 17, 6, 30, tzinfo=dt.UTC)


def _doc(author):
    d = docx.Document()
    cp = d.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 1
    return d


def _save(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def _table(d, rows, style="Table Grid"):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = str(v)
    return t


def _mail(tag, sender, to, subject, date, msgid, text, fname, data):
    return mk(sender=sender, to=to, subject=subject, date=date, msgid=msgid, text=text, tag=tag,
              attachments=[Attachment(fname, data, MIME_DOCX, "docx")])


def ssa_usd_notes():
    d = "nordvik"
    rows = [("IBRD", "4.25", "4.25", "15-Jan-2031", "2031-01-15", us_isin("459058LQ"), "-8", "-11",
             "Offer 25mm, bid 10mm", (10e6, 25e6)),
            ("AFDB", "4", "4", "02-Oct-2029", "2029-10-02", us_isin("00828EFH"), "-4", "-7", "", (10e6, 10e6)),
            ("ASIA DEV BK", "4.5", "4.5", "20-Aug-2033", "2033-08-20", us_isin("045167GL"), "+2", "-1",
             "axed: offer", (10e6, 10e6)),
            ("NORD INVEST BK", "4.125", "4.125", "11-Mar-2030", "2030-03-11", None, "-6", "-9",
             "new issue concession gone", (10e6, 10e6))]
    frns = [("EIB FRN SOFR", "19-Feb-2029", us_isin("298785KB"), 27, 24),
            ("IBRD FRN SOFR", "12-Aug-2030", us_isin("459058LR"), 33, 30)]
    doc = _doc("Sigrid Aalto-Benn")
    doc.add_heading("Nordvik Bank - USD SSA run", level=1)
    doc.add_paragraph("18 November 2026. Fixed rate vs SOFR mid-swaps (bp); FRNs in DM. "
                      "Size USD 10mm unless a note says otherwise.")
    _table(doc, [["Issuer", "Coupon", "Maturity", "ISIN", "MS Bid", "MS Offer", "Notes"]]
           + [[r[0], r[1], r[3], r[5] or "", r[6], r[7], r[8]] for r in rows])
    doc.add_paragraph("")
    _table(doc, [["FRN", "Maturity", "ISIN", "DM Bid", "DM Offer", "Notes"]]
           + [[f[0], f[1], f[2], f[3], f[4], ""] for f in frns])
    doc.add_paragraph("Nordvik Bank ASA, Fixed Income Sales, Oslo. Tel +47 22 55 50 12.")
    gold = []
    for iss, cpn, cpk, mat, matk, isn, b, a, note, sz in rows:
        gold += quotes(isn or f"{iss} {cpk} {matk}", "agency", d, sz, i_spread=(float(b), float(a)))
    for nm, mat, isn, b, a in frns:
        gold += quotes(isn, "frn", d, 10e6, dm=(b, a), asset_class="agency")
    eml = _mail("d01", "Sigrid Aalto-Benn <sigrid.aalto-benn@nordvik.no>", "ssa-usd@nordvik.no",
                "Nordvik USD SSA run 18/11", "Wed, 18 Nov 2026 09:40:00 +0100",
                "<nordvik.ssa.20261118@nordvik.no>", "Dear all, please find our USD SSA run "
                "attached.\n\nBest regards\nSigrid\n", "Nordvik_USD_SSA_20261118.docx", _save(doc))
    return Layout("nordvik-ssa-usd-notes", "docx", eml, gold)


def agency_callables_frn():
    d = "sallowcreek"
    rows = [("FHLB", "4.6", "4.6", "12/03/2030", "2030-12-03", cusip("3130B8EK"), "NC 6M", 99.625,
             99.75, 4.70, 4.67),
            ("FFCB", "4.375", "4.375", "06/15/2031", "2031-06-15", cusip("3133EUCL"), "NC 1Y", 99.1,
             99.25, 4.58, 4.55),
            ("FHLMC", "4.85", "4.85", "09/29/2033", "2033-09-29", cusip("3134HAZS"), "NC 2Y", 99.875,
             100.125, 4.87, 4.83)]
    frns = [("FFCB", "SOFR+", "04/08/2028", cusip("3133EUGA"), "-2", "-4"),
            ("FHLB", "SOFR+", "01/22/2027", cusip("3130B8GR"), "1", "-1")]
    doc = _doc("Mateo Huang-Sorensen")
    doc.add_paragraph("SALLOW CREEK - AGENCY CALLABLES & FLOATERS - 11/19/26").runs[0].bold = True
    doc.add_paragraph("Sizes in MM. Yields are yield to maturity.")
    _table(doc, [["Agency", "Cpn", "Maturity", "CUSIP", "Structure", "Bid", "Offer", "YTM Bid",
                  "YTM Offer", "Size"]]
           + [[r[0], r[1], r[3], r[5], r[6], f"{r[7]:.3f}", f"{r[8]:.3f}", f"{r[9]:.2f}",
               f"{r[10]:.2f}", "5"] for r in rows])
    doc.add_paragraph("Floaters (discount margin, bp)")
    _table(doc, [["Agency", "Index", "Maturity", "CUSIP", "DM Bid", "DM Offer", "Size"]]
           + [[f[0], f[1], f[2], f[3], f[4], f[5], "25"] for f in frns])
    doc.add_paragraph("Mateo Huang-Sorensen | Sallow Creek Capital | 312.555.0193")
    gold = []
    for iss, cpn, cpk, mat, matk, cu, st, pb, pa, yb, ya in rows:
        gold += quotes(cu, "agency", d, 5e6, price=(pb, pa), **{"yield": (yb, ya)})
    for iss, ix, mat, cu, b, a in frns:
        gold += quotes(cu, "frn", d, 25e6, dm=(float(b), float(a)), asset_class="agency")
    eml = _mail("d02", "Mateo Huang-Sorensen <mhs@sallowcreek.com>", "agency@sallowcreek.com",
                "Agency callables + floaters", "Thu, 19 Nov 2026 10:20:00 -0600",
                "<sallow.agy.20261119@sallowcreek.com>", "Agency sheet attached.\nMateo\n",
                "SallowCreek_Agency_111926.docx", _save(doc))
    return Layout("sallow-agency-callables-floaters", "docx", eml, gold)


def gilts_clean_px_yld():
    d = "pemberlyashe"
    rows = [("UKT", "0 1/8", "0.125", "31-Jan-28", "2028-01-31", 95.412, 95.438, 3.861, 3.838),
            ("UKT", "4 1/2", "4.5", "07-Jun-28", "2028-06-07", 100.874, 100.902, 3.901, 3.883),
            ("UKT", "4 3/8", "4.375", "31-Jul-54", "2054-07-31", 85.31, 85.43, 5.397, 5.389),
            ("UKT", "4 1/4", "4.25", "07-Dec-40", "2040-12-07", 90.16, 90.27, 5.205, 5.195),
            ("UKT", "1 1/4", "1.25", "22-Oct-41", "2041-10-22", 58.94, 59.06, 5.112, 5.101)]
    doc = _doc("Hugo Mallender")
    doc.add_heading("Pemberly Ashe - Gilts", level=2)
    doc.add_paragraph("Closing levels for reference are in the last column (not live).")
    _table(doc, [["Gilt", "Maturity", "Clean Px Bid", "Clean Px Offer", "Yld Bid", "Yld Offer",
                  "Prev Close Yld"]]
           + [[f"{r[0]} {r[1]}%", r[3], f"{r[5]:.3f}", f"{r[6]:.3f}", f"{r[7]:.3f}", f"{r[8]:.3f}",
               f"{r[7] - 0.021:.3f}"] for r in rows])
    doc.add_paragraph("Sizes: GBP 25mm. Pemberly Ashe LLP, 10 Gresham St, London. 020 7946 0733")
    gold = []
    for iss, cpn, cpk, mat, matk, pb, pa, yb, ya in rows:
        gold += quotes(f"{iss} {cpk} {matk}", "government", d, 25e6, price=(pb, pa),
                       **{"yield": (yb, ya)})
    eml = _mail("d03", "Hugo Mallender <hugo.mallender@pemberlyashe.co.uk>", "gilts@pemberlyashe.co.uk",
                "PA gilts", "Wed, 18 Nov 2026 16:35:00 +0000", "<pa.gilts.18112026@pemberlyashe.co.uk>",
                "Gilt levels attached.\nHugo\n", "PA_Gilts_18Nov.docx", _save(doc))
    return Layout("pemberly-gilts-clean-px-yld", "docx", eml, gold)


def bunds_german_headers():
    d = "hellweglb"
    rows = [("Bund", "2,600", "2.6", "15.08.2035", "2035-08-15", isin("DE", "000110237"), "98,744",
             "98,782", "2,747", "2,743"),
            ("Bund", "2,500", "2.5", "15.08.2046", "2046-08-15", isin("DE", "000110247"), "89,510",
             "89,620", "3,221", "3,214"),
            ("Bobl", "2,200", "2.2", "10.10.2030", "2030-10-10", isin("DE", "000114162"), "99,958",
             "99,976", "2,211", "2,206"),
            ("Schatz", "1,900", "1.9", "10.09.2027", "2027-09-10", isin("DE", "000104120"), "99,901",
             "99,912", "2,018", "2,005")]
    doc = _doc("Katrin Overbeck")
    doc.add_heading("Hellweg Landesbank - Bundesanleihen", level=1)
    doc.add_paragraph("Stand 19.11.2026, 09:15 Uhr. Kurse in Prozent, Renditen in Prozent p.a. "
                      "Volumen je Seite EUR 10 Mio.")
    _table(doc, [["Gattung", "Kupon", "Fälligkeit", "ISIN", "Geld", "Brief", "Rendite Geld",
                  "Rendite Brief"]] + [[r[0], r[1], r[3], r[5], r[6], r[7], r[8], r[9]] for r in rows])
    doc.add_paragraph("Hellweg Landesbank Girozentrale, Handel Renten, Tel. +49 231 5550 4410. "
                      "Unverbindliche Indikationen.")

    def f(s):
        return float(s.replace(",", "."))

    gold = []
    for r in rows:
        gold += quotes(r[5], "government", d, 10e6, price=(f(r[6]), f(r[7])),
                       **{"yield": (f(r[8]), f(r[9]))})
    eml = _mail("d04", "Katrin Overbeck <katrin.overbeck@hellweglb.de>", "renten@hellweglb.de",
                "Bundesanleihen Indikationen 19.11.", "Thu, 19 Nov 2026 09:16:00 +0100",
                "<hlb.bund.19112026@hellweglb.de>", "Guten Morgen,\nanbei unsere Indikationen.\n"
                "Katrin Overbeck\n", "HLB_Bunds_19112026.docx", _save(doc))
    return Layout("hellweg-bunds-german", "docx", eml, gold)


def cmbs_offering_totals():
    d = "greshamtate"
    rows = [("BMARK 2024-V9", "AS", "08163MAK", "15,000,000", "13,850,000", "7.1", 145, 98.72),
            ("WFCM 2023-C61", "B", "94989YBD", "10,000,000", "10,000,000", "6.8", 205, 95.14),
            ("MSC 2025-L14", "A5", "61691QAW", "25,000,000", "24,120,000", "9.4", 98, 101.06),
            ("COMM 2022-CX12", "C", "20048EBC", "5,000,000", "4,610,000", "5.9", 310, 89.55)]
    doc = _doc("Nikhil Barrowcliffe")
    doc.add_paragraph("GRESHAM TATE CMBS OFFERINGS  -  18-Nov-2026").runs[0].bold = True
    doc.add_paragraph("Offered, subject. Spreads vs UST (bp).")
    body = [["Deal", "Class", "CUSIP", "Orig Face", "Curr Face", "WAL", "Offer Sprd", "Offer Px"]]
    body += [[r[0], r[1], cusip(r[2]), r[3], r[4], r[5], f"T+{r[6]}", f"{r[7]:.2f}"] for r in rows]
    body.append(["TOTAL", "", "", "55,000,000", "52,580,000", "", "", ""])
    _table(doc, body)
    doc.add_paragraph("Nikhil Barrowcliffe, Gresham Tate, CMBS Trading, 646.555.0109")
    gold = []
    for deal, cls, base, of, cf, wal, sp, px in rows:
        face = float(cf.replace(",", ""))
        gold += quotes(cusip(base), "structured", d, (None, face), spread=(None, sp), price=(None, px))
    eml = _mail("d05", "Nikhil Barrowcliffe <nbarrowcliffe@greshamtate.com>", "cmbs@greshamtate.com",
                "GT CMBS offerings", "Wed, 18 Nov 2026 13:05:00 -0500",
                "<gt.cmbs.20261118@greshamtate.com>", "Offerings attached.\nNikhil\n",
                "GT_CMBS_Offerings_1118.docx", _save(doc))
    return Layout("gresham-cmbs-offerings-total", "docx", eml, gold)


def rmbs_dm_totals():
    d = "alderbrook"
    rows = [("STACR 2024-DNA2", "M2", "35564KBC", "6,000,000", 165, 100.875),
            ("CAS 2025-R03", "1M2", "20754RAK", "4,500,000", 180, 101.25),
            ("JPMMT 2023-HE1", "A1", "46592WAA", "12,250,000", 125, 100.0625),
            ("GCAT 2024-INV2", "B1", "36170TAG", "2,000,000", 310, 97.5)]
    doc = _doc("Olu Vandermeer")
    doc.add_paragraph("ALDERBROOK - CRT / non-agency - bids and offers - 20 Nov 2026")
    body = [["Deal", "Class", "CUSIP", "Cur Face", "DM Bid", "DM Offer", "Px Bid", "Px Offer"]]
    for deal, cls, base, face, dm, px in rows:
        body.append([deal, cls, cusip(base), face, str(dm + 10), str(dm), f"{px - 0.375:.4f}",
                     f"{px:.4f}"])
    body.append(["Total", "", "", "24,750,000", "", "", "", ""])
    _table(doc, body)
    doc.add_paragraph("Olu Vandermeer | Alderbrook Securities | +1 980 555 0144")
    gold = []
    for deal, cls, base, face, dm, px in rows:
        f = float(face.replace(",", ""))
        gold += quotes(cusip(base), "structured", d, f, dm=(dm + 10, dm), price=(px - 0.375, px))
    eml = _mail("d06", "Olu Vandermeer <ovandermeer@alderbrook.com>", "rmbs@alderbrook.com",
                "CRT / non-agency levels", "Fri, 20 Nov 2026 11:45:00 -0500",
                "<alderbrook.crt.20261120@alderbrook.com>", "Levels in the attached.\nOlu\n",
                "Alderbrook_CRT_112026.docx", _save(doc))
    return Layout("alderbrook-rmbs-dm-total", "docx", eml, gold)


def research_note_no_quotes():
    doc = _doc("Tamsworth Gale Research")
    doc.add_heading("Credit Weekly - Week 47", level=1)
    doc.add_paragraph("IG spreads tightened 4bp to 79bp on the index; the 10-year UST yield fell "
                      "to 4.12% and Bunds to 2.66%. Primary supply reached EUR 21.4bn.")
    doc.add_paragraph("We keep our year-end target of 75bp for iTraxx Main and 270bp for Crossover, "
                      "and expect 2027 gross IG supply of USD 1.55trn.")
    _table(doc, [["Sector", "OAS (bp)", "1w chg", "YTD chg"], ["Banks", "92", "-5", "-18"],
                 ["Utilities", "101", "-3", "-11"], ["Autos", "134", "+2", "+9"]])
    doc.add_paragraph("Historical performance is no guide to the future. This is not an offer.")
    eml = _mail("d07", "TG Research <research@tamsworthgale.co.uk>", "research-dist@tamsworthgale.co.uk",
                "Credit Weekly - Week 47", "Fri, 20 Nov 2026 07:00:00 +0000",
                "<tg.weekly.w47@tamsworthgale.co.uk>", "This week's note is attached.\n",
                "TG_Credit_Weekly_W47.docx", _save(doc))
    return Layout("tamsworth-research-weekly-noquotes", "docx", eml, [])


def settlement_notice_no_quotes():
    doc = _doc("Nordvik Operations")
    doc.add_heading("Settlement calendar - Thanksgiving and year end", level=1)
    doc.add_paragraph("US markets close on 26 November 2026; SIFMA recommends a 2:00 p.m. early "
                      "close on 27 November. Trades done on 25 November for T+1 settle on 27 "
                      "November.")
    _table(doc, [["Date", "Market", "Status"], ["26/11/2026", "US", "Closed"],
                 ["27/11/2026", "US", "Early close 14:00"], ["25/12/2026", "All", "Closed"],
                 ["31/12/2026", "NO", "Closed"]])
    doc.add_paragraph("Questions: operations +47 22 55 50 00, ops@nordvik.no.")
    eml = _mail("d08", "Nordvik Operations <ops@nordvik.no>", "clients@nordvik.no",
                "Settlement calendar Nov/Dec", "Thu, 19 Nov 2026 12:00:00 +0100",
                "<nordvik.ops.cal.2026@nordvik.no>", "Please see attached.\n",
                "Nordvik_Settlement_Calendar.docx", _save(doc))
    return Layout("nordvik-settlement-calendar-noquotes", "docx", eml, [])


LAYOUTS = [ssa_usd_notes, agency_callables_frn, gilts_clean_px_yld, bunds_german_headers,
           cmbs_offering_totals, rmbs_dm_totals, research_note_no_quotes,
           settlement_notice_no_quotes]
