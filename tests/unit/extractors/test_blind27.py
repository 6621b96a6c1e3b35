"""One regression case per kind met in the twenty-seventh blind corpus's development half (blind27/dev:
PDF, Word and spreadsheet offerings as office tools print them) and in the perturbations of it, written
fresh: short inputs of our own, not copies of the corpus mails."""

import datetime as dt
import io
from dataclasses import replace

import corpus_docs

from extractors.notes import run_sizes
from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def _sheet(rows: list[list[object]], merged: tuple[str, ...] = ()) -> bytes:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    for row in rows:
        sheet.append(row)
    for cells in merged:
        sheet.merge_cells(cells)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


CALLABLES = [["Harnwick Securities - Agency Callables"],
             ["As of 04/02/2027 09:00 ET. Sizes 5MM unless noted."],
             [],
             [None, None, None, None, "Bid", "Offer", None, None],
             ["Issuer", "CUSIP", "Cpn", "Maturity", "Px", "Px", "YTW", "Size (MM)"],
             ["FFCB", "3133EFDL8", 5.05, dt.date(2028, 10, 15), 99.819, 100.019, 5.031, None],
             [None, "3133EBSJ6", 5.25, dt.date(2033, 6, 22), 99.862, 99.962, 5.257, 2]]


def test_a_band_merged_over_its_columns_ends_where_its_merge_does(ctx):
    # "Offer" merged over "Px | YTW": the YTW is the offer's; "Size (MM)" beside the merge sizes both sides,
    # and the note after the sheet's date sizes the rows with no size of their own.
    got = keyed(extract(_sheet(CALLABLES, ("F4:G4",)), replace(ctx, filename="callables.xlsx")).quotes)
    assert got == [("3133EBSJ6", "price", 99.862, 99.962, 2e6, 2e6), ("3133EBSJ6", "yield", None, 5.257, None, 2e6),
                   ("3133EFDL8", "price", 99.819, 100.019, 5e6, 5e6), ("3133EFDL8", "yield", None, 5.031, None, 5e6)]


def test_a_size_statement_after_a_sentence_of_date_and_time_sizes_the_run():
    assert run_sizes("As of 04/02/2027 09:00 ET. Sizes 5MM unless noted.").default == (5e6, 5e6)
    stated = run_sizes("Wed  17-Mar-2027  08:05 ET.  Sizes: bullets 5MM, discount notes 25MM per side.")
    assert stated.default is None and dict(stated.labels) == {"BULLETS": (5e6, 5e6), "DISCOUNT NOTES": (25e6, 25e6)}
    # after a level, the sentence sizes its own line only
    assert run_sizes("ACME 99.5/100. Sizes: 2mm") is None


def test_a_side_not_quoted_has_no_size(ctx):
    text = ("Name         Bid      Offer    Size\n"
            "ACME 5 2030  --       101.25   2x2\n")
    assert keyed(quotes_of(ctx, text)) == [("ACME 5 2030", "price", None, 101.25, None, 2e6)]


LOANS = ["Borrower                 Facility               LoanX  ID     Fac ($MM)     Floor          Bid       Offer"
         "      Chg     B x O (MM)",
         "Brackwell Holdings       Term  Loan S+450 2/34  LX607434            450      0.75       95.625      96.000"
         "      -1/4           2x2  +0.25",
         "Fernhill Software        TLB-2 S+325  10/31     LX912284           1,100     0.75       98.250      98.750"
         "      +1/8           2x2  +0.25"]


def test_an_identifiers_column_name_laid_out_in_two_cells_is_one_column(ctx):
    # "LoanX  ID" over one cell of each row: read as two columns, the facility's two pieces joined and a
    # change past the last column made the count, and every cell after them was read one column left (the
    # offer as the bid).
    pdf = corpus_docs.pdf([LOANS], font_size=5.0)
    got = extract(pdf, replace(ctx, filename="loans.pdf")).quotes
    accepted = [(q.bid, q.ask) for q in got if q.review_reason is None]
    assert (96.0, None) not in accepted and all(bid != 96.0 for bid, _ in accepted)
    assert (95.625, 96.0) in [(q.bid, q.ask) for q in got]


