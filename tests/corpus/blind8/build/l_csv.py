"""CSV attachments: muni + agency blocks with their own headers, loans and CLO BWIC talk / cover."""

from __future__ import annotations

from common import Attachment, cusip, mk, q, sig

TO = "pm-credit@clients.example-am.com"


def _csv(rows, sep=",", crlf=False, bom=False) -> bytes:
    out = []
    for r in rows:
        cells = []
        for c in r:
            s = str(c)
            if sep in s or '"' in s:
                s = '"' + s.replace('"', '""') + '"'
            cells.append(s)
        out.append(sep.join(cells))
    nl = "\r\n" if crlf else "\n"
    data = (nl.join(out) + nl).encode()
    return (b"\xef\xbb\xbf" + data) if bom else data


# ------------------------------------------------------------------ munis + agencies (pair 1)


def wrenshall_muni_agency_csv():
    snd = "Cora Nash <cnash@wrenshall.com>"
    d = "wrenshall"
    gold = []
    rows = [["CUSIP", "Description", "Coupon", "Maturity", "Call Date", "Call Price", "Par (000)", "Bid Yield", "Ask Yield", "Bid Price", "Ask Price"]]
    mun = [("91412HHW", "UNIV OF CALIFORNIA REV SER BZ", "5.000", "05/15/2040", "05/15/2033", "100", "1000", "3.78", "3.72", "107.240", "107.682"),
           ("592112WG", "NASHVILLE & DAVIDSON GO", "4.000", "07/01/2038", "07/01/2032", "102", "500", "3.63", "3.57", "104.104", "104.615"),
           ("59259YGD", "MTA NY TRANSN REV GREEN", "5.000", "11/15/2045", "11/15/2035", "100", "1500", "4.31", "4.26", "105.350", "105.770"),
           ("013493KC", "ALBUQUERQUE NM GRT REV", "5.000", "07/01/2031", "", "", "250", "2.98", "2.91", "108.712", "109.020")]
    for base, desc, cp, m, cd, cpx, par, by, ay, bp, ap in mun:
        cu = cusip(base)
        rows.append([cu, desc, cp, m, cd, cpx, par, by, ay, bp, ap])
        sz = int(par) * 1000
        gold += q(cu, "muni", d, size=(sz, sz), yield_=(by, ay), price=(bp, ap))
    rows += [[], ["CUSIP", "Agency", "Bid Price", "Ask Price", "Bid Sprd (SOFR MS bp)", "Ask Sprd (SOFR MS bp)", "Size (MM)"]]
    ag = [("3133EQTF", "FFCB 4.20 11/02/2029", "100.210", "100.300", "-3", "-6", "10"),
          ("3135GBFC", "FNMA 4.375 02/14/2031", "100.880", "101.010", "+2", "-1", "10"),
          ("3130B2MA", "FHLB 4.00 06/13/2028", "99.960", "100.020", "-12", "-15", "25")]
    for base, desc, bp, ap, bs, as_, sz in ag:
        cu = cusip(base)
        rows.append([cu, desc, bp, ap, bs, as_, sz])
        s = int(sz) * 1000000
        gold += q(cu, "agency", d, size=(s, s), price=(bp, ap), i_spread=(bs, as_))
    att = Attachment("wrenshall_muni_agy_20261208.csv", _csv(rows), "text/csv", "csv")
    body = "Munis and agencies in the csv (two blocks, second has its own header).\n\n" + sig(
        "Cora Nash", "Rates & Munis", "Wrenshall Securities", "+1 617 555 0143")
    return mk("wrenshall-muni-agency-csv", "csv", gold, sender=snd, to=TO, subject="Wrenshall munis/agy csv",
              date="Tue, 08 Dec 2026 08:52:00 -0500", text=body, attachments=[att])


