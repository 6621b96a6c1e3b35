"""HTML bodies."""

from __future__ import annotations

from common import bkey, cusip, isin, mk, q

TO = "credit-pm@larchfield-am.com"
STYLE = "font-family:Calibri,Arial,sans-serif;font-size:11pt"


def _mail(slug, gold, sender, subject, date, html, text=None):
    return mk(slug, "html", gold, sender=sender, subject=subject, date=date, to=TO, html=html, text=text, enc="qp")


# ------------------------------------------------------------------ 51/52 ig + hy


def h01_strikethrough_updates():
    """Run table where some levels were updated in place: the old level struck through
    (<s>+95</s>) beside the new one; &#43; entities for the plus sign, &nbsp; padding."""
    d = "caldermoss"
    rows = [("HOLMFIRTH BANK", "5.1", "02/15/2032", "2032-02-15", "<s>+95</s>&nbsp;&#43;92", "&#43;88", "+92", "+88", "5x5"),
            ("ILKLEY POWER", "4.65", "07/01/2030", "2030-07-01", "&#43;71", "<s>+68</s> &#43;67", "+71", "+67", "3x3"),
            ("JACKFIELD RAIL", "5.5", "10/15/2035", "2035-10-15", "&#43;128", "&#43;123", "+128", "+123", "2x2")]
    hy = [("KEIGHLEY FOODS", "7.5", "04/01/2031", "2031-04-01", "<s>98.75</s> 98.25", "99.00", "98.25", "99.00", "2x2"),
          ("LINTON MOTORS", "8.875", "12/01/2029", "2029-12-01", "101.50", "102.125", "101.50", "102.125", "1x1")]
    tr = []
    for n, c, m, _iso, bh, ah, *_x, sz in rows:
        tr.append(f"<tr><th scope='row' style='text-align:left'>{n} {c} {m}</th><td>&nbsp;{bh}&nbsp;</td><td>&nbsp;{ah}&nbsp;</td>"
                  f"<td></td><td></td><td>{sz}</td></tr>")
    for n, c, m, _iso, bh, ah, *_x, sz in hy:
        tr.append(f"<tr><th scope='row' style='text-align:left'>{n} {c} {m}</th><td></td><td></td>"
                  f"<td>&nbsp;{bh}&nbsp;</td><td>&nbsp;{ah}&nbsp;</td><td>{sz}</td></tr>")
    html = f"""<html><body style="{STYLE}">
<p>Updated levels below (struck-through = prior level this morning).</p>
<table border="1" cellspacing="0" cellpadding="3">
<tr style="background:#dde"><th>Bond</th><th>Bid Sprd</th><th>Ask Sprd</th><th>Bid Px</th><th>Ask Px</th><th>Size (MM)</th></tr>
{chr(10).join(tr)}
</table>
<p>Nell Ashworth<br>Caldermoss Securities | Credit Sales | +44 20 7946 0722</p>
</body></html>
"""
    gold = []
    for n, c, _m, iso, _bh, _ah, b, a, sz in rows:
        gold += q(bkey(n, float(c), iso), "ig", d, size=sz, spread=(b, a))
    for n, c, _m, iso, _bh, _ah, b, a, sz in hy:
        gold += q(bkey(n, float(c), iso), "hy", d, size=sz, price=(b, a))
    return _mail("caldermoss-struck-levels", gold, "Nell Ashworth <nashworth@caldermoss.co.uk>", "CM levels (updated)",
                 "Wed, 25 Nov 2026 10:30:00 +0000", html)


