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
