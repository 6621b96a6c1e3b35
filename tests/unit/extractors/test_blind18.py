"""One regression case per failure kind met in the eighteenth blind corpus's development half
(blind18/dev: chat transcripts, CSV exports and Word documents), written fresh: short inputs of our
own, not copies of the corpus mails. Each lost its dealer, or stored a retracted level, before its rule."""

from tests.support.extracting import quotes_of


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
