"""HTML bodies: two pairs (governments with FRNs, EM / HY / CDS)."""

from __future__ import annotations

from common import bkey, date, eu, frac, mk, n32, q, ui, ylds

CSS = "font-family:Calibri,Arial,sans-serif;font-size:10pt"


def _page(inner):
    return f'<html><head><meta charset="utf-8"></head><body style="{CSS}">\n{inner}\n</body></html>\n'


def h39_scorton_br_cells():
    d = "scorton"
    ust = [(4.125, "2029-11-30", 99.96875, 99.984375, "-0+"), (4.25, "2032-11-30", 100.046875, 100.0625, "+1"),
           (4.375, "2037-11-15", 99.21875, 99.25, "+2+"), (4.625, "2057-11-15", 98.4375, 98.5, "+4")]
    gold = []
    trs = []
    for c, iso, b, a, chg in ust:
        yb, ya = ylds(c, b, iso, 3), ylds(c, a, iso, 3)
        mt = f"{iso[5:7]}/{iso[8:]}/{iso[2:4]}"
        trs.append(f"<tr><td>T {frac(c)} {mt}</td><td align=right>{n32(b)}<br>{n32(a)}</td><td align=right>{yb}<br>{ya}</td>"
                   f'<td align=right style="color:#888">{chg}</td><td align=right>25</td></tr>')
        gold += q(bkey("T", c, iso), "government", d, size="25MM", price=(n32(b), n32(a)), yield_=(yb, ya))
    frn = [("ALDWARK BANK", "2029-04-16", "S+88", "94", "87", "100.12", "100.30", ""),
           ("BRAFFERTON FINANCE", "2030-11-04", "S+121", "131", "122", "99.84", "100.20", ""),
           ("CUNDALL AUTO TRUST", "2028-12-15", "S+62", "70", "64", "100.05", "100.13", " (indic)")]
    ftrs = []
    for name, iso, qm, db, da, pb, pa, note in frn:
        isn = ui("US", name + iso)
        ftrs.append(f"<tr><td>{name} FRN {iso[5:7]}/{iso[2:4]}<br><small>{isn}</small></td><td>{qm}</td>"
                    f"<td align=right>{db}<br>{da}{note}</td><td align=right>{pb}<br>{pa}</td></tr>")
        gold += q(isn, "frn", d, size="3MM", review=("dm", "price") if note else (), dm=(db, da), price=(pb, pa))
    th = '<tr style="background:#1f3864;color:white">'
    html = _page(f"""<p>Good afternoon,</p>
<p>UST and USD floaters below. Each level cell holds our bid on the first line and our offer under it.</p>
<table border=1 cellspacing=0 cellpadding=3>
<caption>US Treasuries - 32nds, 25MM per side</caption>
{th}<th>Security</th><th>Px<br>(bid / offer)</th><th>Yld<br>(bid / offer)</th><th>Chg (32s)</th><th>Size (MM)</th></tr>
{"".join(trs)}
</table>
<br>
<table border=1 cellspacing=0 cellpadding=3>
<caption>USD FRNs - discount margin over SOFR (bp), 3MM per side</caption>
{th}<th>Issue / ISIN</th><th>QM</th><th>DM<br>(bid / offer)</th><th>Px<br>(bid / offer)</th></tr>
{"".join(ftrs)}
</table>
<p>CUNDALL marked indic: we haven't refreshed it since yesterday's close.</p>
<p>Thanks,<br>Ola Brennan<br>Scorton Securities LLC | Rates &amp; Floaters<br>+1 212 555 0192</p>
<p style="font-size:7pt;color:#777">Scorton Securities LLC, member FINRA. For institutional investors only.</p>""")
    return mk("scorton-br-cells-ust-frn", "html", gold, sender="Ola Brennan <obrennan@scorton.com>", subject="UST / FRN pm levels",
              date=date("14:05:11", day=24), html=html, enc="qp")


