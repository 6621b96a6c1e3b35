"""Word attachments: axes in bullet paragraphs, an agency / SSA memo table, an EM run in tab-aligned paragraphs."""

from __future__ import annotations

import docxkit as dk
from common import AGENCY_PREFIX, MIME_DOCX, Attachment, mk, pc, q, tzdate, uc, ui, yt

TO = "desk@clients.example-am.com"


def _bullet(d, text):
    p = d.add_paragraph(style="List Bullet")
    p.add_run(text)
    return p


# ---------------------------------------------------------------- 1. axes in bullets: re-offer, calls, yesterday's bid beside the level


def axes_memo(v):
    if v == 0:
        d, who, firm = "shalford", "Nico Baptiste <nbaptiste@shalford.com>", "Shalford Securities"
        c1, c2, c3, c4 = uc("arnside 5.3 34"), uc("heslop 4.95 31"), uc("kinver 6.75 31"), uc("pelham 5.6 2033")
        y1 = yt(5.3, 100.875, "2034-04-15", 2)
        y3 = yt(6.75, 96.25, "2031-06-01", 2)
        paras = [
            ("h", "Shalford Securities - Credit Axes, Wednesday 9 February 2028"),
            ("p", "Sizes 2MM unless noted. Levels refreshed at 09:00 ET; call the desk on +1 212 555 0126."),
            ("p", "We are sellers:"),
            ("b", f"We offer 3MM ARNSIDE TELECOM 5.3% 04/15/34 (CUSIP {c1}) at 100.875 / {y1}%; re-offer was 99.70 in January, duration 5.6.",
             q(c1, "ig", d, size="3MM", price=(None, "100.875"), yield_=(None, y1))),
            ("b", f"We offer HESLOP AIRPORTS 4.95% 2031 (CUSIP {c2}) at T+96 / 100.40; delta to the 5y 0.9, traded 100.25 in 2MM yesterday.",
             q(c2, "ig", d, size="2MM", spread=(None, "96"), price=(None, "100.40"))),
            ("p", "We are buyers:"),
            ("b", f"We bid 96.25 / {y3}% for 2MM KINVER PACKAGING 6.75% 06/01/31 (CUSIP {c3}); 1/4 better than yesterday's bid of 96.00, "
                  "call 06/01/28 @ 103.375.",
             q(c3, "hy", d, size="2MM", price=("96.25", None), yield_=(y3, None))),
            ("p", "Two-way:"),
            ("b", f"PELHAM FOODS 5.6% 2033 (CUSIP {c4}) +141 / +136, 5x5. Indicative only - subject to confirmation.",
             q(c4, "ig", d, size="5x5", spread=("+141", "+136"), review=("spread",))),
            ("p", "Not an offer to buy or sell; ref. SH-2028-0209."),
        ]
        date = tzdate(9, "09:12:10", "-0500")
        fname, slug = "Shalford_axes_09Feb28.docx", "axes-bullets"
        cover = "Axes attached (Word). Sizes 2MM unless noted.\n\nNico"
    else:
        d, who, firm = "tinworth", "Beth Carrow <beth.carrow@tinworth.co.uk>", "Tinworth & Gale"
        c1, c2, c3 = ui("XS", "sefton 4.375 32"), ui("XS", "harcourt 7.5 30"), ui("XS", "lindum 5 35")
        y2 = yt(7.5, 98.5, "2030-10-15", 2)
        paras = [
            ("h", "Tinworth & Gale - USD credit axes - 16 Feb 2028"),
            ("p", "All 1MM unless shown. Change is vs last night."),
            ("b", f"Axed to sell SEFTON GRID 4.375% 2032 ({c1}): offered at +104, 3 tighter than close (107), G+112.",
             q(c1, "ig", d, size="1MM", spread=(None, "+104"))),
            ("b", f"Axed to sell HARCOURT RESORTS 7.5% 10/15/30 ({c2}): offer 98 1/2 / {y2}%, last traded 97.875 on 02/14, NC until 10/27.",
             q(c2, "hy", d, size="1MM", price=(None, "98.5"), yield_=(None, y2))),
            ("b", f"Buyer of LINDUM HOUSING 5% 2035 ({c3}): bid +119 for 4MM, was +121 yday, Aa3. Indicative only, subject to confirmation.",
             q(c3, "ig", d, size="4MM", spread=("+119", None), review=("spread",))),
            ("p", "Levels subject to market moves. Tinworth & Gale LLP, FRN 602341."),
        ]
        date = tzdate(16, "10:40:00", "+0000")
        fname, slug = "TG_axes_16Feb.docx", "axes-word-uk"
        cover = "Morning, axes in the attached. All 1MM unless shown.\nBeth"
    doc = dk.new(firm, "Axes")
    gold = []
    for p in paras:
        if p[0] == "h":
            dk.para(doc, p[1], b=True, size=12)
        elif p[0] == "p":
            dk.para(doc, p[1])
        else:
            _bullet(doc, p[1])
        if len(p) > 2:
            gold += p[2]
    att = Attachment(fname, dk.save(doc), MIME_DOCX, "docx")
    return mk(slug, "docx", gold, sender=who, to=TO, subject="Axes", date=date, text=cover, attachments=[att],
              note="emph:axes emph:look-alike emph:paras emph:review-words")


