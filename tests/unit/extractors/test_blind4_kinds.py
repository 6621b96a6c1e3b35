"""One regression case per failure kind met on the fourth blind corpus (blind4/dev), written
fresh (short inputs of our own, not copies of the corpus mails)."""

from dataclasses import replace

import corpus_docs

from extractors.notes import run_sizes
from extractors.registry import extract


def keyed(result):
    return sorted((q.instrument_key, q.quote_type, q.bid, q.ask, q.bid_size, q.ask_size) for q in result.quotes)


# --- a size stated once for the whole run ----------------------------------------------------------

def blanket_size(text):
    """The size a run states for all its quotes (notes.run_sizes), or None."""
    sizes = run_sizes(text)
    return sizes.default if sizes else None


def test_blanket_size_phrases():
    assert blanket_size("Sizes: EUR 5mm. Call us.") == (5e6, 5e6)
    assert blanket_size("Size USD 3mm unless a note says otherwise") == (3e6, 3e6)
    assert blanket_size("SINGLE NAMES (bps, 5x10 unless stated)") == (5e6, 10e6)
    assert blanket_size("montos de USD 4 millones por lado") == (4e6, 4e6)
    assert blanket_size("HY CDS (bps, USD 7mm) - 02-Mar") == (7e6, 7e6)
    assert blanket_size("Bid sizes 1MM, offers 2MM") == (1e6, 2e6)


def test_a_size_on_a_quote_line_or_two_different_blankets_are_no_blanket():
    assert blanket_size("ACME 5 30s our market 94.10 / 94.60, 2mm each way") is None
    assert blanket_size("Sizes: 5mm.\nSizes 10mm unless noted") is None
    assert blanket_size("Refunding sizes unchanged.") is None


def test_blanket_size_fills_lines_and_rows_that_state_none(ctx):
    text = ("CDS run (bps, 10x10 unless stated)\n"
            "GLOBEX  5Y  88 / 93\n"
            "INITECH 5Y  101 / 109   5x5\n")
    got = keyed(extract(text.encode(), ctx))
    assert ("GLOBEX 5Y", "spread", 88.0, 93.0, 10e6, 10e6) in got
    assert ("INITECH 5Y", "spread", 101.0, 109.0, 5e6, 5e6) in got
    doc = corpus_docs.docx(["Gilt run. Sizes: GBP 25mm."],
                           [[["Gilt", "Maturity", "Clean Px Bid", "Clean Px Offer"],
                             ["UKT 4 1/4%", "07-Dec-40", "90.16", "90.27"]]])
    assert keyed(extract(doc, ctx)) == [("UKT 4.25 2040-12-07", "price", 90.16, 90.27, 25e6, 25e6)]


# --- header words: Spanish price columns, a bilingual header ---------------------------------------

def test_spanish_price_columns_and_bilingual_headers(ctx):
    doc = corpus_docs.docx([], [[["Emisor", "Cupón", "Vencimiento", "Precio Compra", "Precio Venta"],
                                 ["PERU", "5.875", "08/08/2054", "95.25", "96.00"]],
                                [["Emissor", "Preço / Price Bid", "Preço / Price Ask"],
                                 ["BRAZIL 6 10/20/33", "97.85", "98.35"]]])
    got = [(k, t, b, a) for k, t, b, a, _, _ in keyed(extract(doc, ctx))]
    assert got == [("BRAZIL 6 2033-10-20", "price", 97.85, 98.35), ("PERU 5.875 2054-08-08", "price", 95.25, 96.0)]


# --- chat transcripts: dated prefixes, speaker lines, chatter, earlier levels, two bonds on a line ---

def test_exported_ib_transcript_with_dates_before_the_time(ctx):
    text = ("Participants: Ann Lee (NORTHBANK), Bo Park (SOMEFUND)\n"
            "02-Mar-2027 09:01:10 Ann Lee (NORTHBANK): morning. GLOBEX 5y 70/75 10x10\n"
            "02-Mar-2027 09:02:00 Ann Lee (NORTHBANK): same in 7y 90/96\n"
            "02-Mar-2027 09:03:00 Ann Lee (NORTHBANK): fyi INITECH 5y now 120/128 5x5, was 124/131 earlier\n"
            "02-Mar-2027 09:04:00 Ann Lee (NORTHBANK): UMBRA 4.2 03/32 +90/+86, 4.9 03/37 +131/+126 both 2x2\n")
    got = keyed(extract(text.encode(), ctx))
    assert got == [
        ("GLOBEX 5Y", "spread", 70.0, 75.0, 10e6, 10e6), ("GLOBEX 7Y", "spread", 90.0, 96.0, None, None),
        ("INITECH 5Y", "spread", 120.0, 128.0, 5e6, 5e6),
        ("UMBRA 4.2 2032-03", "spread", 90.0, 86.0, 2e6, 2e6), ("UMBRA 4.9 2037-03", "spread", 131.0, 126.0, 2e6, 2e6),
    ]
    assert {q.dealer for q in extract(text.encode(), ctx).quotes} == {"northbank"}


