"""HTML run mails: the unit in a caption, a tfoot note, a spanned heading row or a cell's own
suffix; a second measure in brackets after the first. Pairs: (ig, convert_preferred),
(em_sovereign, cds), (muni, structured)."""

from __future__ import annotations

from common import M, date, mk, q, uc, ui

STYLE = ("<style>table{border-collapse:collapse;font:12px Arial}td,th{border:1px solid #bbb;padding:2px 6px}"
         "th{background:#e8eef6}td.n{text-align:right}</style>")


def _rows(rows, num_from=1, th=False):
    out = []
    for r in rows:
        tag = "th" if th else "td"
        cells = "".join(f"<{tag}{' class=n' if (not th and j >= num_from) else ''}>{c}</{tag}>" for j, c in enumerate(r))
        out.append(f"<tr>{cells}</tr>")
    return "\n".join(out)


def _page(inner):
    return f"<html><head><meta charset=\"utf-8\">{STYLE}</head><body>\n{inner}\n</body></html>\n"


# ---------------------------------------------------------------- 37 / 38: IG, converts, preferreds


def trevithan_caption_brackets():
    d = "trevithan"
    v = [uc(f"trevithan cv {k}") for k in range(2)]
    p = [uc(f"trevithan pfd {k}") for k in range(2)]
    ig = _rows([
        ["Issuer", "Cpn", "Maturity", "Bid", "Offer", "Size"],
    ], th=True) + "\n" + _rows([
        ["LANIVET POWER", "5.2", "05/34", "+112 <small>(101.20)</small>", "+107 <small>(101.55)</small>", "5x5"],
        ["MULLION HEALTH", "4.65", "06/31", "+81 <small>(99.60)</small>", "+77 <small>(99.75)</small>", "10x10"],
        ["NANSTALLON MEDIA", "6.0", "10/55", "+176 <small>(97.80)</small>", "+171 <small>(98.45)</small>", "3x3"],
        ["PORTHLEVEN BANK", "4 7/8", "01/30", "99.35 px", "99.52 px", "5x5"],
        ["REDRUTH TELECOM", "5 5/8", "02/36", "+138 <small>(100.40)</small>", "-", "5 x -"],
    ], num_from=3)
    cv = _rows([["Convert", "CUSIP", "Bid", "Offer", "Stock", "Parity", "Delta", "Prem"]], th=True) + "\n" + _rows([
        ["ST AGNES THERAPEUTICS 1 1/2 2030 CV", v[0], "104.75", "105.50", "$38.10", "92.46", "0.62", "13.6%"],
        ["TREBAH SOFTWARE 0 2029 CV", v[1], "96.00", "96.75", "$211.40", "70.12", "0.41", "37.0%"],
    ], num_from=2)
    pf = _rows([["Preferred ($25)", "CUSIP", "Bid", "Offer", "Div", "Call"]], th=True) + "\n" + _rows([
        ["LANIVET POWER 6.25% SER B", p[0], "$25.15 <small>(6.02%)</small>", "$25.29 <small>(5.82%)</small>", "6.25%", "06/15/2029"],
        ["ZENNOR FINANCIAL 5.875% SER D", p[1], "$24.52 <small>(6.31%)</small>", "$24.70 <small>(6.18%)</small>", "5.875%", "03/15/2031"],
    ], num_from=2)
    html = _page(f"""<p>Morning - IG, converts and preferreds below.</p>
<table>
<caption style="text-align:left;font-weight:bold">US IG &mdash; levels are T-spread (bp); cash price in brackets. Sizes MM bid x offer.</caption>
{ig}
</table>
<p>&nbsp;</p>
<table>
<caption style="text-align:left;font-weight:bold">Converts &mdash; points; stock / parity / delta / premium for reference. 1MM per side.</caption>
{cv}
</table>
<p>&nbsp;</p>
<table>
<caption style="text-align:left;font-weight:bold">$25 preferreds &mdash; dollar price; yield to call in brackets. 5,000 shs min.</caption>
{pf}
</table>
<p>Ben Trevithan | Trevithan &amp; Co. | 10 Post Office Sq, Boston MA 02109 | +1 617 555 0111<br>
Indicative levels; subject to change. Member FINRA/SIPC.</p>""")
    g = []
    g += q("LANIVET POWER 5.2 2034-05", "ig", d, size="5x5", spread=("112", "107"), price=("101.20", "101.55"))
    g += q("MULLION HEALTH 4.65 2031-06", "ig", d, size="10x10", spread=("81", "77"), price=("99.60", "99.75"))
    g += q("NANSTALLON MEDIA 6 2055-10", "ig", d, size="3x3", spread=("176", "171"), price=("97.80", "98.45"))
    g += q("PORTHLEVEN BANK 4.875 2030-01", "ig", d, size="5x5", price=("99.35", "99.52"))
    g += q("REDRUTH TELECOM 5.625 2036-02", "ig", d, size=(M(5), None), spread=("138", None), price=("100.40", None))
    g += q(v[0], "convert", d, size="1mm", price=("104.75", "105.50"))
    g += q(v[1], "convert", d, size="1mm", price=("96.00", "96.75"))
    g += q(p[0], "preferred", d, price=("25.15", "25.29"), yield_=("6.02", "5.82"))
    g += q(p[1], "preferred", d, price=("24.52", "24.70"), yield_=("6.31", "6.18"))
    return mk("trevithan-html-caption-px-in-brackets", "html", g, sender="Ben Trevithan <ben@trevithan.com>",
              subject="IG / CV / pfd - Tue 4/13", date=date("08:12:40", "-0400"), html=html, enc="qp")