# ---------------------------------------------------------------- 2. agency / SSA memo table: next call, prev close, bench yield


def agency_memo(v):
    if v == 0:
        d, who, firm = "upcott", "Lena Marsh <lmarsh@upcott.com>", "Upcott Securities"
        data = [("FHLB", "4.125", "03/13/31", "--", "100.250", "100.375", "+0.06", "100.19", "3.90"),
                ("FFCB", "4.5", "09/28/33", "09/28/28", "99.750", "99.938", "-0.03", "99.78", "4.05"),
                ("FNMA", "4.25", "05/15/32", "--", "100.063", "100.188", "unch", "100.06", "4.01"),
                ("FHLMC", "5", "11/30/35", "11/30/29", "101.125", "101.375", "+0.13", "101.00", "4.16")]
        title = "US AGENCIES - price, 10MM per side"
        ssa = (ui("US", "iadb 4.125 33"), "IADB 4.125% 02/15/33", "+36 / +34", "4.381 / 4.361%")
        date = tzdate(10, "07:48:00", "-0500")
        fname, slug = "Upcott_agency_run_10Feb.docx", "agency-memo"
    else:
        d, who, firm = "verwood", "Ray Fenn <rfenn@verwood.com>", "Verwood Capital"
        data = [("FHLB", "4", "06/30/30", "--", "99.875", "100.000", "+0.03", "99.84", "3.86"),
                ("TVA", "4.65", "09/15/35", "--", "100.563", "100.813", "-0.06", "100.63", "4.14"),
                ("FFCB", "4.75", "02/26/34", "02/26/29", "100.188", "100.375", "unch", "100.19", "4.08")]
        title = "AGENCY BULLETS / CALLABLES (px), 5MM per side"
        ssa = (ui("XS", "ebrd 4 31"), "EBRD 4% 01/10/31", "+18 / +15", "4.078 / 4.048%")
        date = tzdate(15, "07:22:31", "-0600")
        fname, slug = "verwood_agencies.docx", "agency-memo-chi"
    doc = dk.new(firm, "Agency run")
    dk.para(doc, f"{firm} - Agency / SSA run", b=True, size=12)
    dk.para(doc, "Good morning. Our agency levels are below; Prev Close and Bmk Yld are for reference only, Chg is on the day.")
    dk.para(doc, title, b=True)
    rows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Bid", "Offer", "Chg", "Prev Close", "Bmk Yld"]]
    gold = []
    sz = "10MM" if v == 0 else "5MM"
    for ag, c, m, call, b, a, chg, prev, by in data:
        cu = pc(AGENCY_PREFIX[ag], f"{ag} {c} {m} b26")
        rows.append([cu, ag, c, m, call, b, a, chg, prev, by])
        gold += q(cu, "agency", d, size=sz, price=(b, a))
    dk.table(doc, rows, align="lllllrrrrr", widths=[0.95, 0.6, 0.45, 0.75, 0.75, 0.6, 0.6, 0.5, 0.7, 0.6])
    dk.para(doc, "")
    sp, yl = ssa[2].split(" / "), ssa[3].rstrip("%").split(" / ")
    dk.para(doc, f"SSA: {ssa[1]} ({ssa[0]}) {ssa[2]} vs UST, {ssa[3]}, 5x5; re-offer was +39, benchmark T 4 1/8 at 3.98%.")
    gold += q(ssa[0], "agency", d, size="5x5", spread=(sp[0], sp[1]), yield_=(yl[0], yl[1]))
    dk.para(doc, "Levels indicative until traded. Desk +1 212 555 0109 (ext 5) / +1 312 555 0144.")
    att = Attachment(fname, dk.save(doc), MIME_DOCX, "docx")
    return mk(slug, "docx", gold, sender=who, to=TO, subject="Agency / SSA run", date=date, text="Run attached.", attachments=[att],
              note="emph:look-alike emph:size-scope emph:everyday emph:memo")