def test_symphony_export_speaker_line_then_indented_message(ctx):
    text = ("SYMPHONY - CONVERSATION EXPORT\n"
            "[2027-03-02 14:00:05 UTC] Cy Ray [EASTCO]\n"
            "    agy: FHLB 4.5 06/30 +15/+12 vs UST 10mm\n"
            "[2027-03-02 14:01:00 UTC] Di Fox [BUYSIDE AM]\n"
            "    thanks\n"
            "[2027-03-02 14:02:00 UTC] Cy Ray [EASTCO]\n"
            "    KORTEX 6 1/2 30s 99 1/2 - 100 1/4  2k bonds each way\n"
            "    prefs: ASHLAND D PFD 24.90/25.10 5k shs\n")
    result = extract(text.encode(), ctx)
    assert keyed(result) == [
        ("ASHLAND D PFD", "price", 24.9, 25.1, None, None),
        ("FHLB 4.5 2030-06", "spread", 15.0, 12.0, 10e6, 10e6),
        ("KORTEX 6.5 2030", "price", 99.5, 100.25, 2e6, 2e6),
    ]
    assert {q.dealer for q in result.quotes} == {"eastco"}


# --- tables: a per-row measure column, current face beside original face, notes with sizes, tabs ---

def test_a_measure_column_names_the_bare_bid_and_ask(ctx):
    rows = [["Issuer", "Cpn", "Maturity", "Measure", "Bid", "Ask"],
            ["ACME", "5", "2031-03-15", "Sprd", "120", "115"],
            ["GLOBEX", "7", "2030-06-01", "px", "99.5", "100"],
            ["EIB FRN", "", "2029-02-19", "DM", "-3", "-6"]]
    data = corpus_docs.csv_bytes(rows, ",")
    got = {(k, t, b, a) for k, t, b, a, _, _ in keyed(extract(data, replace(ctx, filename="levels.csv")))}
    assert got == {("ACME 5 2031-03-15", "spread", 120.0, 115.0), ("GLOBEX 7 2030-06-01", "price", 99.5, 100.0),
                   ("EIB FRN 2029-02-19", "dm", -3.0, -6.0)}


def test_current_face_is_the_size_beside_original_face_and_notes_give_sizes(ctx):
    doc = corpus_docs.docx(["Offerings."], [
        [["Deal", "CUSIP", "Orig Face", "Curr Face", "Offer Px"],
         ["BMARK 2024-V9 AS", "08163MAK3", "15,000,000", "13,850,000", "98.72"]],
        [["Issuer", "ISIN", "MS Bid", "MS Offer", "Notes"],
         ["IBRD 4.25 01/15/31", "US459058LQ48", "-8", "-11", "Offer 25mm, bid 10mm"]]])
    assert keyed(extract(doc, ctx)) == [("08163MAK3", "price", None, 98.72, None, 13.85e6),
                                        ("US459058LQ48", "i_spread", -8.0, -11.0, 10e6, 25e6)]


def test_tab_separated_rows_keep_their_columns_when_a_cell_is_empty(ctx):
    text = ("Issuer\tCpn\tMaturity\tISIN\tBid Sprd\tAsk Sprd\tBid Px\tAsk Px\tSize\n"
            "ACME\t5\t08/01/2033\t \t+97\t+92\t100.18\t100.49\t3MM\n")
    got = keyed(extract(text.encode(), ctx))
    assert got == [("ACME 5 2033-08-01", "price", 100.18, 100.49, 3e6, 3e6),
                   ("ACME 5 2033-08-01", "spread", 97.0, 92.0, 3e6, 3e6)]


# --- a grid of curves: one pair per tenor column -------------------------------------------------

def test_cds_curve_grid_gives_one_quote_per_name_and_tenor(ctx):
    text = ("SINGLE NAME CDS (bps, USD 5mm)\n"
            "Name            1Y      5Y       10Y\n"
            "GLOBEX        20/26   60/65    90/97\n"
            "\n"
            "INITECH CORP  35/41   99/104  130/139\n"
            "Flows light today.\n"
            "ACME          1/2     3/4      5/6\n")
    got = keyed(extract(text.encode(), ctx))
    assert got == sorted([
        ("GLOBEX 1Y", "spread", 20.0, 26.0, 5e6, 5e6), ("GLOBEX 5Y", "spread", 60.0, 65.0, 5e6, 5e6),
        ("GLOBEX 10Y", "spread", 90.0, 97.0, 5e6, 5e6), ("INITECH CORP 1Y", "spread", 35.0, 41.0, 5e6, 5e6),
        ("INITECH CORP 5Y", "spread", 99.0, 104.0, 5e6, 5e6), ("INITECH CORP 10Y", "spread", 130.0, 139.0, 5e6, 5e6),
    ])


