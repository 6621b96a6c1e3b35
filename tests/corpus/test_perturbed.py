"""No perturbation of a development table (perturb.py: a column put in, a header renamed or dropped,
the columns reversed, cells blanked) or of a body's lines (dates restyled, an unknown number after
each quote line) gets a wrong price past review."""

import perturb
import pytest


@pytest.mark.parametrize("directory", perturb.DEV_SETS, ids=lambda d: d.parent.name)
def test_perturbed_tables_store_no_wrong_price(directory):
    wrong = [f"{w.mail} [{w.how}] {w.quote['quote_type']} {w.quote['bid']}/{w.quote['ask']}: {w.quote['raw']!r}"
             for mail, raw, gold in perturb.dev_mails(directory)
             for w in perturb.wrong_prices(mail, raw, gold)]
    assert not wrong, "\n".join(wrong)


def test_the_perturbations_change_the_tables():
    """The harness rewrites what it claims to: a CSV table gets its extra column, text its re-laid lines."""
    mails = [raw for d in perturb.DEV_SETS for _, raw, _ in perturb.dev_mails(d)]
    done = {how for raw in mails for how, _ in perturb.perturbed_mails(raw, 7)}
    for kind in ("csv", "xlsx", "html body", "text body"):
        hows = set(perturb.PERTURBATIONS) | (set(perturb.LINE_PERTURBATIONS) if kind == "text body" else set())
        if kind == "text body":
            hows.discard("totals row")  # a text table is laid out again line for line
        assert {h.split(" (")[0] for h in done if h.endswith(f"{kind})")} == hows, kind
    rows = [["Security", "Bid", "Ask"], ["ACME 5 30", "99.5", "100"]]
    text = "Run\n\nSecurity     Bid     Ask\nACME 5 30    99.5    100\n\nthanks\n"
    out = perturb._text_rewrite(text, lambda r, merged: perturb.reversed_columns(r, 0, None))
    assert out == "Run\n\nAsk  Bid   Security\n100  99.5  ACME 5 30\n\nthanks\n"
    assert perturb.header_index(rows) == 0