def test_a_deal_written_once_names_the_classes_under_it_and_bands_over_sides_one_space_apart(ctx):
    # "--- DM ---" over "BID OFFER" one space apart: a column each; the deal written on its first class only.
    text = ("All levels for 2mm current face.\n\n"
            "                                             ---- PRICE ----   --- DM ---\n"
            "DEAL                   CLASS RTG     WAL       BID    OFFER     BID OFFER   FACTOR\n"
            "LOCHMORE 2024-1A       A1    AAA    2.78   100.450  100.530     144   137   0.9358\n"
            "                       C     A      7.38    99.920  100.120     269   256   1.0000\n")
    assert keyed(quotes_of(ctx, text)) == [("LOCHMORE 2024-1A A1", "dm", 144, 137, 2e6, 2e6),
                                           ("LOCHMORE 2024-1A A1", "price", 100.45, 100.53, 2e6, 2e6),
                                           ("LOCHMORE 2024-1A C", "dm", 269, 256, 2e6, 2e6),
                                           ("LOCHMORE 2024-1A C", "price", 99.92, 100.12, 2e6, 2e6)]


def test_a_header_of_three_lines_names_its_yields_and_its_par(ctx):
    # "Yield  Yield" over "to  to" over "Call  Mat": the top lines name the columns of the bottom one.
    text = ("Prices are offers.\n"
            "                                                           Yield     Yield\n"
            "   Par                                 Call                  to        to\n"
            "  (000)  CUSIP       Cpn    Maturity   Price    Price      Call       Mat\n"
            "    75   337093F78   5.000  11/15/46   100      107.069    4.309     4.457\n")
    got = {(q.quote_type, q.ask, q.ask_size) for q in quotes_of(ctx, text)}
    assert got == {("price", 107.069, 75000), ("yield", 4.309, 75000)}  # the call price and the YTM are no levels


def test_a_size_unit_one_space_before_the_identifiers_name_is_its_own_column(ctx):
    # "(000) CUSIP" one space apart under "Qty", rows "1,250 64971XQM3": read as one column, the header lost
    # its CUSIP when "Qty" over it was joined, and with it the yield named by "Yield" over "to" over "Worst".
    text = ("Offerings below, subject to prior sale.\n\n"
            "   Qty                                                               Call               Yield"
            "             Sprd\n"
            " (000) CUSIP      Description                         Cpn  Maturity  (Date @ Px)           to"
            "    Price      to\n"
            "                                                                                        Worst"
            "              MMD\n\n"
            "OREGON\n"
            " 1,250 64971XQM3  Lakeview Wtr Dist OR              5.000  07/01/41  07/01/31 @ 100     3.812"
            "  103.456     +31\n"
            "    90 64971XQN1  Lakeview Wtr Dist OR              4.000  07/01/36  NC                 3.402"
            "  104.118     +19\n")
    assert keyed(quotes_of(ctx, text)) == [("64971XQM3", "price", None, 103.456, None, 1.25e6),
                                           ("64971XQM3", "yield", None, 3.812, None, 1.25e6),
                                           ("64971XQN1", "price", None, 104.118, None, 9e4),
                                           ("64971XQN1", "yield", None, 3.402, None, 9e4)]