def bellerby_muni_agency_csv():
    snd = "Ned Voss <nvoss@bellerby.com>"
    d = "bellerby"
    gold = []
    rows = [["Sector", "CUSIP", "Security", "Measure", "Bid", "Offer", "Qty"]]
    data = [
        ("MUNI", "64966QJL", "NEW YORK NY GO 5.000 08/01/2037", "YLD", "3.52", "3.46", "1,000,000"),
        ("MUNI", "64966QJL", "NEW YORK NY GO 5.000 08/01/2037", "PX", "109.81", "110.27", "1,000,000"),
        ("MUNI", "880558KM", "TENNESSEE ST SCH BD AUTH 5.000 11/01/2043", "YLD", "n/a", "3.97", "500,000"),
        ("MUNI", "880558KM", "TENNESSEE ST SCH BD AUTH 5.000 11/01/2043", "PX", "n/a", "107.44", "500,000"),
        ("MUNI", "452153BZ", "ILLINOIS ST GO 4.000 11/01/2039", "YLD", "4.32", "n/a", "750,000"),
        ("AGCY", "3133ERKZ", "FFCB 4.30 08/12/2031", "SPRD", "-1", "-4", "10,000,000"),
        ("AGCY", "3133ERKZ", "FFCB 4.30 08/12/2031", "PX", "100.640", "100.780", "10,000,000"),
        ("AGCY", "3134H1QZ", "FHLMC 4.10 04/22/2030", "SPRD", "-7", "-10", "5,000,000"),
    ]
    for sec, base, desc, meas, b, a, qty in data:
        cu = cusip(base)
        rows.append([sec, cu, desc, meas, b, a, qty])
        qt = {"YLD": "yield", "PX": "price", "SPRD": "i_spread"}[meas]
        bb = None if b == "n/a" else b
        aa = None if a == "n/a" else a
        n = int(qty.replace(",", ""))
        gold += q(cu, "muni" if sec == "MUNI" else "agency", d, size=(n if bb else None, n if aa else None), **{qt: (bb, aa)})
    rows.append(["#", "SPRD = bp vs SOFR swaps", "", "", "", "", ""])
    att = Attachment("Bellerby levels.csv", _csv(rows, crlf=True, bom=True), "application/octet-stream", "csv")
    body = "CSV attached, one row per measure.\n\n" + sig("Ned Voss", "Fixed Income", "Bellerby & Co.", "+1 212 555 0106")
    return mk("bellerby-muni-agency-csv", "csv", gold, sender=snd, to=TO, subject="Bellerby levels",
              date="Tue, 08 Dec 2026 09:01:00 -0500", text=body, attachments=[att])


# ------------------------------------------------------------------ loans + CLO BWIC (pair 2)


def stanmoor_loans_bwic_csv():
    snd = "Ivy Lennox <ilennox@stanmoor.com>"
    d = "stanmoor"
    gold = []
    loans = [["Borrower", "Facility", "Margin", "Floor", "Maturity", "OID", "Bid", "Offer", "Size"]]
    ld = [("Halvergate Specialty Chemicals", "TLB", "S+375", "0.50", "03/2031", "99.00", "99.25", "99.75", "5mm"),
          ("Wickersley Auto Services", "TLB-2", "S+425", "0.75", "09/2030", "98.00", "97.00", "97.75", "2mm"),
          ("Stainmore Insurance Brokers", "Incremental TLB", "S+300", "0.50", "02/2032", "99.25", "100.125", "100.50", "3mm"),
          ("Pennock Outdoor Media", "TLB", "S+350", "0.50", "11/2031", "99.75", "-", "99.375", "2mm")]
    for bor, fac, mg, fl, m, oid, b, a, sz in ld:
        loans.append([bor, fac, mg, fl, m, oid, b, a, sz])
        bb = None if b == "-" else b
        s = int(sz[:-2]) * 1000000
        gold += q(f"{bor.upper()} {fac.upper()} {mg} {m}", "loan", d, size=(s if bb else None, s), price=(bb, a))
    bw = [["List", "CUSIP", "Deal", "Class", "Orig Face", "Talk", "Cover", "Status"]]
    bd = [("08-Dec 10:00", "63410QAL", "Marchmont CLO 2022-4A", "E", "3,000,000", "88-89", "89.125", "TRADED"),
          ("08-Dec 10:00", "71723RAN", "Penrose Street CLO 2020-1A", "D", "4,000,000", "96.5/97", "96.875", "TRADED"),
          ("08-Dec 10:00", "82208UAJ", "Shelton Bay CLO 2024-2A", "D", "5,000,000", "99.75", "", "DNT"),
          ("08-Dec 10:00", "40438LAF", "Harlow Park CLO 2024-1A", "C", "2,500,000", "100.25-100.5", "100.40", "TRADED")]
    for lst, base, deal, cls, face, talk, cover, st in bd:
        cu = cusip(base)
        bw.append([lst, cu, deal, cls, face, talk, cover, st])
        n = int(face.replace(",", ""))
        if "/" in talk:
            tb, ta = talk.split("/")
        elif "-" in talk:
            tb, ta = talk.split("-")
        else:
            tb = ta = talk
        ms = {"talk": (tb, ta)}
        if cover:
            ms["cover"] = (cover, cover)
        gold += q(cu, "structured", d, size=(n, n), **ms)
    a1 = Attachment("stanmoor loans 1208.csv", _csv(loans), "text/csv", "csv")
    a2 = Attachment("stanmoor clo bwic results.csv", _csv(bw), "text/csv", "csv")
    body = "Loan levels and this morning's CLO BWIC results (talk, cover) attached.\n\n" + sig(
        "Ivy Lennox", "Loans / CLO", "Stanmoor Capital", "+1 312 555 0178")
    return mk("stanmoor-loans-bwic-csv", "csv", gold, sender=snd, to=TO, subject="Stanmoor loans + BWIC results",
              date="Tue, 08 Dec 2026 11:20:00 -0500", text=body, attachments=[a1, a2])


