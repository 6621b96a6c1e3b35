"""One regression case per failure kind met in the eighteenth blind corpus's development half
(blind18/dev: chat transcripts, CSV exports and Word documents), written fresh: short inputs of our
own, not copies of the corpus mails. Each lost its dealer, or stored a retracted level, before its rule."""

from dataclasses import replace

import corpus_docs

from extractors.registry import extract
from tests.support.extracting import keyed, quotes_of


def _dealers_and_levels(got):
    return sorted((q.dealer, q.instrument_key, q.bid, q.ask, q.bid_size) for q in got)


def test_a_persistent_chat_names_the_firm_after_the_user_and_a_short_correction_fixes_the_line_above(ctx):
    # "07:40:11.954" (milliseconds) and "USER (Person, Firm):" were no prefix: every quote the sender's;
    # "CDX 52.5/53, not 52.25/52.75" names the index too briefly to quote it again and corrected nothing.
    text = ("24/11/2027 07:41:30.018  KWARDLAW2 (Kenna Wardlaw, Inverkip Securities):  CDX IG 43 5Y 52.25/52.75"
            " 100x100\n"
            "24/11/2027 07:41:58.410  TBLAIR9 (Tam Blair, Ruthven Capital):  ITRX MAIN 42 5Y 55.5/56 25x25\n"
            "24/11/2027 07:43:40.223  KWARDLAW2 (Kenna Wardlaw, Inverkip Securities):  CDX 52.5/53, not 52.25/52.75,"
            " sorry\n")
    assert _dealers_and_levels(quotes_of(ctx, text)) == [("inverkip", "CDX IG 43 5Y", 52.5, 53.0, 100e6),
                                                         ("ruthven", "ITRX MAIN 42 5Y", 55.5, 56.0, 25e6)]


def test_a_log_naming_senders_by_address_and_a_treasury_correction_in_32nds_shorthand(ctx):
    # "2027-11-29T08:00:02-05:00 <user@firm>" was no prefix, and "100-02+/03, not 100-01+/02" did not
    # read the retracted offer as 100-02 (the handle written once). The speaker quoted another bond in
    # between, so the correction fixes the earlier line's levels and keeps its size.
    text = ("2027-11-29T08:00:02-05:00 <amoss@gartcosh>  T 4 1/4 11/30/32  100-01+/02  50x50\n"
            "2027-11-29T08:01:15-05:00 <rlaing@dunmore-am>  FFCB 4.1 02/15/29  100.31/100.40  10mm\n"
            "2027-11-29T08:01:40-05:00 <amoss@gartcosh>  INDON 5.1 2036  97.85/98.35  2mm\n"
            "2027-11-29T08:05:07-05:00 <amoss@gartcosh>  T 4 1/4 11/30/32 100-02+/03, not 100-01+/02 - old screen\n")
    assert _dealers_and_levels(quotes_of(ctx, text)) == [
        ("dunmore-am", "FFCB 4.1 2029-02-15", 100.31, 100.40, 10e6),
        ("gartcosh", "INDON 5.1 2036", 97.85, 98.35, 2e6),
        ("gartcosh", "T 4.25 2032-11-30", 100.078125, 100.09375, 50e6)]


def test_a_chat_pasted_as_person_pipe_firm_names_the_firm(ctx):
    text = ("[09:02:18] Isla Munro | Kilbirnie Securities: CLO, DM over SOFR / px, 2mm:\n"
            "[09:02:18] Isla Munro | Kilbirnie Securities: LOCHGOIL CLO 2023-4 A1 DM 129/123\n")
    got = quotes_of(ctx, text)
    assert [(q.dealer, q.quote_type, q.bid, q.ask) for q in got] == [("kilbirnie", "dm", 129, 123)]


def test_a_symphony_speaker_line_with_a_dot_before_the_time_heads_its_messages(ctx):
    # "[Firm] Person · Nov 26, 2027, 9:02 AM" was no speaker line: the messages were the sender's, and
    # "& Co" left "&" in the dealer's name.
    text = ("[Brodick & Co] Alun Rhys · Nov 26, 2027, 9:06 AM\n"
            "    loans: SANNOX HEALTH TLB S+375 05/31  98 1/8 - 98 5/8  5mm\n"
            "    SANNOX 98 - 98 1/2, not 98 1/8 - 98 5/8, sorry\n"
            "[Lamlash Securities] Kit Ambrose · Nov 26, 2027, 9:12 AM\n"
            "    KILDONAN AIRLINES 6.85% PFD  24.40 / 24.65  2x2\n")
    got = quotes_of(ctx, text)
    assert sorted((q.dealer, q.bid, q.ask) for q in got) == [("brodick", 98.0, 98.5), ("lamlash", 24.4, 24.65)]


