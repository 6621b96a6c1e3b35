"""One regression case per kind met in the thirtieth blind corpus's development half (blind30/dev: the mails a
sell-side desk types and forwards all day, in bodies, small attachments and chats), written fresh: short
inputs of our own, not copies of the corpus mails."""

from tests.support.extracting import keyed, quotes_of

CHAT = ("Bloomberg IB history: TARN / WELBECK CDS, 12-May-2027\n\n"
        "12-May-2027 08:01:10  Ros Lake, WELBECK:  sizes 10x10 single names, 25x25 index\n"
        "12-May-2027 08:02:10  Ros Lake, WELBECK:  CDX IG 48 5Y 53.25 / 53.75\n"
        "12-May-2027 08:02:31  Ros Lake, WELBECK:  same in 10s 89.5/90.5\n"
        "12-May-2027 08:03:05  Ros Lake, WELBECK:  HEXHAM WATER 5Y 71/75\n"
        "12-May-2027 08:31:15  Ros Lake, WELBECK:  mkt moving - CDX IG 48 5Y now 52.5 / 53, was 53.25 / 53.75\n"
        "12-May-2027 08:31:40  Ros Lake, WELBECK:  10s now 88.75/89.75, was 89.5/90.5\n")


def test_a_chat_refresh_now_and_was_replaces_the_earlier_market_and_10s_is_the_ten_year(ctx):
    # "now X, was Y" lines later: the earlier market of the same index is history, not a second market to
    # review; "mkt moving -" is chatter before the name; "10s" after an index quote is its ten-year.
    got = keyed(quotes_of(ctx, CHAT))
    assert got == [("CDX IG 48 10Y", "spread", 88.75, 89.75, 25e6, 25e6),
                   ("CDX IG 48 5Y", "spread", 52.5, 53.0, 25e6, 25e6),
                   ("HEXHAM WATER 5Y", "spread", 71.0, 75.0, 10e6, 10e6)]
    assert all(q.review_reason is None for q in quotes_of(ctx, CHAT))


def test_a_tenor_label_before_a_lines_own_bond_is_no_back_reference(ctx):
    # "2s  T 3 1/2 ...": the 2-year's label, a bond of its own; nothing above to refer to.
    text = ("Ben Ashworth [MYNOTT]  10:41 AM\n"
            "2s  T 3 5/8 04/30/28  99-29+ / 99-30  100x100\n")
    assert keyed(quotes_of(ctx, text)) == [("T 3.625 2028-04-30", "price", 99.921875, 99.9375, 1e8, 1e8)]


def test_a_semicolon_file_writing_three_decimals_with_a_comma_writes_decimal_commas(ctx):
    # "2,715;2,685": no decimal a thousands comma could not write too, but a ";" file is a continental export.
    from dataclasses import replace

    from extractors.registry import extract

    data = (b"Issuer;ISIN;Cpn;Maturity;Bid Yld;Ask Yld;Bid Px;Ask Px;Size (EUR mn)\n"
            b"KOMMUNALBANKEN;XS2877134028;2,750;15.01.2031;2,715;2,685;100,116;100,216;10\n")
    got = keyed(extract(data, replace(ctx, filename="ssa.csv")).quotes)
    assert got == [("XS2877134028", "price", 100.116, 100.216, 1e7, 1e7),
                   ("XS2877134028", "yield", 2.715, 2.685, 1e7, 1e7)]


def test_a_headings_size_after_the_days_date_sizes_its_run():
    from extractors.notes import run_sizes

    assert dict(run_sizes("IG UTILITIES  5/12   (3MM unless noted)").assets) == {"corporate": (3e6, 3e6)}
    assert run_sizes("CDS 72/66 2MM unless noted") is None  # a market, not a date: no heading


def test_a_bwic_results_table_names_its_faces_and_cover_in_short(ctx):
    # "O/F (MM)", "C/F (MM)", "Cvr": the faces size the talk and the cover, no longer the list's total face.
    from dataclasses import replace

    import corpus_docs

    from extractors.registry import extract

    table = [["Bond", "CUSIP", "O/F (MM)", "C/F (MM)", "Px Talk", "Cvr", "Color"],
             ["ASHCOMBE CLO 2022-1A E", "04362LAB3", "4.00", "3.50", "93-94", "93.52", "TRADED"]]
    doc = corpus_docs.docx(["BWIC results - $12.5MM original face"], [table])
    got = keyed(extract(doc, replace(ctx, filename="bwic.docx")).quotes)
    assert got == [("04362LAB3", "cover", 93.52, 93.52, 3.5e6, 3.5e6), ("04362LAB3", "talk", 93.0, 94.0, 3.5e6, 3.5e6)]


