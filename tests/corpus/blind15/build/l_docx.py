"""Word attachments: preferred / convert / IG inventory and gilt / UST / floater runs."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.shared import Pt

from common import MIME_DOCX, Attachment, date, mk, n32, normalize_zip, q, uc, ui


def _doc():
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(9)
    return d


def _save(d, name):
    cp = d.core_properties
    cp.author = "desk"
    cp.last_modified_by = "desk"
    cp.created = dt.datetime(2027, 5, 19, 6, 30, tzinfo=dt.UTC)
    cp.modified = dt.datetime(2027, 5, 19, 6, 30, tzinfo=dt.UTC)
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    return Attachment(name, normalize_zip(buf.getvalue()), MIME_DOCX, "docx")


def _table(d, head, rows, merge_head=None):
    """merge_head: a first header row [(text, ncols)] merged over the second."""
    extra = 1 if merge_head else 0
    t = d.add_table(rows=len(rows) + 1 + extra, cols=len(head))
    t.style = "Table Grid"
    if merge_head:
        col = 0
        for text, n in merge_head:
            cell = t.cell(0, col)
            if n > 1:
                cell = cell.merge(t.cell(0, col + n - 1))
            cell.text = text
            col += n
    for j, h in enumerate(head):
        t.cell(extra, j).text = h
    for i, r in enumerate(rows, 1 + extra):
        for j, v in enumerate(r):
            t.cell(i, j).text = str(v)
    return t


def d_shillingstone_prefs_cv_ig():
    dl = "shillingstone"
    snd = "Paula Greaves <pgreaves@shillingstone.com>"
    gold = []
    doc = _doc()
    doc.add_heading("Shillingstone Securities - Preferreds, Converts and IG Inventory", 1)
    doc.add_paragraph("Thursday, May 20, 2027 - offer side unless a bid is shown. $25 preferreds in dollars per share; "
                      "converts and IG in points (IG also on spread to the UST benchmark).")
    doc.add_paragraph("$25 PREFERREDS (shares available; min 5,000 shs)")
    prefs = []
    for seed, name, cpn, call, bid, ofr, ytc, cy, shs in (
            ("sh-p1", "WESTBURY FINANCIAL 6.35% SER C PFD", "6.350", "06/15/2029 @ 25", "", "25.22", "6.08", "6.29", "40,000"),
            ("sh-p2", "HOLMFIRTH UTILITIES 5.875% PFD", "5.875", "09/01/2028 @ 25", "24.61", "24.79", "6.39", "5.92", "25,000"),
            ("sh-p3", "CARRADALE INSURANCE 7.10% NC FXD-FLT PFD", "7.100", "12/15/2030 @ 25", "", "25.48", "6.78", "6.97", "15,000")):
        cu = uc(seed)
        prefs.append([cu, name, cpn, call, bid or "-", ofr, ytc, cy, shs])
        gold += q(cu, "preferred", dl, price=(bid or None, ofr), yield_=(None, ytc))
    _table(doc, ["CUSIP", "Security", "Div %", "Call", "Bid $", "Offer $", "YTC (ofr)", "Cur Yld", "Shares"], prefs)
    doc.add_paragraph("")
    doc.add_paragraph("CONVERTIBLES (points; 1MM per side)")
    cvs = []
    for seed, name, c, m, b, a, stk, conv, par, prem, delta in (
            ("sh-c1", "AVONMORE BIOTECH", "1.250", "03/15/2030", "96.50", "97.50", "$41.72", "$62.10", "67.2", "44.1", "0.39"),
            ("sh-c2", "FELLSIDE ENERGY TRANSITION", "0.000", "12/01/2029", "108.00", "109.25", "$18.05", "$15.40", "117.2", "-7.4", "0.88")):
        cu = uc(seed)
        cvs.append([cu, name, c, m, b, a, stk, conv, par, prem, delta])
        gold += q(cu, "convert", dl, size="1MM", price=(b, a))
    _table(doc, ["CUSIP", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Stock", "Conv Px", "Parity", "Prem %", "Delta"], cvs)
    doc.add_paragraph("")
    doc.add_paragraph("IG - OFFERED (spread vs UST benchmark; price; size $MM)")
    igs = []
    for seed, iss, c, m, bmk, sp, px, sz in (("sh-i1", "LANGSTROTH BANK", "5.15", "02/2033", "T 4 05/32", "+122", "100.94", "3"),
                                             ("sh-i2", "OAKENCLOUGH POWER", "5.6", "08/2054", "T 4 1/2 05/57", "+139", "98.12", "5")):
        cu = uc(seed)
        igs.append([cu, iss, c, m, bmk, sp, px, sz])
        gold += q(cu, "ig", dl, size=(None, int(sz) * 1_000_000), spread=(None, sp), price=(None, px))
    _table(doc, ["CUSIP", "Issuer", "Cpn", "Maturity", "Benchmark", "Ofr Sprd", "Ofr Px", "Size"], igs)
    doc.add_paragraph("Parity = conversion value per 100 face at the stock price shown. Shares = shares available, not a size in dollars. "
                      "Shillingstone Securities LLC, member FINRA/SIPC | 125 High St, Boston MA 02110 | 617-555-0126")
    att = _save(doc, "Shillingstone_Prefs_CV_IG_052027.docx")
    text = """Hi - inventory sheet attached (prefs, converts, IG offers).

