from extractors.identifiers import cusip_from_isin, find_cusip, find_isin, valid_cusip, valid_isin


def test_check_digits():
    assert valid_isin("US0378331005")
    assert not valid_isin("US0378331006")
    assert valid_cusip("037833100")
    assert not valid_cusip("037833101")


def test_find_in_text():
    assert find_isin("px on us0378331005 please") == "US0378331005"
    assert find_isin("US0378331006 is a typo") is None
    assert find_cusip("ACME 037833100 99.5") == "037833100"
    assert find_cusip("tel 212555010") is None or valid_cusip("212555010")
    assert cusip_from_isin("US0378331005") == "037833100"
    assert cusip_from_isin("XS0000000000") is None