def _percent_sheet(fmt: str | None) -> bytes:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Offers"
    sheet.append(["Offerings - sizes in MM"])
    sheet.append(["CUSIP", "Deal", "Offer Px", "Offer Yld", "Sprd", "Size"])
    sheet.append(["02665WCZ2", "HNDA 2024-2 A3", 101.125, 0.0482, 74, 3])
    sheet.append(["14913R2V8", "CAT 2025-1 A4", 99.875, 0.0515, 88, 2])
    if fmt is not None:
        for row in (3, 4):
            sheet.cell(row, 4).number_format = fmt
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_a_percent_formatted_cell_is_read_as_the_sheet_shows_it(ctx):
    # A yield cell showing "4.82%" stores 0.0482: the sheet's number format says which it is.
    for fmt in ("0.00%", "0.000%"):
        got = extract(_percent_sheet(fmt), replace(ctx, filename="offers.xlsx")).quotes
        assert sorted((q.instrument_key, q.ask, q.review_reason) for q in got if q.quote_type == "yield") == [
            ("02665WCZ2", 4.82, None), ("14913R2V8", 5.15, None)]
    # '0.00"%"' prints a percent sign without scaling, and no format at all leaves the guess to review
    for fmt in ('0.0000"%"', None):
        got = extract(_percent_sheet(fmt), replace(ctx, filename="offers.xlsx")).quotes
        yields = [q for q in got if q.quote_type == "yield"]
        assert [q.ask for q in yields] == [0.0482, 0.0515] and all(q.review_reason for q in yields)


RUN_BY_TICKER = ["Ticker        Cpn    Maturity    Bid Sprd   Ask  Sprd      Bid Px     Ask Px     Chg",
                 "WNDL         5.150   04/15/35        +118        +113      97.310      97.655      -1",
                 "             5.500   10/15/44        +141        +136      96.002      96.640      -2",
                 "PRSC         4.900   06/01/33         +97         +92      99.420      99.760      -1"]


def test_a_ticker_written_once_names_the_bonds_under_it_on_a_page_and_in_text(ctx):
    # The second WNDL bond has only its coupon and maturity: it takes the ticker above. On a PDF page the
    # ticker's row was also joined onto it as "a bond named alone over its levels", and both were lost.
    want = [("PRSC 4.9 2033-06-01", "price", 99.42, 99.76), ("PRSC 4.9 2033-06-01", "spread", 97, 92),
            ("WNDL 5.15 2035-04-15", "price", 97.31, 97.655), ("WNDL 5.15 2035-04-15", "spread", 118, 113),
            ("WNDL 5.5 2044-10-15", "price", 96.002, 96.64), ("WNDL 5.5 2044-10-15", "spread", 141, 136)]
    text = "\n".join(["IG run, 5x5", *RUN_BY_TICKER]) + "\n"
    assert [k[:4] for k in keyed(quotes_of(ctx, text))] == want
    pdf = corpus_docs.pdf([["IG run, 5x5", *RUN_BY_TICKER]])
    assert [k[:4] for k in keyed(extract(pdf, replace(ctx, filename="run.pdf")).quotes)] == want


def test_a_curve_on_a_tab_per_side_is_one_market_per_tenor(ctx):
    # Tabs named "BID" and "ASK" each hold one number per tenor: the tab says the side, and the two are
    # one market. A grid of single numbers on a tab that names no side stays unread (a mid? a close?).
    import openpyxl

    def book(*titles: str) -> bytes:
        workbook = openpyxl.Workbook()
        for n, title in enumerate(titles):
            sheet = workbook.active if n == 0 else workbook.create_sheet()
            sheet.title = title
            sheet.append(["Entity", "Tier", "3Y", "5Y"])
            sheet.append(["HALDANE PLC", "SNR", 61 + 5 * n, 83 + 6 * n])
        out = io.BytesIO()
        workbook.save(out)
        return out.getvalue()

    got = extract(book("BID", "ASK"), replace(ctx, filename="curves.xlsx")).quotes
    assert [(q.instrument_key, q.bid, q.ask, q.review_reason) for q in got] == [
        ("HALDANE PLC SNR 3Y", 61, 66, None), ("HALDANE PLC SNR 5Y", 83, 89, None)]
    assert extract(book("Curves"), replace(ctx, filename="curves.xlsx")).quotes == ()