Paula Greaves | Shillingstone Securities | 617-555-0126
"""
    return mk("shillingstone-prefs-cv-ig-docx", "docx", gold, sender=snd, subject="Shillingstone inventory - prefs / CV / IG",
              date=date("10:02:48", "-0400"), text=text, attachments=[att])


def d_bewcastle_cv_prefs_ig():
    dl = "bewcastle"
    snd = "Oliver Nkemelu <onkemelu@bewcastle.co.uk>"
    gold = []
    doc = _doc()
    doc.add_heading("BEWCASTLE - CONVERTIBLES, PREFERREDS AND IG", 1)
    doc.add_paragraph("20 May 2027, 11:00 London. Two-way, EUR 1m per side unless shown.")
    cvs = []
    for seed, name, c, m, b, a, par, prem, delta, bf in (("bw-c1", "LYNGBY WIND A/S", "0.875", "14/06/2030", "101,40", "102,20", "78,5", "29,2", "0,51", "94,1"),
                                                        ("bw-c2", "AURILLAC MOBILITE SA", "2.000", "02/12/2031", "112,75", "113,75", "109,8", "3,1", "0,84", "91,7")):
        isn = ui("XS", seed)
        cvs.append([isn, name, c, m, b, a, par, prem, delta, bf])
        gold += q(isn, "convert", dl, size="1mm", comma=True, price=(b, a))
    _table(doc, ["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Parity", "Prem %", "Delta", "Bond floor"], cvs,
           merge_head=[("Convertible", 4), ("Price (%)", 2), ("Reference (not levels)", 4)])
    doc.add_paragraph("")
    hyb = []
    for seed, name, c, call, b, a, yb, ya in (("bw-h1", "STRAUMEN KRAFT 6.25% NON-CUM PFD SER A", "6.250", "15/09/2030", "100,60", "101,10", "6,06", "5,90"),
                                             ("bw-h2", "VERDALLE ASSURANCES 5.75% NON-CUM PFD SER B", "5.750", "01/06/2031", "96,80", "97,55", "6,66", "6,44")):
        isn = ui("US", seed)
        hyb.append([isn, name, c, call, b, a, yb, ya])
        gold += q(isn, "preferred", dl, size="1mm", comma=True, price=(b, a), yield_=(yb, ya))
    doc.add_paragraph("USD INSTITUTIONAL PREFERREDS ($1,000 liquidation preference; price in points, yield to first call; USD 1m per side)")
    _table(doc, ["ISIN", "Security", "Cpn", "First call", "Bid", "Offer", "YTC Bid", "YTC Offer"], hyb)
    doc.add_paragraph("")
    doc.add_paragraph("EUR IG (spread vs mid-swaps, bp; EUR 2m per side)")
    igs = []
    for seed, name, c, m, sb, sa, pb, pa in (("bw-i1", "HALDENWANG VERSORGUNG", "3.5", "08/03/2033", "+96", "+91", "99,12", "99,40"),
                                             ("bw-i2", "SORLANDET TELEKOM", "3.125", "21/10/2031", "+74", "+70", "99,35", "99,52")):
        isn = ui("XS", seed)
        igs.append([isn, name, c, m, sb, sa, pb, pa])
        gold += q(isn, "ig", dl, size="2mm", comma=True, i_spread=(sb, sa), price=(pb, pa))
    _table(doc, ["ISIN", "Issuer", "Cpn", "Maturity", "MS Bid", "MS Offer", "Px Bid", "Px Offer"], igs)
    doc.add_paragraph("Bewcastle Securities Ltd | 8 Old Jewry, London EC2R 8DN | +44 20 7946 0371 | Authorised and regulated by the FCA (FRN 552 910).")
    att = _save(doc, "Bewcastle_CB_Prefs_IG_20May.docx")
    text = """Afternoon, European CBs, USD preferreds and EUR IG attached. Decimal commas as usual.

