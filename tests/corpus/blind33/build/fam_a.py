"""Families 1-4: UST text run, agency HTML table, CMBS ruled PDF, UST monospace PDF."""
import datetime as dt, random, html as H
from common import *

def sig(sp):
    return (f"\n{sp['person']}\n{sp['desk']} | {sp['firm']}\n"
            f"T {sp['phone']} | {sp['email']}\n\n"
            f"This message is for information only and is not an offer or solicitation to buy or sell any "
            f"security. {sp['firm']} and its affiliates may hold positions in instruments mentioned. "
            f"Levels are indicative and subject to change without notice.\n")

def frm(sp):
    return f"{sp['person']} <{sp['email']}>"

def msgid(sp, tag):
    return f"<{tag}.{sp['num']:02d}.{sp['date'].strftime('%Y%m%d%H%M%S')}@{sp['email'].split('@')[1]}>"

# ----------------------------------------------------------------- F1 text UST run
def ust_text(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; v = sp['v']; settle = sp['date'].date() + dt.timedelta(days=1)
    style = 'plus' if v == 0 else 'digit'
    quotes = []
    L = []
    hdr = sp['title']
    L.append(hdr)
    L.append("")
    L.append("On the run, 50x50 unless noted. Px in 32nds, chg in 32nds, yld is mid (ref).")
    L.append("")
    L.append(f"{'':5}{'Bond':22}{'Bid / Offer':>22}   {'chg':>5}  {'yld(mid)':>8}  size")
    otr = sp['otr']
    for lab, cpn, mat, y0, sz in otr:
        bid = round(bond_price(cpn, y0, settle, mat) * 128) / 128
        ask = bid + rng.choice([1, 2]) / 128
        ym = bond_yield(cpn, (bid + ask) / 2, settle, mat)
        name = f"T {frac_coupon(cpn)} {mat.month}/{mat.day}/{mat.strftime('%y')}"
        if rng.random() < 0.5 and int(bid) == int(ask):
            lvl = f"{to32(bid, style)} / {to32_short(ask, style)}"
        else:
            lvl = f"{to32(bid, style)} / {to32(ask, style)}"
        chg = rng.choice(['+1', '-2', '+0+', '-1+', '+3', 'unch'])
        sztxt = f"{sz}x{sz}" if sz else ""
        L.append(f"{lab:5}{name:22}{lvl:>22}   {chg:>5}  {ym:8.3f}  {sztxt}")
        s = (sz or 50) * 1e6
        quotes.append(Q(f"T {cpn_key(cpn)} {iso(mat)}", 'government', 'price', bid, ask, s, s, d))
    L.append("")
    # WI on yield
    L.append(sp['wi_head'])
    for lab, y, sz in sp['wi']:
        bid = y; ask = round(y - rng.choice([0.002, 0.003, 0.005]), 3)
        L.append(f"  {lab:16} {bid:.3f} / {ask:.3f}   {sp['wi_note']}" + (f"  {sz}x{sz}" if sz else ''))
        s = 50e6 if not sz else sz * 1e6
        quotes.append(Q(lab.upper(), 'government', 'yield', bid, ask, s, s, d))
    L.append("")
    L.append(sp['bill_head'])
    for cu, mat, r in sp['bills']:
        ask = round(r - rng.choice([0.01, 0.015, 0.02]), 4)
        days = (mat - settle).days
        L.append(f"  B 0 {mdy(mat)}  {cu}   {r:.3f} / {ask:.3f}   {days}d   bey {r + 0.12:.3f}")
        quotes.append(Q(cu, 'government', 'yield', r, round(ask, 3), sp['bill_size'], sp['bill_size'], d))
    L.append("")
    L.append(sp['otr_head2'])
    for cpn, mat, y0 in sp['offruns']:
        bid = round(bond_price(cpn, y0, settle, mat) * 128) / 128
        ask = bid + rng.choice([2, 4]) / 128
        chg = rng.choice(['(+1)', '(-2)', '(+0+)', '(-1)'])
        name = f"T {frac_coupon(cpn)} {mdy(mat)}"
        L.append(f"  {name:24} {to32(bid, style)} - {to32(ask, style)}  {chg}  was {to32(bid - 3/32, style)} last night")
        quotes.append(Q(f"T {cpn_key(cpn)} {iso(mat)}", 'government', 'price', bid, ask, sp['offrun_size'], sp['offrun_size'], d))
    L.append("")
    L.append(sp['closing'])
    body = "\n".join(L) + "\n" + sig(sp)
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'ustrun'), body)
    # bills with 100x100 are sized on their heading
    return eml, 'text', quotes

