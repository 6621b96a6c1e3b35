"""One regression case per failure kind met in the twelfth blind corpus's development half
(blind12/dev: desks in different regions and their conventions), written fresh: short inputs of our
own, not copies of the corpus mails."""

import zlib
from dataclasses import replace

import corpus_docs

from extractors.notes import run_sizes
from extractors.registry import extract
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


def test_a_vol_column_holding_amounts_with_their_unit_sizes_its_row(ctx):
    # "Vol." on a German run is the volume a side is good for when its cells say "25 Mio"; the run's
    # stated size covers the rows that leave it empty.
    text = ("Volumen EUR 10 Mio je Seite.\n\n"
            "Emittent   Kupon   Fällig       Geld      Brief    Vortag     Vol.\n"
            "OBL        2,20%   10.04.2031    99,612     99,648    99,580   25 Mio\n"
            "BUND       0,00%   15.02.2031    90,215     90,265    90,180\n")
    assert keyed(quotes_of(ctx, text)) == [("BUND 0 2031-02-15", "price", 90.215, 90.265, 1e7, 1e7),
                                           ("OBL 2.2 2031-04-10", "price", 99.612, 99.648, 2.5e7, 2.5e7)]


def test_a_size_sentence_after_market_references_sizes_the_whole_run():
    # "UST" in the sentence before does not make "Sizes USD 2mm per side" the governments' size alone.
    sizes = run_sizes("Refs: UST 2y 4.11 / 10y 4.19 (08:25 HKT). Sizes USD 2mm per side unless shown.")
    assert sizes is not None and sizes.default == (2e6, 2e6) and sizes.assets == ()


def test_a_section_label_with_a_slash_in_its_brackets_heads_a_table(ctx):
    # "(T+ / px)" is the section's units, not a header in two languages naming a price column.
    text = ("US IG, ASIA HOURS (T+ / px)         Bmk   Sprd B/O          Px B/O    Sz\n"
            "ORCHARD LANE BANCORP 5.1 04/23/33   T7    +104/+99   100.62/100.95   3x3\n"
            "HEYWOOD TECH 4.65 08/15/34          T7     +88/+84     99.40/99.66\n")
    got = keyed(quotes_of(ctx, text))
    assert got == [("HEYWOOD TECH 4.65 2034-08-15", "price", 99.4, 99.66, None, None),
                   ("HEYWOOD TECH 4.65 2034-08-15", "spread", 88, 84, None, None),
                   ("ORCHARD LANE BANCORP 5.1 2033-04-23", "price", 100.62, 100.95, 3e6, 3e6),
                   ("ORCHARD LANE BANCORP 5.1 2033-04-23", "spread", 104, 99, 3e6, 3e6)]


def test_compra_venta_is_both_sides_and_a_section_labels_unit_is_its_measure(ctx):
    # Under "LOCALES (tasa %)" the "Compra / Venta" column holds yields, under "CDS SOBERANO (pb)"
    # spreads. The prior close is no level.
    text = ("LOCALES (tasa %)        Compra / Venta   Cierre ant.\n"
            "MBONO 8.5 31/05/2029       9.41 / 9.37          9.40\n"
            "MBONO 7.75 13/11/2042      9.62 / 9.58          9.63\n\n"
            "CDS SOBERANO (pb)   Compra / Venta   Var.\n"
            "MEX 5Y                    98 / 102     +1\n"
            "COLOM 5Y                 176 / 182   unch\n")
    got = [(k, t, b, a) for k, t, b, a, _, _ in keyed(quotes_of(ctx, text))]
    assert got == [("COLOM 5Y", "spread", 176, 182), ("MBONO 7.75 2042-11-13", "yield", 9.62, 9.58),
                   ("MBONO 8.5 2029-05-31", "yield", 9.41, 9.37), ("MEX 5Y", "spread", 98, 102)]


def test_sizes_stated_for_bonds_for_a_governments_bonds_and_for_cds_in_spanish():
    sizes = run_sizes("Montos: bonos USD 2mm por lado; MBONOS MXN 100mm por lado; CDS USD 10mm por lado.")
    assert sizes is not None
    assert sizes.cash == (2e6, 2e6)
    assert dict(sizes.assets) == {"cds": (1e7, 1e7), "ticker:MBONO": (1e8, 1e8)}


