"""Word documents: merged bands, previous levels after the live ones, a correction under the table."""

from __future__ import annotations

import io

import docx
from docx.shared import Pt

from common import MIME_DOCX, Attachment, bkey, date, dealer_of, frac, mk, normalize_zip, pxs, q, uc, ui, ylds


def _doc():
    d = docx.Document()
    cp = d.core_properties
    cp.author = "desk"
    cp.last_modified_by = "desk"
    cp.revision = 1
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(9)
    return d


def _table(d, head, rows, bands=None):
    """A table; bands: [(first, last, text)] as a merged first header row (0-based columns)."""
    extra = 1 if bands else 0
    t = d.add_table(rows=len(rows) + 1 + extra, cols=len(head))
    t.style = "Table Grid"
    if bands:
        for c1, c2, text in bands:
            cell = t.cell(0, c1)
            if c2 > c1:
                cell = cell.merge(t.cell(0, c2))
            cell.text = text
    for j, h in enumerate(head):
        t.cell(extra, j).text = h
    for i, r in enumerate(rows, start=1 + extra):
        for j, v in enumerate(r):
            t.cell(i, j).text = str(v)
    return t


def _save(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def _a(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


def d45():
    sender = "Isla Kilconquhar <ikilconquhar@kilconquhar.com>"
    dl = dealer_of(sender)
    gold = []
    d = _doc()
    d.add_heading("Kilconquhar Capital - Loans and IG, 23 November 2027", level=2)
    d.add_paragraph("Loans in price, 2MM per side. Prev Bid / Prev Offer are Friday's levels, left for comparison.")
    ln = [("HARTFELL HOMECARE", "TLB", "S+400", "04/2031", "97 1/8", "97 5/8", "96 3/4", "97 1/4"),
          ("INNERLEITHEN MILLS", "TLB", "S+325", "09/2030", "99 3/8", "99 7/8", "99 1/2", "100"),
          ("JEDBURGH DATA", "TLB-3", "S+350", "02/2032", "98 1/2", "99", "98", "98 1/2")]
    rows = []
    for b, f, m, mat, bi, of, pb, po in ln:
        shown = ("97 5/8", "98 1/8") if b.startswith("HARTFELL") else (bi, of)
        rows.append([b, f, m, mat, shown[0], shown[1], pb, po])
        gold += q(f"{b} {f} {m} {mat}", "loan", dl, size="2MM", price=(bi, of))
    _table(d, ["Borrower", "Facility", "Margin", "Maturity", "Bid", "Offer", "Prev Bid", "Prev Offer"], rows,
           bands=[(0, 3, "Loan"), (4, 5, "Today"), (6, 7, "Friday (ref)")])
    d.add_paragraph("Correction: HARTFELL TLB should read 97 1/8 - 97 5/8, not 97 5/8 - 98 1/8 as in the table (rows slipped).")
    d.add_paragraph("IG on T-spread, 5MM per side. DV01 per 1MM; Hedge = the UST we'd use, with its price in 32nds.")
    ig = [("KELSO WATER", 4.75, "2034-05-15", 112, 107, "T 4 10/32 @ 99-17+"), ("LAUDER BRANDS", 5.375, "2036-02-01", 149, 143, "T 4 1/4 11/37 @ 99-06"),
          ("MELROSE INSURANCE", 4.25, "2030-07-30", 81, 76, "T 3 7/8 10/29 @ 99-26+")]
    rows = []
    for iss, cp, mi, sb, sa, hedge in ig:
        pb, pa = pxs(cp, 4.1 + sb / 100, mi, 3), pxs(cp, 4.1 + sa / 100, mi, 3)
        dv = f"{(float(pxs(cp, 4.09 + sb / 100, mi, 6)) - float(pb)) * 10000:.0f}"
        rows.append([iss, frac(cp), f"{mi[5:7]}/{mi[8:]}/{mi[:4]}", f"+{sb}", f"+{sa}", pb, pa, dv, hedge])
        gold += q(bkey(iss, cp, mi), "ig", dl, size="5MM", spread=(str(sb), str(sa)), price=(pb, pa))
    _table(d, ["Issuer", "Cpn", "Maturity", "Bid", "Ask", "Bid", "Ask", "DV01", "Hedge"], rows,
           bands=[(0, 2, "Bond"), (3, 4, "T-Spread (bp)"), (5, 6, "Price"), (7, 8, "Risk (ref)")])
    d.add_paragraph("Kilconquhar Capital LLC | 212-555-0157 | For professional investors.")
    body = "Loans and IG in the attached Word doc.\n\nIsla Kilconquhar | Kilconquhar Capital | 212-555-0157\n"
    return mk("kilconquhar-loans-prev-ig-dv01", "docx", gold, sender=sender, date=date("09:02:36"), subject="loans / IG 11/23",
              text=body, attachments=[_a("Kilconquhar_Loans_IG_23Nov27.docx", _save(d))])


def d46():
    sender = "Magnus Ardentinny <magnus@ardentinny.co.uk>"
    dl = dealer_of(sender)
    gold = []
    d = _doc()
    d.add_heading("Ardentinny Securities - axes 23/11/2027", level=2)
    d.add_paragraph("Axes only: BUYER = our bid, SELLER = our offer. IG levels are G-spreads in bp unless shown as a price; "
                    "loans in price. GBP/EUR 2m unless sized.")
    rows = [["Axe", "Instrument", "Level", "Size", "Ref"]]
    ax = [("SELLER", "NAIRN HOUSING 4 3/8 15/05/2034", "+142", "3m", "G+148 at Friday's close"),
          ("BUYER", "OBAN DISTILLERS 5 1/8 01/12/2030", "98.65", "", "new issue reoffer 99.20"),
          ("SELLER", "PORTREE POWER 3 7/8 20/02/2033", "+118", "", ""),
          ("BUYER", "QUOICH LEISURE TLB E+425 06/2031", "96.75", "1m", "last trade 97.00"),
          ("SELLER", "RANNOCH PACKAGING TLB S+375 11/2030", "99.125", "", "OID 99.50")]
    body_rows = [list(r) for r in ax]
    _table(d, rows[0], body_rows)
    sz = {"3m": 3_000_000, "1m": 1_000_000, "": 2_000_000}
    g = [(bkey("NAIRN HOUSING", 4.375, "2034-05-15"), "ig", "spread", None, "142", sz["3m"]),
         (bkey("OBAN DISTILLERS", 5.125, "2030-12-01"), "ig", "price", "98.65", None, sz[""]),
         (bkey("PORTREE POWER", 3.875, "2033-02-20"), "ig", "spread", None, "118", sz[""]),
         ("QUOICH LEISURE TLB E+425 06/2031", "loan", "price", "96.75", None, sz["1m"]),
         ("RANNOCH PACKAGING TLB S+375 11/2030", "loan", "price", None, "99.125", sz[""])]
    for key, grp, qt, b, a, s in g:
        gold += q(key, grp, dl, size=(s if b else None, s if a else None), **{qt: (b, a)})
    d.add_paragraph("Ref column: for information only. Ardentinny Securities Ltd, +44 131 555 0188.")
    body = "Axes attached.\n\nMagnus Ardentinny | Ardentinny Securities | +44 131 555 0188\n"
    return mk("ardentinny-axes-buyer-seller", "docx", gold, sender=sender, date=date("10:40:12", "+0000"), subject="axes 23/11",
              text=body, attachments=[_a("ardentinny_axes_231127.docx", _save(d))])


def d47():
    sender = "Theo Inverness <tinverness@lochbuie.com>"
    dl = dealer_of(sender)
    gold = []
    d = _doc()
    d.add_heading("Lochbuie Partners - CDS and Convertibles", level=2)
    d.add_paragraph("CDS: running spreads in bp, USD 5mm per side. 'Upf equiv' is our model's points-upfront equivalent against "
                    "100 running at the mid, for reference only.")
    cds = [("ARISAIG SHIPPING", "5Y", "198", "207", "4.21", "40"), ("BROADFORD RETAIL", "5Y", "312", "326", "9.38", "25"),
           ("CALGARY BAY FOODS", "5Y", "77", "82", "-1.08", "40"), ("CDX HY 49", "5Y", "106.00", "106.125", "", "")]
    rows = []
    for name, ten, b, a, upf, rec in cds:
        rows.append([name, ten, b, a, upf, rec])
        if name.startswith("CDX"):
            gold += q(f"{name} {ten}", "cds", dl, size="25x25", price=(b, a))
        else:
            gold += q(f"{name} {ten}", "cds", dl, size="5x5", spread=(b, a))
    _table(d, ["Reference", "Tenor", "Bid", "Ask", "Upf equiv", "Rec %"], rows,
           bands=[(0, 1, "Contract"), (2, 3, "Spread (bp)"), (4, 5, "Reference")])
    d.add_paragraph("CDX HY 49 5Y in price, 25x25.")
    d.add_paragraph("Convertibles (points, 1mm per side) and $25 preferreds (per share). Conv ratio per 1,000; parity at the last "
                    "stock price; call is the issuer's soft call.")
    cv = [("DORNIE SEMICONDUCTOR", 0.75, "2031-06-01", "103.25", "104.00", "14.2210", "98.70", "06/01/29 @ 100"),
          ("ELGOL PHARMA", 0.0, "2029-11-15", "88.50", "89.25", "7.9045", "61.25", "n/a")]
    rows = []
    for iss, cp, mi, b, a, ratio, par, call in cv:
        rows.append([f"{iss} {cp:g} {mi[5:7]}/{mi[8:]}/{mi[2:4]}", b, a, ratio, par, call])
        gold += q(bkey(iss, cp, mi), "convert", dl, size="1MM", price=(b, a))
    pf = [("FLODIGARRY BANK 6.125% PFD SER F", "b17-d47-flod", "24.40", "24.62", "$25.00 on 12/15/2028"),
          ("GLENBRITTLE REIT 6.75% PFD SER C", "b17-d47-glen", "25.06", "25.24", "$25.00 on 03/01/2028")]
    for desc, seed, b, a, call in pf:
        cu = uc(seed)
        rows.append([f"{desc} ({cu})", b, a, "", "", call])
        gold += q(cu, "preferred", dl, price=(b, a))
    _table(d, ["Security", "Bid", "Offer", "Conv Ratio", "Parity", "Call"], rows)
    d.add_paragraph("Lochbuie Partners LLC | 617-555-0190")
    body = "CDS and CB / pref levels attached.\n\nTheo Inverness | Lochbuie Partners | 617-555-0190\n"
    return mk("lochbuie-cds-upf-equiv-cv", "docx", gold, sender=sender, date=date("11:05:47"), subject="CDS / CB / PFD 11/23",
              text=body, attachments=[_a("Lochbuie_CDS_CB_20271123.docx", _save(d))])


def d48():
    sender = "Vera Morar <vmorar@dalwhinnie.ch>"
    dl = dealer_of(sender)
    gold = []
    d = _doc()
    d.add_heading("Dalwhinnie Privatbank - CDS / Wandelanleihen 23.11.2027", level=2)
    d.add_paragraph("CDS in Upfront-Punkten gegen 500 bp Kupon (Brief zuerst!), EUR 5 Mio. je Seite. Vortag = Schluss 22.11.")
    rows = []
    cds = [("HARRIS TWEED TEXTIL SNR", "5Y", "5.90", "5.40", "5.55"), ("ISLAY BRENNEREI SNR", "5Y", "2.35", "1.95", "2.30"),
           ("JURA REEDEREI SUB", "5Y", "11.20", "10.45", "10.80")]
    for name, ten, brief, geld, prev in cds:
        rows.append([name, ten, brief, geld, prev])
        gold += q(f"{name} {ten}", "cds", dl, size="5x5", upfront=(geld, brief))
    _table(d, ["Referenz", "Laufzeit", "Brief", "Geld", "Vortag"], rows)
    d.add_paragraph("Wandelanleihen (Kurs in %, CHF 1 Mio. je Seite). Paritaet und Bond Floor nur zur Referenz.")
    cv = [("CH", "b17-d48-kil", "KILCHRENAN PHARMA 0.25% 2030", "97.40", "98.10", "84.30", "93.10"),
          ("CH", "b17-d48-lag", "LAGG ROBOTIK 1% 2031", "109.80", "110.60", "108.95", "95.40")]
    rows = []
    for pre, seed, name, b, a, par, floor in cv:
        i = ui(pre, seed)
        rows.append([i, name, b, a, par, floor])
        gold += q(i, "convert", dl, size="1MM", price=(b, a))
    _table(d, ["ISIN", "Anleihe", "Geld", "Brief", "Paritaet", "Bond Floor"], rows)
    d.add_paragraph("Vorzugsaktien USD: MULL ENERGY 6.5% PFD SER B (" + uc("b17-d48-mull") + ") 24.88 / 25.04, "
                    "Call 25.00 ab 30.06.2028.")
    gold += q(uc("b17-d48-mull"), "preferred", dl, price=("24.88", "25.04"))
    d.add_paragraph("Dalwhinnie Privatbank AG, Bahnhofstrasse 41, Zuerich, +41 44 555 01 66.")
    body = "Gruezi, CDS und Wandelanleihen im Anhang.\n\nVera Morar | Dalwhinnie Privatbank | +41 44 555 01 66\n"
    return mk("dalwhinnie-cds-brief-first-cb", "docx", gold, sender=sender, date=date("09:55:21", "+0100"),
              subject="CDS / Wandler 23.11.", text=body, attachments=[_a("dalwhinnie_cds_wandler.docx", _save(d))])


_ = ylds
LAYOUTS = [d45, d46, d47, d48]