def cleeve_tfoot_units():
    d = "cleeveharcourt"
    ids = [ui("XS", f"cleeve ig {k}") for k in range(4)]
    cv = [ui("XS", f"cleeve cb {k}") for k in range(2)]
    pf = ui("XS", "cleeve perp")
    body = _rows([["ISIN", "Issuer", "Coupon", "Maturity", "Bid", "Offer", "Bid", "Offer", "Amt (EUR m)"]], th=True) + "\n" + _rows([
        [ids[0], "CORNELL AUTOMOTIVE", "3 3/4", "15/09/2032", "97", "92", "100.30", "100.58", "2"],
        [ids[1], "DESMOND BANK SNP", "4.25", "01/03/2031", "119", "114", "101.12", "101.31", "2"],
        [ids[2], "ELGIN UTILITIES", "3.5", "22/06/2035", "px", "px", "98.40", "98.85", "1"],
        [ids[3], "FARNDON TELECOM", "4 1/8", "10/11/2029", "4.02%", "3.95%", "100.26", "100.43", "3"],
    ], num_from=4)
    body2 = _rows([["ISIN", "Issue", "Bid", "Offer", "Parity", "Prem", "Delta", "Amt (EUR m)"]], th=True) + "\n" + _rows([
        [cv[0], "GARLAND ENERGY 1.25% 2030 CB", "102.10", "102.85", "84.30", "21.1%", "0.52", "1"],
        [cv[1], "HOLLOWAY MEDIA 0% 2028 CB", "97.40", "97.95", "41.80", "133%", "0.18", "1"],
        [pf, "DESMOND BANK 6.5% PERP NC 2030 AT1", "99.85", "100.35", "YTC", "6.56 / 6.43", "-", "0.5"],
    ], num_from=2)
    html = _page(f"""<p>Dear all, our EUR IG and CB / AT1 levels for today, 13 April.</p>
<table>
<thead><tr><th colspan=4></th><th colspan=2>Level</th><th colspan=2>Price</th><th></th></tr></thead>
{body}
<tfoot><tr><td colspan=9 style="font-size:10px">Level = spread vs mid-swaps (bp) unless the cell states otherwise (% = yield; px = quoted on price only).</td></tr></tfoot>
</table>
<p>&nbsp;</p>
<table>
{body2}
<tfoot><tr><td colspan=8 style="font-size:10px">CBs in points; parity / premium / delta for reference only.
AT1 in price with yield to call (bid / offer) in the Prem column.</td></tr></tfoot>
</table>
<p>Kind regards,<br>Alice Harcourt<br>Cleeve Harcourt Ltd | 25 Old Broad St, London EC2N 1HN | +44 20 7946 0652<br>
Authorised and regulated by the FCA, FRN 509213. Levels indicative.</p>""")
    g = []
    g += q(ids[0], "ig", d, size="2mm", i_spread=("97", "92"), price=("100.30", "100.58"))
    g += q(ids[1], "ig", d, size="2mm", i_spread=("119", "114"), price=("101.12", "101.31"))
    g += q(ids[2], "ig", d, size="1mm", price=("98.40", "98.85"))
    g += q(ids[3], "ig", d, size="3mm", yield_=("4.02%", "3.95%"), price=("100.26", "100.43"))
    g += q(cv[0], "convert", d, size="1mm", price=("102.10", "102.85"))
    g += q(cv[1], "convert", d, size="1mm", price=("97.40", "97.95"))
    g += q(pf, "preferred", d, size=(500000, 500000), price=("99.85", "100.35"), yield_=("6.56", "6.43"))
    return mk("cleeve-html-tfoot-unit-note", "html", g, sender="Alice Harcourt <aharcourt@cleeveharcourt.co.uk>",
              subject="EUR IG / CB / AT1 - 13/04", date=date("08:40:18", "+0100"), html=html, enc="qp")