def h02_transposed_table():
    """Transposed table: bonds as columns, measures as rows (Bid Sprd, Ask Sprd, Bid Px, Ask Px,
    Size)."""
    d = "marrick"
    bonds = [("MARSDEN TEL 4.9 06/01/2031", "MARSDEN TEL", 4.9, "2031-06-01", "+84", "+80", "100.62", "100.80", "5MM"),
             ("NORLAND BANK 5.3 09/15/2034", "NORLAND BANK", 5.3, "2034-09-15", "+117", "+112", "101.05", "101.42", "3MM"),
             ("OSSETT GAMES 7.75 03/15/2031", "OSSETT GAMES", 7.75, "2031-03-15", "", "", "96.75", "97.50", "2MM")]
    head = "".join(f"<th>{b[0]}</th>" for b in bonds)

    def row(label, idx):
        return f"<tr><th style='text-align:left'>{label}</th>" + "".join(f"<td align='right'>{b[idx]}</td>" for b in bonds) + "</tr>"

    html = f"""<html><body style="{STYLE}">
<div>Hi - today's focus list, sideways as requested:</div>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th></th>{head}</tr>
{row("Bid Sprd", 4)}
{row("Ask Sprd", 5)}
{row("Bid Px", 6)}
{row("Ask Px", 7)}
{row("Size", 8)}
</table>
<div>Tessa Brogden | Marrick Capital Markets</div>
</body></html>
"""
    gold = []
    for _n, iss, c, iso, bs, as_, bp, ap, sz in bonds:
        ms = {"price": (bp, ap)}
        grp = "hy" if not bs else "ig"
        if bs:
            ms = {"spread": (bs, as_), "price": (bp, ap)}
        gold += q(bkey(iss, c, iso), grp, d, size=sz, **ms)
    return _mail("marrick-transposed", gold, "Tessa Brogden <tbrogden@marrick.com>", "focus list",
                 "Wed, 25 Nov 2026 11:10:00 -0500", html)


# ------------------------------------------------------------------ 53/54 muni + structured


def h03_prev_spans_classes():
    """Cells with a grey '(prev 3.41)' span after the level; CSS classes bid / ask; munis by
    CUSIP in yield, CMBS in spread over swaps."""
    d = "hathersage"
    mun = [("57582RXM", "3.38", "3.31", "3.41", "1,000"), ("419792LR", "4.12", "4.05", "4.10", "500"),
           ("0127734W", "3.77", "3.70", "3.80", "250")]
    cmbs = [("ORDSALL CMBS 2025-C9 A5", "10", "S+98", "S+92", "S+100"), ("PADIHAM CMBS 2024-B3 AS", "5", "S+142", "S+135", "S+140")]
    tr = "\n".join(
        f"<tr><td>{cusip(b)}</td><td class='bid'>{by} <span style='color:#999'>(prev {p})</span></td>"
        f"<td class='ask'>{ay}</td><td>{par}</td></tr>" for b, by, ay, p, par in mun)
    tr2 = "\n".join(
        f"<tr><td>{n}</td><td>{sz}</td><td class='bid'>{b} <span style='color:#999'>(prev {p})</span></td><td class='ask'>{a}</td></tr>"
        for n, sz, b, a, p in cmbs)
    html = f"""<html><head><style>.bid{{color:#060}} .ask{{color:#a00}}</style></head><body style="{STYLE}">
<p><b>Munis</b> (yield %, par in $000s)</p>
<table cellpadding="3"><tr><th>CUSIP</th><th>Bid Yld</th><th>Offer Yld</th><th>Par (000)</th></tr>
{tr}
</table>
<p><b>CMBS</b> (spread to SOFR swaps, bp)</p>
<table cellpadding="3"><tr><th>Bond</th><th>Size (MM)</th><th>Bid</th><th>Offer</th></tr>
{tr2}
</table>
<p>Rachel Hirst - Hathersage Securities - 646 555 0133</p>
</body></html>
"""
    gold = []
    for b, by, ay, _p, par in mun:
        sz = float(par.replace(",", "")) * 1000
        gold += q(cusip(b), "muni", d, size=(sz, sz), yield_=(by, ay))
    for n, sz, b, a, _p in cmbs:
        gold += q(n, "structured", d, size=f"{sz}mm", i_spread=(b[2:], a[2:]))
    return _mail("hathersage-prev-spans", gold, "Rachel Hirst <rhirst@hathersage.com>", "Munis / CMBS",
                 "Wed, 25 Nov 2026 12:30:00 -0500", html)


