"""One regression case per failure kind met in the twelfth blind corpus's development half
(blind12/dev: desks in different regions and their conventions), written fresh: short inputs of our
own, not copies of the corpus mails."""

from tests.support.extracting import keyed, quotes_of


def test_german_pair_headers_and_a_size_per_side_in_german(ctx):
    # "Rendite G / B", "vs. MS G / B", "Kurs G / B": a measure, then Geld / Brief; "Veränd." the change,
    # "Spr. z. Bund (mid)" a mid; "Volumen EUR 10 Mio je Seite" the run's size.
    text = ("Volumen EUR 10 Mio je Seite, sofern nicht anders angegeben.\n\n"
            "Emittent   Kupon   Fällig       Geld      Brief   Rendite G / B    Veränd.\n"
            "BUND       2,60%   15.08.2034   100,485    100,535   2,543 / 2,537    +0,075\n\n"
            "Emittent   Kupon    Fällig       vs. MS G / B          Kurs G / B   Spr. z. Bund (mid)\n"
            "KFW        2,75%    15.03.2031        +8 / +5   100,880 / 100,930                  -19\n")
    got = keyed(quotes_of(ctx, text))
    assert got == [("BUND 2.6 2034-08-15", "price", 100.485, 100.535, 1e7, 1e7),
                   ("BUND 2.6 2034-08-15", "yield", 2.543, 2.537, 1e7, 1e7),
                   ("KFW 2.75 2031-03-15", "i_spread", 8, 5, 1e7, 1e7),
                   ("KFW 2.75 2031-03-15", "price", 100.88, 100.93, 1e7, 1e7)]
    assert all(q.review_reason is None for q in quotes_of(ctx, text))
