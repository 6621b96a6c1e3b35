"""Cases of our own, written to probe a rule where no corpus has one yet: short inputs through the
extractors, each with the failure it guards against."""

from tests.support.extracting import keyed, quotes_of

_AUD_RUN = (
    "ACGB / NZGB / Kangaroos - 24 Nov 26 08:15 AEDT\n"
    "All sizes A$10m unless noted.\n\n"
    "Govt\tcpn\tmty\t\tbid yld\t  ask yld\n"
    "ACGB\t3.75\t21-Apr-2034\t4.512%\t  4.497%\n"
    "NZGB\t4.50\t15-May-2035\t4.655%\t  4.640%\n\n"
    "Kangaroos (ASW, bp / yld)\n"
    "KFW  4.40  07/30/30    +28 / +25     4.381 / 4.352   A$25m\n"
    "IBRD 4.75\t 06/15/35  +45 /  +41      4.925 / 4.884\n"
)


def test_a_heading_naming_several_measures_ends_the_table_above_it(ctx):
    # The government table's yield columns do not go on under "Kangaroos (ASW, bp / yld)": read
    # through them, IBRD's yields were stored as its asset-swap spread.
    good = keyed([q for q in quotes_of(ctx, _AUD_RUN) if q.review_reason is None])
    spreads = [k for k in good if k[1] == "i_spread"]
    assert [k[:4] for k in spreads] == [("IBRD 4.75 2035-06-15", "i_spread", 45, 41),
                                       ("KFW 4.4 2030-07-30", "i_spread", 28, 25)]
    assert ("ACGB 3.75 2034-04-21", "yield", 4.512, 4.497, 10e6, 10e6) in good
    assert not [k for k in good if k[0].startswith(("KFW", "IBRD")) and k[2] < 10]


def test_a_floating_rates_tenor_is_no_size(ctx):
    # "3M BBSW" names the index an FRN floats over: it was read as a 3mm size (and left the name).
    text = ("FRNs (DM over 3M BBSW), A$25m per side unless shown\n"
            "NSWTC FRN 3M BBSW +60 01-Jun-30\tDM 61/58\n"
            "KFW FRN 6m Euribor +25 15-Mar-29\tDM 26/23\tA$50m\n")
    got = keyed(quotes_of(ctx, text))
    assert [k[1:] for k in got] == [("dm", 26, 23, 50e6, 50e6), ("dm", 61, 58, 25e6, 25e6)]
    assert "BBSW" in got[1][0] and "EURIBOR" in got[0][0].upper()
