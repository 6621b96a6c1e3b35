"""CSV layouts: system exports as dealers attach them."""

from __future__ import annotations

from common import Attachment, bkey, cusip, isin, mk, q

TO = "ops-pricing@larchfield-am.com"


def _mail(slug, gold, sender, subject, date, body, fname, data: bytes, mime="text/csv"):
    return mk(slug, "csv", gold, sender=sender, subject=subject, date=date, to=TO, text=body,
              attachments=[Attachment(fname, data, mime, "csv" if fname.endswith(".csv") else "txt")])


# ------------------------------------------------------------------ 45/46 government


def v01_export_preamble_yyyymmdd():
    """Terminal export: '#' preamble and trailer lines, maturities as YYYYMMDD numbers, px and yld."""
    d = "hebdenroyd"
    rows = [("T", "4.125", "20301130", "2030-11-30", "100.171875", "100.1875", "4.086", "4.082"),
            ("T", "4.25", "20351115", "2035-11-15", "99.75", "99.78125", "4.281", "4.277"),
            ("T", "4.625", "20551115", "2055-11-15", "99.125", "99.1875", "4.679", "4.675"),
            ("DBR", "2.5", "20350215", "2035-02-15", "98.46", "98.52", "2.681", "2.674")]
    lines = ["# HEBDEN ROYD MARKETS - GOVT MONITOR EXPORT", "# generated 2026-11-25 07:45:02 UTC, 4 rows",
             "Ticker,Cpn,Maturity,BidPx,AskPx,BidYld,AskYld"]
    for t, c, m, _iso, bp, ap, by, ay in rows:
        lines.append(f"{t},{c},{m},{bp},{ap},{by},{ay}")
    lines.append("# end of export; px decimal; yld % s.a.; size 25mm per side")
    data = ("\n".join(lines) + "\n").encode()
    gold = []
    for t, c, _m, iso, bp, ap, by, ay in rows:
        gold += q(bkey(t, float(c), iso), "government", d, size="25mm", price=(bp, ap), yield_=(by, ay))
    return _mail("hebdenroyd-export-preamble", gold, "Sunil Batra <sbatra@hebdenroyd.com>", "Govt monitor export",
                 "Wed, 25 Nov 2026 07:46:00 +0000", "Export attached.\n\nSunil\nHebden Royd Markets\n",
                 "govt_monitor_20261125.csv", data)


def v02_long_field_value():
    """Long (EAV) export: one row per bond and field (BID_PX, ASK_PX, BID_YLD, ASK_YLD)."""
    d = "ravenseat"
    bonds = [("UKT 4.125 2029-07-22", "UKT", 4.125, "2029-07-22", {"BID_PX": "100.94", "ASK_PX": "100.97", "BID_YLD": "3.839", "ASK_YLD": "3.831"}),
             ("OBL 2.2 2030-10-10", "OBL", 2.2, "2030-10-10", {"BID_PX": "99.04", "ASK_PX": "99.07", "BID_YLD": "2.414", "ASK_YLD": "2.407"}),
             ("T 4 2030-10-31", "T", 4.0, "2030-10-31", {"BID_PX": "99.6875", "ASK_PX": "99.703125", "BID_YLD": "4.071", "ASK_YLD": "4.067"})]
    lines = ["security,field,value,asof"]
    for name, *_x, f in bonds:
        for k, v in f.items():
            lines.append(f"{name},{k},{v},2026-11-25T08:00:00Z")
    data = ("\r\n".join(lines) + "\r\n").encode()
    gold = []
    for _n, t, c, m, f in bonds:
        gold += q(bkey(t, c, m), "government", d, price=(f["BID_PX"], f["ASK_PX"]), yield_=(f["BID_YLD"], f["ASK_YLD"]))
    return _mail("ravenseat-long-fields", gold, "Abi Kerr <akerr@ravenseat.co.uk>", "govt levels feed",
                 "Wed, 25 Nov 2026 08:02:00 +0000", "Feed file attached.\n\nAbi Kerr | Ravenseat Securities\n",
                 "ravenseat_govt_feed.csv", data)


# ------------------------------------------------------------------ 47/48 frn + agency


def v03_utf16_unicode_text():
    """Excel 'Unicode Text' save: UTF-16LE with BOM, tab-separated, CRLF; SSA FRNs in DM and
    agency bullets in spread, a Notes column."""
    d = "sedgefield"
    rows = [(isin("XS", "301192834"), "EIB FRN 11/2029", "DM", "24", "21", "10", ""),
            (isin("US", "45905UQK7"), "IBRD FRN 08/2030", "DM", "27", "24", "10", "axe: offer"),
            (cusip("3133ERGM"), "FFCB 4.15 01/10/2031", "Sprd", "+19", "+16", "5", ""),
            (cusip("3130B5KL"), "FHLB 4.3 10/03/2033", "Sprd", "+29", "+25", "5", "")]
    lines = ["Identifier\tDescription\tQuote\tBid\tAsk\tSize (MM)\tNotes"]
    for r in rows:
        lines.append("\t".join(r))
    data = "\ufeff".encode("utf-16-le") + ("\r\n".join(lines) + "\r\n").encode("utf-16-le")
    gold = []
    for i, _desc, qt, b, a, sz, _n in rows:
        if qt == "DM":
            gold += q(i, "frn", d, size=f"{sz}mm", asset_class="agency", dm=(b, a))
        else:
            gold += q(i, "agency", d, size=f"{sz}mm", spread=(b, a))
    return _mail("sedgefield-utf16-tsv", gold, "Will Harte <wharte@sedgefield.com>", "SSA / agy levels",
                 "Wed, 25 Nov 2026 09:30:00 -0500", "Levels attached (txt).\n\nWill\nSedgefield Securities\n",
                 "SSA_Agy_levels.txt", data, mime="text/plain")