def h04_bwic_del_tfoot():
    """BWIC talk table where a talk was revised (<del>old</del> new), a <tfoot> with the total
    face; a muni bid list with <abbr> names."""
    d = "ribblesdale"
    bw = [("QUERNMORE CLO 2020-2A C", "4,000,000", "<del>97-98</del> 97.5-98.25", "97.5", "98.25"),
          ("RIMINGTON AUTO 2024-3 D", "2,500,000", "99.75", "99.75", "99.75"),
          ("SAWLEY CARD 2023-2 B", "6,000,000", "100.125/100.375", "100.125", "100.375")]
    mun = [("<abbr title='Dormitory Authority of the State of New York'>DASNY</abbr> 5 03/15/2040", "DASNY", 5, "2040-03-15", "3.64", "2MM"),
           ("<abbr title='Texas Transportation Commission'>TX TRANS COMM</abbr> 5 04/01/2042", "TX TRANS COMM", 5, "2042-04-01", "3.91", "1MM")]
    tr = "\n".join(f"<tr><td>{n}</td><td align='right'>{f}</td><td align='right'>{t}</td></tr>" for n, f, t, _b, _a in bw)
    tr2 = "\n".join(f"<tr><td>{n}</td><td>{y}</td><td>{sz}</td></tr>" for n, _i, _c, _m, y, sz in mun)
    html = f"""<html><body style="{STYLE}">
<p>BWIC 2pm today - talk (revised where struck):</p>
<table border="1" cellspacing="0" cellpadding="3">
<thead><tr><th>Bond</th><th>Orig Face</th><th>Talk (px)</th></tr></thead>
<tbody>
{tr}
</tbody>
<tfoot><tr><td>Total</td><td align='right'>12,500,000</td><td></td></tr></tfoot>
</table>
<p>Also <b>BUYER OF</b> munis (bid yield):</p>
<table border="1" cellspacing="0" cellpadding="3">
<tr><th>Bond</th><th>Bid Yld</th><th>Size</th></tr>
{tr2}
</table>
<p>Gemma Tattersall<br>Ribblesdale Securities</p>
</body></html>
"""
    gold = []
    for n, f, _t, b, a in bw:
        sz = float(f.replace(",", ""))
        gold += q(n, "structured", d, size=(sz, sz), talk=(b, a))
    for _h, iss, c, m, y, sz in mun:
        gold += q(bkey(iss, c, m), "muni", d, size=(float(sz[:-2]) * 1e6, None), yield_=(y, None))
    return _mail("ribblesdale-bwic-del", gold, "Gemma Tattersall <gtattersall@ribblesdale.com>", "BWIC talk / muni bids",
                 "Wed, 25 Nov 2026 10:15:00 -0500", html)


# ------------------------------------------------------------------ 55/56 em sovereign + cds