# ---------------------------------------------------------------- 3. EM sovereigns in tab-aligned paragraphs: changes and prior levels


def em_tabs(v):
    if v == 0:
        d, who, firm = "wolvercote", "Ada Quayle <aquayle@wolvercote.co.uk>", "Wolvercote Markets"
        data = [("COLOM 8 11/14/35", "101.10 / 101.60", "1/4 better", "was 100.85 / 101.35"),
                ("PERU 5.875 01/30/35", "101 1/8 - 5/8", "unch", "hi 101.70 lo 101.05"),
                ("CHILE 4.85 01/22/34", "99.20 / 99.55", "-0.15", "was 99.35 / 99.70"),
                ("INDON 5.1 2036", "98 1/2 - 99", "+3/8", "EMBI wt 2.1%")]
        intro = "EM sovereigns (USD), px. Sizes 2MM unless noted."
        sz = "2MM"
        date = tzdate(8, "08:05:10", "+0000")
        fname, slug = "Wolvercote_EM_08Feb.docx", "em-tab-run"
    else:
        d, who, firm = "bilsdale", "Tom Rennick <trennick@bilsdale.com>", "Bilsdale & Co"
        data = [("BRAZIL 6.25 03/18/33", "99.05 / 99.45", "+0.10", "prev 98.95 / 99.35"),
                ("MEX 5.75 10/12/35", "96 3/4 - 97 1/4", "1/8 worse", "opened 97"),
                ("PANAMA 6.4 2036", "95.60 / 96.30", "-0.40", "traded 96.00 in 4mm")]
        intro = "LatAm sovs - bid / offer px, 3MM per side."
        sz = "3MM"
        date = tzdate(14, "08:35:00", "-0500")
        fname, slug = "Bilsdale_LatAm.docx", "latam-tab-run"
    doc = dk.new(firm, "EM run")
    dk.para(doc, f"{firm} - EM sovereign run", b=True, size=12)
    dk.para(doc, intro)
    dk.para(doc, "Bond\tBid / Offer\tChg\tRef", b=True, tabs=(1.9, 3.4, 4.5))
    gold = []
    from common import bkey, mat

    for bond, lvls, chg, ref in data:
        dk.para(doc, f"{bond}\t{lvls}\t{chg}\t{ref}", tabs=(1.9, 3.4, 4.5))
        parts = bond.split()
        m = parts[-1]
        if "/" in m:
            mm, dd, yy = m.split("/")
            iso_m = f"20{yy}-{mm}-{dd}"
        else:
            iso_m = m
        key = bkey(" ".join(parts[:-2]), float(parts[-2]), iso_m)
        if " - " in lvls:
            b, a = lvls.split(" - ")
            if "/" in a and " " not in a:  # the offer keeps the bid's handle: 101 1/8 - 5/8
                a = f"{b.split()[0]} {a}"
        else:
            b, a = lvls.split(" / ")
        gold += q(key, "em_sovereign", d, size=sz, price=(b, a))
    _ = mat
    dk.para(doc, "")
    dk.para(doc, "Chg vs previous close. For professional investors only.")
    att = Attachment(fname, dk.save(doc), MIME_DOCX, "docx")
    return mk(slug, "docx", gold, sender=who, to=TO, subject="EM sov run", date=date, text="EM run attached.", attachments=[att],
              note="emph:look-alike emph:size-scope emph:levels-ways emph:everyday")


def _pair(fn):
    return [lambda: fn(0), lambda: fn(1)]


LAYOUTS = [f for fn in (axes_memo, agency_memo, em_tabs) for f in _pair(fn)]