# ---------------------------------------------------------------- 39 / 40: EM and CDS


def ojeda_portuguese_preco_taxa():
    d = "ojedapardo"
    e = [ui("US", f"ojeda em {k}") for k in range(3)]
    ntn = [ui("BR", f"ojeda ntnf {k}") for k in range(2)]
    cash = _rows([["ISIN", "Papel", "Compra", "Venda", "Compra", "Venda", "Lote (USD mm)"]], th=True) + "\n" + _rows([
        [e[0], "BRAZIL 6 1/2 06/2036", "101,40", "101,90", "6,29", "6,22", "2"],
        [e[1], "BRAZIL 7 1/8 05/2041", "99,85", "100,45", "7,14", "7,07", "2"],
        [e[2], "PETROSERRA GLOBAL 5 7/8 04/2033", "97,60", "98,20", "6,36", "6,24", "1"],
    ], num_from=2)
    loc = _rows([["ISIN", "Papel", "Taxa Compra", "Taxa Venda", "Lote (BRL mm)"]], th=True) + "\n" + _rows([
        [ntn[0], "NTN-F 01/01/2031", "13,245", "13,215", "50"],
        [ntn[1], "NTN-F 01/01/2035", "13,410", "13,370", "50"],
    ], num_from=2)
    cds = _rows([["Nome", "Prazo", "Compra", "Venda", "Var."]], th=True) + "\n" + _rows([
        ["BRAZIL", "5Y", "151", "156", "+2"],
        ["BRAZIL", "10Y", "248", "256", "+1"],
        ["COLOMBIA", "5Y", "197", "204", "0"],
        ["CDX EM 47", "5Y", "96,85", "97,05", "-0,10"],
    ], num_from=2)
    html = _page(f"""<p>Bom dia! Segue nosso run de hoje (13/04).</p>
<table>
<tr><th colspan=2>USD - soberanos e corporativos</th><th colspan=2>Pre&ccedil;o</th><th colspan=2>Taxa (%)</th><th></th></tr>
{cash}
</table>
<p>&nbsp;</p>
<table>
<tr><th colspan=5>Locais - NTN-F, cotadas em taxa (% a.a.)</th></tr>
{loc}
</table>
<p>&nbsp;</p>
<table>
<tr><th colspan=5>CDS (pb) - CDX EM em pre&ccedil;o - USD 10mm por lado</th></tr>
{cds}
</table>
<p>Abs,<br>Rafael Ojeda<br>Ojeda Pardo Corretora de Valores S.A. | Av. Brigadeiro Faria Lima 3477, S&atilde;o Paulo | +55 11 5555 4120<br>
Pre&ccedil;os indicativos, sujeitos a altera&ccedil;&atilde;o.</p>""")
    g = []
    g += q(e[0], "em_sovereign", d, size="2mm", comma=True, price=("101,40", "101,90"), yield_=("6,29", "6,22"))
    g += q(e[1], "em_sovereign", d, size="2mm", comma=True, price=("99,85", "100,45"), yield_=("7,14", "7,07"))
    g += q(e[2], "em_sovereign", d, size="1mm", comma=True, asset_class="corporate", price=("97,60", "98,20"), yield_=("6,36", "6,24"))
    g += q(ntn[0], "em_sovereign", d, size="50mm", comma=True, yield_=("13,245", "13,215"))
    g += q(ntn[1], "em_sovereign", d, size="50mm", comma=True, yield_=("13,410", "13,370"))
    g += q("BRAZIL 5Y", "cds", d, size="10mm", spread=("151", "156"))
    g += q("BRAZIL 10Y", "cds", d, size="10mm", spread=("248", "256"))
    g += q("COLOMBIA 5Y", "cds", d, size="10mm", spread=("197", "204"))
    g += q("CDX EM 47 5Y", "cds", d, size="10mm", comma=True, price=("96,85", "97,05"))
    return mk("ojeda-html-preco-taxa-ntnf-cds", "html", g, sender="Rafael Ojeda <rafael.ojeda@ojedapardo.com.br>",
              subject="Run EM 13/04 - soberanos, NTN-F, CDS", date=date("09:05:33", "-0300"), html=html, enc="qp")


