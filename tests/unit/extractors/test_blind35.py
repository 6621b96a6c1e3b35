"""One regression case per kind met in session 32's development half (blind35/dev: agencies, CLO / CMBS / ABS /
CRT tranches and loans, mostly in PDF), written fresh: short inputs of our own, not copies of the corpus mails."""

from extractors.pdftext import _join_cut_words
from tests.support.extracting import keyed, quotes_of


def _char(text, x0, size, bottom):
    return {"text": text, "x0": x0, "x1": x0 + size * 0.6, "size": size, "top": bottom - size, "bottom": bottom}


def _word(text, x0, size=8, bottom=50):
    return [_char(ch, x0 + size * 0.6 * i, size, bottom) for i, ch in enumerate(text)]


def test_a_band_label_cut_between_its_name_and_its_unit_is_one_label():
    # "DM (bp)" centred over "Bid | Offer": pdfplumber cut it at the ruling between the two words, and the
    # offer column became "(bp) Offer", a spread, beside a bid DM.
    dm, unit = _word("DM", 100), _word("(bp)", 100 + 8 * 0.6 * 2 + 2.1)
    assert _join_cut_words(["", "DM", "(bp)", "Price"], [[], dm, unit, _word("Price", 200)]) == [
        "", "DM (bp)", "", "Price"]


def test_a_bracketed_unit_a_column_away_stays_its_own_cell():
    dm, unit = _word("DM", 100), _word("(bp)", 140)
    assert _join_cut_words(["DM", "(bp)"], [dm, unit]) == ["DM", "(bp)"]


def test_a_level_with_a_letter_of_a_footnote_that_does_not_doubt_it_is_the_level(ctx):
    # "95.875a" over "a Offer firm until 12:00 NY.": the offer was dropped (no number), the bid kept alone.
    text = ("Loans 1mm per side. Px in points.\n"
            "Borrower               Facility              Bid       Offer     Prior Close\n"
            "Quenby Software        TLB S+350 03/32       95.625    95.875a   95.125\n"
            "Ravelston Foods        TLB S+275 05/32       92.750    93.000    92.625\n"
            "a Offer firm until 12:00 NY.\n")
    got = {k[:4] for k in keyed(quotes_of(ctx, text))}
    assert ("QUENBY SOFTWARE TLB S+350 03/32", "price", 95.625, 95.875) in got


def test_a_glued_letter_without_a_footnote_is_still_no_level(ctx):
    text = ("Loans 1mm per side. Px in points.\n"
            "Borrower               Facility              Bid       Offer     Prior Close\n"
            "Quenby Software        TLB S+350 03/32       95.625    95.875a   95.125\n")
    got = [(q.bid, q.ask) for q in quotes_of(ctx, text) if q.review_reason is None]
    assert (95.625, 95.875) not in got


def test_a_floating_index_beside_a_deal_and_class_is_no_part_of_the_tranche(ctx):
    # An Index column's "30d SOFR" between the deal and its class; "STUDENT LOAN" names the collateral.
    text = ("STUDENT LOAN FLOATERS - DM over 30d SOFR, offers\n"
            "Deal                          Class   Index        Factor    Offer Px   Offer DM (bp)   Avail (MM)\n"
            "Pembrey Student Loan 2021-B   A2      30d SOFR     0.17755   97.65      115             1\n"
            "Rothley Education 2019-1      A       SOFR         0.58618   97.85      124             1\n")
    got = quotes_of(ctx, text)
    assert {q.instrument_key for q in got} == {"PEMBREY STUDENT LOAN 2021-B A2", "ROTHLEY EDUCATION 2019-1 A"}
    assert {q.asset_class for q in got} == {"structured"}


def test_a_call_date_written_after_c_slash_and_its_price_are_no_level(ctx):
    # "c/01/20/27 @ 100": the call price was left over, and the row went to review.
    text = ("Callables (sizes on the line):\n"
            "FFCB    3.500 04/20/30   99.52 / 99.67  10x10   c/01/20/27 @ 100, bermudan\n")
    assert [(k, q.review_reason) for q in quotes_of(ctx, text) for k in keyed([q])] == [
        (("FFCB 3.5 2030-04-20", "price", 99.52, 99.67, 1e7, 1e7), None)]


def test_a_chat_message_stating_a_runs_size_sizes_the_run_under_it_and_a_labelled_line_its_own(ctx):
    # blind34/dev/21 (session 31's leftover): "UST 25x25:" labels its own line's bonds; read as the whole
    # chat's size for governments it had sized the run above too, and the run's own "50x50" was never read.
    text = ("2026-03-06 07:31:05 | Sam Reid (Pellworth) | UST run, 50x50 on the run\n"
            "2026-03-06 07:31:22 | Sam Reid (Pellworth) | 2s T 3 7/8 02/29/28 99-17 / 99-17+\n"
            "2026-03-06 07:32:02 | Sam Reid (Pellworth) | UST 25x25: T 4 12/31/32 99-30 / 99-30+\n")
    assert keyed(quotes_of(ctx, text)) == [("T 3.875 2028-02-29", "price", 99.53125, 99.546875, 5e7, 5e7),
                                           ("T 4 2032-12-31", "price", 99.9375, 99.953125, 2.5e7, 2.5e7)]


def test_bills_named_by_tenor_are_a_government_on_yield(ctx):
    # "3m" after "bills" was read as a 3mm size, and the line named nothing.
    got = quotes_of(ctx, "bills 3m 4.31/4.30 disc 100x100\n")
    assert keyed(got) == [("BILLS 3M", "yield", 4.31, 4.3, 1e8, 1e8)]
    assert {q.asset_class for q in got} == {"government"}