def h05_flex_two_tables():
    """Two tables side by side in CSS flex divs: EM cash (px) left, sovereign CDS (bp) right."""
    d = "wharfedale"
    em = [(isin("XS", "284410753"), "NIGERIA 7.375 2033", "90.40", "91.15"),
          (isin("XS", "284410837"), "EGYPT 8.5 2037", "86.75", "87.60"),
          (isin("US", "698299BX1"), "PANAMA 6.7 2036", "98.20", "98.90")]
    cds = [("NIGERIA 5Y", "451", "471"), ("EGYPT 5Y", "538", "562"), ("PANAMA 5Y", "168", "178"), ("TURKEY 5Y", "241", "249")]
    t1 = "\n".join(f"<tr><td>{n}</td><td>{i}</td><td>{b}</td><td>{a}</td></tr>" for i, n, b, a in em)
    t2 = "\n".join(f"<tr><td>{n}</td><td>{b}</td><td>{a}</td></tr>" for n, b, a in cds)
    html = f"""<html><body style="{STYLE}">
<p>EM cash and sovereign CDS, 2mm cash / 5mm CDS:</p>
<div style="display:flex;gap:24px">
<div><table border="1" cellspacing="0" cellpadding="3"><tr><th>Bond</th><th>ISIN</th><th>Bid</th><th>Ask</th></tr>
{t1}
</table></div>
<div><table border="1" cellspacing="0" cellpadding="3"><tr><th>Sov CDS</th><th>Bid (bp)</th><th>Ask (bp)</th></tr>
{t2}
</table></div>
</div>
<p>Hamza Qureshi | Wharfedale Capital | EM</p>
</body></html>
"""
    gold = []
    for i, _n, b, a in em:
        gold += q(i, "em_sovereign", d, size="2mm", price=(b, a))
    for n, b, a in cds:
        gold += q(n, "cds", d, size="5mm", spread=(b, a))
    return _mail("wharfedale-flex-tables", gold, "Hamza Qureshi <hqureshi@wharfedale.com>", "EM cash / sov CDS",
                 "Wed, 25 Nov 2026 09:00:00 +0000", html)


def h06_bold_td_headers_repeated():
    """No <th>: header cells are <td><b>, the header row repeated every few rows, a section row
    for CDS in the same table."""
    d = "swaledale"
    em = [("ROMANI 5.75 03/24/2035", "ROMANI", 5.75, "2035-03-24", "95.90", "96.40", "6.38", "6.31"),
          ("HUNGARY 5.5 03/26/2036", "HUNGARY", 5.5, "2036-03-26", "98.10", "98.65", "5.76", "5.69"),
          ("POLAND 5.125 09/18/2034", "POLAND", 5.125, "2034-09-18", "100.35", "100.80", "5.07", "5.01"),
          ("SERBIA 6.5 09/26/2033", "SERBIA", 6.5, "2033-09-26", "102.20", "102.95", "6.13", "6.01")]
    cds = [("ROMANIA CDS 5Y", "128", "136"), ("HUNGARY CDS 5Y", "104", "111")]
    hdr = "<tr><td><b>Bond</b></td><td><b>Bid Px</b></td><td><b>Ask Px</b></td><td><b>Bid Yld</b></td><td><b>Ask Yld</b></td></tr>"
    rows = []
    for i, (n, _s, _c, _m, bp, ap, by, ay) in enumerate(em):
        if i % 2 == 0:
            rows.append(hdr)
        rows.append(f"<tr><td>{n}</td><td>{bp}</td><td>{ap}</td><td>{by}</td><td>{ay}</td></tr>")
    rows.append("<tr><td colspan='5'><b>Sovereign CDS (bp, USD 5mm)</b></td></tr>")
    for n, b, a in cds:
        rows.append(f"<tr><td>{n}</td><td>{b}</td><td>{a}</td><td></td><td></td></tr>")
    html = f"""<html><body style="{STYLE}">
<p>CEE sovs, 1mm each unless noted:</p>
<table border="1" cellspacing="0" cellpadding="3">
{chr(10).join(rows)}
</table>
<p>Kasia Nowak<br>Swaledale Securities | CEEMEA</p>
</body></html>
"""
    gold = []
    for _n, s, c, m, bp, ap, by, ay in em:
        gold += q(bkey(s, c, m), "em_sovereign", d, size="1mm", price=(bp, ap), yield_=(by, ay))
    for n, b, a in cds:
        gold += q(n, "cds", d, size="5mm", spread=(b, a))
    return _mail("swaledale-td-headers", gold, "Kasia Nowak <knowak@swaledale.com>", "CEE sovs",
                 "Wed, 25 Nov 2026 09:45:00 +0000", html)


LAYOUTS = [h01_strikethrough_updates, h02_transposed_table, h03_prev_spans_classes, h04_bwic_del_tfoot,
           h05_flex_two_tables, h06_bold_td_headers_repeated]