Oliver Nkemelu | Bewcastle Securities | +44 20 7946 0371
"""
    return mk("bewcastle-cb-prefs-ig-docx", "docx", gold, sender=snd, subject="Bewcastle CB / prefs / IG - 20 May",
              date=date("11:08:15", "+0100"), text=text, attachments=[att])


def d_drumelzier_gilts_frn():
    dl = "drumelzier"
    snd = "Catriona Baird <catriona.baird@drumelzier.co.uk>"
    gold = []
    doc = _doc()
    doc.add_heading("Drumelzier & Co - Gilts and Sterling Floaters", 1)
    doc.add_paragraph("20/05/2027 08:45. Gilts: clean price and gross redemption yield, GBP 25m per side.")
    gl = []
    for seed, name, _key, pb, pa, yb, ya, chg in (("dz-g1", "UKT 4 1/8 22/07/2029", "UKT 4.125 2029-07-22", "100,12", "100,15", "4,068", "4,054", "-2"),
                                                 ("dz-g2", "UKT 4 3/8 31/01/2035", "UKT 4.375 2035-01-31", "99,41", "99,46", "4,466", "4,458", "-3"),
                                                 ("dz-g3", "UKT 4 1/2 07/12/2054", "UKT 4.5 2054-12-07", "92,73", "92,83", "4,985", "4,978", "-1")):
        isn = ui("GB", seed)
        gl.append([name, isn, pb.replace(",", "."), pa.replace(",", "."), yb.replace(",", "."), ya.replace(",", "."), chg])
        gold += q(isn, "government", dl, size="25mm", comma=True, price=(pb, pa), yield_=(yb, ya))
    _table(doc, ["Gilt", "ISIN", "Bid", "Offer", "Bid GRY %", "Offer GRY %", "Chg (bp)"], gl,
           merge_head=[("Gilt", 2), ("Price", 2), ("Yield", 2), ("", 1)])
    doc.add_paragraph("")
    doc.add_paragraph("Sterling FRNs - discount margin over compounded SONIA (bp), then price. GBP 5m per side.")
    fr = []
    for seed, name, idx, m, db, da, pb, pa, ac in (("dz-f1", "NETWORK RAIL INFRA FIN FRN", "SONIA+21", "03/2029", "19", "16", "100.05", "100.09", "agency"),
                                                  ("dz-f2", "GLENELG BUILDING SOCIETY FRN", "SONIA+74", "09/2028", "70", "64", "100.07", "100.14", "corporate"),
                                                  ("dz-f3", "KINTYRE BANK COVERED FRN", "SONIA+42", "01/2030", "40", "36", "100.04", "100.15", "corporate")):
        isn = ui("XS", seed)
        fr.append([name, isn, idx, m, f"{db} / {da}", f"{pb} / {pa}"])
        gold += q(isn, "frn", dl, size="5mm", asset_class=ac, dm=(db, da), price=(pb, pa))
    _table(doc, ["Floater", "ISIN", "Index + QM", "Maturity", "DM Bid / Offer", "Px Bid / Offer"], fr)
    doc.add_paragraph("Chg vs yesterday's close. SONIA 4.21%. Drumelzier & Co LLP, 21 Charlotte Sq, Edinburgh EH2 4DF, +44 131 555 0148. "
                      "Authorised and regulated by the FCA (FRN 487 316).")
    att = _save(doc, "Drumelzier_Gilts_FRN_20052027.docx")
    text = """Morning - gilts and sterling FRNs attached.

