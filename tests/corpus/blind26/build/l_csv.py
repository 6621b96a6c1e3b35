"""CSV: an FRN export with DM and price, prior DM, the reset coupon and size columns."""

from __future__ import annotations

from common import MIME_CSV, Attachment, mk, q, tzdate, ui

TO = "desk@clients.example-am.com"


def frn_csv(v):
    if v == 0:
        d, who = "tamworthy", "Dee Sallis <dsallis@tamworthy.com>"
        rows = [("XS", "ALNMOUTH BANK", "SOFR", 88, "2030-03-18", 86, 82, "100.09", "100.22", 89, "4.80", 5, 5, "frn"),
                ("XS", "BLYTHE FINANCE", "SOFR", 112, "2031-06-10", 109, 104, "100.11", "100.30", 113, "5.04", 3, 3, "frn"),
                ("US", "IBRD", "SOFR", 24, "2032-01-15", 25, 22, "99.95", "100.06", 26, "4.16", 10, 10, "agency"),
                ("XS", "ASIAN DEV BANK", "SOFR", 21, "2030-10-04", 22, 19, "99.96", "100.04", 22, "4.13", 10, 10, "agency")]
        date = tzdate(15, "08:10:00", "-0500")
        fname, slug = "tamworthy_frn_20280215.csv", "frn-csv"
    else:
        d, who = "ulverby", "Noor Ashworth <nashworth@ulverby.com>"
        rows = [("XS", "CORBRIDGE BLDG SOC", "SONIA", 95, "2029-12-04", 93, 89, "100.06", "100.18", 95, "5.12", 2, 2, "frn"),
                ("XS", "EIB", "SOFR", 18, "2031-03-22", 19, 16, "99.97", "100.05", 19, "4.10", 10, 10, "agency"),
                ("XS", "DUNSTAN HOLDINGS", "SOFR", 130, "2030-07-30", 128, 122, "100.06", "100.26", 131, "5.22", 3, 2, "frn")]
        date = tzdate(8, "13:05:00", "+0000")
        fname, slug = "ULVERBY_FRN_EXPORT_08FEB28.csv", "frn-csv-2"
    lines = ["isin,issuer,index,margin_bp,maturity,dm_bid,dm_ask,px_bid,px_ask,prev_dm,reset_rate,bid_sz_mm,ask_sz_mm"]
    gold = []
    for cc, iss, idx, mg, m, db, da, pb, pa, prev, rs, bsz, asz, g in rows:
        i = ui(cc, f"{iss} frn {m} b26")
        lines.append(f"{i},{iss},{idx},{mg},{m},{db},{da},{pb},{pa},{prev},{rs},{bsz},{asz}")
        gold += q(i, g, d, size=(bsz * 1_000_000, asz * 1_000_000), dm=(str(db), str(da)), price=(pb, pa))
    data = ("\r\n".join(lines) + "\r\n").encode()
    att = Attachment(fname, data, MIME_CSV, "csv")
    return mk(slug, "csv", gold, sender=who, to=TO, subject="FRN export", date=date, text="FRN levels export attached (DM / px).",
              attachments=[att], note="emph:look-alike")


LAYOUTS = [lambda: frn_csv(0), lambda: frn_csv(1)]