def v04_offer_before_bid():
    """Columns in the order Offer, Bid (as some systems export them); corporate FRNs in DM and
    agencies in price."""
    d = "kettlewell"
    rows = [(isin("XS", "302288190"), "ALNMOUTH BANK FRN 2029", "DM", "84", "90"),
            (isin("XS", "302288273"), "BAMBURGH FIN FRN 2028", "DM", "61", "66"),
            (cusip("3134H1QW"), "FHLMC 4.6 2034", "Price", "100.84", "100.66"),
            (cusip("3136GAXC"), "FNMA 4.25 2031", "Price", "100.15", "100.02")]
    lines = ["ISIN/CUSIP,Name,Measure,Offer,Bid,Size"]
    for i, n, m, o, b in rows:
        lines.append(f"{i},{n},{m},{o},{b},3MM")
    data = ("\n".join(lines) + "\n").encode()
    gold = []
    for i, _n, m, o, b in rows:
        if m == "DM":
            gold += q(i, "frn", d, size="3mm", dm=(b, o))
        else:
            gold += q(i, "agency", d, size="3mm", price=(b, o))
    return _mail("kettlewell-offer-first", gold, "Dan Hepple <dhepple@kettlewell.com>", "FRN / agency csv",
                 "Wed, 25 Nov 2026 10:45:00 +0000", "csv attached\n\nDan Hepple\nKettlewell & Co\n",
                 "kettlewell_frn_agy.csv", data)


# ------------------------------------------------------------------ 49/50 em sovereign + ig


def v05_units_in_cells():
    """Units written inside the cells: '112bp', '98.10px', '7.79%', sizes '5MM' as text."""
    d = "sowerby"
    em = [(isin("US", "195325EQ1"), "COLOM 8 2035", "98.40px", "98.95px", "8.24%", "8.16%", "2MM"),
          (isin("US", "71567RAS5"), "INDON 4.85 2034", "99.20px", "99.60px", "4.96%", "4.91%", "3MM")]
    ig = [(isin("US", "83088MAK8"), "STAINTON CHEM 5.2 2032", "112bp", "107bp", "5MM"),
          (isin("US", "84474RAD1"), "SNAPE UTILS 4.7 2031", "86bp", "82bp", "5MM")]
    lines = ["isin,name,bid,ask,bid2,ask2,size"]
    for i, n, bp, ap, by, ay, sz in em:
        lines.append(f"{i},{n},{bp},{ap},{by},{ay},{sz}")
    for i, n, b, a, sz in ig:
        lines.append(f"{i},{n},{b},{a},,,{sz}")
    data = ("\n".join(lines) + "\n").encode()
    gold = []
    for i, _n, bp, ap, by, ay, sz in em:
        gold += q(i, "em_sovereign", d, size=sz, price=(bp.replace("px", ""), ap.replace("px", "")), yield_=(by, ay))
    for i, _n, b, a, sz in ig:
        gold += q(i, "ig", d, size=sz, spread=(b, a))
    return _mail("sowerby-units-in-cells", gold, "Paula Greig <pgreig@sowerby.com>", "levels",
                 "Wed, 25 Nov 2026 12:20:00 +0000", "see csv\n\nPaula Greig | Sowerby Capital\n",
                 "sowerby_levels.csv", data)


def v06_sections_repeated_headers():
    """Sections in one file: a title row, its own header, rows, a blank line, the next section."""
    d = "thwaite"
    em = [("REPUB OF ANGOLA", "8", "11/26/2029", "2029-11-26", "96.25", "97.00"),
          ("REPUB OF PERU", "5.875", "08/08/2054", "2054-08-08", "95.80", "96.45")]
    ig = [("TOSSIDE ENERGY", "5.45", "03/01/2035", "2035-03-01", "+138", "+132", "2"),
          ("USWORTH BANK", "4.9", "05/15/2030", "2030-05-15", "+79", "+75", "5")]
    lines = ["EM SOVEREIGNS (price)", "Issuer,Coupon,Maturity,Bid,Offer"]
    for n, c, m, _iso, b, a in em:
        lines.append(f"{n},{c},{m},{b},{a}")
    lines += ["", "US IG (spread vs UST)", "Issuer,Coupon,Maturity,Bid,Offer,Size MM"]
    for n, c, m, _iso, b, a, sz in ig:
        lines.append(f"{n},{c},{m},{b},{a},{sz}")
    data = ("\n".join(lines) + "\n").encode()
    gold = []
    for n, c, _m, iso, b, a in em:
        gold += q(bkey(n, float(c), iso), "em_sovereign", d, price=(b, a))
    for n, c, _m, iso, b, a, sz in ig:
        gold += q(bkey(n, float(c), iso), "ig", d, size=f"{sz}mm", spread=(b, a))
    return _mail("thwaite-csv-sections", gold, "Mark Ibbotson <mibbotson@thwaite.com>", "EM / IG csv",
                 "Wed, 25 Nov 2026 13:40:00 +0000", "CSV with both sections attached.\n\nMark\nThwaite Securities\n",
                 "thwaite_em_ig.csv", data)


LAYOUTS = [v01_export_preamble_yyyymmdd, v02_long_field_value, v03_utf16_unicode_text, v04_offer_before_bid,
           v05_units_in_cells, v06_sections_repeated_headers]