# ----------------------------------------------------------------- F3 HTML agencies
def agency_html(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; settle = sp['date'].date() + dt.timedelta(days=1)
    quotes = []
    th = 'style="border:1px solid #999;padding:2px 6px;background:#1F3864;color:white;font-family:Calibri;font-size:10pt"'
    td = 'style="border:1px solid #BFBFBF;padding:2px 6px;font-family:Calibri;font-size:10pt;text-align:right"'
    tdl = 'style="border:1px solid #BFBFBF;padding:2px 6px;font-family:Calibri;font-size:10pt"'
    def row(cells, lefts=2):
        return '<tr>' + ''.join(f'<td {tdl if i < lefts else td}>{H.escape(c)}</td>' for i, c in enumerate(cells)) + '</tr>'
    hdr1 = sp['bullet_cols']
    rows = []; trows = []
    for iss, pfx, cpn, mat, bmk, bmky, sprd in sp['bullets']:
        cu = rand_cusip(rng, pfx)
        ya = bmky + sprd / 100
        ask_s = sprd; bid_s = sprd + rng.choice([2, 3, 4])
        pb = round(bond_price(cpn, bmky + bid_s / 100, settle, mat) * 128) / 128
        pa = pb + rng.choice([2, 3, 4]) / 128
        chg = rng.choice(['+1', '0', '-1', '-2', '+2'])
        if sp['v'] == 0:
            cells = [iss, cu, f"{cpn:.3f}", mdy(mat, False), bmk, f"+{bid_s}", f"+{ask_s}",
                     to32(pb), to32(pa), f"{bmky:.3f}", chg]
        else:
            cells = [cu, f"{iss} {cpn:.3f} {mdy(mat, False)}", bmk, f"{bid_s}/{ask_s}",
                     to32(pb, 'digit'), to32(pa, 'digit'), chg, f"{years_between(settle, mat):.2f}"]
        rows.append(row(cells, 2 if sp['v'] == 0 else 3))
        trows.append('\t'.join(cells))
        quotes.append(Q(cu, 'agency', 'spread', bid_s, ask_s, sp['bullet_size'], sp['bullet_size'], d))
        quotes.append(Q(cu, 'agency', 'price', pb, pa, sp['bullet_size'], sp['bullet_size'], d))
    dn_rows = []; dtrows = []
    for iss, pfx, mat, r in sp['dns']:
        cu = rand_cusip(rng, pfx)
        ra = round(r - rng.choice([0.01, 0.02, 0.03]), 3)
        days = (mat - settle).days
        px = 100 - r * days / 360
        cells = [iss + ' DN', cu, mdy(mat, False), str(days), f"{r:.3f}", f"{ra:.3f}", f"{px:.4f}"]
        dn_rows.append(row(cells, 2))
        dtrows.append('\t'.join(cells))
        quotes.append(Q(cu, 'agency', 'yield', r, ra, sp['dn_size'], sp['dn_size'], d))
    tbl_style = 'style="border-collapse:collapse;mso-table-lspace:0pt"'
    h = ['<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
         '<style><!-- p.MsoNormal{margin:0in;font-size:11.0pt;font-family:"Calibri",sans-serif;} --></style></head>',
         '<body lang="EN-US"><div class="WordSection1">',
         f'<p class="MsoNormal">{H.escape(sp["greeting"])}</p><p class="MsoNormal">&nbsp;</p>',
         f'<p class="MsoNormal"><b>{H.escape(sp["bullet_title"])}</b></p>',
         f'<table class="MsoNormalTable" border="0" cellspacing="0" cellpadding="0" {tbl_style}>',
         '<tr>' + ''.join(f'<th {th}>{H.escape(c)}</th>' for c in hdr1) + '</tr>', *rows, '</table>',
         '<p class="MsoNormal">&nbsp;</p>',
         f'<p class="MsoNormal">{H.escape(sp["between"])}</p><p class="MsoNormal">&nbsp;</p>',
         f'<p class="MsoNormal"><b>{H.escape(sp["dn_title"])}</b></p>',
         f'<table class="MsoNormalTable" border="0" cellspacing="0" cellpadding="0" {tbl_style}>',
         '<tr>' + ''.join(f'<th {th}>{H.escape(c)}</th>' for c in sp['dn_cols']) + '</tr>', *dn_rows, '</table>',
         '<p class="MsoNormal">&nbsp;</p>',
         '<p class="MsoNormal">' + '<br>'.join(H.escape(x) for x in sig(sp).strip().split('\n')) + '</p>',
         '</div></body></html>']
    text = (sp['greeting'] + "\n\n" + sp['bullet_title'] + "\n" + '\t'.join(hdr1) + "\n" + "\n".join(trows) +
            "\n\n" + sp['between'] + "\n\n" + sp['dn_title'] + "\n" + '\t'.join(sp['dn_cols']) + "\n" +
            "\n".join(dtrows) + "\n" + sig(sp))
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'agy'), text, html="\n".join(h))
    return eml, 'html', quotes