def test_a_side_left_unquoted_in_a_cell_of_two_lines_and_a_size_for_one_side(ctx):
    # "95.000<br>--": a bid alone; "bid 3mm" in the Size column: the bid's size.
    from extractors.cells import cell_size

    assert cell_size("bid 3mm", 1e6) == (3e6, None) and cell_size("5mm offer", 1e6) == (None, 5e6)
    html = ("<table><tr><td>Borrower</td><td>Facility</td><td>Spread</td><td>Maturity</td><td>Bid<br>Offer</td>"
            "<td>Size</td></tr><tr><td>HALSTOW GROUP</td><td>Revolver</td><td>S+325</td><td>04/29</td>"
            "<td>95.000<br>--</td><td>bid 2mm</td></tr></table>")
    got = keyed(quotes_of(ctx, f"<html><body>{html}</body></html>", "body.html"))
    assert got == [("HALSTOW GROUP REVOLVER 04/29 S+325", "price", 95.0, None, 2e6, None)]


def test_a_long_name_run_into_the_level_column_and_a_spaced_dash_between_bid_and_offer(ctx):
    text = ("Refreshed below, firm for 2mm unless noted.\n\n"
            "Bond                              Px B / O           YTW B / O       Sz\n"
            "ASHWORTH MEDIA 7 1/2 05/15/30     97 1/2 - 98 1/4    8.46 / 8.17     2x2\n"
            "GLENBROOK ENERGY 8 1/4 10/01/31 99 1/8 - 99 7/8    8.49 / 8.28\n"
            "HOLLINS PACKAGING 9 12/01/30      94 - 95            11.12 / 10.75\n")
    got = [k[:4] for k in keyed(quotes_of(ctx, text)) if k[1] == "price"]
    assert got == [("ASHWORTH MEDIA 7.5 2030-05-15", "price", 97.5, 98.25),
                   ("GLENBROOK ENERGY 8.25 2031-10-01", "price", 99.125, 99.875),
                   ("HOLLINS PACKAGING 9 2030-12-01", "price", 94.0, 95.0)]


def test_a_tab_separated_row_led_by_one_tab_too_many_is_set_back_a_column(ctx):
    # "\t\t6.5\t09/30/44 ..." under "Name\tCpn\tMat": every cell a column right, the coupon under "Mat".
    text = ("EM sovs - cash px / yld, 2MM unless noted\n\n"
            "Name\tCpn\tMat\tBid\tAsk\tYld B\tYld A\tSize\n"
            "ARDELIA\t7.125\t03/15/34\t98.40\t98.90\t7.42\t7.33\n"
            "\t\t6.5\t09/30/44\t89.75\t90.50\t7.57\t7.48\n")
    got = [k[:4] for k in keyed(quotes_of(ctx, text)) if k[1] == "price"]
    assert got == [("ARDELIA 6.5 2044-09-30", "price", 89.75, 90.5), ("ARDELIA 7.125 2034-03-15", "price", 98.4, 98.9)]


def test_a_size_past_a_header_that_names_none_sizes_its_row(ctx):
    # "2x2" after the last column of a header with no Size column: joined into the yields' cell, the yield
    # was unreadable and the row's levels went unsized to review.
    text = ("HY cash - px / ytw. 1x1 unless stated.\n\n"
            "Name                 Cpn     Mat         Bid / Ask          YTW b/a\n"
            "CARNE MEDIA          7.375   02/01/30     96.250 / 97.000     8.85 / 8.55\n"
            "PELHAM HOMES         8       06/15/31     99.500 / 100.250    8.13 / 7.92   3x1\n")
    got = {k for k in keyed(quotes_of(ctx, text)) if k[0].startswith("PELHAM")}
    assert got == {("PELHAM HOMES 8 2031-06-15", "price", 99.5, 100.25, 3e6, 1e6),
                   ("PELHAM HOMES 8 2031-06-15", "yield", 8.13, 7.92, 3e6, 1e6)}