# --- line grammar: 32nds with a spaced dash, curve labels, footnote marks -------------------------

def test_ust_32nds_with_a_spaced_dash_and_a_curve_label(ctx):
    text = ("UST (32nds)\n"
            "5s   T 3 7/8  06/30/30     99-14+ - 99-15     10x10\n"
            "10s  T 4 1/4  08/15/35     98-226 - 98-232    10x10\n"
            "CDS\n"
            "GLOBEX  5Y  150 / 158*   5x5\n"
            "* firm for 10 min\n")
    got = keyed(extract(text.encode(), ctx))
    assert got == [("GLOBEX 5Y", "spread", 150.0, 158.0, 5e6, 5e6),
                   ("T 3.875 2030-06-30", "price", 99.453125, 99.46875, 10e6, 10e6),
                   ("T 4.25 2035-08-15", "price", 98.7109375, 98.7265625, 10e6, 10e6)]


# --- bid and offer on separate rows under the bond ----------------------------------------------

def test_bid_and_offer_rows_under_a_bond_make_one_quote_per_measure(ctx):
    text = ("IG run, G-spread / price, changes in brackets\n"
            "ACME 4.5 03/15/32   US0378331005\n"
            "    bid    +110  (-1)   99.40   4MM\n"
            "    offer  +105  (+2)   99.75   2MM\n"
            "\n"
            "GLOBEX 5 1/4 07/34\n"
            "    bid    +140  (0)    98.10   1MM\n"
            "    offer  --\n"
            "Axes: better buyer of ACME 32s.\n")
    assert keyed(extract(text.encode(), ctx)) == [
        ("GLOBEX 5.25 2034-07", "price", 98.1, None, 1e6, None),
        ("GLOBEX 5.25 2034-07", "spread", 140.0, None, 1e6, None),
        ("US0378331005", "price", 99.4, 99.75, 4e6, 2e6),
        ("US0378331005", "spread", 110.0, 105.0, 4e6, 2e6),
    ]


def test_a_side_row_under_a_sentence_is_no_quote(ctx):
    text = "We saw good demand today.\n  bid  +110  99.40  4MM\n"
    assert extract(text.encode(), ctx).quotes == ()


# --- a month/year is never a bid/ask pair -----------------------------------------------------------

def test_loan_maturity_after_its_margin_or_with_a_leading_zero_is_no_pair(ctx):
    text = ("ORLEAN FOODS   TLB S+350 03/31   LX241877   98.75   99.25\n"
            "BRIGHT HLTH    TLB-2 S+425 11/30   LX239015   95.5   96.25\n"
            "ACME HOLDINGS TLB S+325 6/29  99.5/100\n")
    assert keyed(extract(text.encode(), ctx)) == [("ACME HOLDINGS TLB S+325 6/29", "price", 99.5, 100.0, None, None)]


# --- two tables side by side on a page, a "HIGH YIELD" heading ------------------------------------

SIDE_BY_SIDE = [
    "Levels. Sizes 1MM unless noted.",
    "IG (sprd)                                     HIGH YIELD (px)",
    "Issuer        Cpn    Mat     Bid   Ask         Issuer        Cpn    Mat     Bid     Ask",
    "ACME          4.5    04/32   104   99          GLOBEX        7.5    05/31   98.25   99",
    "INITECH       5.2    06/34   126   121         UMBRA         8.75   03/30   102.5   103.25",
    "Acme Securities LLP | London | +44 20 7946 0000 | Page 1 of 1",
]


def test_side_by_side_tables_unfold_into_one_block_after_the_other():
    from extractors.columns import unfold

    order = [(i, line.strip()) for i, line in unfold(SIDE_BY_SIDE)]
    assert [i for i, _ in order] == [0, 1, 2, 3, 4, 1, 2, 3, 4, 5]
    assert order[5][1] == "HIGH YIELD (px)" and order[7][1].startswith("GLOBEX")


def test_side_by_side_tables_in_a_pdf(ctx):
    data = corpus_docs.pdf([SIDE_BY_SIDE])
    assert keyed(extract(data, ctx)) == [
        ("ACME 4.5 2032-04", "spread", 104.0, 99.0, 1e6, 1e6), ("GLOBEX 7.5 2031-05", "price", 98.25, 99.0, 1e6, 1e6),
        ("INITECH 5.2 2034-06", "spread", 126.0, 121.0, 1e6, 1e6),
        ("UMBRA 8.75 2030-03", "price", 102.5, 103.25, 1e6, 1e6),
    ]