def ludgate_loans_clo_csv():
    snd = "Zoe Marsh <zmarsh@ludgatefenn.com>"
    d = "ludgatefenn"
    gold = []
    rows = [["asset", "id", "description", "unit", "bid", "offer", "bid_qty_mm", "offer_qty_mm"]]
    data = [
        ("LOAN", "", "Orlestone Water Services TLB S+300 07/31", "PX", "98.875", "99.375", "2", "2"),
        ("LOAN", "", "Tidemill Data Centers TLB S+275 05/33", "PX", "100.25", "100.625", "5", "3"),
        ("LOAN", "", "Ickworth Learning TLB S+475 10/29", "PX", "87.5", "", "1", ""),
        ("CLO", "30623TAC", "FHCLO 2021-3A B1R", "DM", "175", "166", "3", "3"),
        ("CLO", "30623TAC", "FHCLO 2021-3A B1R", "PX", "100.05", "100.38", "3", "3"),
        ("CLO", "59016TAM", "Millbeck CLO 2022-1A E", "DM", "705", "676", "1", "1"),
        ("CLO", "59016TAM", "Millbeck CLO 2022-1A E", "PX", "93.25", "94.50", "1", "1"),
    ]
    for asset, base, desc, unit, b, a, bq, aq in data:
        ident = cusip(base) if base else ""
        rows.append([asset, ident, desc, unit, b, a, bq, aq])
        key = ident or desc.upper()
        qt = {"PX": "price", "DM": "dm"}[unit]
        gold += q(key, "loan" if asset == "LOAN" else "structured", d,
                  size=(int(bq) * 1000000 if bq else None, int(aq) * 1000000 if aq else None),
                  **{qt: (b or None, a or None)})
    att = Attachment("LF_levels.csv", _csv(rows), "text/csv", "csv")
    body = "Loans and CLOs attached (one row per measure, qty in mm).\n\n" + sig(
        "Zoe Marsh", "Credit Trading", "Ludgate Fenn LLP", "+44 20 7946 0615")
    return mk("ludgate-loans-clo-csv", "csv", gold, sender=snd, to=TO, subject="LF loans/CLO",
              date="Tue, 08 Dec 2026 10:10:00 -0500", text=body, attachments=[att])


LAYOUTS = [
    wrenshall_muni_agency_csv, bellerby_muni_agency_csv,
    stanmoor_loans_bwic_csv, ludgate_loans_clo_csv,
]
