"""One regression case per kind met in the thirty-first and thirty-second blind corpora's development halves
(blind31/dev: crowded offering sheets; blind32/dev: bodies and chats where words decide what a number is),
written fresh: short inputs of our own, not copies of the corpus mails."""

from tests.support.extracting import keyed, quotes_of


def test_a_remark_past_the_last_level_column_kills_sizes_or_is_left_out(ctx):
    # "OFF" past "Offer": the market is gone (it was a bid of 88 alone); "bid only, 3mm": that side's size;
    # "new issue, OID 99.5": a remark, no level.
    text = ("Loan levels, bid / offer in px, 1MM clips unless noted.\n\n"
            "Borrower / Facility                      LoanX       Bid       Offer\n"
            "Harlow Aerospace TLB S+300 05/32         LX310228    100.125   100.50    new issue, OID 99.5\n"
            "Penrose Pet TL S+500 2029                LX287762    88.00     89.50     OFF\n"
            "Quill Chemicals TLB S+350 01/31          LX300419    96.75     --        bid only, 3mm\n")
    assert keyed(quotes_of(ctx, text)) == [
        ("HARLOW AEROSPACE TLB S+300 05/32", "price", 100.125, 100.5, 1e6, 1e6),
        ("QUILL CHEMICALS TLB S+350 01/31", "price", 96.75, None, 3e6, None)]


def test_a_chat_refresh_names_its_loan_short_and_a_bracketed_loanx_is_no_part_of_the_key(ctx):
    text = ("[08:31:40] Sam Cho (Tavistock): Wexley Health TLB S+375 4/31 (LX304421) 96.50 / 97.00\n"
            "[08:31:58] Sam Cho (Tavistock): Yarrowby Networks TLB S+325 10/30 99.75 / 100.125 2x2\n"
            "[08:37:45] Sam Cho (Tavistock): can't improve, sorry. Yarrowby now 99.875 / 100.25, was 99.75 / 100.125\n")
    got = [k[:4] for k in keyed(quotes_of(ctx, text))]
    assert got == [("WEXLEY HEALTH TLB S+375 4/31", "price", 96.5, 97.0),
                   ("YARROWBY NETWORKS TLB S+325 10/30", "price", 99.875, 100.25)]


def test_a_convexity_column_is_no_level(ctx):
    text = ("IG run, 5MM unless noted\n"
            "Issuer              Cpn     Maturity    Bid Sprd  Ask Sprd   Bid Px    Ask Px   Dur    Cvx\n"
            "HARTFELL UTILITIES  5.625   05/01/36       118       112    103.970   104.607   7.9   0.78\n")
    got = quotes_of(ctx, text)
    assert got and all(q.review_reason is None for q in got)


def test_a_curve_written_on_one_line_gives_a_quote_per_tenor(ctx):
    text = ("CDS curves (10x10 single names), bp running\n"
            "HALSTEAD AUTO    3y 45/50   5y 72/77   7y 95/101\n")
    assert [k[:4] for k in keyed(quotes_of(ctx, text))] == [
        ("HALSTEAD AUTO 3Y", "spread", 45, 50), ("HALSTEAD AUTO 5Y", "spread", 72, 77),
        ("HALSTEAD AUTO 7Y", "spread", 95, 101)]


def test_a_size_column_named_bid_x_ask_a_side_sized_nought_and_a_subj_remark(ctx):
    from extractors.numbers import parse_size_pair

    assert parse_size_pair("2x0") == (2e6, None) and parse_size_pair("0x4") == (None, 4e6)
    html = ("<html><body><table><tr><td>Issuer</td><td>Cpn</td><td>Maturity</td><td>Bid Sprd</td><td>Ask Sprd</td>"
            "<td>Bid x Ask (MM)</td></tr><tr><td>KELLAWAY REIT</td><td>5.50</td><td>2032</td><td>+165</td><td></td>"
            "<td>2x0</td></tr></table></body></html>")
    assert keyed(quotes_of(ctx, html, "body.html")) == [("KELLAWAY REIT 5.5 2032", "spread", 165, None, 2e6, None)]
    text = ("HY run, sizes 2x2 unless noted\n\n"
            "Bond                             Bid      Ask       YTW b/a         Size\n"
            "SHALE CRUISE 7 5/8 2033          99.125   99.875    7.80 / 7.65     2x2   subj\n")
    got = quotes_of(ctx, text)
    assert got and all("subject" in (q.review_reason or "") for q in got)


def test_a_chat_line_saying_same_size_takes_the_sizes_of_the_line_above_and_tenors_one_space_apart(ctx):
    text = ("12-Mar-2027 08:02:30  Jack Tilley, GARRICK SECURITIES: HOLMFIRTH 5.2 33s +121 / +116, 5x5\n"
            "12-Mar-2027 08:02:41  Jack Tilley, GARRICK SECURITIES: HOLMFIRTH 5.6 35s +139 / +133 same size\n")
    got = {k[0]: k[4:] for k in keyed(quotes_of(ctx, text))}
    assert got == {"HOLMFIRTH 5.2 2033": (5e6, 5e6), "HOLMFIRTH 5.6 2035": (5e6, 5e6)}
    text = ("Single-name CDS, bp running, 10x10 unless noted:\n"
            "LINDEN RETAIL 3y 95/105 5y 160/170 7y 188/199\n"
            "Loans (px, 1MM clips):\n"
            "Ormsby Foods TLB S+350 3/31 (LX302218): 98.625 / 99.125\n")
    assert [k[:4] for k in keyed(quotes_of(ctx, text))] == [
        ("LINDEN RETAIL 3Y", "spread", 95, 105), ("LINDEN RETAIL 5Y", "spread", 160, 170),
        ("LINDEN RETAIL 7Y", "spread", 188, 199), ("ORMSBY FOODS TLB S+350 3/31", "price", 98.625, 99.125)]