Catriona Baird | Drumelzier & Co | +44 131 555 0148
"""
    return mk("drumelzier-gilts-sterling-frn-docx", "docx", gold, sender=snd, subject="Drumelzier gilts / GBP FRNs 20/05",
              date=date("08:49:30", "+0100"), text=text, attachments=[att])


def d_wolsingham_ust_frn():
    dl = "wolsingham"
    snd = "Brandon Keyes <bkeyes@wolsingham.com>"
    gold = []
    doc = _doc()
    doc.add_heading("WOLSINGHAM CAPITAL - UST & USD FLOATERS", 1)
    doc.add_paragraph("May 20, 2027 - 13:30 ET")
    doc.add_paragraph("Treasuries in 32nds (yields in brackets). UST 50MM per side.")
    ust = []
    for seed, name, _key, pb, pa, yb, ya, close in (("wo-1", "2Y  T 3 7/8 04/30/29", "T 3.875 2029-04-30", 99 + 23.5 / 32, 99 + 24 / 32, "4.012", "4.004", "99-22+"),
                                                   ("wo-2", "5Y  T 4 04/30/32", "T 4 2032-04-30", 99 + 8.25 / 32, 99 + 8.75 / 32, "4.167", "4.164", "99-07"),
                                                   ("wo-3", "10Y T 4 1/4 05/15/37", "T 4.25 2037-05-15", 99 + 9.5 / 32, 99 + 10 / 32, "4.336", "4.332", "99-08")):
        cu = uc(seed)
        bs, as_ = n32(pb, digits3=True), n32(pa, digits3=True)
        ust.append([name, cu, f"{bs} ({yb})", f"{as_} ({ya})", close])
        gold += q(cu, "government", dl, size="50MM", price=(bs, as_), yield_=(yb, ya))
    _table(doc, ["Issue", "CUSIP", "Bid (yld)", "Offer (yld)", "3pm Close (ref)"], ust)
    doc.add_paragraph("")
    doc.add_paragraph("USD floaters - DM over SOFR (bp), price. 3MM per side.")
    fr = []
    for seed, name, idx, m, db, da, pb, pa, ac in (("wo-f1", "FFCB FRN", "SOFR+9", "11/2028", "8", "6", "100.010", "100.020", "agency"),
                                                  ("wo-f2", "HARTBURN BANCORP FRN", "SOFR+95", "05/2030", "98", "92", "99.92", "100.08", "corporate"),
                                                  ("wo-f3", "KELDERMOOR AUTO CREDIT FRN", "SOFR+120", "02/2029", "124", "116", "99.93", "100.06", "corporate")):
        cu = uc(seed)
        fr.append([name, cu, idx, m, db, da, pb, pa])
        gold += q(cu, "frn", dl, size="3MM", asset_class=ac, dm=(db, da), price=(pb, pa))
    _table(doc, ["Floater", "CUSIP", "Index + Margin", "Maturity", "DM Bid", "DM Offer", "Px Bid", "Px Offer"], fr)
    doc.add_paragraph("3pm Close is yesterday's settlement price for reference. Wolsingham Capital LLC, member FINRA/SIPC, "
                      "200 West St, New York NY 10282, (212) 555-0119.")
    att = _save(doc, "Wolsingham_UST_FRN_0520.docx")
    text = """UST and USD floater levels attached.

Brandon Keyes | Wolsingham Capital | (212) 555-0119
"""
    return mk("wolsingham-ust-usd-frn-docx", "docx", gold, sender=snd, subject="Wolsingham UST / FRN 13:30",
              date=date("13:34:02", "-0400"), text=text, attachments=[att])


LAYOUTS = [d_shillingstone_prefs_cv_ig, d_bewcastle_cv_prefs_ig, d_drumelzier_gilts_frn, d_wolsingham_ust_frn]
