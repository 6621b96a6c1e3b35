"""PDF offering sheets and inventories (7 pairs): agencies, munis, SSA, loans, structured, an everyday pair, and a
price-only sheet beside a yield-only one. The first of each pair goes to dev/, the second to holdout/."""

from __future__ import annotations

import random

import pdfkit as pk
from common import (
    AGENCY_PREFIX,
    MIME_PDF,
    Attachment,
    cusip,
    date,
    dealer_of,
    disc_px,
    dmy4,
    lkey,
    mat,
    mc,
    mdy2,
    mk,
    muni_px,
    pc,
    pi,
    pxto,
    q,
    ust,
    yrs,
    yto,
    ytw,
)

FOOT_US = [
    "This offering sheet is a solicitation of interest only. Offerings are subject to prior sale and change in price. Member FINRA/SIPC.",
    "Securities are not FDIC insured. Questions: +1 212 555 0164 | desk ref AG-2028-014",
]


def pdf_att(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


# ---------------------------------------------------------------- agencies


def _agency_book(seed, n_bul, n_call, n_step, n_dn):
    """Invented agency offerings: dicts with cusip, issuer, cpn, mat, call, ctype, px, ytm, ytc, avail, kind."""
    rng = random.Random(seed)
    out = []
    issuers = ["FHLB", "FFCB", "FNMA", "FHLMC", "TVA", "FAMCA"]
    for k in range(n_bul):
        iss = issuers[k % 6] if k % 6 != 5 else "FHLB"
        y = 2029 + rng.randrange(0, 7)
        m = rng.choice([2, 3, 6, 8, 9, 11, 12])
        mt = f"{y}-{m:02d}-{rng.choice([10, 14, 15, 25, 28])}"
        c = rng.choice([3.625, 3.75, 3.875, 4.0, 4.125, 4.25, 4.375])
        yld = ust(yrs(mt)) + rng.choice([6, 8, 11, 14, 17, 21]) / 100
        px = pxto(c, yld, mt)
        out.append(dict(kind="bullet", cusip=pc(AGENCY_PREFIX[iss], f"{seed}b{k}"), issuer=iss, cpn=c, mat=mt, call=None, ctype="",
                        px=px, ytm=yto(c, float(px), mt), ytc="", avail=rng.choice([1000, 2000, 2500, 3000, 5000, 10000])))
    for k in range(n_call):
        iss = ["FHLB", "FFCB", "FHLMC", "FNMA", "FHLB", "FFCB", "FHLMC"][k % 7]
        y = 2030 + rng.randrange(0, 8)
        mt = f"{y}-{rng.choice([1, 4, 5, 7, 10])}-{rng.choice([12, 18, 20, 26])}"
        mt = f"{mt[:5]}{int(mt[5:].split('-')[0]):02d}-{mt.split('-')[2]}"
        cy = 2028 + rng.choice([0, 1, 1, 2])
        cm = rng.choice([4, 5, 7, 10]) if cy == 2028 else rng.choice([1, 4, 7, 10])
        call = f"{cy}-{cm:02d}-{mt[8:]}"
        c = rng.choice([4.5, 4.625, 4.75, 5.0, 5.125, 5.25, 5.4, 5.5])
        px = f"{rng.choice([99.625, 99.75, 99.875, 100.0, 100.0, 100.125, 100.25]):.3f}"
        if px == "100.000":
            px = "99.950"
        ctype = rng.choice(["1x", "Qtrly", "Cont", "Euro", "Qtrly", "1x"])
        out.append(dict(kind="callable", cusip=pc(AGENCY_PREFIX[iss], f"{seed}c{k}"), issuer=iss, cpn=c, mat=mt, call=call, ctype=ctype,
                        px=px, ytm=yto(c, float(px), mt), ytc=yto(c, float(px), call), avail=rng.choice([1000, 1500, 2000, 3000, 5000])))
    for k in range(n_step):
        iss = ["FHLB", "FFCB", "FHLMC"][k % 3]
        y = 2031 + rng.randrange(0, 6)
        mt = f"{y}-{rng.choice([2, 3, 8, 9]):02d}-{rng.choice([15, 24, 27])}"
        call = f"2028-{rng.choice([4, 7]):02d}-{mt[8:]}"
        c = rng.choice([4.25, 4.375, 4.5])
        steps = [(f"{2029 + j * 2}-{mt[5:]}", c + 0.5 * (j + 1)) for j in range(2)]
        px = f"{rng.choice([100.0, 99.875]):.3f}"
        if px == "100.000":
            px = "99.990"
        out.append(dict(kind="step", cusip=pc(AGENCY_PREFIX[iss], f"{seed}s{k}"), issuer=iss, cpn=c, mat=mt, call=call,
                        ctype=rng.choice(["Qtrly", "Cont"]), px=px, ytm=yto(c + 0.5, float(px), mt), ytc=yto(c, float(px), call),
                        steps=steps, avail=rng.choice([1000, 2000, 5000])))
    for k in range(n_dn):
        iss = ["FHLB", "FFCB", "FHLB", "FNMA", "FHLMC"][k % 5]
        mt = f"2028-{2 + k * 2:02d}-{rng.choice([11, 14, 18, 22, 25])}"
        rate = 3.66 + rng.randrange(0, 14) * 0.01
        out.append(dict(kind="dn", cusip=pc(AGENCY_PREFIX[iss][:5], f"{seed}d{k}"), issuer=iss, cpn=0.0, mat=mt, call=None, ctype="",
                        px=f"{disc_px(rate, mt):.4f}", dy=f"{rate:.3f}", ytm="", ytc="", avail=rng.choice([5000, 10000, 25000])))
    return out


def _steps_txt(b, style="mmddyy"):
    return ", ".join(f"{s:g}% from {mat(d, style)}" for d, s in b["steps"])


def agency_sheet_dev():
    """Ruled offering sheet, two pages: wrapped three-line header, BULLETS / CALLABLES / STEP-UPS / DISCOUNT NOTES
    sections, step schedules wrapped on a second line, Avail (M) and Min / Incr (M), price with YTM and YTC."""
    sender = "Grace Okafor <g.okafor@ravensworthsec.com>"
    dealer = dealer_of(sender)
    book = _agency_book("rav", 10, 14, 4, 5)
    header = [["CUSIP", "Issuer", "Cpn\n(%)", "Maturity", "Call\nType", "Next\nCall", "Avail\n(M)", "Min /\nIncr\n(M)", "Offer\nPrice",
               "Yield\nto\nMat", "Yield\nto\nCall"]]
    rows, sections, gold = [], [], []
    for title, kind in (("BULLETS", "bullet"), ("CALLABLES", "callable"), ("STEP-UPS", "step"), ("DISCOUNT NOTES (disc yield under Yield to Mat)", "dn")):
        sections.append(len(rows))
        rows.append([title])
        for b in (x for x in book if x["kind"] == kind):
            size = (None, b["avail"] * 1000)
            iss = b["issuer"] + (" DN" if kind == "dn" else "")
            desc = iss if kind != "step" else f"{iss} STEP\nStep: {_steps_txt(b)}"
            if kind == "dn":
                rows.append([b["cusip"], desc, "0.000", mdy2(b["mat"]), "", "", f"{b['avail']:,}", "250 / 250", "--", b["dy"], ""])
                gold += q(b["cusip"], "agency", dealer, size=size, yield_=(None, b["dy"]))
                continue
            rows.append([b["cusip"], desc, f"{b['cpn']:.3f}", mdy2(b["mat"]), b["ctype"], mdy2(b["call"]) if b["call"] else "",
                         f"{b['avail']:,}", "10 / 5" if kind != "bullet" else "100 / 100", b["px"], b["ytm"], b["ytc"]])
            y = b["ytm"] if kind == "bullet" else ytw(b["ytm"], b["ytc"])
            gold += q(b["cusip"], "agency", dealer, size=size, price=(None, b["px"]), yield_=(None, y))
    notes = ["Levels are offerings (offer side only), settlement T+1 unless noted. Yields computed from the offer price; callables also to the next call.",
             "Discount notes offered on a discount-rate basis (actual/360), shown under Yield to Mat; no dollar price shown.",
             "Step-ups: coupon shown is the current coupon; schedule printed under the description. Call price 100 on all callables."]
    data = pk.sheet("letter", firm="RAVENSWORTH SECURITIES LLC", desk="Agency & Government Sponsored Enterprise Desk | New York",
                    title="AGENCY OFFERINGS - 11 JAN 2028",
                    right=["Printed 11-Jan-2028 07:52 ET", "Desk +1 212 555 0164", "Sheet AG-0111-A"],
                    intro=["All offerings subject to prior sale and change in price. Quantities in thousands (M). Min / Incr = minimum piece / increment.",
                           "Settlement T+1. Bloomberg: RVSO <GO>. Prices are clean; yields on a 30/360 semi-annual basis.", "",
                           "**Desk comment", "Curve steeper overnight; 2s10s +3. Supply: FHLB and FFCB both in the window this week, callable issuance",
                           "running ahead of last January. Quarterly and one-time calls with 3-6 month lockouts remain the cheapest structures;",
                           "step-ups offered below are callable at par on the dates shown."],
                    widths=[58, 92, 34, 48, 34, 48, 40, 44, 44, 40, 40], header=header, align="llrllrrrrrr", head_align="lllllllllll",
                    rows=rows, sections=sections, notes=notes, footer=FOOT_US, ruled=True, fsize=8, lead=12)
    text = ("Good morning,\n\nAttached are today's agency offerings (bullets, callables, step-ups and discount notes). "
            "All levels are offers; quantities in the sheet.\nCall or IB with questions.\n\nGrace Okafor\nRavensworth Securities | Agency Desk | +1 212 555 0164\n")
    return mk("ravensworth-agency-offerings", "pdf", gold, sender=sender, subject="Agency offerings 11-Jan (PDF)",
              date=date("07:58:12", "-0500", 11), text=text, attachments=[pdf_att("RVS_Agency_Offerings_20280111.pdf", data)],
              note="pdf:ruled pdf:multipage pdf:header-repeat emph:continued emph:wrapped-header emph:sections emph:wrapped emph:offer-only "
                   "emph:size-unit emph:min-incr emph:call-type emph:step-up emph:ytc-ytm emph:disc-notes emph:yield-price emph:near-numbers",
              meta={"header": "Maturity", "header_lines": [("Yield", "to")],
                    "sections": ["BULLETS", "CALLABLES", "STEP-UPS", "DISCOUNT NOTES (disc yield under Yield to Mat)"],
                    "wrapped": [("STEP", "Step:")]})


def agency_sheet_hold():
    """Unruled, text-positioned inventory over two pages (Courier report lines): a description column
    'FHLB 4.125 15-Jun-2032', call type and first call, a footnote sizing every line, YTW beside the price."""
    sender = "Tom Brereton <tbrereton@oakhurstcap.com>"
    dealer = dealer_of(sender)
    book = _agency_book("oak", 9, 12, 3, 0)
    widths = [9, 28, 6, 11, 11, 8, 8, 8, 7]
    align = "llllrrrrr"
    head = pk.fixed([["CUSIP", "DESCRIPTION", "CALL", "FIRST CALL", "OFFER PX", "YTC", "YTM", "YTW", "AVAIL"],
                     ["", "", "TYPE", "", "", "", "", "", "($MM)"]], widths, align)
    body, gold = [], []
    for title, kind in (("**NON-CALL (BULLETS)", "bullet"), ("**CALLABLES", "callable"), ("**STEP-UP CALLABLES", "step")):
        body.append(title)
        for b in (x for x in book if x["kind"] == kind):
            desc = f"{b['issuer']} {b['cpn']:g} {dmy4(b['mat'])}"
            av = "" if b["avail"] not in (1000, 2000) else f"{b['avail'] // 1000}"
            yw = b["ytm"] if kind == "bullet" else ytw(b["ytm"], b["ytc"])
            body.append(pk.fixed([[b["cusip"], desc, b["ctype"] or "-", dmy4(b["call"]) if b["call"] else "-", b["px"], b["ytc"] or "-", b["ytm"], yw, av]],
                                 widths, align)[0])
            if kind == "step":
                body.append(" " * 10 + "steps: " + _steps_txt(b, "dmony"))
            size = (None, int(b["avail"]) * 1000 if av else 3_000_000)
            gold += q(b["cusip"], "agency", dealer, size=size, price=(None, b["px"]), yield_=(None, yw))
    per_page = 22
    chunks = [body[i:i + per_page] for i in range(0, len(body), per_page)]
    buf, c = pk.new("letter", title="Oakhurst agency inventory", author="Oakhurst Capital Markets")
    for p, chunk in enumerate(chunks, start=1):
        y = pk.masthead(c, "OAKHURST CAPITAL MARKETS", "Fixed Income - Agency Trading | Chicago", "AGENCY INVENTORY - OFFER SIDE",
                        right=["Run 12-Jan-2028 08:14 CT", "+1 312 555 0137"], ruled=False, mono_font=True)
        if p == 1:
            y = pk.mono(c, 36, y, ["Offers only. Avail ($MM) blank = 3MM available. Call price 100 on all callables; YTW is the lower",
                                   "of yield to maturity and yield to the first call date shown.", ""], size=7.6, lead=9.4)
        else:
            y = pk.mono(c, 36, y, ["AGENCY INVENTORY (continued)", ""], size=7.6, lead=9.4)
        y = pk.mono(c, 36, y, head + ["-" * 100], size=7.6, lead=9.4)
        y = pk.mono(c, 36, y, chunk, size=7.6, lead=9.4)
        if p == len(chunks):
            pk.mono(c, 36, y - 8, ["End of inventory. Subject to prior sale. Settlement T+1."], size=7.6, lead=9.4)
        pk.page_footer(c, ["Oakhurst Capital Markets LLC, member FINRA/SIPC. For institutional investors only. Ref OCM-AG-0112.",
                           "Printed 08:14 CT | Agency desk +1 312 555 0137"], p, len(chunks), ruled=False, mono_font=True)
        c.showPage()
    data = pk.done(buf, c)
    text = ("Morning - inventory attached, offer side. Anything in size, ask.\n\nTom Brereton\nOakhurst Capital Markets | Agencies\n+1 312 555 0137\n")
    return mk("oakhurst-agency-inventory", "pdf", gold, sender=sender, subject="OCM agency inventory 12-Jan",
              date=date("08:19:40", "-0600", 12), text=text, attachments=[pdf_att("OCM_AGY_INV_0112.pdf", data)],
              note="pdf:unruled pdf:multipage pdf:header-repeat emph:continued emph:wrapped-header emph:sections emph:wrapped emph:offer-only "
                   "emph:size-scope emph:call-type emph:step-up emph:ytc-ytm emph:yield-price",
              meta={"header": "DESCRIPTION", "header_lines": [("CALL", "TYPE")], "sections": ["NON-CALL (BULLETS)", "CALLABLES", "STEP-UP CALLABLES"],
                    "wrapped": [(next(b["cusip"] for b in book if b["kind"] == "step"), "steps:")]})


# ---------------------------------------------------------------- munis, landscape


STATES = {
    "TEXAS": [("Harris Cnty TX Toll Rd", "Toll Road Rev"), ("Austin TX Wtr & Wstwtr", "Water Rev"), ("Texas St Trans Comm", "Mobility Fd GO")],
    "CALIFORNIA": [("Los Angeles CA Dept Arpts", "Airport Rev"), ("California St", "Various Purp GO"), ("San Diego Cnty CA Wtr Auth", "Water Rev")],
    "NEW YORK": [("New York City NY Transitional Fin Auth", "Future Tax Secd"), ("New York St Dorm Auth", "Personal Inc Tax")],
    "ILLINOIS": [("Chicago IL O'Hare Intl Arpt", "General Arpt Sr Lien"), ("Illinois St", "GO")],
    "FLORIDA": [("Miami-Dade Cnty FL Aviation", "Aviation Rev"), ("Orlando FL Utils Comm", "Utility Sys Rev")],
    "PENNSYLVANIA": [("Pennsylvania Tpk Comm", "Turnpike Sub Rev"), ("Philadelphia PA Sch Dist", "GO")],
}


POSTAL = {"TEXAS": "TX", "CALIFORNIA": "CA", "NEW YORK": "NY", "ILLINOIS": "IL", "FLORIDA": "FL", "PENNSYLVANIA": "PA"}


def _munis(seed, states, per):
    rng = random.Random(seed)
    out = []
    for st in states:
        for k in range(per):
            iss, purp = STATES[st][k % len(STATES[st])]
            y = rng.choice([2031, 2033, 2035, 2038, 2041, 2044, 2047])
            mt = f"{y}-{rng.choice([2, 6, 8, 12]):02d}-01"
            c = rng.choice([4.0, 5.0, 5.0, 5.25, 4.0, 3.0])
            call = f"{rng.choice([2032, 2033, 2034, 2035])}-{mt[5:7]}-01" if y > 2035 else None
            yl = 2.55 + (y - 2030) * 0.075 + rng.choice([0, 0.03, 0.06, 0.1])
            px = muni_px(c, yl, mt, call)
            to = call if (call and yl < c) else mt
            ins = rng.choice(["", "", "AGM", "BAM", ""])
            tax = rng.choice(["", "", "AMT", "", "BQ"]) if "Arpt" in iss or "Aviation" in iss else rng.choice(["", "", "BQ", ""])
            out.append(dict(state=st, cusip=mc(f"{seed}{st}{k}"), issuer=iss, purpose=purp, cpn=c, mat=mt, call=call, cpx="100" if call else "",
                            yld=f"{yl:.3f}", px=f"{px:.3f}", to=to, ins=ins, tax=tax, par=rng.choice([100, 250, 500, 1000, 2000, 5000]),
                            rating=rng.choice(["Aa2/AA", "A1/AA-", "Aa3/A+", "A2/A", "Aa1/AA+"]), mmd=f"+{rng.choice([12, 18, 22, 27, 35, 41])}"))
    return out


def muni_landscape_dev():
    """Landscape muni inventory, 15 columns, text-positioned (no rules), two pages with the header repeated; state
    rows as sections; a long issuer wrapping; +/- MMD, call date and price, ratings, insurance, AMT / BQ flags;
    a footnote mark on one price (subject to confirmation)."""
    sender = "Dana Whitlock <dwhitlock@kilbridepartners.com>"
    dealer = dealer_of(sender)
    ms = _munis("kil", ["TEXAS", "CALIFORNIA", "NEW YORK", "ILLINOIS", "FLORIDA"], 6)
    header = [["CUSIP", "St", "Issuer", "Purpose", "Cpn", "Maturity", "Call\nDate", "Call\nPx", "Mdy/S&P", "Ins", "Tax", "Par\n(000)",
               "Yield", "To\nDate", "Price", "+/-\nMMD"]]
    rows, sections, gold = [], [], []
    cur = None
    for i, m in enumerate(ms):
        if m["state"] != cur:
            cur = m["state"]
            sections.append(len(rows))
            rows.append([cur])
        iss = m["issuer"]
        if len(iss) > 24:
            cut = iss.rfind(" ", 0, 24)
            iss = iss[:cut] + "\n" + iss[cut + 1:]
        pxs = m["px"] + ("\u2020" if i == 6 else "")
        rows.append([m["cusip"], POSTAL[m["state"]], iss, m["purpose"], f"{m['cpn']:.3f}", mdy2(m["mat"]),
                     mdy2(m["call"]) if m["call"] else "", m["cpx"], m["rating"], m["ins"], m["tax"], f"{m['par']:,}", m["yld"],
                     mdy2(m["to"]), pxs, m["mmd"]])
        gold += q(m["cusip"], "muni", dealer, size=(None, m["par"] * 1000), review=("price",) if i == 6 else (),
                  yield_=(None, m["yld"]), price=(None, m["px"]))
    rows.append(["TOTAL PAR", "", f"{len(ms)} items", "", "", "", "", "", "", "", "", f"{sum(m['par'] for m in ms):,}", "", "", "", ""])
    notes = ["OFFERINGS. Yields to the date shown in 'To Date' (call or maturity); prices computed to that date. Par in thousands.",
             "AMT = subject to the alternative minimum tax; BQ = bank qualified.",
             "\u2020 Price subject to confirmation - level indicative pending a re-price of the block."]
    data = pk.sheet("letterl", firm="KILBRIDE PARTNERS", desk="Municipal Trading | Dallas  |  Secondary Offerings",
                    title="MUNICIPAL OFFERINGS - 12 JANUARY 2028",
                    right=["Printed 12-Jan-2028 09:31 CT", "Muni desk +1 214 555 0192"],
                    intro=["Secondary offerings from inventory. All items offered subject to prior sale. Minimum 25M unless noted."],
                    widths=[52, 20, 112, 88, 30, 42, 42, 28, 50, 28, 26, 36, 32, 42, 40, 30], header=header,
                    align="llllrllrlllrrlrr", head_align="llllllllllllllll", rows=rows, sections=sections, notes=notes,
                    footer=["Kilbride Partners LP, member FINRA/MSRB/SIPC. Not an official statement. Ref KP-MUNI-0112.",
                            "Questions +1 214 555 0192. Printed 09:31 CT."], ruled=False, fsize=7.4, lead=11.5, bold=(len(rows) - 1,))
    text = "Hi all,\n\nToday's muni offerings attached. Happy to work on size.\n\nDana Whitlock\nKilbride Partners - Munis\n+1 214 555 0192\n"
    return mk("kilbride-muni-offerings", "pdf", gold, sender=sender, subject="Kilbride muni offerings 12-Jan",
              date=date("09:36:05", "-0600", 12), text=text, attachments=[pdf_att("KP_Muni_Offerings_0112.pdf", data)],
              note="pdf:unruled pdf:landscape pdf:multipage pdf:header-repeat emph:continued emph:wrapped-header emph:sections emph:offer-only "
                   "emph:size-unit emph:footnote emph:near-numbers emph:yield-price emph:totals",
              meta={"header": "Purpose", "header_lines": [("Call", "Date")], "ncols": 16, "sections": ["TEXAS", "CALIFORNIA", "ILLINOIS"],
                    "marks": ["\u2020"]})


def muni_landscape_hold():
    """Ruled landscape muni sheet, 14 columns on legal paper, one page; prices only (no yield column shown for the
    premium callables? no: yield and price), a `Qty (M)` column, a `Conc` column, and a totals row."""
    sender = "Peter Lanyon <peter.lanyon@glenholm.com>"
    dealer = dealer_of(sender)
    ms = _munis("glen", ["PENNSYLVANIA", "NEW YORK", "CALIFORNIA", "TEXAS"], 3)
    header = [["CUSIP", "State", "Issuer / Purpose", "Coupon", "Maturity", "Call", "Call Px", "Rating", "Insured", "Qty (M)", "YTW", "Price",
               "Spread\nto MMD", "Conc"]]
    rows, gold = [], []
    total = 0
    for i, m in enumerate(ms):
        st = {"PENNSYLVANIA": "PA", "NEW YORK": "NY", "CALIFORNIA": "CA", "TEXAS": "TX"}[m["state"]]
        star = "*" if i == 4 else ""
        rows.append([m["cusip"], st, f"{m['issuer']} {m['purpose']}" + (" AMT" if m["tax"] == "AMT" else ""), f"{m['cpn']:.2f}%",
                     dmy4(m["mat"]), dmy4(m["call"]) if m["call"] else "NC", m["cpx"] or "-", m["rating"], m["ins"] or "-",
                     f"{m['par']:,}", m["yld"], m["px"] + star, m["mmd"], "0.250" if i % 3 else "0.375"])
        total += m["par"]
        gold += q(m["cusip"], "muni", dealer, size=(None, m["par"] * 1000), review=("price",) if star else (), yield_=(None, m["yld"]),
                  price=(None, m["px"]))
    rows.append(["TOTAL", "", "12 items", "", "", "", "", "", "", f"{total:,}", "", "", "", ""])
    data = pk.sheet("legall", firm="GLENHOLM & CO.", desk="Municipal Bond Department | Philadelphia",
                    title="OFFERING LIST - 19 JAN 2028",
                    right=["As of 19-Jan-2028 10:02 ET", "+1 215 555 0143"],
                    intro=["The following bonds are offered subject to prior sale and change in price. Quantities in thousands."],
                    widths=[56, 34, 190, 44, 58, 58, 38, 52, 44, 44, 38, 46, 44, 34], header=header, align="lllrllrllrrrrr",
                    rows=rows, notes=["YTW to the earlier of the call and maturity. Conc = dealer concession (pts), not part of the offer price.",
                                     "* Price indicative - block being re-priced, subject to confirmation."],
                    footer=["Glenholm & Co., member FINRA/MSRB/SIPC. Ref GC-OL-0119.", "Muni desk +1 215 555 0143 | 10:02 ET"],
                    ruled=True, fsize=7.2, lead=10, bold=(len(rows) - 1,))
    text = "Offering list attached.\n\nPeter Lanyon | Glenholm & Co. | Municipal Bonds | +1 215 555 0143\n"
    return mk("glenholm-muni-offering-list", "pdf", gold, sender=sender, subject="Glenholm offering list 19-Jan",
              date=date("10:06:44", "-0500", 19), text=text, attachments=[pdf_att("Glenholm_OfferingList_0119.pdf", data)],
              note="pdf:ruled pdf:landscape emph:wrapped-header emph:offer-only emph:size-unit emph:totals emph:near-numbers emph:yield-price "
                   "emph:footnote", meta={"ncols": 14, "header_lines": [("Spread", "to MMD")], "marks": ["*"]})


# ---------------------------------------------------------------- SSA


SSA = [("KFW", "DE", "000A3"), ("EIB", "XS", "27"), ("IBRD", "US", "45905U"), ("IADB", "US", "4581X0"), ("AFDB", "XS", "28"),
       ("ASIA DEV BK", "US", "045167"), ("NIB", "XS", "26")]


def _ssa(seed, n):
    rng = random.Random(seed)
    out = []
    for k in range(n):
        iss, cc, stem = SSA[k % len(SSA)]
        ccy = "EUR" if (cc in ("DE", "XS") and k % 2 == 0) else "USD"
        y = 2029 + rng.randrange(0, 8)
        mt = f"{y}-{rng.choice([1, 3, 5, 7, 9, 11]):02d}-{rng.choice([12, 15, 20, 27])}"
        c = rng.choice([2.75, 3.0, 3.125, 3.5, 3.75, 4.0, 4.25]) if ccy == "EUR" else rng.choice([3.75, 4.0, 4.125, 4.375, 4.5])
        if ccy == "EUR":
            sb = rng.choice([-18, -14, -11, -8, -5, 5, 9])
            base = 2.55 + yrs(mt) * 0.05
        else:
            sb = rng.choice([12, 16, 19, 23, 27, 31])
            base = ust(yrs(mt))
        sa = sb - rng.choice([2, 3, 4])
        isn = pi(cc, stem if cc != "US" else stem[:6], f"{seed}{k}") if cc != "US" else None
        if cc == "US":
            isn = pi("US", stem, f"{seed}{k}")
        yb = base + sb / 100
        ya = base + sa / 100
        out.append(dict(isin=isn, issuer=iss, ccy=ccy, cpn=c, mat=mt, sb=sb, sa=sa, yb=f"{yb:.3f}", ya=f"{ya:.3f}",
                        pb=pxto(c, yb, mt), pa=pxto(c, ya, mt)))
    return out


def _sp(x):
    return f"{x:+d}" if x else "0"


def ssa_dev():
    """Unruled Courier SSA run: USD section on spread to UST, EUR section on spread to mid-swaps, bid / ask spread and
    yield, sizes stated by currency in the sheet's heading."""
    sender = "Ines Albrecht <ines.albrecht@westburymarkets.de>"
    dealer = dealer_of(sender)
    bonds = _ssa("wb", 12)
    widths = [12, 12, 6, 11, 13, 15]
    align = "lllrrr"
    lines_ = ["SSA RUN - FRANKFURT 13.01.2028 08:40 CET", "Sizes: USD 5mm, EUR 10mm per side unless noted.", ""]
    gold = []
    for ccy, title in (("USD", "USD SSA - spread to interpolated UST (bp)"), ("EUR", "EUR SSA - spread to mid-swaps (bp)")):
        lines_ += [title, "-" * 76]
        lines_ += pk.fixed([["ISIN", "ISSUER", "CPN", "MATURITY", "SPRD BID/ASK", "YLD BID/ASK"]], widths, align)
        for b in (x for x in bonds if x["ccy"] == ccy):
            spr = f"{_sp(b['sb'])} / {_sp(b['sa'])}"
            lines_ += pk.fixed([[b["isin"], b["issuer"], f"{b['cpn']:g}", mat(b["mat"], "dotted"), spr, f"{b['yb']} / {b['ya']}"]], widths, align)
            size = "5mm" if ccy == "USD" else "10mm"
            qt = "spread" if ccy == "USD" else "i_spread"
            gold += q(b["isin"], "agency", dealer, size=size, **{qt: (str(b["sb"]), str(b["sa"]))}, yield_=(b["yb"], b["ya"]))
        lines_.append("")
    lines_ += ["Levels firm for 15 min; all spreads in bp. Prices on request."]
    buf, c = pk.new("a4", title="Westbury SSA run", author="Westbury Markets AG")
    y = pk.masthead(c, "WESTBURY MARKETS AG", "SSA / Agencies Trading | Frankfurt am Main", "SUPRANATIONALS, SUB-SOVEREIGNS & AGENCIES",
                    right=["13.01.2028 08:40", "+49 69 5550 2214"], ruled=False, mono_font=True)
    pk.mono(c, 36, y, lines_, size=7.8, lead=10)
    pk.page_footer(c, ["Westbury Markets AG, Frankfurt. Regulated by BaFin, ref 120 774. For professional clients only.",
                       "Desk +49 69 5550 2214 | printed 08:40 CET"], 1, 1, ruled=False, mono_font=True)
    c.showPage()
    data = pk.done(buf, c)
    text = "Guten Morgen,\n\nSSA run attached (USD vs UST, EUR vs mid-swaps).\n\nInes Albrecht\nWestbury Markets AG | SSA Trading\n+49 69 5550 2214\n"
    return mk("westbury-ssa-run", "pdf", gold, sender=sender, subject="SSA run 13.01.",
              date=date("08:44:51", "+0100", 13), text=text, attachments=[pdf_att("WBM_SSA_Run_20280113.pdf", data)],
              note="pdf:unruled emph:sections emph:size-scope",
              meta={"sections": ["USD SSA - spread to interpolated UST (bp)", "EUR SSA - spread to mid-swaps (bp)"]})


def ssa_hold():
    """Ruled SSA offer sheet: a two-row header with a band, offer spread to UST or MS, offer yield and price;
    Amount (MM) column; a benchmark column holding a Treasury's description."""
    sender = "Hugh Pennard <hugh.pennard@tollbridgecap.co.uk>"
    dealer = dealer_of(sender)
    bonds = _ssa("tb", 10)
    header = [["ISIN", "Issuer", "Cpn", "Maturity", "Ccy", "Benchmark", "Offer\nSprd (bp)", "Offer\nYield", "Offer\nPrice", "Amount\n(MM)", "Min / Incr\n(000)"]]
    rows, gold = [], []
    rng = random.Random(5)
    for b in bonds:
        bmk = "MS" if b["ccy"] == "EUR" else f"T {rng.choice(['4', '4 1/8', '3 7/8'])} {rng.choice(['11/30/32', '08/15/35', '02/15/30'])}"
        amt = rng.choice([5, 10, 15, 25])
        mi = "1,000 / 1,000" if b["ccy"] == "EUR" else "200 / 1"
        rows.append([b["isin"], b["issuer"], f"{b['cpn']:.3f}", mat(b["mat"], "dmonyyyy"), b["ccy"], bmk, _sp(b["sa"]), b["ya"], b["pa"], str(amt), mi])
        qt = "spread" if b["ccy"] == "USD" else "i_spread"
        gold += q(b["isin"], "agency", dealer, size=(None, amt * 1_000_000), **{qt: (None, str(b["sa"]))}, yield_=(None, b["ya"]),
                  price=(None, b["pa"]))
    data = pk.sheet("a4", firm="TOLLBRIDGE CAPITAL", desk="SSA & Covered | London", title="SSA OFFERINGS 20-JAN-2028",
                    right=["20-Jan-2028 09:12 GMT", "+44 20 7946 0731"],
                    intro=["Offer side only. EUR lines spread to mid-swaps (MS); USD lines spread to the UST shown."],
                    widths=[62, 54, 30, 56, 24, 76, 44, 36, 40, 36, 56], header=header, align="llrllrrrrrr",
                    rows=rows, notes=["Subject to availability. Settlement T+2."],
                    footer=["Tollbridge Capital LLP, authorised and regulated by the FCA, FRN 802 117.", "Desk +44 20 7946 0731 | 09:12 GMT"],
                    ruled=True, fsize=7.2, lead=9.5)
    text = "Morning,\n\nSSA offers attached, size in the sheet.\n\nHugh\n--\nHugh Pennard | Tollbridge Capital | +44 20 7946 0731\n"
    return mk("tollbridge-ssa-offers", "pdf", gold, sender=sender, subject="SSA offers 20/01",
              date=date("09:15:03", "+0000", 20), text=text, attachments=[pdf_att("Tollbridge_SSA_20Jan.pdf", data)],
              note="pdf:ruled emph:wrapped-header emph:offer-only emph:size-unit emph:yield-price emph:min-incr",
              meta={"header_lines": [("Offer", "Sprd (bp)")]})


# ---------------------------------------------------------------- loans


BORROWERS = [("Marrowbone Packaging Holdings Intermediate", "TLB"), ("Glaisdale Health Services", "TLB-2"), ("Corvedale Software", "1L TL"),
             ("Ashby Parva Logistics", "TLB"), ("Hexworth Specialty Chemicals", "2L TL"), ("Brinscall Media Group", "TLB"),
             ("Pennock Aerospace", "Incremental TLB"), ("Stainby Foods", "TLA"), ("Quorndon Dental Partners", "TLB"),
             ("Rudgwick Fitness Clubs", "TLB"), ("Tilshead Insurance Brokerage", "Delayed Draw TL")]


def _loans(seed, n):
    rng = random.Random(seed)
    out = []
    for k in range(n):
        b, f = BORROWERS[(k + len(seed)) % len(BORROWERS)]
        mg = rng.choice([275, 300, 325, 350, 375, 400, 425, 475])
        if "2L" in f:
            mg = 675
        y = rng.choice([2029, 2030, 2031, 2032])
        m = rng.randrange(1, 13)
        bid = rng.choice([94.5, 96.25, 97.75, 98.5, 99.125, 99.5, 99.75, 100.0, 100.125, 85.5])
        ask = bid + rng.choice([0.5, 0.75, 1.0, 0.5])
        out.append(dict(borrower=b, fac=f, margin=f"S+{mg}", floor=rng.choice(["0.50", "0.75", "0.00", "0.50"]), mat=f"{m:02d}/{y % 100:02d}",
                        lin=f"LN{_h6(seed, k)}", loanx=f"LX{_h6(seed + 'x', k)}", bid=f"{bid:.3f}", ask=f"{ask:.3f}",
                        rating=rng.choice(["B2/B", "B1/B+", "B3/B-", "Ba3/BB-"]), fac_size=rng.choice([450, 600, 875, 1250, 1500])))
    return out


def _h6(s, k):
    import hashlib

    return str(int(hashlib.sha1(f"{s}{k}".encode()).hexdigest(), 16))[:6]


def loans_dev():
    """Ruled loan level sheet: borrower names wrapping onto a second line, facility, LIN, LoanX, SOFR margin, floor,
    maturity, facility size, bid / offer; 'Levels in px, 1MM clips unless noted' in the heading, two rows with their own
    size in a Comment column, one offer marked stale (review)."""
    sender = "Ruth Haddon <rhaddon@penrosellc.com>"
    dealer = dealer_of(sender)
    ls = _loans("pen", 10)
    header = [["Borrower", "Facility", "LIN", "LoanX", "Margin", "Floor", "Maturity", "Fac\n($MM)", "Rating", "Bid", "Offer", "Comment"]]
    rows, gold = [], []
    for i, ln in enumerate(ls):
        b = ln["borrower"]
        bcell = b if len(b) < 24 else b[:b.rfind(" ", 0, 24)] + "\n" + b[b.rfind(" ", 0, 24) + 1:]
        comment = {2: "2x2", 5: "3mm avail"}.get(i, "")
        ask = ln["ask"] + ("*" if i == 7 else "")
        rows.append([bcell, ln["fac"], ln["lin"], ln["loanx"], ln["margin"], ln["floor"], ln["mat"], f"{ln['fac_size']:,}", ln["rating"],
                     ln["bid"], ask, comment])
        size = {2: "2x2", 5: "3mm"}.get(i, "1mm")
        gold += q(lkey(b, ln["fac"], ln["margin"], ln["mat"]), "loan", dealer, size=size, review=("price",) if i == 7 else (),
                  price=(ln["bid"], ln["ask"]))
    data = pk.sheet("letter", firm="PENROSE LLC", desk="Leveraged Loan Trading | New York", title="PAR LOAN LEVELS - 14 JAN 2028",
                    right=["14-Jan-2028 11:20 ET", "+1 646 555 0120"],
                    intro=["Levels in px, 1MM clips unless noted. Margin over Term SOFR; floors in %."],
                    widths=[100, 60, 42, 48, 40, 30, 40, 34, 40, 38, 38, 50], header=header, align="llllllrrlrrl",
                    rows=rows, notes=["* Offer not refreshed since Monday - indicative only, subject to confirmation."],
                    footer=["Penrose LLC, member FINRA/SIPC. Loans are not securities; levels for information. Ref PL-LL-0114.",
                            "Loan desk +1 646 555 0120 | 11:20 ET"], ruled=True, fsize=7.4, lead=9.5)
    text = "Loan levels attached - px, 1mm clips unless noted.\n\nRuth Haddon | Penrose LLC | Loan Trading | +1 646 555 0120\n"
    return mk("penrose-loan-levels", "pdf", gold, sender=sender, subject="Penrose loan levels 14-Jan",
              date=date("11:24:18", "-0500", 14), text=text, attachments=[pdf_att("Penrose_Loans_0114.pdf", data)],
              note="pdf:ruled emph:wrapped-header emph:wrapped emph:size-scope emph:footnote emph:near-numbers",
              meta={"header_lines": [("Fac", "($MM)")], "wrapped": [("Marrowbone Packaging", "Intermediate")], "marks": ["*"]})


def loans_hold():
    """Unruled loan sheet in Helvetica with positioned text: LIEN sections (FIRST LIEN / SECOND LIEN), a Bid / Offer
    pair with a Prior Bid column, sizes in an `Avail (MM)` column, one revolver."""
    sender = "Colin Marsh <colin.marsh@camborneclo.com>"
    dealer = dealer_of(sender)
    ls = _loans("cam", 9)
    header = [["Borrower", "Facility", "Spread", "Floor", "Mat", "LoanX", "Prior\nBid", "Bid", "Offer", "Avail\n(MM)"]]
    rows, sections, gold = [], [], []
    rng = random.Random(9)
    for title, pred in (("FIRST LIEN", lambda x: "2L" not in x["fac"]), ("SECOND LIEN", lambda x: "2L" in x["fac"])):
        sections.append(len(rows))
        rows.append([title])
        for ln in (x for x in ls if pred(x)):
            prior = f"{float(ln['bid']) - rng.choice([0.25, 0.125, 0.5]):.3f}"
            av = rng.choice([2, 3, 5])
            rows.append([ln["borrower"], ln["fac"], ln["margin"], ln["floor"], ln["mat"], ln["loanx"], prior, ln["bid"], ln["ask"], str(av)])
            gold += q(lkey(ln["borrower"], ln["fac"], ln["margin"], ln["mat"]), "loan", dealer, size=(av * 1_000_000, av * 1_000_000),
                      price=(ln["bid"], ln["ask"]))
    data = pk.sheet("letter", firm="CAMBORNE CLO & LOAN TRADING", desk="Secondary Loans | Boston", title="LOAN RUN 18-JAN-2028",
                    right=["18-Jan-2028 10:48 ET", "+1 617 555 0182"],
                    intro=["Bid / offer in points. Prior bid = Friday's close. Avail in millions, each way."],
                    widths=[170, 70, 40, 30, 36, 56, 40, 40, 40, 36], header=header, align="llllllrrrr", head_align="llllllllll",
                    rows=rows, sections=sections, footer=["Camborne Partners LLC. For institutional investors only. Ref CP-0118.",
                                                          "Desk +1 617 555 0182 | 10:48 ET"], ruled=False, fsize=7.6, lead=10)
    text = "Loan run attached.\n\nColin Marsh\nCamborne | Loans | +1 617 555 0182\n"
    return mk("camborne-loan-run", "pdf", gold, sender=sender, subject="Camborne loan run",
              date=date("10:52:30", "-0500", 18), text=text, attachments=[pdf_att("Camborne_LoanRun_0118.pdf", data)],
              note="pdf:unruled emph:wrapped-header emph:sections emph:size-unit emph:near-numbers",
              meta={"header_lines": [("Prior", "Bid")], "sections": ["FIRST LIEN", "SECOND LIEN"]})


# ---------------------------------------------------------------- structured


def _tranches(seed):
    rng = random.Random(seed)
    out = []
    clo = [("Harefield Park CLO 2025-1A", "A-R", "AAA", 135, 100.18), ("Harefield Park CLO 2025-1A", "C", "A", 245, 99.9),
           ("Ockendon Street CLO 2024-3A", "D", "BBB-", 410, 98.75), ("Ockendon Street CLO 2024-3A", "E", "BB-", 735, 96.5),
           ("Wyrley Brook CLO 2023-2A", "B", "AA", 185, 100.05), ("Wyrley Brook CLO 2023-2A", "D-R", "BBB-", 395, 99.1),
           ("Culgaith Lane CLO 2025-4A", "A1", "AAA", 128, 100.22), ("Culgaith Lane CLO 2025-4A", "E", "BB-", 760, 95.75),
           ("Stainsacre CLO 2022-1A", "C-R", "A", 230, 100.02)]
    abs_ = [("SKELWITH AUTO RECV TRUST 2026-2", "A3", "AAA", 62, 99.6), ("FELLBECK CARD MASTER TR 2025-A", "A", "AAA", 48, 100.2),
            ("ORMSBY EQUIPMENT 2026-1", "B", "AA", 95, 99.1), ("SKELWITH AUTO RECV TRUST 2026-2", "C", "A", 118, 98.85),
            ("HESKETH STUDENT LOAN TR 2025-B", "A2", "AAA", 88, 99.4)]
    cmbs = [("BRANTHWAITE CMBS 2025-C4", "A-S", "AAA", 118, 98.4), ("BRANTHWAITE CMBS 2025-C4", "B", "AA-", 168, 97.1),
            ("LOWTHER COMM MTG TR 2024-LTH", "C", "A-", 240, 95.8), ("LOWTHER COMM MTG TR 2024-LTH", "A", "AAA", 132, 99.35),
            ("KELSALL BENCHMARK 2025-B31", "A-5", "AAA", 104, 98.9)]
    rmbs = [("TARNBRAE MTG TR 2024-NQM2", "A1", "AAA", 6.05, 99.25), ("PELLOW RESI LOAN TRUST 2023-2", "M1", "A", 6.85, 97.5),
            ("TARNBRAE MTG TR 2024-NQM2", "A3", "A", 6.4, 97.9), ("GILSLAND PRIME MTG TR 2025-J1", "B1", "BBB", 7.1, 94.6)]
    mgrs = {"CLO": ["Quarry Lane Credit", "Brackenhurst AM", "Selsey Capital", "Inverarity Credit"],
            "ABS": ["Servicer: Skelwith Finance", "Servicer: Fellbeck Bank NA", "Servicer: Ormsby Leasing"],
            "CMBS": ["Master: Dunnerdale Loan Svcg", "Special: Ravelrig Asset Mgmt"], "RMBS": ["Servicer: Nenthead Home Loans", "Servicer: Ulpha Svcg"]}
    for kind, lst in (("CLO", clo), ("ABS", abs_), ("CMBS", cmbs), ("RMBS", rmbs)):
        for j, (deal, cls, rat, lvl, px) in enumerate(lst):
            stem = (deal.split()[0][:4].upper() + "AB")[:6]
            orig = rng.choice([20, 25, 40, 50, 75])
            fac = 1.0 if kind == "CLO" else round(rng.uniform(0.41, 0.95), 5)
            out.append(dict(kind=kind, cusip=cusip(stem[:3] + f"{rng.randrange(100, 999)}" + cls.replace("-", "")[:1] + f"{rng.randrange(1, 9)}"),
                            deal=deal, cls=cls, rating=rat, lvl=lvl, px=f"{px:.3f}", orig=orig, factor=f"{fac:.5f}",
                            cur=f"{orig * fac:.2f}", wal=f"{rng.uniform(1.2, 7.5):.2f}", off=rng.choice([2, 3, 5]),
                            mgr=mgrs[kind][j % len(mgrs[kind])]))
    return out


def structured_dev():
    """Ruled two-page structured offering sheet: CLO / ABS / CMBS / NON-AGENCY RMBS sections, original and current face,
    factor, WAL, offer DM (CLO) or spread to UST (ABS / CMBS) or yield (RMBS) beside the offer price, an 'Offered (MM)'
    column, header repeated on page 2."""
    sender = "Alan Ferrier <aferrier@lymingtonsec.com>"
    dealer = dealer_of(sender)
    ts = _tranches("lym")
    header = [["CUSIP", "Deal", "Class", "Rtg", "Orig\n(MM)", "Factor", "Curr\n(MM)", "WAL\n(yrs)", "Offer\nLevel", "Level\nType", "Offer\nPx",
               "Offered\n(MM)"]]
    rows, sections, gold = [], [], []
    for title, kind in (("CLO", "CLO"), ("ABS", "ABS"), ("CMBS", "CMBS"), ("NON-AGENCY RMBS", "RMBS")):
        sections.append(len(rows))
        rows.append([title])
        for t in (x for x in ts if x["kind"] == kind):
            lt = {"CLO": "DM", "ABS": "Sprd T", "CMBS": "Sprd T", "RMBS": "Yield"}[kind]
            lvl = f"+{t['lvl']}" if kind != "RMBS" else f"{t['lvl']:.2f}"
            star = "*" if t["cls"] == "B" and kind == "CMBS" else ""
            rows.append([t["cusip"], t["deal"] + "\n" + t["mgr"], t["cls"], t["rating"], str(t["orig"]), t["factor"], t["cur"], t["wal"], lvl + star, lt, t["px"],
                         str(t["off"])])
            meas = {"CLO": "dm", "ABS": "spread", "CMBS": "spread", "RMBS": "yield_"}[kind]
            gold += q(t["cusip"], "structured", dealer, size=(None, t["off"] * 1_000_000), review=(meas,) if star else (),
                      **{meas: (None, lvl.lstrip("+"))}, price=(None, t["px"]))
    intro = ["SECONDARY OFFERINGS - all levels are offers. CLO floaters on discount margin (bp); ABS / CMBS on spread to the",
             "interpolated UST curve (bp); non-agency RMBS on yield (%), 25 CPR / 10 CDR / 40 sev pricing speeds.",
             "Original and current face in millions; 'Offered' is the amount available."]
    data = pk.sheet("letter", firm="LYMINGTON SECURITIES", desk="Securitized Products Trading | New York", title="SECURITIZED OFFERINGS 13-JAN-2028",
                    right=["13-Jan-2028 13:10 ET", "SP desk +1 212 555 0177"], intro=intro,
                    widths=[54, 150, 30, 30, 30, 40, 34, 32, 36, 36, 38, 40], header=header, align="llllrrrrrlrr", head_align="llllllllllll",
                    rows=rows, sections=sections, notes=["Subject to prior sale. Factors as of the January remittance.",
                                                         "* Spread indicative only - not refreshed since the 10-Jan close."],
                    footer=["Lymington Securities LLC, member FINRA/SIPC. Ref LS-SP-0113.", "Desk +1 212 555 0177 | printed 13:10 ET"],
                    ruled=True, fsize=8, lead=13)
    text = "SP offerings attached (CLO / ABS / CMBS / RMBS).\n\nAlan Ferrier\nLymington Securities | Securitized Products\n+1 212 555 0177\n"
    return mk("lymington-securitized-offers", "pdf", gold, sender=sender, subject="Lymington SP offerings 13-Jan",
              date=date("13:14:02", "-0500", 13), text=text, attachments=[pdf_att("Lymington_SP_Offerings_0113.pdf", data)],
              note="pdf:ruled pdf:multipage pdf:header-repeat emph:continued emph:wrapped-header emph:sections emph:offer-only emph:size-unit "
                   "emph:near-numbers emph:yield-price emph:footnote",
              meta={"marks": ["*"], "header": "Factor", "header_lines": [("Orig", "(MM)")], "sections": ["CLO", "ABS", "CMBS", "NON-AGENCY RMBS"]})


def structured_hold():
    """Ruled landscape CLO / ABS inventory on two pages: 13 columns, bid and offer DM and price for CLOs, offer spread for
    ABS; sizes stated once in the heading (2MM current face)."""
    sender = "Megan Tolley <mtolley@marlcliff.com>"
    dealer = dealer_of(sender)
    ts = [t for t in _tranches("marl") if t["kind"] in ("CLO", "ABS", "CMBS")]
    header = [["CUSIP", "Deal / Manager", "Class", "Rtg", "Orig Face", "Factor", "WAL", "Reinv End", "Bid DM /\nSprd", "Offer DM /\nSprd", "Bid Px",
               "Offer Px", "Coll / Notes"]]
    rows, gold = [], []
    for i, t in enumerate(ts):
        mgr = t["mgr"]
        note = {"CLO": "BSL; OC cushion 4.1%", "ABS": "CE 21.4%", "CMBS": "conduit, 58 loans"}[t["kind"]]
        sb = t["lvl"] + 6
        pb = f"{float(t['px']) - 0.25:.3f}"
        mark = "(1)" if i == 3 else ""
        rows.append([t["cusip"], t["deal"] + "\n" + mgr, t["cls"], t["rating"], f"{t['orig']},000,000", t["factor"], t["wal"],
                     "07/15/29" if t["kind"] == "CLO" else "n/a", f"+{sb}", f"+{t['lvl']}", pb, t["px"] + mark, note])
        meas = "dm" if t["kind"] == "CLO" else "spread"
        gold += q(t["cusip"], "structured", dealer, size="2mm", review=("price",) if mark else (), **{meas: (str(sb), str(t["lvl"]))},
                  price=(pb, t["px"]))
    data = pk.sheet("letterl", firm="MARLCLIFF & PARTNERS", desk="Structured Credit | New York", title="CLO / ABS / CMBS INVENTORY 20-JAN-2028",
                    right=["20-Jan-2028 15:02 ET", "+1 212 555 0149"],
                    intro=["All levels for 2MM current face. CLO on DM (bp), ABS / CMBS on spread to UST (bp); prices in points."],
                    widths=[56, 150, 30, 30, 58, 40, 30, 48, 46, 50, 40, 44, 100], header=header, align="llllrrrlrrrrl",
                    rows=rows, notes=["Subject to prior sale.", "(1) Offer price stale - last refreshed Friday, indicative only."],
                    footer=["Marlcliff & Partners LLC, member FINRA/SIPC. Ref MP-SC-0120.", "Desk +1 212 555 0149 | 15:02 ET"],
                    ruled=True, fsize=7.6, lead=15)
    text = "Structured inventory attached. All levels 2mm current face.\n\nMegan Tolley\nMarlcliff & Partners | Structured Credit\n+1 212 555 0149\n"
    return mk("marlcliff-structured-inventory", "pdf", gold, sender=sender, subject="Marlcliff CLO/ABS/CMBS inventory",
              date=date("15:06:27", "-0500", 20), text=text, attachments=[pdf_att("Marlcliff_Inventory_0120.pdf", data)],
              note="pdf:ruled pdf:multipage pdf:landscape pdf:header-repeat emph:continued emph:wrapped-header emph:size-scope emph:near-numbers "
                   "emph:footnote", meta={"marks": ["(1)"], "header": "Reinv End", "header_lines": [("Bid DM /", "Sprd")], "ncols": 13})


# ---------------------------------------------------------------- everyday


def ig_bids_dev():
    """Ruled one-page IG bid list ('BUYER OF'): spread to the benchmark and a price on the bid side only, Size (MM)."""
    sender = "Owen Pickard <opickard@ellerbyco.com>"
    dealer = dealer_of(sender)
    names = [("ASHCOMBE UTILITIES", 4.85, "2033-03-15", 98), ("BRINKLOW BANCORP", 5.125, "2034-08-01", 121), ("CULLERCOATS ENERGY", 5.4, "2036-05-15", 146),
             ("DALTONGATE PHARMA", 4.6, "2031-02-12", 72), ("ELMSTEAD RAIL", 4.95, "2035-11-01", 109), ("FOXTON FOODS", 5.6, "2054-09-30", 158),
             ("GARTHWAITE TELECOM", 5.25, "2037-06-15", 133), ("HINDLIP INSURANCE", 4.7, "2030-05-20", 64)]
    header = [["Issuer", "Cpn", "Maturity", "Bmk", "Bid Sprd (bp)", "Bid Px", "Size (MM)"]]
    rows, gold = [], []
    for i, (iss, c, mt, s) in enumerate(names):
        bmk = "5Y" if yrs(mt) < 6 else ("10Y" if yrs(mt) < 15 else "30Y")
        px = pxto(c, ust(yrs(mt)) + s / 100, mt)
        sz = [5, 3, 5, 2, 4, 5, 3, 10][i]
        rows.append([iss, f"{c:g}", mdy2(mt), bmk, f"+{s}", px, str(sz)])
        gold += q(f"{iss} {c:g} {mt}", "ig", dealer, size=(sz * 1_000_000, None), spread=(str(s), None), price=(px, None))
    data = pk.sheet("letter", firm="ELLERBY & CO.", desk="Investment Grade Credit | New York", title="BUYER OF - IG CREDIT 18-JAN-2028",
                    right=["18-Jan-2028 09:40 ET", "+1 212 555 0115"], intro=["We are buyers of the following (bid side only). Spreads to the on-the-run UST."],
                    widths=[120, 30, 50, 30, 60, 50, 44], header=header, align="lrlrrrr", rows=rows,
                    footer=["Ellerby & Co. LLC, member FINRA/SIPC. Ref EC-IG-0118.", "+1 212 555 0115 | 09:40 ET"], ruled=True, fsize=8, lead=11)
    text = "Bid list attached - buyers of these today.\n\nOwen Pickard | Ellerby & Co. | IG Trading | +1 212 555 0115\n"
    return mk("ellerby-ig-bid-list", "pdf", gold, sender=sender, subject="Ellerby IG - BUYER OF",
              date=date("09:43:55", "-0500", 18), text=text, attachments=[pdf_att("Ellerby_IG_Bids_0118.pdf", data)],
              note="pdf:ruled emph:bid-side emph:everyday",
              meta={})


def em_run_hold():
    """Unruled EM sovereign run: USD bonds two-way in price and yield, a section per region, sizes 2MM in the heading."""
    sender = "Laura Dunmore <laura.dunmore@haddowfg.com>"
    dealer = dealer_of(sender)
    bonds = [("LATAM", "COLOM", 7.5, "2034-02-02", 97.25), ("LATAM", "MEX", 6.35, "2035-02-09", 98.4), ("LATAM", "BRAZIL", 6.125, "2036-03-15", 95.1),
             ("CEEMEA", "TURKEY", 7.625, "2033-05-15", 101.6), ("CEEMEA", "ROMANI", 6.0, "2034-05-25", 96.3), ("CEEMEA", "SOAF", 5.875, "2032-04-20", 98.9),
             ("ASIA", "INDON", 5.1, "2035-02-12", 99.05), ("ASIA", "PHILIP", 5.0, "2037-01-17", 97.8)]
    lines_, gold = [], []
    cur = None
    for reg, iss, c, mt, px in bonds:
        if reg != cur:
            cur = reg
            lines_ += ["", reg]
        pa = px + 0.375
        yb, ya = yto(c, px, mt, 2), yto(c, pa, mt, 2)
        lines_.append(f"{iss:<8} {c:<6g} {mdy2(mt):<9} {px:>7.3f} / {pa:<7.3f}  {yb} / {ya}")
        gold += q(f"{iss} {c:g} {mt}", "em_sovereign", dealer, size="2mm", price=(f"{px:.3f}", f"{pa:.3f}"), yield_=(yb, ya))
    buf, c = pk.new("a4", title="EM sovereign run", author="Haddow Financial Group")
    y = pk.masthead(c, "HADDOW FINANCIAL GROUP", "EM Sovereign Trading | Miami", "EM SOVEREIGN RUN (USD) - 21 JAN 2028",
                    right=["21-Jan-2028 08:05 ET", "+1 305 555 0126"], ruled=False)
    y = pk.lines(c, 36, y, ["Px and yld bid / offer. Sizes 2MM unless noted.", "", "NAME     CPN    MATURITY       PX B / O         YLD B / O"], size=8, lead=11)
    pk.mono(c, 36, y, lines_, size=8, lead=10.5)
    pk.page_footer(c, ["Haddow Financial Group LLC, member FINRA/SIPC. Ref HFG-EM-0121.", "+1 305 555 0126 | 08:05 ET"], 1, 1, ruled=False)
    c.showPage()
    data = pk.done(buf, c)
    text = "EM run attached.\n\nLaura Dunmore | Haddow FG | EM Sovereigns | +1 305 555 0126\n"
    return mk("haddow-em-run", "pdf", gold, sender=sender, subject="Haddow EM sov run 21-Jan",
              date=date("08:09:13", "-0500", 21), text=text, attachments=[pdf_att("HFG_EM_Run_0121.pdf", data)],
              note="pdf:unruled emph:sections emph:size-scope emph:everyday emph:yield-price",
              meta={"sections": ["LATAM", "CEEMEA", "ASIA"]})


# ---------------------------------------------------------------- price-only beside yield-only


def two_sheets_dev():
    """One page, no rules: agency bullets priced (price only) beside discount notes on the discount yield (yield only);
    'Par ($MM)' and an offer heading; a CD-style 'Rate' column beside the discount yield."""
    sender = "Nadia Vosper <nadia.vosper@fernhurstfs.com>"
    dealer = dealer_of(sender)
    book = _agency_book("fern", 6, 0, 0, 5)
    buf, c = pk.new("letter", title="Fernhurst short agency offers", author="Fernhurst Financial")
    y = pk.masthead(c, "FERNHURST FINANCIAL SERVICES", "Short Duration / Agency | Charlotte", "SHORT AGENCY OFFERINGS - 10 JAN 2028",
                    right=["10-Jan-2028 08:30 ET", "+1 704 555 0133"], ruled=False)
    y = pk.lines(c, 36, y, ["All levels are offers. Par in millions.", ""], size=8)
    gold = []
    left = [["BULLETS - OFFER PRICE", "", "", "", ""], ["CUSIP", "Issuer", "Cpn", "Maturity", "Price", "Par ($MM)"]]
    for b in (x for x in book if x["kind"] == "bullet"):
        par = b["avail"] // 1000
        left.append([b["cusip"], b["issuer"], f"{b['cpn']:.3f}", dmy4(b["mat"]), b["px"], str(par)])
        gold += q(b["cusip"], "agency", dealer, size=(None, par * 1_000_000), price=(None, b["px"]))
    right = [["DISCOUNT NOTES - OFFER DISC YIELD", "", "", ""], ["CUSIP", "Issuer", "Maturity", "Disc Yld", "Par ($MM)"]]
    for b in (x for x in book if x["kind"] == "dn"):
        par = b["avail"] // 1000
        right.append([b["cusip"], f"{b['issuer']} DN", mdy2(b["mat"]), b["dy"], str(par)])
        gold += q(b["cusip"], "agency", dealer, size=(None, par * 1_000_000), yield_=(None, b["dy"]))
    y0 = y
    pk.grid(c, 36, y0, [56, 40, 32, 58, 44, 40], left, ruled=False, head=2, align="lllrrr", spans={0: [(left[0][0], 6)]}, size=7.4)
    pk.grid(c, 320, y0, [56, 50, 44, 40, 40], right, ruled=False, head=2, align="lllrr", spans={0: [(right[0][0], 5)]}, size=7.4)
    pk.page_footer(c, ["Fernhurst Financial Services LLC, member FINRA/SIPC. Ref FFS-0110.", "+1 704 555 0133 | 08:30 ET"], 1, 1, ruled=False)
    c.showPage()
    data = pk.done(buf, c)
    text = "Short agency offers attached: bullets in price, DNs on discount yield.\n\nNadia Vosper\nFernhurst Financial Services\n+1 704 555 0133\n"
    return mk("fernhurst-short-agency", "pdf", gold, sender=sender, subject="Short agency offers 10-Jan",
              date=date("08:33:20", "-0500", 10), text=text, attachments=[pdf_att("FFS_ShortAgency_0110.pdf", data)],
              note="pdf:unruled emph:two-sheets emph:disc-notes emph:offer-only emph:size-unit", meta={})


def two_sheets_hold():
    """Ruled page of two tables: SSA bonds in price only (offer) beside US agency discount notes on yield only (offer),
    sizes by a heading per table."""
    sender = "Simon Grantley <sgrantley@sandlingsec.com>"
    dealer = dealer_of(sender)
    bonds = [b for b in _ssa("sand", 14) if b["ccy"] == "USD"][:6]
    book = _agency_book("sand", 0, 0, 0, 5)
    buf, c = pk.new("letter", title="Sandling offers", author="Sandling Securities")
    y = pk.masthead(c, "SANDLING SECURITIES", "Rates Sales & Trading | New York", "SSA PRICES / AGENCY DN YIELDS - 14 JAN 2028",
                    right=["14-Jan-2028 07:45 ET", "+1 212 555 0153"], ruled=True)
    gold = []
    pk.lines(c, 36, y, ["SSA (USD) - offer price, 5MM each"], size=8)
    left = [["ISIN", "Issuer", "Cpn", "Maturity", "Offer Px"]]
    for b in bonds:
        left.append([b["isin"], b["issuer"], f"{b['cpn']:g}", mdy2(b["mat"]), b["pa"]])
        gold += q(b["isin"], "agency", dealer, size=(None, 5_000_000), price=(None, b["pa"]))
    pk.grid(c, 36, y - 12, [70, 52, 28, 44, 40], left, ruled=True, align="lllrr", size=7.2)
    pk.lines(c, 330, y, ["Discount notes - offer yield, 10MM each"], size=8)
    right = [["CUSIP", "Issuer", "Maturity", "Yield"]]
    for b in (x for x in book if x["kind"] == "dn"):
        right.append([b["cusip"], f"{b['issuer']} DN", dmy4(b["mat"]), b["dy"]])
        gold += q(b["cusip"], "agency", dealer, size=(None, 10_000_000), yield_=(None, b["dy"]))
    pk.grid(c, 330, y - 12, [56, 54, 62, 40], right, ruled=True, align="lllr", size=7.2)
    pk.page_footer(c, ["Sandling Securities LLC, member FINRA/SIPC. Ref SS-0114.", "+1 212 555 0153 | 07:45 ET"], 1, 1, ruled=True)
    c.showPage()
    data = pk.done(buf, c)
    text = "Offers attached.\n\nSimon Grantley | Sandling Securities | +1 212 555 0153\n"
    return mk("sandling-ssa-dn-offers", "pdf", gold, sender=sender, subject="Sandling SSA px / DN yields",
              date=date("07:48:41", "-0500", 14), text=text, attachments=[pdf_att("Sandling_Offers_0114.pdf", data)],
              note="pdf:ruled emph:two-sheets emph:disc-notes emph:offer-only emph:size-scope", meta={})


LAYOUTS = [agency_sheet_dev, agency_sheet_hold, muni_landscape_dev, muni_landscape_hold, ssa_dev, ssa_hold, loans_dev, loans_hold,
           structured_dev, structured_hold, ig_bids_dev, em_run_hold, two_sheets_dev, two_sheets_hold]