def test_an_asset_column_beside_the_names_and_a_sizes_note_the_csv_writer_split_at_its_commas(ctx):
    # "Asset | Instrument": the Asset cell became part of every name ("EM COLOM" a corporate), and
    # "Sizes: CDS 5mm, EM 2mm, loans 1mm per side" written unquoted was three cells, so the EM size
    # was lost.
    rows = [["Report", "Street levels"], ["Sizes: CDS 5mm", " EM 2mm", " loans 1mm per side"], [],
            ["Asset", "Instrument", "Tenor", "Bid Px", "Ask Px", "Bid Sprd (bp)", "Ask Sprd (bp)", "Chg"],
            ["CDS", "HALKIRK POWER SNR", "5Y", "-", "-", "81", "86", "-1"],
            ["EM", "PERU 5 3/8 02/08/36", "", "98.05", "98.60", "-", "-", "+0.25"],
            ["LOAN", "DORNOCH FOODS TLB S+350 05/31", "", "99.125", "99.625", "-", "-", "N/A"]]
    got = extract(corpus_docs.csv_bytes(rows, ","), replace(ctx, filename="levels.csv")).quotes
    assert keyed(got) == [("DORNOCH FOODS TLB S+350 05/31", "price", 99.125, 99.625, 1e6, 1e6),
                          ("HALKIRK POWER SNR 5Y", "spread", 81, 86, 5e6, 5e6),
                          ("PERU 5.375 2036-02-08", "price", 98.05, 98.6, 2e6, 2e6)]
    assert {q.instrument_key: q.asset_class for q in got}["PERU 5.375 2036-02-08"] == "sovereign"


def test_par_in_thousands_over_bid_and_offer_and_a_size_column_headed_per_side(ctx):
    # "Par (000)" over "Bid | Offer" (and "Par (000) B x O" over "250x250") were no size columns, so
    # the rows' other levels were doubted; "Size (MM)" over "per side" was an unread column.
    munis = [["Security", "", "", "Bid", "", "Offer", "", "Par (000)", ""],
             ["CUSIP", "Issuer", "Cpn", "Yld", "Px", "Yld", "Px", "Bid", "Offer"],
             ["650035AB4", "NEW YORK ST DORM AUTH", 4, 3.86, 100.573, 3.8, 100.82, 250, 1000]]
    got = extract(corpus_docs.xlsx([("MUNI", munis, False)]), replace(ctx, filename="munis.xlsx")).quotes
    assert keyed(got) == [("650035AB4", "price", 100.573, 100.82, 250e3, 1e6),
                          ("650035AB4", "yield", 3.86, 3.8, 250e3, 1e6)]
    assert all(q.review_reason is None for q in got)
    pair = "<tr><th>CUSIP</th><th>Issuer</th><th>Px Bid</th><th>Px Ofr</th><th>Par (000) B x O</th></tr>" \
           "<tr><td>650035AB4</td><td>NEW YORK ST DORM AUTH</td><td>100.573</td><td>100.82</td><td>1000x500</td></tr>"
    got = quotes_of(ctx, f"<html><body><table>{pair}</table></body></html>", "run.html")
    assert keyed(got) == [("650035AB4", "price", 100.573, 100.82, 1e6, 500e3)]
    loans = [["Facility", "Facility", "Levels", "Levels", "Size (MM)"],
             ["Borrower", "Tranche", "Bid", "Offer", "per side"],
             ["LAIRG MARINE", "TLB", "99 1/4", "99 3/4", "2"]]
    got = extract(corpus_docs.docx(["Loan levels"], [loans]), replace(ctx, filename="memo.docx")).quotes
    assert keyed(got) == [("LAIRG MARINE TLB", "price", 99.25, 99.75, 2e6, 2e6)]
    assert got[0].review_reason is None


def test_a_decorated_side_heading_a_labelled_change_and_the_bracketed_cash_price_of_the_side(ctx):
    # "*** IG - BUYERS OF (our bid) ***" was no side heading, so the one-level lines under it gave
    # nothing; under a plain "SELLERS OF" the "chg +1" was read as the offer, the spread and the price
    # kept in the bond's name: a wrong price stored as good.
    text = ("*** IG - BUYERS OF (our bid) ***\n"
            "  LYBSTER PAPER 5 1/4 03/34 ........ T+142  (px 100.41)   5mm   chg -2\n"
            "SELLERS OF\n"
            "  WATTEN GRID 5.6 09/36 .......... T+128  (px 101.205)   4mm   chg +1\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("LYBSTER PAPER 5.25 2034-03", "price", 100.41, None, 5e6, None),
                          ("LYBSTER PAPER 5.25 2034-03", "spread", 142, None, 5e6, None),
                          ("WATTEN GRID 5.6 2036-09", "price", None, 101.205, None, 4e6),
                          ("WATTEN GRID 5.6 2036-09", "spread", None, 128, None, 4e6)]
    assert all(q.review_reason is None for q in got)