def test_a_clo_table_whose_cusip_column_is_dashes_and_a_loans_facility_column(ctx):
    # "CLO | CUSIP | ...": the section label's column holds the names where the CUSIP is "-"; "Fac"
    # (TLB, TL) is part of a loan's name; "Orig (mm)", "WAL" and "Prev" are no levels.
    text = ("LOANS (px)            Fac     Spread   Mat     Bid / Offer   Size     Prev\n"
            "HARWELL FOODS         TLB     S+325    03/31   99.25 / 99.75    5mm   99.125\n\n"
            "CLO                         CUSIP       Orig (mm)   WAL       DM B/O            Px B/O   Size\n"
            "FERNCASTLE 2022-4A B        -                24.0   3.6   DM 205/195   px 99.80/100.05    2mm\n")
    got = [(k, t, b, a) for k, t, b, a, _, _ in keyed(quotes_of(ctx, text))]
    assert got == [("FERNCASTLE 2022-4A B", "dm", 205, 195), ("FERNCASTLE 2022-4A B", "price", 99.8, 100.05),
                   ("HARWELL FOODS TLB 03/31 S+325", "price", 99.25, 99.75)]


def test_a_spread_over_a_named_government_written_over_achat_vente(ctx):
    # "Spread / OAT (pb)" and "Prix" over "Achat | Vente | Achat | Vente": a spread's and a price's
    # sides; "Clôt. veille" is the prior close.
    html = ("<table><tr><td></td><td></td><td></td><td>Spread / OAT (pb)</td><td></td><td>Prix</td><td></td>"
            "<td></td></tr>"
            "<tr><td>Émetteur</td><td>Coupon</td><td>Échéance</td><td>Achat</td><td>Vente</td><td>Achat</td>"
            "<td>Vente</td><td>Clôt. veille</td></tr>"
            "<tr><td>CADES</td><td>3 %</td><td>25/05/2031</td><td>+22</td><td>+19</td><td>101,180</td>"
            "<td>101,310</td><td>101,100</td></tr></table><p>Prix pied de coupon, 2,75 % et 3,00 %.</p>")
    quotes = quotes_of(ctx, html, "run.html")
    assert keyed(quotes) == [("CADES 3 2031-05-25", "price", 101.18, 101.31, None, None),
                             ("CADES 3 2031-05-25", "spread", 22, 19, None, None)]
    assert all(q.review_reason is None for q in quotes)


def _pdf_with_a_superscript_mark() -> bytes:
    """A text PDF whose offer carries a footnote mark set small and raised (``97,050`` then ``1``)."""
    ops = [b"BT /F1 8 Tf 10 TL 40 800 Td",
           b"(Titre  ISIN           Coupon  Echeance    Achat    Vente) Tj T*",
           b"(OAT    FR2138736192   3,25 %  25/05/2045  96,910   97,050) Tj",
           b"/F1 5 Tf 3 Ts (1) Tj 0 Ts /F1 8 Tf T*",
           b"(OAT    FR1220408934   3,00 %  25/11/2034  101,655  101,725) Tj T* T*",
           b"(\\(1\\) Prix indicatif, non ferme : papier a confirmer.) Tj ET"]
    stream = zlib.compress(b"\n".join(ops))
    objects = [b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
               b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
               b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R "
               b"/Resources << /Font << /F1 1 0 R >> >> >>",
               b"<< /Type /Catalog /Pages 2 0 R >>"]
    return corpus_docs.pdf_file(objects, 5)


def test_a_pdfs_superscript_footnote_mark_is_no_digit_of_the_level_and_its_note_doubts_it(ctx):
    # "97,050" with a small raised "1" is not 97.0501; the French footnote "(1) Prix indicatif, non
    # ferme" sends that quote to review, and the other bond stands.
    quotes = extract(_pdf_with_a_superscript_mark(), replace(ctx, filename="fiche.pdf")).quotes
    prices = {q.instrument_key: q for q in quotes if q.quote_type == "price"}
    assert (prices["FR2138736192"].bid, prices["FR2138736192"].ask) == (96.91, 97.05)
    assert "footnote" in (prices["FR2138736192"].review_reason or "")
    assert prices["FR1220408934"].review_reason is None


