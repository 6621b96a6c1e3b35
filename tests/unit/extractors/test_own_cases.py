"""Cases of our own, written to probe a rule where no corpus has one yet: short inputs through the
extractors, each with the failure it guards against."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of

_AUD_RUN = (
    "ACGB / NZGB / Kangaroos - 24 Nov 26 08:15 AEDT\n"
    "All sizes A$10m unless noted.\n\n"
    "Govt\tcpn\tmty\t\tbid yld\t  ask yld\n"
    "ACGB\t3.75\t21-Apr-2034\t4.512%\t  4.497%\n"
    "NZGB\t4.50\t15-May-2035\t4.655%\t  4.640%\n\n"
    "Kangaroos (ASW, bp / yld)\n"
    "KFW  4.40  07/30/30    +28 / +25     4.381 / 4.352   A$25m\n"
    "IBRD 4.75\t 06/15/35  +45 /  +41      4.925 / 4.884\n"
)


def test_a_heading_naming_several_measures_ends_the_table_above_it(ctx):
    # The government table's yield columns do not go on under "Kangaroos (ASW, bp / yld)": read
    # through them, IBRD's yields were stored as its asset-swap spread.
    good = keyed([q for q in quotes_of(ctx, _AUD_RUN) if q.review_reason is None])
    spreads = [k for k in good if k[1] == "i_spread"]
    assert [k[:4] for k in spreads] == [("IBRD 4.75 2035-06-15", "i_spread", 45, 41),
                                       ("KFW 4.4 2030-07-30", "i_spread", 28, 25)]
    assert ("ACGB 3.75 2034-04-21", "yield", 4.512, 4.497, 10e6, 10e6) in good
    # Their yields, the heading's "yld", are yields (after a bond's spread, 4.381 is no price): never a spread.
    assert [k[:4] for k in good if k[0].startswith(("KFW", "IBRD")) and k[2] < 10] == [
        ("IBRD 4.75 2035-06-15", "yield", 4.925, 4.884), ("KFW 4.4 2030-07-30", "yield", 4.381, 4.352)]


def test_a_floating_rates_tenor_is_no_size(ctx):
    # "3M BBSW" names the index an FRN floats over: it was read as a 3mm size (and left the name).
    text = ("FRNs (DM over 3M BBSW), A$25m per side unless shown\n"
            "NSWTC FRN 3M BBSW +60 01-Jun-30\tDM 61/58\n"
            "KFW FRN 6m Euribor +25 15-Mar-29\tDM 26/23\tA$50m\n")
    got = keyed(quotes_of(ctx, text))
    assert [k[1:] for k in got] == [("dm", 26, 23, 50e6, 50e6), ("dm", 61, 58, 25e6, 25e6)]
    assert "BBSW" in got[1][0] and "EURIBOR" in got[0][0].upper()


def test_a_muni_offering_sheet_sizes_par_m_in_thousands_and_its_running_title_ends_nothing(ctx):
    # "Par(M)" is thousands on a muni sheet: 1,000 is $1mm, not 1,000 dollars, nor 500 a $500mm
    # block. The running title at each page's foot names the section the rows are in: the table
    # goes on under it (it used to end there, and page 2 gave nothing).
    head = "Par(M)  State  Issuer / Purpose                  CUSIP       Cpn    Maturity    Yield   Price"
    pages = [["MARLOWGATE - MUNIS - OFFERINGS", head,
              "500     TX     Harlan Cnty ISD Ult Tax (PSF)     412876KL4   5.000  02/15/2041  3.55    110.431",
              "1,000   NY     Eastbrook Hsg Dev Corp Sust Bd    27751PAA9   4.250  11/01/2049  4.18    100.512",
              "MARLOWGATE MUNIS - offerings                                Page 1 of 2"],
             ["375     FL     Palm Hollow Util Sys Rev          69650RDD0   5.250  10/01/2038  3.48    116.207",
              "MARLOWGATE MUNIS - offerings                                Page 2 of 2"]]
    got = extract(corpus_docs.pdf(pages), replace(ctx, filename="offerings.pdf")).quotes
    prices = sorted((q.instrument_key.split()[0], q.asset_class, q.ask, q.ask_size)
                    for q in got if q.quote_type == "price")
    assert prices == [("EASTBROOK", "muni", 100.512, 1e6), ("HARLAN", "muni", 110.431, 5e5),
                      ("PALM", "muni", 116.207, 375e3)]
    assert all(q.bid is None and q.review_reason is None for q in got)


def test_a_new_issues_pricing_scale_is_no_dealers_offer(ctx):
    # A final pricing's serial scale says "Offering yields": the primary re-offer, not an offer the
    # dealer makes. Its lone Yield and Price columns were stored as offers; they go to review.
    pages = [["BRACKENRIDGE - NEW ISSUE - FINAL PRICING",
              "$84,615,000 Whitmore County, Ohio  General Obligation Bonds, Series 2026",
              "Offering yields and prices:",
              "Maturity    Amount       Coupon    Yield    Price     CUSIP",
              "12/1/2027   2,105,000    5.000     2.72     102.148   965410AA1",
              "12/1/2034   2,965,000    5.000     3.12     113.417   965410AH6"]]
    got = extract(corpus_docs.pdf(pages), replace(ctx, filename="pricing.pdf")).quotes
    assert got and all(q.review_reason for q in got)


def test_a_title_over_several_markets_names_no_class_for_its_lines(ctx):
    # "BRAEMORE LOANS / MUNIS / CLO (12/08/2026)" heads a chat of loans, munis and CLOs: taken for a
    # loans heading, it made the muni line under it a loan named "5S 8/1/35 CA GO".
    text = ("Persistent Chat: BRAEMORE LOANS / MUNIS / CLO (12/08/2026)\n\n"
            "07:58:50 CORWEN HARTLEY, BRAEMORE SECURITIES: CA GO 5s 8/1/35 @ 102 call 8/32 offered 3.06% 500k\n")
    (q,) = quotes_of(ctx, text)
    assert (q.instrument_key, q.quote_type, q.ask) == ("CA GO 5 2035-08-01", "yield", 3.06)


def test_a_pdf_cell_run_into_the_next_column_with_one_space_is_split(ctx):
    # "Caa2/CCC 94.500": the rating ran into the bid with a single space, the bid was lost and the
    # row stored as an offer of 96 alone.
    rows = [("Borrower", "Facility", "Size($mm)", "Spread", "Floor", "OID", "Maturity", "Rtg", "Bid", "Offer", "Chg"),
            ("Quarrington Foods", "TLB", "1,250", "S+325", "0.50%", "99.5", "10/2031", "B2/B", "99.250", "99.750",
             "+1/8"),
            ("Tessaly Software", "TL B-2", "850", "S+350", "0.50%", "99.0", "03/2030", "B3/B-", "98.500", "99.000",
             "-1/4"),
            ("Penhaligon Health", "1L TL", "600", "S+475", "0.75%", "98.0", "08/2029", "Caa1/B-", "88.000", "89.500",
             "-2"),
            ("Castlereagh Chem", "TLB (EUR)", "400", "E+400", "0.00%", "99.5", "06/2030", "B2/B", "97.750", "98.250",
             "unch"),
            ("Ormond Parks 2L", "2L TL", "300", "S+725", "0.50%", "98.0", "02/2032", "Caa2/CCC", "94.500", "96.000",
             "+0.5")]
    widths = (25, 12, 11, 11, 8, 7, 11, 9, 9, 9, 6)
    lines = ["".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    got = {q.instrument_key.split()[0]: (q.bid, q.ask) for q in
           extract(corpus_docs.pdf([lines]), replace(ctx, filename="loans.pdf")).quotes}
    assert got["ORMOND"] == (94.5, 96.0) and got["PENHALIGON"] == (88.0, 89.5)