def test_yields_written_with_a_dash_and_a_signed_eighth_as_the_day_change(ctx):
    # "5.75%-5.63%" was no yield pair and "+1/8" became a 1 / 8 spread market.
    got = quotes_of(ctx, "Format: px bid-offer | yld bid-offer | d/d change in px.\n"
                         "MEX 4 3/4 04/27/32   96.10-96.55 | 5.75%-5.63% | +1/8\n")
    assert keyed(got) == [("MEX 4.75 2032-04-27", "price", 96.1, 96.55, None, None),
                          ("MEX 4.75 2032-04-27", "yield", 5.75, 5.63, None, None)]


def test_an_offer_written_side_first_at_a_spread_over_swaps_with_its_price(ctx):
    # "offer X at MS+131 (px 100.45), 2mm": the benchmark after "at" stopped the side-first reading.
    got = quotes_of(ctx, "08:07:40 JO BRAE, FORSINARD: offer SCRABSTER 4 1/8 09/34 at MS+131 (px 100.45), 2mm\n")
    assert keyed(got) == [("SCRABSTER 4.125 2034-09", "i_spread", None, 131, None, 2e6),
                          ("SCRABSTER 4.125 2034-09", "price", None, 100.45, None, 2e6)]


def test_a_loan_line_with_its_floor_and_issue_price_in_brackets_and_a_spaced_whole_point_market(ctx):
    # "(flr 0.50, OID 99.5)" went into the loan's name (which then held a level), and "88 - 89" with
    # spaces was no market; "moved 2 pts on the downgrade" later made it an upfront.
    text = ("LOANS - px, 1MM clips.\n"
            "  HARTFELL FOODS TLB S+350 03/31 (flr 0.50, OID 99.5)  97 1/4 - 97 3/4\n"
            "  GREYMARE HEALTH TLB S+475 11/29 (flr 0.50, OID 98)  88 - 89   <- moved 2 pts on the downgrade\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("GREYMARE HEALTH TLB S+475 11/29", "price", 88, 89, 1e6, 1e6),
                          ("HARTFELL FOODS TLB S+350 03/31", "price", 97.25, 97.75, 1e6, 1e6)]
    assert all(q.review_reason is None for q in got)


def test_a_due_time_column_is_no_maturity(ctx):
    # "DUE (ET)" over "11/29/2027 11:00" was read as the bond's maturity, its time in the name.
    text = ("BWIC_ID\tDUE (ET)\tCUSIP\tDEAL\tCLASS\tCUR_FACE\tPX_TALK\tSTATUS\n"
            "BW-1\t11/29/2027 11:00\t103656A46\tKNOTTS CLO 2022-1\tA2\t40,000,000\t99-99.5\tOPEN\n")
    got = quotes_of(ctx, text, "talk.tsv")
    assert keyed(got) == [("103656A46", "talk", 99, 99.5, 40e6, 40e6)]
    assert got[0].review_reason is None


def test_a_paragraph_quoting_several_bonds_in_sentences(ctx):
    # "we are offering 3MM X at 98 3/4 (7.66% YTW), and we have a buyer of Y at 93 1/2 for up to 2MM.
    # Z is 101 - 101 3/4": one line to the grammar, which found nothing in it (and a loan document's
    # bonds were loans).
    text = ("Loans are quoted in points of par; sizes per side in USD millions.\n"
            "High yield: we are offering 3MM KILDALE LEISURE 7 1/4 03/01/31 at 98 3/4 (7.66% YTW), and we have a"
            " buyer of FRAYTHORPE MEDIA 6 1/2 10/15/30 at 93 1/2 for up to 2MM. MAPLEWELL ENERGY 9 3/8 04/15/29"
            " is 101 - 101 3/4, 1MM each way.\n")
    got = quotes_of(ctx, text)
    assert keyed(got) == [("FRAYTHORPE MEDIA 6.5 2030-10-15", "price", 93.5, None, 2e6, None),
                          ("KILDALE LEISURE 7.25 2031-03-01", "price", None, 98.75, None, 3e6),
                          ("KILDALE LEISURE 7.25 2031-03-01", "yield", None, 7.66, None, 3e6),
                          ("MAPLEWELL ENERGY 9.375 2029-04-15", "price", 101, 101.75, 1e6, 1e6)]
    assert {q.asset_class for q in got} == {"corporate"}