# ----------------------------------------------------------------- F5 CMBS ruled PDF, continued table
def cmbs_pdf(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']
    quotes = []
    pdf = PDF(title=sp['pdf_title'], producer=sp['producer'])
    cols = sp['cols']  # list of (header line1, header line2, width, align)
    x0 = 30
    rows = []
    for deal, classes in sp['deals']:
        for cls, rtg, wal, fac, cpn, s in classes:
            sb = s + rng.choice([5, 7, 10]) if cls not in ('AAA', 'A-1') else s + rng.choice([3, 4, 5])
            pb = round(rng.uniform(93, 101.5) * 8) / 8 if not cls.startswith('X') else None
            pa = pb + rng.choice([0.25, 0.375, 0.5]) if pb else None
            rows.append((deal, cls, rtg, wal, fac, cpn, sb, s, pb, pa))
    # IO rows on yield
    iorows = []
    for deal, cls, wal, y in sp['ios']:
        ya = round(y - rng.choice([0.05, 0.10, 0.15]), 2)
        iorows.append((deal, cls, wal, y, ya))
    per_page = sp['per_page']
    chunks = [rows[i:i + per_page] for i in range(0, len(rows), per_page)]
    npages = len(chunks) + (1 if sp['v'] == 1 else 0)
    pno = 0
    def header(p, y):
        x = x0
        p.rect(x0, y - 16, sum(c[2] for c in cols), 24, gray=0.82)
        for h1, h2, w, al in cols:
            xx = x + 3 if al == 'l' else x + w - 3
            p.text(xx, y, h1, 'F2', 7, 'left' if al == 'l' else 'right')
            if h2:
                p.text(xx, y - 9, h2, 'F2', 7, 'left' if al == 'l' else 'right')
            x += w
        p.line(x0, y + 8, x, y + 8, 0.8); p.line(x0, y - 16, x, y - 16, 0.8)
        return y - 28
    def cellrow(p, y, vals):
        x = x0
        for (h1, h2, w, al), v in zip(cols, vals):
            xx = x + 3 if al == 'l' else x + w - 3
            p.text(xx, y, v, 'F1', 7.5, 'left' if al == 'l' else 'right')
            x += w
        p.line(x0, y - 4, x, y - 4, 0.3, 0.5)
        # vertical rules
        return y - 13
    for ci, ch in enumerate(chunks):
        p = pdf.page(792, 612)
        pno += 1
        p.text(x0, 580, sp['pdf_title'], 'F2', 12)
        p.text(x0, 566, sp['subtitle'] + (" (continued)" if ci else ""), 'F1', 8)
        y = header(p, 540)
        top = 548
        for r in ch:
            deal, cls, rtg, wal, fac, cpn, sb, s, pb, pa = r
            vals = sp['fmt_row'](r)
            y = cellrow(p, y, vals)
        # vertical rules
        x = x0
        for c in cols:
            p.line(x, top, x, y + 9, 0.3)
            x += c[2]
        p.line(x, top, x, y + 9, 0.3)
        p.text(x0, 30, sp['footer'], 'F1', 6.5)
        p.text(762, 30, f"Page {pno} of {npages}", 'F1', 7, 'right')
        for r in ch:
            deal, cls, rtg, wal, fac, cpn, sb, s, pb, pa = r
            key = f"{deal} {cls}"
            quotes.append(Q(key, 'structured', sp['sp_type'], sb, s, sp['size'], sp['size'], d))
            quotes.append(Q(key, 'structured', 'price', pb, pa, sp['size'], sp['size'], d))
    # IO table on last page (or own page in variant 1)
    p = pdf.pages[-1] if sp['v'] == 0 else pdf.page(792, 612)
    if sp['v'] == 1:
        pno += 1
        p.text(762, 30, f"Page {pno} of {npages}", 'F1', 7, 'right')
        y = 560
    else:
        y = y - 20
    p.text(x0, y, sp['io_title'], 'F2', 9)
    y -= 16
    iocols = [('Deal', 110), ('Class', 50), ('WAL', 40), ('Notional (MM)', 70), ('Yld Bid', 50), ('Yld Ofr', 50), ('Px (ref)', 50)]
    x = x0
    p.rect(x0, y - 4, sum(w for _, w in iocols), 13, 0.82)
    for h, w in iocols:
        p.text(x + 3, y, h, 'F2', 7); x += w
    y -= 14
    for deal, cls, wal, yb, ya in iorows:
        vals = [deal, cls, f"{wal:.1f}", f"{rng.uniform(400, 900):,.1f}", f"{yb:.2f}", f"{ya:.2f}", f"{rng.uniform(2.5, 6.5):.3f}"]
        x = x0
        for v_, (h, w) in zip(vals, iocols):
            p.text(x + 3, y, v_, 'F1', 7.5); x += w
        p.line(x0, y - 4, x, y - 4, 0.3)
        y -= 13
        quotes.append(Q(f"{deal} {cls}", 'structured', 'yield', yb, ya, sp['size'], sp['size'], d))
    p.text(x0, y - 10, sp['io_note'], 'F7', 7)
    att = (sp['fname'], pdf.bytes(), 'application/pdf')
    body = sp['body'] + "\n" + sig(sp)
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'cmbs'), body, attach=att)
    return eml, 'pdf', quotes

