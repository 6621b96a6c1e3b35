"""One regression case per kind met in session 31's development halves (blind33/dev: governments, agencies
and structured in PDF, Word and Excel; blind34/dev: bodies and chats typed by rates, credit and structured
desks; and blind31/dev's leftovers), written fresh: short inputs of our own, not copies of the corpus mails."""

from extractors.pdf import mark_superscripts
from extractors.pdftext import _join_cut_words


def _char(text, x0, size, bottom):
    return {"text": text, "x0": x0, "x1": x0 + size * 0.6, "size": size, "top": bottom - size, "bottom": bottom}


def test_a_raised_digit_after_a_header_word_is_a_footnote_mark_even_when_drawn_last():
    # "Model¹ Px" and "OC² Cushion": the generator drew both marks after all the text. Read in the page's
    # order, the first mark took the last letter before it as its base and the second closed the first.
    chars = [*(_char(ch, 10 + 4.2 * i, 7, 100) for i, ch in enumerate("Model")),
             *(_char(ch, 80 + 4.2 * i, 7, 100) for i, ch in enumerate("OC")),
             _char("1", 10 + 4.2 * 5, 4.5, 96.5), _char("2", 80 + 4.2 * 2, 4.5, 96.5)]
    mark_superscripts(chars)
    assert "".join(c["text"] for c in chars) == "ModelOC(1)(2)"


def test_a_small_digit_of_another_line_is_no_mark():
    # A title in 12 points, then a smaller line of numbers: no base right before any of them.
    chars = [*(_char(ch, 10 + 7.2 * i, 12, 50) for i, ch in enumerate("RUN")),
             *(_char(ch, 10 + 4.8 * i, 8, 70) for i, ch in enumerate("99.5"))]
    mark_superscripts(chars)
    assert "".join(c["text"] for c in chars) == "RUN99.5"


def test_a_band_label_cut_at_a_column_boundary_is_one_label_over_both_columns():
    # "Price" and "Spread (bp)" centred over "Bid | Offer": pdfplumber cut them at the columns' ruling.
    pri, ce = [_char(ch, 100 + 4.2 * i, 7, 50) for i, ch in enumerate("Pri")], [_char(ch, 112.6 + 4.2 * i, 7, 50)
                                                                               for i, ch in enumerate("ce")]
    cells = ["", "Pri", "ce", "Bid"]
    got = _join_cut_words(cells, [[], pri, ce, [_char("B", 200, 7, 50)]])
    assert got == ["", "Price", "", "Bid"]


def test_two_labels_a_gap_apart_stay_two_cells():
    left, right = [_char(ch, 100 + 4.2 * i, 7, 50) for i, ch in enumerate("Bid")], [
        _char(ch, 130 + 4.2 * i, 7, 50) for i, ch in enumerate("Offer")]
    assert _join_cut_words(["Bid", "Offer"], [left, right]) == ["Bid", "Offer"]
