"""Numbers that are facts of the bond or of the sheet, not of the quote: a recovery rate, a loan's floor
and facility size, a tranche's original face, a footnote that takes a level back. Short inputs of our
own, written after blind10's development half showed each kind."""

from config.settings import load_settings
from consumer.pipeline import run_file
from extractors.numbers import parse_size
from tests.support.extracting import keyed, quotes_of
from tests.support.mailrecords import make_mail


def test_a_cds_sheets_recovery_and_quoted_columns_are_read_not_doubted(ctx):
    # "Rec %" was no column the parser knew, so every row went to review; "Quoted" names each row's measure.
    text = ("Reference Entity,Tier,Tenor,Cpn,Rec %,Bid,Ask,Quoted\n"
            "HARTWELL INSTRUMENTS,SNR,5Y,100,40,58,63,bp\n"
            "SARNFIELD CHEM,SNR,5Y,500,25,8.25,9.00,UPF\n")
    got = quotes_of(ctx, text, "cds.csv")
    assert [(q.quote_type, q.bid, q.ask, q.review_reason) for q in got] == [
        ("spread", 58.0, 63.0, None), ("upfront", 8.25, 9.0, None)]


def test_a_number_where_the_rows_measure_should_be_is_a_row_read_a_column_off(ctx):
    got = quotes_of(ctx, "Index,Series,Tenor,Bid,Ask,Quoted\nCDX IG,47,5Y,,51.25,51.75\n", "cdx.csv")
    assert got and all(q.review_reason and "51.75" in q.review_reason for q in got)


RUN = "WYNSTAY AIRPORTS 4.3 06/01/29   +71 / +66*   100.68 / 100.82   5x5\n\n"


def test_a_footnote_doubting_a_level_sends_only_that_quote_to_review(ctx):
    got = {q.quote_type: q for q in quotes_of(ctx, RUN + "* ref level only, not firm - last traded at +67.\n")}
    assert "footnote" in (got["spread"].review_reason or "") and got["price"].review_reason is None


def test_a_footnote_that_only_explains_leaves_the_level_good(ctx):
    got = quotes_of(ctx, RUN + "* firm for 10 minutes.\n")
    assert {q.quote_type for q in got} == {"spread", "price"} and not any(q.review_reason for q in got)


def test_a_loans_floor_and_facility_size_are_neither_its_key_nor_its_size(ctx):
    text = ("Loans 1mm per side.\n\n"
            "BRAXTON MARINE TLB S+375 06/31   flr 0.50%   size $1,250MM   99.125 / 99.625   (prev 99.00, +1/8)\n"
            "FENWICK DENTAL TLB S+450 11/30   flr 0.50%   size $640MM   94.50 / 95.50\n")
    assert keyed(quotes_of(ctx, text)) == [
        ("BRAXTON MARINE TLB S+375 06/31", "price", 99.125, 99.625, 1e6, 1e6),
        ("FENWICK DENTAL TLB S+450 11/30", "price", 94.5, 95.5, 1e6, 1e6)]


CLO = "TIDEMARK CLO 2024-3A D (701360A25)  BBB-  orig 24.0mm  fac 1.000  cpn S+410   DM 425/405   px 99.50/100.00\n"


def test_a_tranches_original_face_sizes_it_only_where_the_run_states_no_size(ctx):
    stated = quotes_of(ctx, "CLO 2mm per side.\n\n" + CLO)
    unstated = quotes_of(ctx, "CLO levels.\n\n" + CLO)
    assert {(q.asset_class, q.bid_size) for q in stated} == {("structured", 2e6)}
    assert {(q.asset_class, q.bid_size) for q in unstated} == {("structured", 24e6)}


def test_sizes_stated_after_a_sentence_of_market_levels(ctx):
    text = ("12-Jan-2027 08:20 ET. EURUSD 1.0912 10y UST 4.19%. Single names USD 5mm, indices 25mm per side.\n\n"
            "HARTWELL INSTRUMENTS SNR 5Y   58/63\n"
            "CDX IG 47 5Y   51.25/51.75\n")
    assert {(q.instrument_key.split()[0], q.bid_size) for q in quotes_of(ctx, text)} == {
        ("HARTWELL", 5e6), ("CDX", 25e6)}


def test_a_thousands_comma_in_an_english_size():
    assert (parse_size("1,250MM"), parse_size("1,5MM"), parse_size("1,250 Mio")) == (1.25e9, 1.5e6, 1.25e6)


def test_sizes_the_mail_states_for_its_attachment_size_the_attachments_quotes(tmp_path):
    # The production path: the producer's reader, unpack (which keeps the mail's size lines with the
    # attachment's record), parse.
    sheet = (b"TBA,Bid,Ask\nFNCL 5.5 FEB,100-14,100-15\n\n"
             b"Entity,Tier,Tenor,Bid (bp),Ask (bp),Size\nHARTWELL INSTRUMENTS,SNR,5Y,57,62,7\n")
    mail = make_mail("MBS and CDS levels attached. TBA 25mm per side; CDS 5x5.\n", attachments=[
        ("levels.csv", "text/csv", sheet)])
    path = tmp_path / "mail.eml"
    path.write_bytes(bytes(mail))
    got = run_file(path, load_settings()).result.quotes
    # The row's own size (7mm) beats the mail's 5x5.
    assert sorted((q.instrument_key.split()[0], q.bid_size) for q in got) == [("FNCL", 25e6), ("HARTWELL", 7e6)]


def test_a_cds_size_named_beside_a_cash_size(ctx):
    text = ("LatAm this morning. Cash 2mm per side, CDS 10x10.\n\n"
            "BRAZIL 5Y   148/153\nPERU 6.55 03/14/37   99.10/99.60\n")
    assert sorted((q.asset_class, q.bid_size) for q in quotes_of(ctx, text)) == [("cds", 10e6), ("sovereign", 2e6)]
