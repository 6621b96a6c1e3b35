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
