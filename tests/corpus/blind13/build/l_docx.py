"""Word documents: afternoon updates with merged cells, morning-versus-now tables, footnoted levels."""

from __future__ import annotations

import datetime as dt
import io

import docx
from docx.shared import Pt

from common import MIME_DOCX, Attachment, M, bkey, date, mk, normalize_zip, px_from_yield, q, uc, ui

FIXED = dt.datetime(2027, 3, 11, 6, 0, 0, tzinfo=dt.UTC)


def _doc(author):
    d = docx.Document()
    cp = d.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.created = FIXED
    cp.modified = FIXED
    cp.revision = 2
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(9)
    return d


def _table(d, rows, style="Table Grid"):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = str(v)
            if i == 0:
                for run in t.cell(i, j).paragraphs[0].runs:
                    run.bold = True
    return t


def _bytes(d) -> bytes:
    buf = io.BytesIO()
    d.save(buf)
    return normalize_zip(buf.getvalue())


def att(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


def yrs(iso):
    return int(iso[:4]) + (int(iso[5:7]) - 0.5) / 12 - (2027 + 70 / 365)


# ---------------------------------------------------------------- 43 / 44: loans and HY


def ebbrook_levfin_v2():
    d = "ebbrook"
    doc = _doc("Ebbrook Capital")
    doc.add_heading("Leveraged Finance - afternoon update (v2, 15:20 GMT)", level=1)
    doc.add_paragraph("Replaces v1 sent at 14:05 (the Albagene EUR line was wrong in v1). Loans EUR/USD 1m per side unless shown; "
                      "HY bonds 2m per side. Chg is versus this morning's 08:00 run.")
    rows = [
        ["Borrower", "Facility", "Margin", "Maturity", "Levels", "", "Chg vs AM", "Size (m)"],
        ["", "", "", "", "Bid", "Offer", "", ""],
        ["ALBAGENE LABS", "TLB2 EUR", "E+425", "11/2030", "95.00", "95.75", "-0.75", ""],
        ["", "TLB USD", "S+450", "11/2030", "95.50", "96.25", "-0.50", "2"],
        ["KESTREL PARCS", "TLB", "E+375", "05/2031", "99.625", "100.125", "+0.125", ""],
        ["TORVIK FERRIES", "TLB", "E+400", "02/2032", "98.75", "99.25", "unch", ""],
        ["VELLACOMBE RETAIL", "TLB", "E+500", "09/2029", "82.00", "84.00", "-3.00", "subject"],
    ]
    t = _table(doc, rows)
    t.cell(0, 4).merge(t.cell(0, 5))
    t.cell(0, 4).text = "Levels"
    for j in (0, 1, 2, 3, 6, 7):
        t.cell(0, j).merge(t.cell(1, j))
    t.cell(2, 0).merge(t.cell(3, 0))
    t.cell(2, 0).text = "ALBAGENE LABS"
    gold = []
    gold += q("ALBAGENE LABS TLB2 EUR E+425 11/2030", "loan", d, size="1x1", price=("95.00", "95.75"))
    gold += q("ALBAGENE LABS TLB USD S+450 11/2030", "loan", d, size="2x2", price=("95.50", "96.25"))
    gold += q("KESTREL PARCS TLB E+375 05/2031", "loan", d, size="1x1", price=("99.625", "100.125"))
    gold += q("TORVIK FERRIES TLB E+400 02/2032", "loan", d, size="1x1", price=("98.75", "99.25"))
    gold += q("VELLACOMBE RETAIL TLB E+500 09/2029", "loan", d, size="1x1", price=("82.00", "84.00"), review=("price",))
    doc.add_paragraph("")
    hy = [
        ["Issuer", "Cpn", "Maturity", "Call", "Px Bid", "Px Offer", "YTW Bid", "YTW Offer"],
        ["DRUMOAK LEISURE", "7 7/8", "15/06/2030", "15/06/27 @ 103.938", "100.75", "101.25", "7.54", "7.38"],
        ["LOCHALSH METALS", "9 1/4", "2031", "2028 @ 104.625", "89.00", "89.75", "12.34", "12.10"],
        ["FINTRY HOMES", "6 3/8", "2029", "-", "T+385", "T+370", "", ""],
        ["CALDERWICK MEDIA", "8 3/8", "05/2030", "05/27 @ 104.188", "101.50", "102.00", "7.79", "7.61"],
    ]
    _table(doc, hy)
    gold += q(bkey("DRUMOAK LEISURE", 7.875, "2030-06-15"), "hy", d, size="2x2", price=("100.75", "101.25"), yield_=("7.54", "7.38"))
    gold += q(bkey("LOCHALSH METALS", 9.25, "2031"), "hy", d, size="2x2", price=("89.00", "89.75"), yield_=("12.34", "12.10"))
    gold += q(bkey("FINTRY HOMES", 6.375, "2029"), "hy", d, size="2x2", spread=("+385", "+370"))
    gold += q(bkey("CALDERWICK MEDIA", 8.375, "2030-05"), "hy", d, size="2x2", price=("101.50", "102.00"), yield_=("7.79", "7.61"))
    doc.add_paragraph("Fintry is quoted on spread today (T+, bp) - the px columns hold the spread for that line. "
                      "Vellacombe is subject: the account is re-checking, not firm.")
    doc.add_paragraph("Ebbrook Capital LLP | 25 Old Broad St, London EC2N 1HQ | +44 20 7555 6034 | FCA FRN 611907. Indicative levels.")
    body = "v2 attached - please bin v1 (Albagene EUR line was wrong).\n\nRosie Ebdon | Ebbrook Capital | +44 20 7555 6034\n"
    return mk("ebbrook-levfin-update-v2", "docx", gold, sender="Rosie Ebdon <rosie.ebdon@ebbrook.co.uk>",
              subject="LevFin afternoon update v2 (replaces v1)", date=date("15:22:48", "+0000"), text=body,
              attachments=[att("LevFin_update_v2_1520.docx", _bytes(doc))])


def tamberlane_am_vs_now():
    d = "tamberlane"
    doc = _doc("Tamberlane")
    doc.add_heading("US HY & loans - where we were this morning, where we are now", level=2)
    doc.add_paragraph("Sizes: HY 2mm per side, loans 1mm per side unless shown. The 8:00 column is this morning's level, superseded.")
    rows = [
        ["Instrument", "8:00", "Now (14:30)", "Comment"],
        ["TARNWOOD HOMES 7 1/2 2030", "100 - 100 1/2", "100 1/8 - 100 5/8", "ytw 7.43 / 7.29"],
        ["QUARRYBANK STEEL 8 1/8 06/31", "92 - 92 3/4", "91 1/2 - 92 1/4", "(cl 92 1/8)"],
        ["PELLMAN HEALTH 9 1/8 04/31", "94 1/2 - 95", "offer 95 1/4 only", "axe"],
        ["BLACKETT AUTO 7 1/4 2032", "99 3/8 - 99 7/8", "OFF", "traded"],
        ["WYTHAM SOFTWARE TL S+325 04/32", "99.75 - 100.25", "99.875 - 100.375", ""],
        ["RIVINGTON HOTELS TLB-2 S+400 11/30", "97.50 - 98.25", "97.25 - 98.00", "2mm"],
        ["QUANTOCK DATA TL S+350 03/32", "99.625 - 100.00", "bid 99.75 only", ""],
    ]
    _table(doc, rows)
    gold = []
    gold += q(bkey("TARNWOOD HOMES", 7.5, "2030"), "hy", d, size="2x2", price=("100 1/8", "100 5/8"), yield_=("7.43", "7.29"))
    gold += q(bkey("QUARRYBANK STEEL", 8.125, "2031-06"), "hy", d, size="2x2", price=("91 1/2", "92 1/4"))
    gold += q(bkey("PELLMAN HEALTH", 9.125, "2031-04"), "hy", d, size="2x2", price=(None, "95 1/4"))
    gold += q("WYTHAM SOFTWARE TL S+325 04/32", "loan", d, size="1x1", price=("99.875", "100.375"))
    gold += q("RIVINGTON HOTELS TLB-2 S+400 11/30", "loan", d, size="2x2", price=("97.25", "98.00"))
    gold += q("QUANTOCK DATA TL S+350 03/32", "loan", d, size="1x1", price=("99.75", None))
    doc.add_paragraph("Tamberlane Securities LLC, 77 W Wacker Dr, Chicago IL 60601 | +1 312 555 0177 | Member FINRA/SIPC.")
    body = "Morning-vs-now sheet attached.\n\nJake Morrow | Tamberlane Securities | +1 312 555 0177\n"
    return mk("tamberlane-hy-loans-am-vs-now", "docx", gold, sender="Jake Morrow <jmorrow@tamberlane.com>",
              subject="HY / loans: 8:00 vs now", date=date("14:33:51", "-0600"), text=body,
              attachments=[att("HY_loans_am_vs_now.docx", _bytes(doc))])


# ---------------------------------------------------------------- 45 / 46: governments and EM locals


def oakhanger_gilts_em_locals():
    d = "oakhanger"
    doc = _doc("Oakhanger")
    doc.add_heading("Gilts & EM local markets - 11 March 2027, 11:30 (refresh of the 08:00 sheet)", level=2)
    doc.add_paragraph("Gilts GBP 10m per side; EM locals in yield, sizes as shown. Chg (bp) versus 08:00.")
    rows = [
        ["Bond", "Cpn", "Maturity", "Price", "", "Yield (%)", "", "Chg (bp)"],
        ["", "", "", "Bid", "Offer", "Bid", "Offer", ""],
    ]
    gilts = [("UKT", 4.125, "2030-07-22", "22/07/2030"), ("UKT", 4.5, "2035-03-07", "07/03/2035"), ("UKT", 4.25, "2046-12-07", "07/12/2046")]
    ylds = [(3.986, 3.978), (4.392, 4.386), (4.868, 4.861)]
    gold = []
    for (iss, c, iso, m), (yb, ya) in zip(gilts, ylds, strict=True):
        t = yrs(iso)
        pb, pa = px_from_yield(c, yb, t), px_from_yield(c, ya, t)
        rows.append([iss, f"{c:g}", m, f"{pb:.3f}", f"{pa:.3f}", f"{yb:.3f}", f"{ya:.3f}", "-2.1"])
        gold += q(bkey(iss, c, iso), "government", d, size="10x10", price=(f"{pb:.3f}", f"{pa:.3f}"), yield_=(f"{yb:.3f}", f"{ya:.3f}"))
    t = _table(doc, rows)
    for a, b in ((3, 4), (5, 6)):
        t.cell(0, a).merge(t.cell(0, b))
    t.cell(0, 3).text = "Price"
    t.cell(0, 5).text = "Yield (%)"
    for j in (0, 1, 2, 7):
        t.cell(0, j).merge(t.cell(1, j))
    doc.add_paragraph("")
    em = [
        ["Bond", "ISIN", "Yield Bid", "Yield Offer", "Size", "Chg (bp)"],
        ["MBONO 7 3/4 11/2034", ui("MX", "mbono-34"), "9.18", "9.14", "MXN 100mm", "-6"],
        ["SAGB 8 7/8 2035 (R2035)", ui("ZA", "sagb-35"), "10.42", "10.37", "ZAR 100mm", "-3"],
        ["POLGB 5 3/4 04/2032", ui("PL", "polgb-32"), "5.21", "5.18", "PLN 25mm", "+1"],
        ["INDOGB 6 7/8 04/2031 (FR101)", ui("ID", "indogb-31"), "6.61", "6.56", "IDR 50bn", "-4"],
    ]
    _table(doc, em)
    for row in em[1:]:
        amt = row[4].split()[1]
        s = M(float(amt[:-2])) if amt.endswith("mm") else int(float(amt[:-2]) * 1e9)
        sz = (s, s) if s <= 500_000_000 else (None, None)
        gold += q(row[1], "em_sovereign", d, size=sz, yield_=(row[2], row[3]))
    doc.add_paragraph("BoE Bank Rate 3.75%; SONIA 3.71%. Banxico 8.25%, SARB repo 7.00%, NBP 4.75%, BI 5.50%. USDMXN 18.62.")
    doc.add_paragraph("Oakhanger Markets Ltd, 40 Leadenhall St, London EC3A 2BJ | +44 20 7555 2266 | FRN 590377. Indicative only.")
    body = "11:30 refresh of the gilts / EM locals sheet attached.\n\nPriyanka Shah | Oakhanger Markets | +44 20 7555 2266\n"
    return mk("oakhanger-gilts-em-locals", "docx", gold, sender="Priyanka Shah <pshah@oakhanger.co.uk>",
              subject="Gilts / EM locals - 11:30 refresh", date=date("11:32:05", "+0000"), text=body,
              attachments=[att("Gilts_EM_locals_1130.docx", _bytes(doc))])


def rushmere_jgb_acgb_em():
    d = "rushmere"
    doc = _doc("Rushmere")
    doc.add_paragraph("RUSHMERE SECURITIES (ASIA) - RATES CLOSE / NY OPEN HANDOVER").runs[0].bold = True
    doc.add_paragraph("Tokyo close levels re-struck for the London / NY handover. Yield bid / offer in one cell; "
                      "prices where shown. JGB JPY 1bn, ACGB AUD 25m, EM locals as shown.")
    rows = [["Bond", "ISIN", "Yield B / O (%)", "Price B / O", "Size", "Tokyo close (mid yld)"]]
    gov = [
        ("JGB #378 1.4% 03/2035", "JP", "jgb-378", "1.388 / 1.383", "100.09 / 100.13", "JPY 1bn", "1.392"),
        ("ACGB 4.25% 04/2036", "AU", "acgb-36", "4.512 / 4.506", "98.03 / 98.07", "AUD 25m", "4.530"),
    ]
    gold = []
    for name, pre, seed, yl, px, sz, close in gov:
        isn = ui(pre, seed)
        rows.append([name, isn, yl, px, sz, close])
        yb, ya = (x.strip() for x in yl.split("/"))
        pb, pa = (x.strip() for x in px.split("/"))
        s = 1_000_000_000 if "bn" in sz else M(25)
        gold += q(isn, "government", d, size=(s, s), yield_=(yb, ya), price=(pb, pa))
    em = [
        ("MGS 3.9% 2033", "MY", "mgs-33", "3.612 / 3.598", "", "MYR 20m", "3.620"),
        ("THAIGB 2.65% 2034", "TH", "thaigb-34", "2.241 / 2.229", "", "THB 100m", "2.250"),
        ("INDOGB 7% 09/2030 (FR87)", "ID", "indogb-30", "6.48 / 6.44", "", "IDR 20bn", "6.47"),
    ]
    for name, pre, seed, yl, _px, sz, close in em:
        isn = ui(pre, seed)
        rows.append([name, isn, yl, "", sz, close])
        yb, ya = (x.strip() for x in yl.split("/"))
        amt = sz.split()[1]
        s = M(float(amt[:-1])) if amt.endswith("m") else None
        gold += q(isn, "em_sovereign", d, size=(s, s), yield_=(yb, ya))
    _table(doc, rows)
    doc.add_paragraph("IDR sizes in billions are notional in rupiah. Rushmere Securities (Asia) Ltd, 8 Finance St, Hong Kong | "
                      "+852 5555 0311 | SFC CE No. BQX402.")
    body = "Handover sheet attached.\n\nKenji Arakawa | Rushmere Securities (Asia) | +852 5555 0311\n"
    return mk("rushmere-asia-rates-handover", "docx", gold, sender="Kenji Arakawa <karakawa@rushmere.com.hk>",
              subject="Asia rates handover 11-Mar", date=date("07:58:20", "+0000"), text=body,
              attachments=[att("Rushmere_handover_20270311.docx", _bytes(doc))])


# ---------------------------------------------------------------- 47 / 48: converts, preferreds and CDS


def vellinger_cb_cds():
    d = "vellinger"
    doc = _doc("Vellinger")
    doc.add_heading("Converts, preferreds & CDS - 13:45 CET update", level=2)
    doc.add_paragraph("European CBs in points (EUR 1m per side unless shown); preferreds in % of par; CDS in bp, EUR 10m single names / 50m indices.")
    cb = [
        ["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Parity", "Prem %", "Delta", "Size (m)"],
        [ui("FR", "moselle-cb"), "MOSELLE TECHNOLOGIES", "0.875", "14/09/2029", "103.40", "104.10", "96.12", "8.0", "0.61", "2"],
        [ui("DE", "harzgruppe-cb"), "HARZGRUPPE", "0", "01/12/2028", "92.15", "92.90", "61.40", "50.9", "0.28", ""],
        [ui("NL", "zeewolde-cb"), "ZEEWOLDE LOGISTIEK", "2.25", "30/06/2030", "99.80†", "100.55", "84.77", "18.5", "0.47", ""],
    ]
    _table(doc, cb)
    gold = []
    for r in cb[1:]:
        sz = M(int(r[9])) if r[9] else M(1)
        rv = ("price",) if "†" in r[4] else ()
        gold += q(r[0], "convert", d, size=(sz, sz), price=(r[4].rstrip("†"), r[5]), review=rv)
    pf = [["ISIN", "Preferred / hybrid", "Bid", "Offer", "Next call", "Yld to call"]]
    pf.append([ui("XS", "brabant-pfd"), "BRABANT VERZEKERINGEN 5.25% PERP PFD", "98.10", "98.85", "15/05/2029", "6.18 / 5.84"])
    _table(doc, pf)
    gold += q(pf[1][0], "preferred", d, size="1x1", price=("98.10", "98.85"), yield_=("6.18", "5.84"))
    cds = [
        ["Reference", "Tenor", "Bid", "Ask", "Chg", "Unit"],
        ["ITRAXX EUR XOVER S47", "5Y", "282", "285", "-6", "bp"],
        ["MOSELLE TECHNOLOGIES SNR", "5Y", "164", "172", "-2", "bp"],
        ["HARZGRUPPE SNR", "5Y", "412", "430", "+5", "bp"],
        ["ZEEWOLDE LOGISTIEK SNR", "5Y", "3.10", "3.60", "+0.20", "pts (vs 100)"],
    ]
    _table(doc, cds)
    for r in cds[1:]:
        key = f"{r[0]} {r[1]}"
        sz = M(50) if r[0].startswith("ITRAXX") else M(10)
        qt = "upfront" if r[5].startswith("pts") else "spread"
        gold += q(key, "cds", d, size=(sz, sz), **{qt: (r[2], r[3])})
    doc.add_paragraph("† bid not refreshed since the morning - indicative only, please check before trading.")
    doc.add_paragraph("Stock refs 13:40: Moselle EUR 41.22, Harzgruppe EUR 18.07, Zeewolde EUR 22.45. "
                      "Vellinger N.V., Gustav Mahlerlaan 40, Amsterdam | +31 20 555 8812 | AFM reg. 12044193.")
    body = "Goedemiddag - 13:45 update attached (CBs, one hybrid, CDS).\n\nSanne de Vries | Vellinger | +31 20 555 8812\n"
    return mk("vellinger-cb-pfd-cds-update", "docx", gold, sender="Sanne de Vries <sanne.devries@vellinger.nl>",
              subject="CB / hybrid / CDS - 13:45 update", date=date("13:46:09", "+0100"), text=body,
              attachments=[att("Vellinger_CB_CDS_1345.docx", _bytes(doc))])


def kilverstone_cb_cds_memo():
    d = "kilverstone"
    doc = _doc("Kilverstone")
    doc.add_heading("Kilverstone - converts & CDS: changes since the 7:30 run", level=2)
    doc.add_paragraph("Only the lines that moved. Everything not listed is unchanged from 7:30. Sizes: converts 2mm, CDS single names "
                      "5mm, indices 25mm per side.")
    t1 = [
        ["Convert", "CUSIP", "Was (7:30)", "Now", "Stock", "Delta"],
        ["ORRIN SOLAR 3% 2030 CV", uc("orrin-cv-b"), "91.00 / 92.00", "91.50 / 92.50", "14.10", "0.33"],
        ["FENWRIGHT PHARMA 0.5% 2029 CV", uc("fenwright-cv-b"), "102.75 / 103.75", "bid 102.25", "77.80", "0.58"],
        ["GRANTHAM REIT 4.25% 2031 CV", uc("grantham-cv-b"), "99.00 / 100.00", "off", "41.10", "0.39"],
    ]
    _table(doc, t1)
    gold = []
    gold += q(t1[1][1], "convert", d, size="2x2", price=("91.50", "92.50"))
    gold += q(t1[2][1], "convert", d, size="2x2", price=("102.25", None))
    pf = doc.add_paragraph("Preferred: TORRANCE GAS 5.70% 2061 PFD ")
    pf.add_run(f"({uc('torrance-pfd-b')}) now 23.70 / 23.95, was 23.55 / 23.85.")
    gold += q(uc("torrance-pfd-b"), "preferred", d, price=("23.70", "23.95"))
    t2 = [
        ["CDS", "Was", "Now", "Note"],
        ["CDX IG 47 5Y", "52.00 / 52.50", "51.50 / 52.00", ""],
        ["CDX HY 47 5Y", "104.00 / 104.125", "104.1875 / 104.3125", "price"],
        ["ORRIN SOLAR 5Y", "545 / 575", "530 / 560", ""],
        ["VOLTMERE EV 5Y", "610 / 640", "off", "traded 618"],
    ]
    _table(doc, t2)
    gold += q("CDX IG 47 5Y", "cds", d, size="25x25", spread=("51.50", "52.00"))
    gold += q("CDX HY 47 5Y", "cds", d, size="25x25", price=("104.1875", "104.3125"))
    gold += q("ORRIN SOLAR 5Y", "cds", d, size="5x5", spread=("530", "560"))
    doc.add_paragraph("Kilverstone Partners LLC | 3 Bryant Park, New York NY 10036 | +1 646 555 0193 | CRD 299172.")
    body = "Movers only - converts / CDS. Doc attached.\n\nAnya Kilverstone | Kilverstone Partners | +1 646 555 0193\n"
    return mk("kilverstone-cb-cds-movers", "docx", gold, sender="Anya Kilverstone <akilverstone@kilverstone.com>",
              subject="CB / CDS movers since 7:30", date=date("11:15:40"), text=body,
              attachments=[att("Kilverstone_movers_1115.docx", _bytes(doc))])


LAYOUTS = [
    ebbrook_levfin_v2, tamberlane_am_vs_now,
    oakhanger_gilts_em_locals, rushmere_jgb_acgb_em,
    vellinger_cb_cds, kilverstone_cb_cds_memo,
]