# ----------------------------------------------------------------- F7 UST monospace PDF
def ust_mono_pdf(sp):
    rng = random.Random(sp['seed'])
    d = sp['dealer']; settle = sp['date'].date() + dt.timedelta(days=1)
    quotes = []
    lines = []
    lines += sp['top']
    lines.append(sp['colhdr'])
    lines.append('-' * len(sp['colhdr']))
    for sect, bonds in sp['sections']:
        lines.append(sect)
        for cu, cpn, mat, y0 in bonds:
            bid = round(bond_price(cpn, y0, settle, mat) * 128) / 128
            ask = bid + rng.choice([1, 2, 4]) / 128
            yb = round(bond_yield(cpn, bid, settle, mat), 3)
            ya = round(bond_yield(cpn, ask, settle, mat), 3)
            if ya >= yb:
                ya = round(yb - 0.001, 3)
            chg = rng.choice(['+0-02', '-0-01+', '+0-04', '-0-03', ' 0-00'])
            dur = years_between(settle, mat) * 0.88
            lines.append(sp['rowfmt'].format(cu=cu, desc=f"T {cpn:.3f} {mdy(mat)}", bid=to32(bid, sp['style']),
                                             ask=to32(ask, sp['style']), yb=yb, ya=ya, chg=chg, dur=dur))
            quotes.append(Q(cu, 'government', 'price', bid, ask, sp['size'], sp['size'], d))
            quotes.append(Q(cu, 'government', 'yield', yb, ya, sp['size'], sp['size'], d))
        lines.append('')
    lines += sp['bottom']
    pdf = PDF(title=sp['pdf_title'], producer='RPTGEN 4.2')
    per = 52
    for i in range(0, len(lines), per):
        p = pdf.page()
        y = 750
        for ln in lines[i:i + per]:
            if ln:
                p.text(36, y, ln, 'F3', 7.6)
            y -= 13
        p.text(300, 24, f"- {i // per + 1} -", 'F3', 7, 'center')
    att = (sp['fname'], pdf.bytes(), 'application/pdf')
    body = sp['body'] + "\n" + sig(sp)
    eml = make_eml(frm(sp), sp['to'], sp['date'], sp['subject'], msgid(sp, 'ustpdf'), body, attach=att)
    return eml, 'pdf', quotes