def tarazona_heading_rows():
    d = "tarazona"
    e = [ui("US", f"tarazona em {k}") for k in range(3)]
    mb = [ui("MX", f"tarazona mbono {k}") for k in range(2)]
    rows = _rows([["Bono / Nombre", "ISIN", "Compra", "Venta", "Cierre ant."]], th=True) + "\n" + \
        "<tr><td colspan=5 style='background:#eee'><b>SOBERANOS USD &mdash; precio</b> (rendimiento en la columna siguiente)</td></tr>\n" + _rows([
            ["MEX 6.35 02/2035", e[0], "100.55 <i>(6.27%)</i>", "101.05 <i>(6.19%)</i>", "100.40"],
            ["TOLTECA ENERGIA 7 1/2 09/2037", e[1], "96.30 <i>(8.03%)</i>", "96.90 <i>(7.94%)</i>", "96.10"],
            ["ECUADOR 6 7/8 01/2032", e[2], "-", "99.95 <i>(6.89%)</i>", "99.70"],
        ], num_from=2) + "\n" + \
        "<tr><td colspan=5 style='background:#eee'><b>MBONOS &mdash; rendimiento (%)</b>, MXN 100mm por lado</td></tr>\n" + _rows([
            ["MBONO 8 1/2 03/2029", mb[0], "8.965", "8.945", "8.990"],
            ["MBONO 7 3/4 11/2042", mb[1], "9.540", "9.505", "9.560"],
        ], num_from=2) + "\n" + \
        "<tr><td colspan=5 style='background:#eee'><b>CDS &mdash; pb</b>, USD 10mm por lado</td></tr>\n" + _rows([
            ["MEXICO 5Y", "", "97", "101", "98"],
            ["PANAMA 5Y", "", "182", "190", "184"],
            ["TOLTECA 5Y", "", "312", "325*", "318"],
        ], num_from=2)
    html = _page(f"""<p>Buen d&iacute;a, niveles de hoy:</p>
<table>
{rows}
</table>
<p style="font-size:10px">* TOLTECA CDS venta indicativa, sin refrescar desde la apertura. Cierre ant. = cierre de ayer, referencia.</p>
<p>Saludos,<br>Diego Tarazona<br>Tarazona Capital, Casa de Bolsa | Paseo de la Reforma 250, CDMX | +52 55 5555 8120</p>""")
    g = []
    g += q(e[0], "em_sovereign", d, price=("100.55", "101.05"), yield_=("6.27", "6.19"))
    g += q(e[1], "em_sovereign", d, asset_class="corporate", price=("96.30", "96.90"), yield_=("8.03", "7.94"))
    g += q(e[2], "em_sovereign", d, price=(None, "99.95"), yield_=(None, "6.89"))
    g += q(mb[0], "em_sovereign", d, size="100mm", yield_=("8.965", "8.945"))
    g += q(mb[1], "em_sovereign", d, size="100mm", yield_=("9.540", "9.505"))
    g += q("MEXICO 5Y", "cds", d, size="10mm", spread=("97", "101"))
    g += q("PANAMA 5Y", "cds", d, size="10mm", spread=("182", "190"))
    g += q("TOLTECA 5Y", "cds", d, size="10mm", review=("spread",), spread=("312", "325"))
    return mk("tarazona-html-heading-rows-units", "html", g, sender="Diego Tarazona <dtarazona@tarazona.mx>",
              subject="Niveles EM / MBONOS / CDS - 13 abr", date=date("08:35:07", "-0600"), html=html, enc="qp")