def test_section_headings_sizes_by_asset_and_a_rates_tenor_is_no_amount():
    # A PDF's laid-out lines; "semi-government" names the states' bonds, not the government's; "3M
    # BBSW" is the floater's index, not a 3mm size.
    text = ("RBA  cash 4.10% | 3M BBSW 4.1835%\n"
            "COMMONWEALTH         GOVERNMENT       (yield %, bid / offer)  A$25m  per side\n"
            "SEMI-GOVERNMENT        (yield %, spread  to ACGB   bp)   A$10m   per side\n"
            "AUD   FRNs  (3M  BBSW   + margin;  DM  bp, price)   A$5m  per  side\n")
    sizes = run_sizes(text)
    assert sizes is not None and sizes.default is None and sizes.floater == (5e6, 5e6)
    assert dict(sizes.assets) == {"government": (2.5e7, 2.5e7), "agency": (1e7, 1e7)}
    # a section heading's bracket: "coupon over 3m SOFR" is no size of the CLOs stated as 2mm
    sizes = run_sizes("Loans 1mm per side, CLO 2mm per side.\n\nCLO  (orig in mm, factor, coupon over 3m SOFR)\n")
    assert sizes is not None and dict(sizes.assets)["structured"] == (2e6, 2e6)


def test_a_spread_over_acgb_written_over_bid_ofr(ctx):
    html = ("<table><tr><td></td><td></td><td></td><td>Yield</td><td></td><td>vs ACGB (bp)</td><td></td></tr>"
            "<tr><td>Issuer</td><td>Cpn</td><td>Maturity</td><td>Bid</td><td>Ofr</td><td>Bid</td><td>Ofr</td></tr>"
            "<tr><td>NSWTC</td><td>4.75</td><td>20-Feb-35</td><td>4.952</td><td>4.935</td><td>58.5</td>"
            "<td>56.5</td></tr></table>")
    assert [(k, t, b, a) for k, t, b, a, _, _ in keyed(quotes_of(ctx, html, "run.html"))] == [
        ("NSWTC 4.75 2035-02-20", "spread", 58.5, 56.5), ("NSWTC 4.75 2035-02-20", "yield", 4.952, 4.935)]


def test_a_cds_level_with_a_letter_footnote_mark_is_read_and_doubted(ctx):
    # "212a" above "a ... bid not refreshed since yesterday's close": the bid is 212, and in review;
    # the ask alone would have been stored as if the dealer offered only.
    text = ("Reference Entity   Tier  Tenor  Bid    Ask    Chg\n"
            "ALTMARK AUTOMOBIL  SNR   5Y     88     93     -2\n"
            "VELDHOVEN CHEMIE   SNR   5Y     212a   222    unch\n\n"
            "a Veldhoven bid not refreshed since yesterday's close - reference only.\n")
    quotes = {q.instrument_key: q for q in quotes_of(ctx, text)}
    assert (quotes["VELDHOVEN CHEMIE SNR 5Y"].bid, quotes["VELDHOVEN CHEMIE SNR 5Y"].ask) == (212, 222)
    assert "footnote" in (quotes["VELDHOVEN CHEMIE SNR 5Y"].review_reason or "")
    assert quotes["ALTMARK AUTOMOBIL SNR 5Y"].review_reason is None


def test_a_symphony_retraction_under_a_speaker_line_with_seconds(ctx):
    text = ("Ellis Gardner (Marchbank)  2027-02-17 07:32:30\n"
            "    HALDANE AUTO PARTS 6 1/8 02/30 96.50 - 97.25  ytw 7.03/6.83\n\n"
            "Ellis Gardner (Marchbank)  2027-02-17 07:32:51\n"
            "    pls ignore that, wrong line\n\n"
            "Ellis Gardner (Marchbank)  2027-02-17 07:33:20\n"
            "    HALDANE AUTO PARTS 6 1/8 02/30 95.50 - 96.25  ytw 7.30/7.10\n")
    got = quotes_of(ctx, text, "chat.txt")
    assert sorted((q.quote_type, q.bid, q.ask, q.dealer) for q in got) == [
        ("price", 95.5, 96.25, "marchbank"), ("yield", 7.3, 7.1, "marchbank")]
