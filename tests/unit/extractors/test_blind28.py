"""One regression case per wrong-price kind met in the twenty-eighth blind corpus's development half
(blind28/dev: text, chat, HTML and CSV as desks type and forward them), written fresh: short inputs of
our own, not copies of the corpus mails."""

from extractors.validate import assess
from tests.support.extracting import keyed, quotes_of


def test_a_status_typed_after_a_rows_size_takes_its_market_away(ctx):
    # "2x2  OFF" in the size column of a tab-separated run: the dealer no longer makes that market.
    text = ("EM sovs - cash px / yld\n\n"
            "Name\tCpn\tMat\tBid\tAsk\tYld B\tYld A\tSize\n"
            "KORDAVIA\t6.875\t06/15/30\t95.30\t95.95\t8.56\t8.32\t2x2\n"
            "KORDAVIA\t8.5\t02/28/33\t101.10\t101.80\t8.22\t8.08\t2x2  OFF\n")
    got = quotes_of(ctx, text)
    assert {q.instrument_key for q in got} == {"KORDAVIA 6.875 2030-06-15"}


def test_five_mm_off_in_a_size_cell_may_be_the_side_and_takes_nothing_away(ctx):
    text = ("Name\tCpn\tMat\tBid\tAsk\tSize\n"
            "KORDAVIA\t8.5\t02/28/33\t101.10\t101.80\t5mm off\n")
    assert [q.instrument_key for q in quotes_of(ctx, text)] == ["KORDAVIA 8.5 2033-02-28"]


def test_a_speaker_named_without_a_firm_takes_back_his_own_last_line(ctx):
    # "[09:10:31] jlee: pls ignore that, wrong line": the prefix names no firm, so the quotes carry the
    # mail's dealer; the speaker's previous message is still his to take back.
    text = ("[09:07:30] jlee: ZEMBRA 8.5 2033 101.10/101.80 1x1\n"
            "[09:09:00] mkhan: thx\n"
            "[09:10:15] jlee: MARETTA 5.75 2030 97.5/98\n"
            "[09:10:31] jlee: pls ignore that, wrong line\n")
    assert [q.instrument_key for q in quotes_of(ctx, text, "chat.txt")] == ["ZEMBRA 8.5 2033"]


def test_a_client_cannot_take_back_the_dealers_line(ctx):
    text = ("[09:10:15] jlee: MARETTA 5.75 2030 97.5/98\n"
            "[09:10:31] mkhan: pls ignore that, wrong line\n")
    assert [q.instrument_key for q in quotes_of(ctx, text, "chat.txt")] == ["MARETTA 5.75 2030"]


def test_a_firmless_speakers_correction_by_a_short_name_corrects_his_line(ctx):
    # "zembra 101.20/101.90, not 101.10/101.80, sorry": the lower-case name quotes nothing by itself; the
    # levels it takes back are those of his line above, which takes the new ones.
    text = ("[09:07:30] jlee: ZEMBRA 8.5 2033 101.10/101.80 1x1\n"
            "[09:08:02] jlee: zembra 101.20/101.90, not 101.10/101.80, sorry\n")
    assert keyed(quotes_of(ctx, text, "chat.txt")) == [("ZEMBRA 8.5 2033", "price", 101.2, 101.9, 1e6, 1e6)]


def test_a_cds_heading_stating_its_running_coupon_and_recovery_names_its_measure(ctx):
    # "pts upfront, 500 running, rec 25": the numbers are the section's terms; its lines are upfront.
    text = ("CDS run, bp running unless marked. Sizes: 10mm single names.\n\n"
            "SINGLE NAMES\n"
            "NORVIK TELECOM 5Y     61/66\n\n"
            "DISTRESSED - pts upfront, 500 running, rec 25\n"
            "MERIDAL AIRLINES 5Y     22.5/24.0\n")
    got = {q.instrument_key: q.quote_type for q in quotes_of(ctx, text)}
    assert got == {"NORVIK TELECOM 5Y": "spread", "MERIDAL AIRLINES 5Y": "upfront"}


def test_no_name_protection_costs_under_five_basis_points():
    # "1.420/1.500" is 1,420 bp written with continental thousands points, or a price: never a CDS spread.
    assert "outside" in assess("cds", "spread", 1.42, 1.5)[2]
    assert assess("cds", "spread", 8.0, 9.5)[2] is None


def test_bond_lines_under_an_issuer_heading_take_its_name(ctx):
    # The issuer written once (its ratings beside it), then only coupon and maturity on each line.
    text = ("USD IG run - T-spread / px. Sizes 2MM unless noted.\n\n"
            "HARLEN UTILITIES (A3/BBB+)\n"
            "   4.25   03/15/31       +88 / +83       100.42 / 100.60\n"
            "   5.10   09/15/34       +112 / +106     101.05 / 101.44   5x5\n\n"
            "BULLETS\n"
            "   4.80   06/01/32       +97 / +92       100.12 / 100.38\n")
    got = keyed(quotes_of(ctx, text))
    assert got == [("HARLEN UTILITIES 4.25 2031-03-15", "price", 100.42, 100.6, 2e6, 2e6),
                   ("HARLEN UTILITIES 4.25 2031-03-15", "spread", 88, 83, 2e6, 2e6),
                   ("HARLEN UTILITIES 5.1 2034-09-15", "price", 101.05, 101.44, 5e6, 5e6),
                   ("HARLEN UTILITIES 5.1 2034-09-15", "spread", 112, 106, 5e6, 5e6)]