def h40_thornthwaite_egb_bands():
    d = "thornthwaite"
    gold = []
    rows = []
    for tk, c, iso, pb, pa in [("OAT", 3.0, "2034-11-25", 98.62, 98.69), ("BTPS", 3.85, "2035-02-01", 100.35, 100.44), ("SPGB", 3.15, "2033-04-30", 100.02, 100.09),
                               ("BGB", 2.85, "2034-10-22", 97.9, 98.02)]:
        isn = ui({"OAT": "FR", "BTPS": "IT", "SPGB": "ES", "BGB": "BE"}[tk], tk + iso)
        yb, ya = ylds(c, pb, iso, 3, freq=1), ylds(c, pa, iso, 3, freq=1)
        mark = "*" if tk == "BGB" else ""
        rows.append(f"<tr><td>{tk} {eu(c, 2)} {iso[8:]}/{iso[5:7]}/{iso[:4]}</td><td>{isn}</td><td>{eu(pb)}{mark}</td><td>{eu(pa)}{mark}</td>"
                    f"<td>{eu(float(yb), 3)}</td><td>{eu(float(ya), 3)}</td></tr>")
        gold += q(isn, "government", d, size="10MM", comma=True, review=("price",) if mark else (),
                  price=(eu(pb), eu(pa)), yield_=(eu(float(yb), 3), eu(float(ya), 3)))
    frows = []
    for name, iso, db, da in [("SAWREY BANK FRN", "2029-07-10", "41", "35"), ("HAWKSHEAD AUTO FRN", "2030-02-19", "78", "69")]:
        isn = ui("XS", name + iso)
        frows.append(f"<tr><td>{name} {iso[8:]}/{iso[5:7]}/{iso[:4]}</td><td>{isn}</td><td colspan=2></td><td>{db}</td><td>{da}</td></tr>")
        gold += q(isn, "frn", d, size="10MM", dm=(db, da))
    html = _page(f"""<p>Bonjour,</p>
<table border=1 cellspacing=0>
<tr><th rowspan=2>Titre</th><th rowspan=2>ISIN</th><th colspan=2>Prix</th><th colspan=2>Rendement / DM</th></tr>
<tr><th>Achat</th><th>Vente</th><th>Achat</th><th>Vente</th></tr>
{"".join(rows)}
<tr><td colspan=6><b>FRN - DM (pb)</b></td></tr>
{"".join(frows)}
</table>
<p>EUR 10m par ligne.<br>* Prix indicatif, non ferme.</p>
<p>Cordialement,<br>Claire Mounier<br>Thornthwaite SA | +33 1 55 55 01 62</p>""")
    return mk("thornthwaite-egb-frn-bands", "html", gold, sender="Claire Mounier <cmounier@thornthwaite.fr>", subject="Govies / FRN",
              date=date("09:15:00", "+0100", day=22), html=html, enc="qp")