# ---------------------------------------------------------------- 41 / 42: munis and securitised


def wickhamsole_muni_suffix_clo():
    d = "wickhamsole"
    m = [uc(f"wickham muni {k}") for k in range(3)]
    s = [uc(f"wickham sec {k}") for k in range(3)]
    mu = _rows([["CUSIP", "Issuer", "Cpn", "Maturity", "Par (000)", "Bid", "Offer"]], th=True) + "\n" + _rows([
        [m[0], "LOS ANGELES DEPT WTR &amp; PWR", "5.000", "07/01/2039", "1,000", "3.28% / 109.995 to call", "3.22% / 110.365 to call"],
        [m[1], "CONNECTICUT ST GO", "4.000", "06/15/2032", "500", "3.05% / 104.375", "2.99% / 104.658"],
        [m[2], "ILLINOIS ST TOLL HWY", "5.000", "01/01/2045", "2,000", "-", "3.82% / 109.328 to call"],
    ], num_from=4)
    sc = _rows([["CUSIP", "Deal / Class", "WAL", "Spread Bid", "Spread Ofr", "Px Bid", "Px Ofr", "Size (MM)"]], th=True) + "\n" + _rows([
        [s[0], "MARAZION CLO 2025-2 A", "5.1", "SOFR+127", "SOFR+121", "100.06", "100.15", "5"],
        [s[1], "MARAZION CLO 2025-2 C", "6.3", "SOFR+212", "SOFR+198", "99.85", "100.25", "2"],
        [s[2], "PENZANCE AUTO 2026-1 A3", "1.8", "I+61", "I+55", "100-03", "100-04+", "10"],
    ], num_from=2)
    html = _page(f"""<p>Munis and securitized for Tuesday.</p>
<table>
<tr><th colspan=7>MUNICIPALS &mdash; each side: yield / dollar price (to maturity unless &ldquo;to call&rdquo;)</th></tr>
{mu}
</table>
<p>&nbsp;</p>
<table>
<tr><th colspan=8>SECURITIZED &mdash; CLO spreads are discount margins over 3m SOFR; ABS over the I-curve</th></tr>
{sc}
</table>
<p>MMD 10y 2.91%, 20y 3.44%. ILLINOIS bid withdrawn. Call calendar: LADWP 07/01/33 @ 100, IL TOLL 01/01/35 @ 100.</p>
<p>Kara Sole | Wickham Sole &amp; Co | 101 California St, San Francisco CA 94111 | (415) 555-0172</p>""")
    g = []
    g += q(m[0], "muni", d, size=(M(1), M(1)), yield_=("3.28", "3.22"), price=("109.995", "110.365"))
    g += q(m[1], "muni", d, size=(500000, 500000), yield_=("3.05", "2.99"), price=("104.375", "104.658"))
    g += q(m[2], "muni", d, size=(None, M(2)), yield_=(None, "3.82"), price=(None, "109.328"))
    g += q(s[0], "structured", d, size="5mm", dm=("127", "121"), price=("100.06", "100.15"))
    g += q(s[1], "structured", d, size="2mm", dm=("212", "198"), price=("99.85", "100.25"))
    g += q(s[2], "structured", d, size="10mm", i_spread=("61", "55"), price=("100-03", "100-04+"))
    return mk("wickhamsole-html-muni-to-call-clo-sofr", "html", g, sender="Kara Sole <ksole@wickhamsole.com>",
              subject="Munis / securitized 4/13", date=date("10:22:19", "-0700"), html=html, enc="qp")