def test_a_pasted_line_correcting_levels_with_a_sorry_corrects_them(ctx):
    text = ("Halden Chemicals 2L TL S+625 02/32 84/86\n"
            "halden 84.5/86.5, not 84/86, sorry\n")
    assert [(q.bid, q.ask) for q in quotes_of(ctx, text) if q.review_reason is None] == [(84.5, 86.5)]


def test_a_status_then_a_number_after_the_market_still_takes_it_away(ctx):
    text = "NUVARA 8.25 2031 102.20 / 102.85 3x3 OFF  +0.25\n"
    assert quotes_of(ctx, text) == ()
    tabbed = ("Name\tCpn\tMat\tBid\tAsk\tSize\n"
              "KORDAVIA\t8.5\t02/28/33\t101.10\t101.80\t2x2  OFF  +0.25\n")
    assert quotes_of(ctx, tabbed) == ()


def test_one_side_named_on_two_columns_side_by_side_is_a_guess(ctx):
    # "Offer" carried over "Px | Px" (its band row a column off the table): which of the two is the offer?
    text = ("Issuer,CUSIP,Cpn,Offer Px,Offer Px,YTW\n"
            "FFCB,3133EFDL8,5.05,99.819,100.019,5.031\n")
    got = [q for q in quotes_of(ctx, text, "run.csv") if q.quote_type == "price"]
    assert got and all("two columns" in (q.review_reason or "") for q in got)


def test_a_continental_export_writes_its_sizes_with_thousands_points(ctx):
    text = ("ISIN;Emittent;Kupon;Fälligkeit;Geld;Brief;Nominal\n"
            "DE000A3LKT29;Lechwald AG;3,375;20.05.2031;99,480;99,920;1.250.000\n"
            "XS2871620436;Alpenhof SE;4,625;02.10.2030;97,150;97,850;500.000\n")
    got = keyed(quotes_of(ctx, text, "indikationen.csv"))
    assert got == [("DE000A3LKT29", "price", 99.48, 99.92, 1.25e6, 1.25e6),
                   ("XS2871620436", "price", 97.15, 97.85, 5e5, 5e5)]


def test_a_loanx_id_is_no_part_of_a_loans_key(ctx):
    text = "LX284410   Arbor Pike Software TLB S+325 06/31        99.875 / 100.250\n"
    assert [q.instrument_key for q in quotes_of(ctx, text)] == ["ARBOR PIKE SOFTWARE TLB S+325 06/31"]


def test_a_continental_run_under_issuer_headings_with_sizes_in_thousands_points(ctx):
    text = ("Kupon Fälligkeit Geld Brief Rend.Geld Rend.Brief Nominal\n"
            "BAYERNWALD ENERGIE AG\n"
            "3,125 15.03.2030 99,25 99,70 3,391 3,231 1.000.000\n")
    assert keyed(quotes_of(ctx, text)) == [("BAYERNWALD ENERGIE AG 3.125 2030-03-15", "price", 99.25, 99.7, 1e6, 1e6),
                                           ("BAYERNWALD ENERGIE AG 3.125 2030-03-15", "yield", 3.391, 3.231, 1e6, 1e6)]


def test_a_table_row_leaving_its_issuer_empty_takes_the_issuer_above(ctx):
    # An Excel range pasted into Outlook: the issuer written on its first bond only.
    html = ("<table><tr><td>Issuer</td><td>Cpn</td><td>Maturity</td><td>Bid</td><td>Ask</td><td>Size (MM)</td></tr>"
            "<tr><td>Rep of Tarquin</td><td>6.875</td><td>15/05/2033</td><td>97.125</td><td>97.625</td><td>2</td></tr>"
            "<tr><td></td><td>7.75</td><td>15/05/2049</td><td>93.500</td><td>94.250</td><td>2</td></tr></table>")
    assert keyed(quotes_of(ctx, html, "body.html")) == [
        ("REP OF TARQUIN 6.875 2033-05-15", "price", 97.125, 97.625, 2e6, 2e6),
        ("REP OF TARQUIN 7.75 2049-05-15", "price", 93.5, 94.25, 2e6, 2e6)]


def test_a_totals_row_under_the_table_takes_no_issuer_from_above(ctx):
    # Its name cell is empty too, but its levels are the table's averages: no market of the bond above.
    html = ("<table><tr><td>Line</td><td>Issuer</td><td>Cpn</td><td>Maturity</td><td>Bid</td><td>Ask</td></tr>"
            "<tr><td>1</td><td>Rep of Tarquin</td><td>6.875</td><td>15/05/2033</td><td>97.125</td><td>97.625</td></tr>"
            "<tr><td>2</td><td>Rep of Tarquin</td><td>7.75</td><td>15/05/2049</td><td>93.500</td><td>94.250</td></tr>"
            "<tr><td>Total</td><td></td><td>7.313</td><td>15/05/2041</td><td>95.313</td><td>95.938</td></tr></table>")
    got = [q.location for q in quotes_of(ctx, html, "body.html") if q.review_reason is None]
    assert got == ["table 1 row 2", "table 1 row 3"]