def h41_ulleskelf_section_rows():
    d = "ulleskelf"
    gold = []
    em = []
    for tk, c, iso, pb, pa in [("INDON", 4.85, "2034-01-11", 97.6, 98.1), ("PHILIP", 5.25, "2037-05-14", 100.45, 101.0), ("SAUDI", 5.0, "2035-01-18", 99.15, 99.55)]:
        isn = ui("US" if tk != "SAUDI" else "XS", tk + iso)
        yb, ya = ylds(c, pb, iso, 2), ylds(c, pa, iso, 2)
        em.append(f"<tr><td>{tk} {c:g} {iso[5:7]}/{iso[2:4]}</td><td>{isn}</td><td>{pb:.2f}</td><td>{pa:.2f}</td><td>{yb}</td><td>{ya}</td></tr>")
        gold += q(isn, "em_sovereign", d, size="2MM", price=(f"{pb:.2f}", f"{pa:.2f}"), yield_=(yb, ya))
    hy = []
    for name, c, iso, pb, pa in [("DISHFORTH AVIATION", 7.5, "2031-02-15", 96.75, 97.375), ("ESCRICK HOMES", 6.125, "2030-10-01", 99.0, 99.625)]:
        yb, ya = ylds(c, pb, iso, 2), ylds(c, pa, iso, 2)
        hy.append(f"<tr><td>{name} {frac(c)} {iso[5:7]}/{iso[8:]}/{iso[2:4]}</td><td></td><td>{frac(pb)}</td><td>{frac(pa)}</td><td>{yb}</td><td>{ya}</td></tr>")
        gold += q(bkey(name, c, iso), "hy", d, size="2MM", price=(frac(pb), frac(pa)), yield_=(yb, ya))
    cds = []
    for name, b, a in [("INDONESIA 5Y", "78", "83"), ("PHILIPPINES 5Y", "61", "66"), ("DISHFORTH AVIATION SNR 5Y", "355", "370")]:
        cds.append(f"<tr><td>{name}</td><td></td><td>{b}</td><td>{a}</td><td></td><td></td></tr>")
        gold += q(name, "cds", d, size="5MM", spread=(b, a))
    sec = '<tr style="background:#d9e1f2"><td colspan=6><b>{}</b></td></tr>'
    sub = "<tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>"
    html = _page(f"""<p>Hi team - Asia EM, a couple of HY and CDS, all in one table. The sub-header row in each block
gives that block's columns. Cash 2MM per side, CDS 5MM.</p>
<table border=1 cellspacing=0 cellpadding=2>
{sec.format("EM SOVEREIGNS (USD)")}
{sub.format("Bond", "ISIN", "Px Bid", "Px Ask", "Yld Bid", "Yld Ask")}
{"".join(em)}
{sec.format("HIGH YIELD")}
{sub.format("Bond", "", "Px Bid", "Px Ask", "YTW Bid", "YTW Ask")}
{"".join(hy)}
{sec.format("CDS (bp, running)")}
{sub.format("Reference / tenor", "", "Bid", "Ask", "", "")}
{"".join(cds)}
</table>
<p>SAUDI 35s - the 99.05 print on the tape this morning was a client trade, not us.</p>
<p>Best<br>Wen Li Tan<br>Ulleskelf Capital Markets (Singapore) Pte Ltd<br>+65 6555 0137</p>""")
    return mk("ulleskelf-section-rows-em-hy-cds", "html", gold, sender="Wen Li Tan <wenli.tan@ulleskelf.com.sg>", subject="Asia EM / HY / CDS",
              date=date("16:40:25", "+0800", day=29), html=html, enc="qp")


def h42_wressle_two_tables():
    d = "wressle"
    gold = []
    rows = []
    for tk, c, iso, pb, pa in [("MEX", 5.4, "2034-02-09", 97.05, 97.55), ("COLOM", 8.0, "2035-11-14", 101.4, 102.0)]:
        yb, ya = ylds(c, pb, iso, 2), ylds(c, pa, iso, 2)
        rows.append(f"<tr><td>{tk} {c:g} {iso[:4]}</td><td>{pb:.2f} / {pa:.2f}</td><td>{yb}% / {ya}%</td></tr>")
        gold += q(bkey(tk, c, iso[:4]), "em_sovereign", d, size="3MM", price=(f"{pb:.2f}", f"{pa:.2f}"), yield_=(yb, ya))
    for name, c, iso, pb, pa in [("FLAXBY CABLE", 8.25, "2032", 99.25, 100.0)]:
        rows.append(f"<tr><td>{name} {frac(c)} {iso}</td><td>{frac(pb)} / {frac(pa)}</td><td></td></tr>")
        gold += q(bkey(name, c, iso), "hy", d, size="3MM", price=(frac(pb), frac(pa)))
    crow = []
    for name, b, a in [("MEXICO 5Y", "104", "109"), ("COLOMBIA 5Y", "168", "175"), ("FLAXBY CABLE 5Y", "402", "420")]:
        crow.append(f"<tr><td>{name}</td><td>{b} / {a}</td></tr>")
        gold += q(name, "cds", d, size="10MM", spread=(b, a))
    html = _page(f"""<p>Levels:</p>
<table border=1><tr><th>Bond</th><th>Px</th><th>Yld</th></tr>{"".join(rows)}</table>
<p>CDS (bp), 10x10:</p>
<table border=1><tr><th>Name</th><th>Bid / Ask</th></tr>{"".join(crow)}</table>
<p>Cash 3MM per side.</p><p>Amy Pollard | Wressle Securities | 305 555 0163</p>""")
    return mk("wressle-two-tables-em-hy-cds", "html", gold, sender="Amy Pollard <apollard@wressle.com>", subject="EM / HY / CDS",
              date=date("10:22:00", day=30), html=html, enc="qp")


LAYOUTS = [h39_scorton_br_cells, h40_thornthwaite_egb_bands, h41_ulleskelf_section_rows, h42_wressle_two_tables]
