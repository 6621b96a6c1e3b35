"""One regression case per failure kind met in the text and chat bodies of the seventh blind corpus
(blind7/dev), written fresh (short inputs of our own, not copies of the corpus mails)."""

from extractors.registry import extract


def quotes(ctx, text):
    return extract(text.encode(), ctx).quotes


def test_a_call_schedule_after_the_maturity_is_not_part_of_the_name(ctx):
    text = ("MUNIS (yield / price)\n"
            "OHIO ST GO 5 11/01/45    Aa1/AAA  1st call 11/01/31   3.98/3.92 yld   108.15/108.62   1MM\n")
    got = sorted((q.description, q.asset_class, q.quote_type, q.bid, q.review_reason) for q in quotes(ctx, text))
    assert got == [("OHIO ST GO 5 2045-11-01", "muni", "price", 108.15, None),
                   ("OHIO ST GO 5 2045-11-01", "muni", "yield", 3.98, None)]


def test_a_whatsapp_export_prefix_names_the_dealer(ctx):
    (q,) = quotes(ctx, "30/11/2026, 08:02 - Ros Pennick (Vellacott): GLOBEX SNR 5Y 97/103 10x10\n")
    assert (q.dealer, q.instrument_key, q.bid, q.ask) == ("vellacott", "GLOBEX SNR 5Y", 97, 103)


def test_two_issuers_joined_by_and_with_a_size_for_each(ctx):
    got = sorted((q.ticker, q.bid, q.ask, q.bid_size, q.review_reason)
                 for q in quotes(ctx, "FHLB 4 1/8 12/27  T+8/T+5 and FFCB 4 3/8 06/31 T+19/T+15, 10mm each\n"))
    assert got == [("FFCB", 19, 15, 10e6, None), ("FHLB", 8, 5, 10e6, None)]


def test_two_loans_side_by_side_on_one_chat_line(ctx):
    got = sorted((q.instrument, q.bid, q.ask, q.review_reason) for q in quotes(
        ctx, "loans: ACME MEDICAL TLB S+375 2/31 97.25/97.75   GLOBEX TL S+450 8/30 91/92\n"))
    assert got == [("ACME MEDICAL TLB S+375 2/31", 97.25, 97.75, None), ("GLOBEX TL S+450 8/30", 91, 92, None)]


def test_a_zoom_chat_speaker_and_a_doubt_naming_an_earlier_instrument(ctx):
    text = ("08:34:10 From  Priya Venn (Hartshorn)  to  Everyone:\n"
            "\tloans: ACME MEDICAL TLB S+375 2/31 97.25/97.75   GLOBEX TL S+450 8/30 91/92\n"
            "08:35:20 From  Priya Venn (Hartshorn)  to  Everyone:\n"
            "\tINITECH 6.5% PFD 25.10/25.30\n"
            "08:36:30 From  Priya Venn (Hartshorn)  to  Everyone:\n"
            "\tGLOBEX px might be stale, let me double check\n")
    got = {q.instrument: (q.dealer, q.review_reason is None) for q in quotes(ctx, text)}
    assert got["ACME MEDICAL TLB S+375 2/31"] == ("hartshorn", True)
    assert got["GLOBEX TL S+450 8/30"] == ("hartshorn", False)
    assert all(ok for name, (_, ok) in got.items() if "PFD" in name)


def test_a_clo_deal_number_is_no_coupon_and_names_a_tranche(ctx):
    (q,) = quotes(ctx, "HARTLEY PARK CLO 7 C DM 235/222 2mm\n")
    assert (q.asset_class, q.coupon, q.instrument_key, q.quote_type, q.bid) == (
        "structured", None, "HARTLEY PARK CLO 7 C", "dm", 235)


def test_a_transcripts_participant_list_names_the_firm_of_each_prefix(ctx):
    text = ("Participants:\n"
            "  OLU ADEBAYO, TARRANT MARKETS (TARRANT)\n"
            "  CHLOE BRANDT, WESTERDALE IM (CLIENT)\n"
            "\n"
            "09:05:30 OLU ADEBAYO: GHANA 5 07/03/35 offer 78.75 1mm\n"
            "09:06:00 OLU ADEBAYO: EGYPT 7.625 05/29/32 93.10/93.75\n"
            "09:08:00 OLU ADEBAYO: checking the GHANA offer, not sure it's still there\n")
    got = {q.ticker: (q.dealer, q.review_reason is None) for q in quotes(ctx, text)}
    assert got == {"GHANA": ("tarrant", False), "EGYPT": ("tarrant", True)}