def duddon_bwic_covers_muni_px():
    d = "duddonshaw"
    m = [uc(f"duddon muni {k}") for k in range(4)]
    b = [uc(f"duddon bwic {k}") for k in range(4)]
    mu = _rows([["CUSIP", "Description", "Par", "Bid $", "Offer $", "Yield (B/O)"]], th=True) + "\n" + _rows([
        [m[0], "NYS DORM AUTH 5s 03/15/2032", "1MM", "109.276", "109.52", "3.15 / 3.10"],
        [m[1], "SEATTLE WA MUNI LT 4s 12/01/2035", "500M", "102.171", "102.45", "3.70 / 3.66"],
        [m[2], "HOUSTON TX UTIL 5 1/4s 11/15/2035", "2MM", "108.344", "108.71", "4.02 / 3.97"],
        [m[3], "UTAH ST GO 4s 07/01/2030", "250M", "103.781", "-", "2.68 / -"],
    ], num_from=2)
    bw = _rows([["#", "CUSIP", "Deal / Class", "Orig Face", "Talk", "Cover", "Result"]], th=True) + "\n" + _rows([
        ["1", b[0], "TRURO PARK CLO 2024-2 B", "6.0MM", "DM 180-190", "DM 184", "TRADED"],
        ["2", b[1], "TRURO PARK CLO 2024-2 E", "2.5MM", "92-93", "92.56", "TRADED"],
        ["3", b[2], "FOWEY SOLAR ABS 2025-1 A", "12.0MM", "99.75/100", "-", "DNT"],
        ["4", b[3], "MEVAGISSEY CMBS 2023-C4 B", "8.0MM", "low 90s", "-", "DNT"],
    ], num_from=3)
    html = _page(f"""<p>Munis (dollar price first, yield after) and this morning's BWIC results below.</p>
<table>
{mu}
</table>
<p style="font-size:10px">M = $000s. Yield column: bid yield / offer yield, %.</p>
<table>
<tr><th colspan=7>BWIC 13-Apr 11:00 &mdash; results (talk / cover in the unit shown: DM in bp, else price)</th></tr>
{bw}
</table>
<p>Duddon Shaw Securities | 1 Liberty Plaza, New York NY 10006 | +1 212 555 0391 | desk@duddonshaw.com</p>""")
    g = []
    g += q(m[0], "muni", d, size="1mm", price=("109.276", "109.52"), yield_=("3.15", "3.10"))
    g += q(m[1], "muni", d, size=(500000, 500000), price=("102.171", "102.45"), yield_=("3.70", "3.66"))
    g += q(m[2], "muni", d, size="2mm", price=("108.344", "108.71"), yield_=("4.02", "3.97"))
    g += q(m[3], "muni", d, size=(250000, None), price=("103.781", None), yield_=("2.68", None))
    g += q(b[0], "structured", d, size="6mm", talk=("180", "190"), cover=("184", "184"))
    g += q(b[1], "structured", d, size="2.5mm", talk=("92", "93"), cover=("92.56", "92.56"))
    g += q(b[2], "structured", d, size="12mm", talk=("99.75", "100"))
    return mk("duddon-html-muni-px-first-bwic-covers", "html", g, sender="Desk <desk@duddonshaw.com>",
              subject="Munis + BWIC results 13-Apr", date=date("12:02:45", "-0400"), html=html, enc="qp")


LAYOUTS = [
    trevithan_caption_brackets, cleeve_tfoot_units,
    ojeda_portuguese_preco_taxa, tarazona_heading_rows,
    wickhamsole_muni_suffix_clo, duddon_bwic_covers_muni_px,
]
