"""PDF layouts: offering sheets and runs of agencies / SSA, structured products, munis, loans, corporates and CDS,
as reporting systems (ruled) and desks (unruled, laid out by x position only) print them. Ten pairs."""

from __future__ import annotations

import pdfkit
from common import (
    MIME_PDF,
    Attachment,
    date,
    fx,
    lkey,
    mat,
    mc,
    muni_px,
    pc,
    pi,
    pxto,
    q,
    rng,
    sig,
    tc,
    ust,
    yrs,
    yto,
)
from common import agency_row as arow
from common import mk as _mk

FOOT = ["For institutional investors only. Levels indicative as of print time; subject to availability and prior sale.",
        "Ref. OFS-2028-0211 | Desk +1 212 555 0161 | Compliance +1 212 555 0199"]


def pdf_att(name, data):
    return Attachment(name, data, MIME_PDF, "pdf")


def mk(slug, gold, v, subject, text, data, fname, note, meta=None):
    return _mk(slug, "pdf", gold, sender=v["sender"], subject=subject, date=date(v["hms"], v["tz"], v["day"]), text=text,
               attachments=[pdf_att(fname, data)], note=note, meta=meta)


def dealer(v):
    from common import dealer_of

    return dealer_of(v["sender"])


# ---------------------------------------------------------------- 1. ruled agency callables offering over two pages


def agency_callables(v):
    r = rng(v["slug"])
    d = dealer(v)
    rows, sections, gold = [], [], []
    marked = None
    for sec, n, step in (("STEP-UP CALLABLES - yield shown is to worst", v["nstep"], True), ("FIXED-RATE CALLABLES", v["nfix"], False)):
        sections.append(len(rows))
        rows.append([sec] + [""] * 12)
        for k in range(n):
            ag = r.choice(v["ags"])
            b = arow(r, ag, f"{v['slug']}{sec}{k}", step=step, px_range=(99.1, 100.6))
            ytw = min(b["ytc"], b["ytm"], key=float)
            sched = "--"
            if step:
                (c1, until), (c2, _) = b["steps"]
                sched = f"{c1:.3f} to {mat(until, 'mmddyy')}\n{c2:.3f} after"
            amt = r.choice([15, 20, 25, 35, 50, 75, 100, 150])
            avail = r.choice([500, 1000, 1500, 2000, 3000, 5000])
            pxs = f"{b['px']:.3f}"
            cell_px = pxs
            review = ()
            if v.get("mark") and k == 3 and step and marked is None:
                cell_px = pxs + "*"
                marked = b["cusip"]
                review = ("price",)
            rows.append([b["cusip"], ag, f"{b['cpn']:.3f}", sched, mat(b["mat"], "mmddyy"), mat(b["call"], "mmddyy"),
                         "100.000" if k % 2 else "100", f"{amt}", money(avail), cell_px, b["ytc"], b["ytm"], ytw])
            gold += q(b["cusip"], "agency", d, size=(None, avail * 1000), review=review, price=(None, pxs), yield_=(None, ytw))
    header = [["CUSIP", "Issuer", "Cpn", "Step Schedule", "Maturity", "Next\nCall", "Call\nPx", "Amt Out\n($MM)", "Avail\n(M)",
               "Offer\nPx", "YTC", "YTM", "YTW"]]
    notes = ["Offer side only. Call price shown at par; all calls Bermudan (quarterly) after the first call date.",
             "YTC and YTM shown at the offer price for reference; the offer yield is the YTW column."]
    if marked:
        notes.append("* Indicative offer only - subject to confirmation with the desk before trading.")
    data = pdfkit.sheet("letter", firm=v["firm"], desk="US Agency Trading - Callables", title=v["title"],
                        right=[v["printed"], "Settle T+1"], intro=v["intro"], widths=[50, 34, 28, 74, 38, 38, 30, 36, 34, 40, 32, 32, 32],
                        header=header, align="lllllllrrrrrr", head_align="lllllllllllll", rows=rows, sections=sections, notes=notes,
                        footer=FOOT, ruled=True, fsize=7.0, lead=8.8, repeat=True)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Agency Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:ruled pdf:multipage pdf:header-repeat emph:look-alike emph:continued emph:step-up emph:ytc-ytm emph:offer-only "
              "emph:wrapped-header emph:sections" + (" emph:footnote" if marked else ""),
              meta={"header": "Step Schedule", "header_lines": [("Amt Out", "($MM)"), ("Offer", "Px")], "marks": ["*"],
                    "sections": ["STEP-UP CALLABLES - yield shown is to worst", "FIXED-RATE CALLABLES"]})


def cu(seed, suffix):
    """A digit-led invented CUSIP for a tranche (six-digit stem), real check digit."""
    return tc(str(100000 + int(pc("", seed), 36) % 900000), suffix)


def money(n):
    return f"{n:,}"


AC1 = dict(slug="tollerton-agency-callables", firm="Tollerton Securities LLC", sender="Maya Ferriby <mferriby@tollerton.com>",
           person="Maya Ferriby", phone="+1 212 555 0137", tz="-0500", day=8, hms="08:12:40", ags=["FHLB", "FFCB", "FHLMC", "FNMA"],
           nstep=22, nfix=20, mark=True, title="AGENCY CALLABLE OFFERINGS", printed="Printed 08-Feb-2028 08:05 ET",
           intro=["Today's offerings of agency step-ups and fixed-rate callables. Prices are offers; sizes in the Avail (M) column.",
                  "Amount outstanding, call price and the step schedule are for reference."],
           subject="Tollerton - agency callable offerings 08-Feb", fname="Tollerton_Agency_Callables_20280208.pdf",
           cover="Good morning,\n\nAttached our agency callable offerings for today (two pages). Offer side only; the yield to quote\n"
                 "is the YTW column. Ping me for bigger size on anything.\n\nMaya")
AC2 = dict(slug="wrexley-callable-inventory", firm="Wrexley & Co. Capital Markets", sender="Dev Anand <danand@wrexley.com>",
           person="Dev Anand", phone="+1 312 555 0190", tz="-0600", day=15, hms="07:41:09", ags=["FHLB", "FFCB", "FHLMC", "FAMCA"],
           nstep=20, nfix=22, mark=True, title="CALLABLE AGENCY INVENTORY - OFFERS", printed="Run 15/02/2028 07:35 CT",
           intro=["Callable agency inventory, offer side. Step-up coupons run to the date shown, then step.",
                  "Avail (M) is the amount we can offer; Amt Out ($MM) is the issue outstanding."],
           subject="Wrexley callable agency offers (PDF)", fname="wrexley_callables_0215.pdf",
           cover="Hi all - callable inventory attached, offers only, YTW is the yield we quote off.\n\nDev")


# ---------------------------------------------------------------- 2. unruled bullets and discount notes side by side


def agency_side(v):
    r = rng(v["slug"])
    d = dealer(v)
    buf, c = pdfkit.new("letter", title=v["title"], author=v["firm"])
    y = pdfkit.masthead(c, v["firm"], "Agency Desk", v["title"], [v["printed"]], ruled=False)
    y = pdfkit.lines(c, 36, y, v["intro"], size=7.5, lead=10) - 8
    lb = [["CUSIP", "Issuer", "Cpn", "Maturity", "Prior", "Offer Px", "YTM", "Bmk Yld"]]
    gold = []
    for k in range(v["nb"]):
        ag = r.choice(v["ags"])
        b = arow(r, ag, f"{v['slug']}b{k}", call=False, years=(1.5, 7), px_range=(98.2, 101.4))
        prior = f"{b['px'] - r.choice([-0.125, -0.06, 0.03, 0.094, 0.156]):.3f}"
        pxs = f"{b['px']:.3f}"
        lb.append([b["cusip"], ag, f"{b['cpn']:.3f}", mat(b["mat"], "mmddyy"), prior, pxs, b["ytm"], f"{ust(yrs(b['mat'])):.3f}"])
        gold += q(b["cusip"], "agency", d, size=(None, v["bsize"]), price=(None, pxs), yield_=(None, b["ytm"]))
    rb = [["CUSIP", "Issuer", "Maturity", "Days", "Disc Rate", "MM Yld", "Px (ref)"]]
    import datetime as _dt

    for k in range(v["nd"]):
        ag = r.choice(v["dn_ags"])
        days = r.choice([14, 28, 35, 49, 63, 91, 119, 182, 273])
        md = _dt.date(2028, 2, 11) + _dt.timedelta(days=days)
        rate = round(3.70 + days / 365 * 0.12 + r.uniform(-0.03, 0.03), 3)
        mmy = rate / (1 - rate / 100 * days / 360)
        px = 100 * (1 - rate / 100 * days / 360)
        cus = pc({"FHLB": "313385", "FFCB": "313313", "FHLMC": "313397", "FNMA": "313589"}[ag], f"{v['slug']}d{k}")
        rb.append([cus, ag + " DN", mat(md.isoformat(), "mmddyy"), str(days), fx(rate), fx(mmy), f"{px:.4f}"])
        gold += q(cus, "agency", d, size=(None, v["dsize"]), yield_=(None, fx(rate)))
    c.setFont("Helvetica-Bold", 8)
    c.drawString(36, y, v["lhead"])
    c.drawString(326, y, v["rhead"])
    y -= 6
    yl = pdfkit.grid(c, 36, y, [50, 30, 26, 38, 34, 36, 30, 34], lb, size=6.6, lead=8.4, head=1, align="llllrrrr",
                     head_align="lllllccc", ruled=False)
    yr = pdfkit.grid(c, 326, y, [50, 38, 38, 22, 36, 30, 36], rb, size=6.6, lead=8.4, head=1, align="lllrrrr", head_align="lllcccc",
                     ruled=False)
    yy = min(yl, yr) - 14
    pdfkit.lines(c, 36, yy, v["notes"], size=6.8, lead=9)
    pdfkit.page_footer(c, FOOT, 1, 1, ruled=False)
    c.showPage()
    data = pdfkit.done(buf, c)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Agency Sales', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:unruled pdf:side-by-side emph:look-alike emph:offer-only emph:size-scope emph:disc-notes emph:yield-price",
              meta={"side_by_side": ("Offer Px", "Disc Rate")})


AS1 = dict(slug="marrowby-bullets-and-dns", firm="Marrowby Partners", sender="Lena Okafor <lokafor@marrowby.com>", person="Lena Okafor",
           phone="+1 646 555 0112", tz="-0500", day=9, hms="09:02:17", ags=["FHLB", "FFCB", "FNMA", "FHLMC"], dn_ags=["FHLB", "FFCB", "FHLMC"],
           nb=12, nd=11, bsize=5_000_000, dsize=25_000_000, title="AGENCY OFFERINGS - BULLETS AND DISCOUNT NOTES",
           printed="As of 09-Feb-2028 08:55 ET",
           intro=["Offerings only. Sizes: bullets 5MM, discount notes 25MM per line.",
                  "Bullets on price with yield to maturity; discount notes offered on the discount rate (act/360)."],
           lhead="BULLETS - offer price / YTM (%)", rhead="DISCOUNT NOTES - offered on discount rate (%)",
           notes=["Prior = prior close offer price. MM Yld = money-market equivalent of the discount rate; Px (ref) = dollar price for reference.",
                  "Bmk Yld = interpolated UST yield at the bond's maturity."],
           subject="Marrowby agency offers: bullets + DNs", fname="Marrowby_Agency_Offers_0209.pdf",
           cover="Morning,\n\nBullets and discount notes attached side by side. All offers.\n\nLena")
AS2 = dict(slug="custhorpe-agency-bullets-dn", firm="Custhorpe Capital", sender="Ross Teale <rteale@custhorpe.com>", person="Ross Teale",
           phone="+1 415 555 0176", tz="-0800", day=16, hms="06:48:33", ags=["FHLB", "FFCB", "FHLMC", "TVA"], dn_ags=["FHLB", "FNMA", "FFCB"],
           nb=11, nd=12, bsize=10_000_000, dsize=50_000_000, title="Agency offer sheet",
           printed="16 Feb 2028 06:40 PT",
           intro=["Offer side. Sizes: bullets 10MM, discount notes 50MM unless you need more.",
                  "Discount notes are quoted on the discount rate; the dollar price is for reference only."],
           lhead="BULLETS - price / yield", rhead="DISCOUNT NOTES - discount rate",
           notes=["Prior: yesterday's closing offer. MM Yld: money-market yield. Px (ref): price equivalent, not a separate offer."],
           subject="Custhorpe offer sheet - agencies", fname="custhorpe_agency_offers.pdf",
           cover="Hi,\n\nOffer sheet attached: bullets on the left, DNs on the right.\n\nRoss")


# ---------------------------------------------------------------- 3. landscape ruled structured two-way run


def structured_landscape(v):
    r = rng(v["slug"])
    d = dealer(v)
    rows, sections, gold = [], [], []
    for sec, kind, deals in v["sections"]:
        sections.append(len(rows))
        rows.append([sec] + [""] * 14)
        for k, (deal, cls, rtg) in enumerate(deals):
            cus = cu(f"{v['slug']}{deal}", f"{chr(65 + k)}{k + 2}")
            orig = r.choice([24.5, 31.0, 40.0, 52.25, 63.0, 18.75])
            fac = r.uniform(0.42, 1.0) if kind != "dm" else 1.0
            wal = round(r.uniform(1.8, 7.5), 2)
            if kind == "dm":
                mg = {"AAA": 128, "AA": 180, "A": 225, "BBB-": 335, "BB-": 610}[rtg] + r.choice([-6, 0, 4, 9])
                b = mg + r.choice([-6, -2, 4, 10, 25, 60])
                a = b - r.choice([5, 8, 10, 15])
                pb = round(100 - (b - mg) * wal / 100 - 0.15, 2)
                pa = round(pb + (b - a) * wal / 100, 2)
                lvl = (str(b), str(a))
                cpn = f"3mS+{mg}"
                meas = "dm"
            elif kind == "spread":
                cp = r.choice([4.35, 4.82, 5.1, 5.45, 5.9])
                b = r.choice([62, 78, 95, 118, 145, 190])
                a = b - r.choice([4, 5, 7, 10])
                pb = round(100 + (cp - ust(wal) - b / 100) * wal * 0.9, 2)
                pa = round(pb + (b - a) / 100 * wal * 0.9, 2)
                lvl = (str(b), str(a))
                cpn = f"{cp:.2f}"
                meas = "spread"
            else:
                cp = r.choice([3.5, 4.0, 5.0, 6.0])
                yb = round(r.uniform(5.6, 7.4), 2)
                ya = round(yb - r.choice([0.10, 0.12, 0.15, 0.2]), 2)
                pb = round(100 + (cp - yb) * wal * 0.85, 2)
                pa = round(pb + (yb - ya) * wal * 0.85, 2)
                lvl = (f"{yb:.2f}", f"{ya:.2f}")
                cpn = f"{cp:.2f}"
                meas = "yield"
            z = str(int(yb * 100 - ust(wal) * 100 + r.choice([-6, 4, 11]))) if kind == "yield" else str(int(lvl[0]) + r.choice([-7, 3, 9, 14]))
            pvb = str(int(float(lvl[0]) + r.choice([-3, 2, 5]))) if kind != "yield" else f"{yb + r.choice([-0.05, 0.04, 0.08]):.2f}"
            pva = str(int(float(lvl[1]) + r.choice([-4, 3, 6]))) if kind != "yield" else f"{ya + r.choice([-0.06, 0.03, 0.07]):.2f}"
            rows.append([deal, cls, cus, rtg, cpn, f"{orig:.2f}", f"{fac:.4f}", f"{wal:.2f}", lvl[0], lvl[1], f"{pb:.2f}", f"{pa:.2f}", z,
                         pvb, pva])
            gold += q(cus, "structured", d, size=v["size"], **{meas: lvl}, price=(f"{pb:.2f}", f"{pa:.2f}"))
    table = {"widths": [150, 30, 56, 30, 48, 40, 40, 32, 38, 38, 40, 40, 44, 38, 38],
             "header": [["", "", "", "", "", "", "", "", "Level (section unit)", "", "Price", "", "", "Prior close", ""],
                        ["Deal", "Class", "CUSIP", "Rtg", "Mgn/Cpn", "Orig ($MM)", "Factor", "WAL", "Bid", "Offer", "Bid", "Offer",
                         "Z (model)", "Bid", "Offer"]],
             "hspans": {0: [("", 8), ("Level (section unit)", 2), ("Price", 2), ("", 1), ("Prior close", 2)]},
             "align": "llllrrrrrrrrrrr", "head_align": "lllllllllllllll", "rows": rows, "sections": set(sections), "name": v["title"]}
    blocks = [("text", v["intro"]), ("gap", 4), ("table", table), ("gap", 8), ("text", v["notes"])]
    data = pdfkit.report("letterl", firm=v["firm"], desk="Securitized Products Trading", title=v["title"], right=[v["printed"]],
                         blocks=blocks, footer=FOOT, ruled=True, fsize=6.9, lead=8.6)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Securitized Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:ruled pdf:landscape emph:look-alike emph:sections emph:band emph:size-scope emph:model emph:yield-price",
              meta={"ncols": 15, "sections": [s for s, _, _ in v["sections"]], "band": ("Price", "Bid")})


SL1 = dict(slug="brenchley-securitized-run", firm="Brenchley Securities", sender="Tom Halloran <thalloran@brenchley.com>",
           person="Tom Halloran", phone="+1 212 555 0184", tz="-0500", day=10, hms="10:21:05", size="2MM",
           title="SECURITIZED TWO-WAY RUN", printed="10-Feb-2028 10:15 ET",
           sections=[("CLO - discount margin (bp)", "dm", [("HARWICK PARK CLO 2025-2A", "A1", "AAA"), ("SALTMARSH CLO 2026-1A", "B", "AA"),
                                                          ("OLDCASTLE CLO 2024-5A", "D", "BBB-"), ("QUAYSIDE CLO 2027-3A", "E", "BB-")]),
                     ("ABS / CMBS - spread to UST (bp)", "spread", [("VERDANT AUTO 2027-2", "A3", "AAA"), ("CINDERHILL CARD 2026-A", "B", "A"),
                                                                     ("TRENT STREET CMBS 2027-C4", "AS", "AAA")]),
                     ("NON-AGENCY RMBS - yield (%)", "yield", [("MILLBRAE MORTGAGE TRUST 2027-NQM2", "A1", "AAA"),
                                                                ("GREYFORD RESI 2026-RPL1", "M1", "A")])],
           intro=["Two-way levels, 2MM current face per side unless noted. The level columns take the unit in each section heading.",
                  "Z (model) is our model's Z-spread; Prior close for reference."],
           notes=["Factor and WAL at 15 CPR / 2 CDR (CLO at 0 CPR). Orig ($MM) is the tranche's original face."],
           subject="Brenchley securitized run - CLO/ABS/CMBS/RMBS", fname="Brenchley_SP_Run_20280210.pdf",
           cover="All - securitized run attached (landscape). Levels two-way, units per section.\n\nTom")
SL2 = dict(slug="selsworth-sp-two-way", firm="Selsworth Capital Markets", sender="Priya Raman <praman@selsworth.com>",
           person="Priya Raman", phone="+1 212 555 0158", tz="-0500", day=17, hms="11:04:51", size="3MM",
           title="Structured Products - Two-Way Levels", printed="17-Feb-2028 11:00 ET",
           sections=[("CLO - discount margin (bp)", "dm", [("BELLWARD CLO 2026-4A", "A", "AAA"), ("KINGSFERRY CLO 2025-1A", "C", "A"),
                                                          ("HOLLINS BAY CLO 2027-2A", "D", "BBB-")]),
                     ("ABS / CMBS - spread to UST (bp)", "spread", [("ASHCOMBE EQUIPMENT 2027-1", "A2", "AAA"),
                                                                     ("PENRHOS TIMESHARE 2026-2", "B", "A"),
                                                                     ("WELLGATE COMMERCIAL 2026-C2", "A-S", "AAA"), ("RIVERMEAD CARD 2027-B", "C", "BBB")]),
                     ("NON-AGENCY RMBS - yield (%)", "yield", [("CROWHURST NQM TRUST 2027-3", "A2", "AA")])],
           intro=["Bid / offer on each tranche; 3MM current face per side unless noted.",
                  "Level columns are in the unit named in the section heading; Z (model) is a model output, not a level."],
           notes=["Prior close = yesterday's closing level. WAL in years."],
           subject="Selsworth SP two-way levels", fname="selsworth_sp_levels_0217.pdf",
           cover="Hi - structured two-way levels attached.\n\nPriya")


# ---------------------------------------------------------------- 4. unruled Courier SSA run over two pages

SSA_USD = ["IBRD", "IADB", "ASIA DEV BANK", "EIB", "KFW", "AFDB", "NIB", "EBRD", "IFC", "AIIB", "CADES", "RENTENBANK", "OKB", "COE"]
SSA_EUR = ["EIB", "KFW", "EU", "ESM", "EFSF", "CADES", "BNG", "NRW.BANK", "UNEDIC", "RENTENBANK", "ICO", "CDC"]


def ssa_run(v):
    r = rng(v["slug"])
    d = dealer(v)
    usd, eur, gold = [], [], []
    seen = set()
    for k in range(v["nu"]):
        iss = SSA_USD[k % len(SSA_USD)]
        y0 = r.uniform(1.2, 9.5)
        mi = f"{2028 + int(y0 + 0.3)}-{r.choice([1, 3, 4, 6, 7, 9, 10, 11]):02d}-{r.choice([15, 21, 28])}"
        if (iss, mi[:4]) in seen:
            mi = f"{int(mi[:4]) + 1}{mi[4:]}"
        seen.add((iss, mi[:4]))
        cp = r.choice([3.625, 3.75, 3.875, 4, 4.125, 4.25, 4.375, 4.5])
        by = ust(yrs(mi))
        sb = r.choice([12, 15, 18, 21, 24, 28, 33, 38, 42])
        sa = sb - r.choice([2, 3, 4])
        yb, ya = f"{by + sb / 100:.3f}", f"{by + sa / 100:.3f}"
        isin = pi("XS", "2", f"{v['slug']}u{k}") if iss not in ("KFW", "RENTENBANK", "OKB") else pi("US", "50", f"{v['slug']}u{k}")
        bmk = "UST " + {True: "5Y", False: "10Y"}[yrs(mi) < 6.5] if yrs(mi) > 3 else "UST 2Y"
        usd.append([isin, iss, f"{cp:.3f}", mat(mi, "mmddyy"), bmk, f"{by:.3f}", f"+{sb}", f"+{sa}", yb, ya,
                    f"{sb + r.choice([-3, 2, 6]):+d}", f"{yrs(mi) * 0.92:.2f}"])
        gold += q(isin, "agency", d, size=v["usize"], spread=(str(sb), str(sa)), yield_=(yb, ya))
    for k in range(v["ne"]):
        iss = SSA_EUR[k % len(SSA_EUR)]
        y0 = r.uniform(1.5, 12)
        mi = f"{2028 + int(y0 + 0.3)}-{r.choice([2, 3, 5, 6, 9, 10, 11]):02d}-{r.choice([12, 15, 25])}"
        cp = r.choice([2.25, 2.5, 2.625, 2.75, 3, 3.125])
        sb = r.choice([-6, -4, -2, 0, 3, 6, 9, 14, 19])
        sa = sb - r.choice([2, 3, 4])
        sw = 2.30 + min(yrs(mi), 12) * 0.045
        yb, ya = f"{sw + sb / 100:.3f}", f"{sw + sa / 100:.3f}"
        isin = pi(v["eur_cc"][k % len(v["eur_cc"])], "0", f"{v['slug']}e{k}")
        eur.append([isin, iss, f"{cp:.3f}", mat(mi, "dotted"), f"{sb:+d}", f"{sa:+d}", yb, ya, f"{sb + r.choice([18, 24, 31, 40]):+d}",
                    f"{yrs(mi) * 0.95:.2f}"])
        gold += q(isin, "agency", d, size=v["esize"], i_spread=(str(sb), str(sa)), yield_=(yb, ya))
    tu = {"widths": [62, 68, 30, 44, 44, 44, 44, 44, 40, 40, 38, 30],
          "header": [["ISIN", "ISSUER", "CPN", "MATURITY", "BMK", "BMK YLD", "SPRD BID", "SPRD OFR", "YLD BID", "YLD OFR", "G (REF)", "DUR"]],
          "align": "llllllrrrrrr", "head_align": "llllllrrrrrr", "rows": usd, "name": "USD SSA"}
    te = {"widths": [62, 68, 30, 50, 40, 40, 40, 40, 62, 30],
          "header": [["ISIN", "ISSUER", "CPN", "MATURITY", "MS BID", "MS OFR", "YLD BID", "YLD OFR", "VS BUND (REF)", "DUR"]],
          "align": "llllrrrrrr", "head_align": "llllrrrrrr", "rows": eur, "name": "EUR SSA"}
    blocks = [("mono", v["intro"]), ("gap", 6), ("mono", [v["uhead"]]), ("table", tu), ("gap", 10), ("mono", [v["ehead"]]), ("table", te),
              ("gap", 8), ("mono", v["notes"])]
    data = pdfkit.report("letter", firm=v["firm"], desk="SSA / Agency Trading", title=v["title"], right=[v["printed"]], blocks=blocks,
                         footer=FOOT, ruled=False, fsize=7.4, lead=9.6, mono_font=True)
    text = f"{v['cover']}\n\n{sig(v['person'], 'SSA Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:unruled pdf:multipage pdf:header-repeat emph:look-alike emph:continued emph:sections emph:size-scope",
              meta={"header": "ISIN", "sections": [v["uhead"], v["ehead"]]})


SR1 = dict(slug="gilmorton-ssa-run", firm="GILMORTON SECURITIES", sender="Hannah Vos <hannah.vos@gilmorton.com>", person="Hannah Vos",
           phone="+44 20 7946 0321", tz="+0000", day=8, hms="07:31:44", nu=30, ne=26, usize="5MM", esize="10MM", eur_cc=["XS", "DE", "FR", "EU"],
           title="SSA RUN - USD AND EUR", printed="08FEB28 07:25 LDN",
           intro=["GILMORTON SSA RUN. BID / OFFER. SIZES: USD 5MM, EUR 10MM PER SIDE.", "BMK YLD, G (REF), VS BUND (REF) AND DUR FOR REFERENCE."],
           uhead="USD SSA - SPREAD TO INTERPOLATED UST (BP), YIELD (%)", ehead="EUR SSA - SPREAD TO MID-SWAPS (BP), YIELD (%)",
           notes=["MS = ANNUAL MID-SWAPS. G (REF) = MODEL G-SPREAD. VS BUND (REF) = SPREAD TO INTERPOLATED BUND."],
           subject="Gilmorton SSA run 08-Feb", fname="GILMORTON_SSA_RUN_08FEB28.pdf",
           cover="Morning, SSA run attached - USD and EUR, two pages.\n\nHannah")
SR2 = dict(slug="dunkeswell-ssa-levels", firm="DUNKESWELL & PARTNERS", sender="Jonas Ebert <jebert@dunkeswell.de>", person="Jonas Ebert",
           phone="+49 69 5550 7712", tz="+0100", day=14, hms="08:16:02", nu=27, ne=28, usize="3MM", esize="5MM", eur_cc=["XS", "DE", "EU", "NL"],
           title="SSA LEVELS USD / EUR", printed="14.02.2028 08:10 CET",
           intro=["DUNKESWELL SSA LEVELS (BID / OFFER). SIZES: USD 3MM, EUR 5MM PER SIDE.", "REFERENCE COLUMNS: BMK YLD, G (REF), VS BUND (REF), DUR."],
           uhead="USD SSA - SPREAD TO INTERPOLATED UST (BP), YIELD (%)", ehead="EUR SSA - SPREAD TO MID-SWAPS (BP), YIELD (%)",
           notes=["EUR SPREADS OVER ANNUAL MID-SWAPS; NEGATIVE = THROUGH SWAPS."],
           subject="Dunkeswell SSA levels USD/EUR", fname="dunkeswell_ssa_14feb.pdf",
           cover="Guten Morgen - SSA levels attached.\n\nJonas")


# ---------------------------------------------------------------- 5. ruled muni offerings with YTC / YTM / YTW


def muni_offer(v):
    r = rng(v["slug"])
    d = dealer(v)
    rows, gold = [], []
    total = 0
    for k, (iss, st) in enumerate(v["issuers"]):
        cp = r.choice([4, 5, 5, 5, 4.25])
        my = r.randint(2033, 2046)
        mi = f"{my}-{r.choice(['06-01', '08-01', '09-01', '12-01'])}"
        ci = f"{min(my - 3, 2035)}-{mi[5:]}"
        ytw_t = round(ust(yrs(mi)) * 0.72 + r.uniform(-0.25, 0.35), 2)
        px = round(muni_px(cp, ytw_t, mi, ci), 3)
        ytc, ytm = yto(cp, px, ci), yto(cp, px, mi)
        yw = min(ytc, ytm, key=float)
        par = r.choice([250, 500, 750, 1000, 1500, 2000])
        total += par
        cus = mc(f"{v['slug']}{k}")
        rows.append([cus, iss, st, f"{cp:.3f}", mat(mi, "mmddyy"), mat(ci, "mmddyy"), "100", f"{par:,}", ytc, ytm, yw, f"{px:.3f}",
                     r.choice(["0.050", "0.100", "0.125", "--"]), f"{ytw_t - r.choice([0.22, 0.31, 0.4]):.2f}"])
        gold += q(cus, "muni", d, size=(None, par * 1000), yield_=(None, yw), price=(None, f"{px:.3f}"))
    rows.append(["TOTAL PAR", "", "", "", "", "", "", f"{total:,}", "", "", "", "", "", ""])
    header = [["CUSIP", "Issuer", "St", "Cpn", "Maturity", "Call\nDate", "Call\nPx", "Par\n(000)", "YTC", "YTM", "YTW", "Price", "Conc", "MMD"]]
    data = pdfkit.sheet("letter", firm=v["firm"], desk="Municipal Trading", title=v["title"], right=[v["printed"]], intro=v["intro"],
                        widths=[48, 112, 18, 28, 38, 38, 26, 34, 30, 30, 30, 36, 28, 28], header=header, align="lllrlllrrrrrrr",
                        head_align="llllllllllllll", rows=rows, bold=(len(rows) - 1,), notes=v["notes"], footer=FOOT, ruled=True,
                        fsize=6.9, lead=8.6)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Municipal Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:ruled emph:look-alike emph:ytc-ytm emph:offer-only emph:wrapped emph:wrapped-header emph:totals emph:size-unit emph:yield-price",
              meta={"wrapped": v["wrapped"], "header_lines": [("Call", "Date"), ("Par", "(000)")]})


MU1 = dict(slug="quarley-muni-offerings", firm="Quarley Municipal Securities", sender="Carl Beame <cbeame@quarley.com>", person="Carl Beame",
           phone="+1 312 555 0102", tz="-0600", day=9, hms="08:40:12", title="MUNICIPAL OFFERINGS", printed="09-Feb-2028 08:35 CT",
           issuers=[("Illinois Finance Authority\nRevenue Bonds Series 2027A", "IL"), ("Chicago O'Hare Intl Airport\nGen Airport Sr Lien", "IL"),
                    ("Texas Water Development Brd\nState Water Implementation", "TX"), ("Ohio Hospital Facilities\nRevenue Ser 2026", "OH"),
                    ("Michigan Finance Authority\nLocal Govt Loan Program", "MI"), ("Wisconsin Health & Educ\nFacilities Auth", "WI"),
                    ("Minneapolis MN Health Care\nSystem Revenue", "MN"), ("Indiana Finance Authority\nHighway Revenue", "IN"),
                    ("Cook County IL Sales Tax\nRevenue Bonds", "IL"), ("Kansas Dev Finance Auth\nRevolving Funds", "KS")],
           wrapped=[("Illinois Finance Authority", "Revenue Bonds Series 2027A")],
           intro=["OFFERINGS - subject to prior sale. Par in thousands. Priced to the worst call; YTW is the offered yield.",
                  "YTC and YTM at the offer price for reference. Conc = concession; MMD = MMD AAA scale at the maturity."],
           notes=["All calls at par. Book-entry only. Minimum 25 (000)."],
           subject="Quarley muni offerings - Midwest / Texas", fname="Quarley_Muni_Offerings_20280209.pdf",
           cover="Good morning, today's muni offerings attached.\n\nCarl")
MU2 = dict(slug="ravensworth-muni-offers", firm="Ravensworth & Hale", sender="Dana Whitlock <dwhitlock@ravensworth.com>",
           person="Dana Whitlock", phone="+1 415 555 0141", tz="-0800", day=16, hms="07:55:38", title="Muni Offerings - West",
           printed="16-Feb-2028 07:50 PT",
           issuers=[("California Health Facilities\nFinancing Authority", "CA"), ("Los Angeles Dept of Water\n& Power Power System", "CA"),
                    ("Washington State Convention\nCenter Public Facs", "WA"), ("Oregon State Dept of Admin\nLottery Revenue", "OR"),
                    ("San Diego Unified School\nDistrict GO Election 2022", "CA"), ("Colorado Health Facilities\nAuthority Hospital Rev", "CO"),
                    ("Arizona Industrial Dev Auth\nEducation Revenue", "AZ"), ("Utah Transit Authority\nSales Tax Revenue", "UT"),
                    ("Nevada System of Higher Ed\nUniversity Revenue", "NV")],
           wrapped=[("California Health Facilities", "Financing Authority")],
           intro=["Offerings. Par (000). YTW is the yield we offer at; YTC / YTM shown at the offer price.",
                  "Conc and MMD columns are reference only."],
           notes=["Calls at 100. Subject to prior sale and change."],
           subject="Ravensworth muni offerings (West)", fname="ravensworth_muni_west_0216.pdf",
           cover="Hi - western muni offerings attached.\n\nDana")


# ---------------------------------------------------------------- 6. unruled EUR new issues (no levels) and secondary


def eur_newiss(v):
    r = rng(v["slug"])
    d = dealer(v)
    ni = []
    for iss, cp, mi, sz, ro in v["new"]:
        ni.append([iss, f"{cp:.3f}", mat(mi, "dotted"), sz, f"MS{ro:+d}", f"{99.3 + r.uniform(0, 0.6):.3f}", f"{2.4 + r.uniform(0, 0.6):.3f}",
                   f"{r.choice([1, 2, 3])}", f"{r.uniform(6, 28):.1f}"])
    sec, gold = [], []
    for k, (iss, cp, mi, ro, asset) in enumerate(v["sec"]):
        isin = pi(v["cc"][k % len(v["cc"])], "1", f"{v['slug']}{k}")
        sb = ro + r.choice([-3, -1, 1, 2, 4])
        sa = sb - r.choice([2, 3, 4])
        sw = 2.30 + min(yrs(mi), 12) * 0.045
        yb, ya = f"{sw + sb / 100:.3f}", f"{sw + sa / 100:.3f}"
        sec.append([isin, iss, f"{cp:.3f}", mat(mi, "dotted"), f"{ro:+d}", f"{sb:+d}", f"{sa:+d}", yb, ya, f"{r.choice([-2, -1, 1, 2, 3]):+d}",
                    f"{yrs(mi) * 0.94:.2f}"])
        grp = "ig" if asset == "covered" else "agency"
        gold += q(isin, grp, d, size=v["size"], i_spread=(str(sb), str(sa)), yield_=(yb, ya))
    t1 = {"widths": [110, 34, 52, 44, 50, 52, 48, 30, 44],
          "header": [["Issuer", "Cpn", "Maturity", "Size (bn)", "Re-offer", "Re-offer Px", "Re-offer Yld", "NIC", "Books (bn)"]],
          "align": "llllrrrrr", "head_align": "lllllllll", "rows": ni, "name": "Priced"}
    t2 = {"widths": [64, 110, 34, 52, 44, 36, 36, 40, 40, 28, 30],
          "header": [["ISIN", "Issuer", "Cpn", "Maturity", "Re-offer", "Bid", "Offer", "Yld Bid", "Yld Ofr", "Chg", "Dur"]],
          "align": "llllrrrrrrr", "head_align": "lllllllllll", "rows": sec, "name": "Secondary"}
    blocks = [("text", v["intro"]), ("gap", 4), ("text", ["**" + v["h1"]]), ("table", t1), ("gap", 12), ("text", ["**" + v["h2"]]),
              ("table", t2), ("gap", 8), ("text", v["notes"])]
    data = pdfkit.report("a4", firm=v["firm"], desk="SSA & Covered Bonds", title=v["title"], right=[v["printed"]], blocks=blocks,
                         footer=FOOT, ruled=False, fsize=7.2, lead=9.2)
    text = f"{v['cover']}\n\n{sig(v['person'], 'SSA & Covered Syndicate / Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:unruled emph:look-alike emph:new-issue emph:sections emph:size-scope",
              meta={"sections": [v["h1"], v["h2"]]})


NI1 = dict(slug="stoulton-eur-ssa-covered", firm="Stoulton Bank AG", sender="Miriam Kessel <miriam.kessel@stoulton.de>", person="Miriam Kessel",
           phone="+49 69 5550 3340", tz="+0100", day=10, hms="14:22:18", size="10MM", cc=["XS", "DE", "EU"], title="EUR SSA & Covered - Weekly",
           printed="10.02.2028 14:15 CET",
           new=[("EU", 3.0, "2038-03-04", "5.0", 4), ("KFW", 2.625, "2033-02-15", "4.0", -18), ("Norrvik Hypotek", 2.875, "2032-09-10", "0.75", 38),
                ("EIB", 2.75, "2035-04-15", "3.0", 1)],
           sec=[("EU", 2.75, "2037-10-04", 6, "ssa"), ("KFW", 2.5, "2032-11-15", -16, "ssa"), ("EIB", 2.625, "2034-01-15", 0, "ssa"),
                ("ESM", 2.875, "2031-06-12", -4, "ssa"), ("Norrvik Hypotek", 3.0, "2031-05-20", 35, "covered"),
                ("Brauchwitz Pfandbriefbank", 2.75, "2030-09-25", 29, "covered"), ("BNG", 2.625, "2036-03-15", 11, "ssa"),
                ("Saint-Aurel SFH", 3.125, "2033-01-18", 41, "covered")],
           intro=["Priced this week (for information: re-offer levels, no markets), then our secondary bid / offer.",
                  "Secondary: EUR 10MM per side."],
           h1="PRICED THIS WEEK - re-offer (no level)", h2="SECONDARY - bid / offer, spread to mid-swaps (bp), yield (%)",
           notes=["Re-offer = the new issue's pricing spread vs mid-swaps. NIC = new issue concession (bp). Chg = change on the day."],
           subject="Stoulton EUR SSA / covered weekly", fname="Stoulton_EUR_SSA_Covered_20280210.pdf",
           cover="Hallo zusammen - weekly SSA / covered attached: the week's new issues for reference and our secondary levels.\n\nMiriam")
NI2 = dict(slug="tilbrook-ssa-covered-secondary", firm="Tilbrook Markets Ltd", sender="Oliver Dunn <odunn@tilbrook.co.uk>", person="Oliver Dunn",
           phone="+44 20 7946 0458", tz="+0000", day=17, hms="13:48:27", size="5MM", cc=["XS", "FR", "DE"], title="SSA / Covered: new issues and secondary",
           printed="17-Feb-2028 13:40 GMT",
           new=[("CADES", 2.875, "2034-11-25", "4.0", 12), ("Rentenbank", 2.5, "2033-03-15", "2.0", -12), ("Harrowvale Covered", 3.0, "2033-06-14", "1.0", 44)],
           sec=[("CADES", 2.75, "2033-11-25", 10, "ssa"), ("Rentenbank", 2.375, "2032-06-15", -13, "ssa"), ("UNEDIC", 2.875, "2035-05-25", 17, "ssa"),
                ("Harrowvale Covered", 2.625, "2031-04-14", 36, "covered"), ("Kirchwald Pfandbrief", 2.875, "2032-10-08", 31, "covered"),
                ("NRW.BANK", 2.75, "2034-07-10", 8, "ssa"), ("EFSF", 3.0, "2037-02-18", 9, "ssa")],
           intro=["This week's priced deals are shown for reference only (no markets). Secondary levels below: EUR 5MM per side."],
           h1="PRICED THIS WEEK - re-offer (no level)", h2="SECONDARY - bid / offer, spread to mid-swaps (bp), yield (%)",
           notes=["Re-offer and NIC are the syndicate's pricing; Chg vs yesterday's close."],
           subject="Tilbrook SSA/covered - priced and secondary", fname="tilbrook_ssa_covered_0217.pdf",
           cover="Afternoon - SSA / covered sheet attached.\n\nOliver")


# ---------------------------------------------------------------- 7. ruled loan levels with prior close and mid


def loan_levels(v):
    r = rng(v["slug"])
    d = dealer(v)
    rows, gold = [], []
    for bor, fac, mi in v["loans"]:
        bid = round(r.uniform(91, 100.4) * 8) / 8
        ask = bid + r.choice([0.25, 0.375, 0.5, 0.75])
        pb, pa = bid - r.choice([-0.25, 0.125, 0.25, 0.5]), ask - r.choice([-0.25, 0.125, 0.25, 0.5])
        if pa <= pb:
            pa = pb + 0.5
        mid = (bid + ask) / 2
        flr = r.choice(["0.00", "0.50", "0.75", "1.00"])
        oid = r.choice(["99.50", "99.00", "98.75", "100.00"])
        facmm = r.choice([350, 425, 600, 750, 1050, 1400])
        rows.append([bor, fac, mi, flr, oid, f"{facmm:,}", f"{pb:.3f}", f"{pa:.3f}", f"{bid:.3f}", f"{ask:.3f}", f"{mid:.3f}",
                     f"{bid - pb:+.3f}" if bid != pb else "0.000"])
        gold += q(lkey(bor.replace("\n", " "), fac, mi), "loan", d, size=v["size"], price=(f"{bid:.3f}", f"{ask:.3f}"))
    t = {"widths": [104, 66, 40, 30, 36, 44, 38, 38, 40, 40, 38, 36],
         "header": [["", "", "", "", "", "", "Prior Close", "", "Today", "", "", ""],
                    ["Borrower", "Facility", "Maturity", "Floor", "OID", "Fac ($MM)", "Bid", "Offer", "Bid", "Offer", "Mid", "Chg"]],
         "hspans": {0: [("", 6), ("Prior Close", 2), ("Today", 2), ("", 2)]},
         "align": "lllrrrrrrrrr", "head_align": "llllllllllll", "rows": rows, "name": v["title"]}
    blocks = [("text", v["intro"]), ("gap", 4), ("table", t), ("gap", 8), ("text", v["notes"])]
    data = pdfkit.report("letter", firm=v["firm"], desk="Leveraged Loan Trading", title=v["title"], right=[v["printed"]], blocks=blocks,
                         footer=FOOT, ruled=True, fsize=7.0, lead=8.8)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Loan Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:ruled emph:look-alike emph:band emph:prev-col emph:mid-col emph:size-scope emph:wrapped",
              meta={"band": ("Prior Close", "Bid"), "wrapped": v["wrapped"]})


LO1 = dict(slug="umberleigh-loan-levels", firm="Umberleigh Credit Partners", sender="Sean Pryor <spryor@umberleigh.com>", person="Sean Pryor",
           phone="+1 212 555 0127", tz="-0500", day=11, hms="15:40:03", size="1MM", title="LOAN LEVELS - CLOSE", printed="11-Feb-2028 15:35 ET",
           loans=[("Halverton Specialty\nChemicals Inc", "TLB S+350", "06/31"), ("Brightwell Dental Group", "TL S+425", "03/30"),
                  ("Corbridge Logistics\nHoldings LLC", "TLB S+300", "11/31"), ("Pentland Software Corp", "1L TL S+325", "09/32"),
                  ("Farrowdale Packaging", "TLB S+375", "04/31"), ("Mellor Aerospace Parts", "TLB S+275", "08/30"),
                  ("Quillon Senior Living\nOperations", "TLB S+500", "12/29"), ("Rathmore Networks", "2L TL S+675", "02/33")],
           wrapped=[("Halverton Specialty", "Chemicals Inc")],
           intro=["Close levels, bid / offer in points. 1MM clips unless noted.", "Prior close, mid and change for reference; Fac ($MM) is the facility size."],
           notes=["Margins over term SOFR. Floors and OIDs as issued."],
           subject="Umberleigh loan levels - close 11-Feb", fname="Umberleigh_Loan_Levels_20280211.pdf",
           cover="Closing loan levels attached.\n\nSean")
LO2 = dict(slug="yarkhill-loan-sheet", firm="Yarkhill Leveraged Finance", sender="Nadia Brook <nbrook@yarkhill.com>", person="Nadia Brook",
           phone="+1 646 555 0163", tz="-0500", day=18, hms="16:02:44", size="2MM", title="Loan Sheet", printed="18-Feb-2028 16:00 ET",
           loans=[("Ardleigh Veterinary\nPartners Holdings", "TLB S+400", "07/31"), ("Castleton Fitness Clubs", "TL S+450", "10/30"),
                  ("Dunmore Insurance Services", "TLB S+325", "05/32"), ("Greystoke Data Centers\nOpco LLC", "TLB S+275", "01/32"),
                  ("Hobart Food Ingredients", "TLB S+350", "09/31"), ("Kenton Building Products", "TLB S+300", "06/30"),
                  ("Lowther Clinical Labs", "2L TL S+700", "03/33")],
           wrapped=[("Ardleigh Veterinary", "Partners Holdings")],
           intro=["Bid / offer, points. Sizes: 2MM per side on all names.", "Prior Close, Mid and Chg are reference columns."],
           notes=["Fac ($MM) = facility outstanding. Floors and OIDs at issue."],
           subject="Yarkhill loan sheet 18-Feb", fname="yarkhill_loans_0218.pdf",
           cover="Hi team, loan sheet for the close attached.\n\nNadia")


# ---------------------------------------------------------------- 8. unruled CMO / RMBS offerings on yield and price


def cmo_offer(v):
    r = rng(v["slug"])
    d = dealer(v)
    rows, sections, gold = [], [], []
    for sec, deals in v["sections"]:
        sections.append(len(rows))
        rows.append([sec] + [""] * 11)
        for k, (deal, cls, typ) in enumerate(deals):
            cus = cu(f"{v['slug']}{deal}{cls}", f"{cls[:1]}{k + 3}")
            cp = r.choice([4.0, 4.5, 5.0, 5.5, 6.0])
            fac = r.uniform(0.35, 0.97)
            face = r.choice([12.4, 18.9, 25.3, 34.1, 47.6, 61.2])
            wal = round(r.uniform(2.6, 8.8), 2)
            yl = round(ust(wal) + r.uniform(0.6, 2.1), 3)
            px = round(100 + (cp - yl) * wal * 0.85, 3)
            rows.append([cus, f"{deal}\n{cls}", typ, f"{cp:.2f}", f"{fac:.5f}", f"{face:.1f}", f"{wal:.2f}", f"{wal * 0.82:.2f}", f"{yl:.3f}",
                         f"{px:.3f}", f"{int((yl - ust(wal)) * 100) - r.choice([8, 14, 22])}", f"{r.uniform(5, 14):.1f}"])
            gold += q(cus, "structured", d, size=(None, v["size"]), yield_=(None, f"{yl:.3f}"), price=(None, f"{px:.3f}"))
    header = [["CUSIP", "Deal / Class", "Type", "Cpn", "Factor", "Cur Face\n($MM)", "WAL", "Mod\nDur", "Offer Yld", "Offer Px", "OAS\n(model)",
               "1M CPR"]]
    data = pdfkit.sheet("letter", firm=v["firm"], desk="Mortgage Trading", title=v["title"], right=[v["printed"]], intro=v["intro"],
                        widths=[52, 112, 30, 28, 44, 40, 30, 30, 42, 42, 36, 34], header=header, align="llllrrrrrrrr",
                        head_align="llllllllllll", rows=rows, sections=sections, notes=v["notes"], footer=FOOT, ruled=False, fsize=7.0, lead=8.8)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Mortgage Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:unruled emph:look-alike emph:offer-only emph:size-scope emph:face-not-size emph:wrapped emph:model emph:yield-price emph:sections",
              meta={"wrapped": v["wrapped"], "sections": [s for s, _ in v["sections"]]})


CM1 = dict(slug="zennor-cmo-offerings", firm="Zennor Fixed Income", sender="Eli Marchetti <emarchetti@zennor.com>", person="Eli Marchetti",
           phone="+1 212 555 0175", tz="-0500", day=14, hms="09:33:50", size=2_000_000, title="CMO / RMBS OFFERINGS", printed="14-Feb-2028 09:30 ET",
           sections=[("AGENCY CMO", [("FNR 2026-58", "PA", "PAC"), ("FHR 5412", "KV", "VADM"), ("GNR 2027-33", "AB", "SEQ"), ("FNR 2027-11", "ZL", "Z")]),
                     ("NON-AGENCY RMBS", [("HOLLYBANK NQM 2027-2", "A1", "SEN"), ("STANTHORPE PRIME 2026-4", "A3", "SEN"),
                                          ("CALDER RPL TRUST 2027-1", "M1", "MEZZ")])],
           wrapped=[("GNR 2027-33", "AB")],
           intro=["Offerings, 2MM current face each. Offered on yield with the price at that yield.",
                  "Cur Face ($MM) is the tranche's current face outstanding, not the amount offered."],
           notes=["Yields at 12 CPR (agency) / 10 CPR 2 CDR (non-agency). OAS (model) from our prepayment model, reference only."],
           subject="Zennor CMO/RMBS offerings", fname="Zennor_CMO_RMBS_Offers_0214.pdf",
           cover="Morning - CMO and RMBS offerings attached. 2MM current face available on each.\n\nEli")
CM2 = dict(slug="bletchingdon-mbs-offers", firm="Bletchingdon Securities", sender="Rosa Linde <rlinde@bletchingdon.com>", person="Rosa Linde",
           phone="+1 704 555 0139", tz="-0500", day=7, hms="10:12:30", size=3_000_000, title="Mortgage offerings", printed="07-Feb-2028 10:05 ET",
           sections=[("AGENCY CMO", [("FHR 5390", "PB", "PAC"), ("GNR 2027-72", "VA", "VADM"), ("FNR 2026-101", "CL", "SEQ")]),
                     ("NON-AGENCY RMBS", [("ASHBOURNE JUMBO 2027-3", "A2", "SEN"), ("PRESTWOLD NQM 2026-6", "A1", "SEN"),
                                          ("MORVAH RESI 2027-2", "B1", "SUB")])],
           wrapped=[("FHR 5390", "PB")],
           intro=["Offers only - 3MM current face on every line. Offered on yield; price at the offered yield.",
                  "Cur Face ($MM) = face outstanding on the tranche."],
           notes=["Pricing speeds: agency 10 CPR, non-agency 8 CPR / 1.5 CDR / 40 sev. OAS (model) and 1M CPR for reference."],
           subject="Bletchingdon mortgage offerings", fname="bletchingdon_mortgage_offers_0207.pdf",
           cover="Hi - mortgage offers attached.\n\nRosa")


# ---------------------------------------------------------------- 9. ruled IG / HY run with T-spread, YTW, YTC and YTM


def corp_run(v):
    r = rng(v["slug"])
    d = dealer(v)
    ig, hy, gold = [], [], []
    for k, (iss, cp, mi) in enumerate(v["ig"]):
        sb = r.choice([72, 88, 95, 104, 118, 131, 146])
        sa = sb - r.choice([4, 5, 6, 7])
        pb, pa = pxto(cp, ust(yrs(mi)) + sb / 100, mi), pxto(cp, ust(yrs(mi)) + sa / 100, mi)
        one = k == len(v["ig"]) - 1  # the last IG line is offered only: its bid cells print '--'
        ig.append([iss, f"{cp:.3f}", mat(mi, "mmddyy"), r.choice(["A2", "A3", "Baa1", "Baa2"]), f"{ust(yrs(mi)):.3f}", "--" if one else f"+{sb}",
                   f"+{sa}", "--" if one else pb, pa, f"{sb - r.choice([22, 28, 35])}", f"{yrs(mi) * 0.83:.2f}"])
        gold += q(bk(iss, cp, mi), "ig", d, size=v["igsize"], spread=(None if one else str(sb), str(sa)), price=(None if one else pb, pa))
    mark = None
    for k, (iss, cp, mi, ci, cpx) in enumerate(v["hy"]):
        pbv = round(r.uniform(93, 101.5) * 8) / 8
        pav = pbv + r.choice([0.5, 0.625, 0.75])
        ytcb, ytca = yto(cp, pbv, ci, redemption=cpx), yto(cp, pav, ci, redemption=cpx)
        ytmb, ytma = yto(cp, pbv, mi), yto(cp, pav, mi)
        wb, wa = min(ytcb, ytmb, key=float), min(ytca, ytma, key=float)
        wa_cell = wa
        review = ()
        if v.get("mark") and k == 1:
            wa_cell = wa + "*"
            mark = True
            review = ("yield",)
        hy.append([iss, f"{cp:.3f}", mat(mi, "mmddyy"), mat(ci, "mmddyy"), f"{cpx:.3f}", f"{pbv:.3f}", f"{pav:.3f}", wb, wa_cell, ytca, ytma])
        gold += q(bk(iss, cp, mi), "hy", d, size=v["hysize"], review=review, price=(f"{pbv:.3f}", f"{pav:.3f}"), yield_=(wb, wa))
    t1 = {"widths": [96, 32, 42, 30, 40, 40, 40, 42, 42, 44, 30],
          "header": [["", "", "", "", "", "T-Spread (bp)", "", "Price", "", "", ""],
                     ["Issuer", "Cpn", "Maturity", "Rtg", "Bmk Yld", "Bid", "Ask", "Bid", "Ask", "ASW (ref)", "Dur"]],
          "hspans": {0: [("", 5), ("T-Spread (bp)", 2), ("Price", 2), ("", 2)]},
          "align": "lllllrrrrrr", "head_align": "lllllllllll", "rows": ig, "name": "INVESTMENT GRADE"}
    t2 = {"widths": [96, 32, 42, 42, 36, 40, 40, 38, 38, 42, 42],
          "header": [["", "", "", "", "", "Price", "", "YTW (%)", "", "At the ask", ""],
                     ["Issuer", "Cpn", "Maturity", "Next Call", "Call Px", "Bid", "Ask", "Bid", "Ask", "YTC", "YTM"]],
          "hspans": {0: [("", 5), ("Price", 2), ("YTW (%)", 2), ("At the ask", 2)]},
          "align": "lllllrrrrrr", "head_align": "lllllllllll", "rows": hy, "name": "HIGH YIELD"}
    notes = list(v["notes"]) + (["* Indicative only - not refreshed since the open, subject to confirmation."] if mark else [])
    blocks = [("text", v["intro"]), ("gap", 4), ("text", ["**INVESTMENT GRADE - spread to UST and price"]), ("table", t1), ("gap", 12),
              ("text", ["**HIGH YIELD - price and yield to worst"]), ("table", t2), ("gap", 8), ("text", notes)]
    data = pdfkit.report("letter", firm=v["firm"], desk="Credit Trading", title=v["title"], right=[v["printed"]], blocks=blocks, footer=FOOT,
                         ruled=True, fsize=7.0, lead=8.8)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Credit Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:ruled emph:look-alike emph:band emph:ytc-ytm emph:size-scope emph:yield-price emph:sections emph:missing-side" + (" emph:footnote" if mark else ""),
              meta={"band": ("T-Spread (bp)", "Bid"), "marks": ["*"],
                    "sections": ["INVESTMENT GRADE - spread to UST and price", "HIGH YIELD - price and yield to worst"]})


def bk(iss, cp, mi):
    return f"{iss.upper()} {cp:g} {mi}"


CR1 = dict(slug="calverleigh-ig-hy-sheet", firm="Calverleigh Capital LLC", sender="Ben Osei <bosei@calverleigh.com>", person="Ben Osei",
           phone="+1 212 555 0196", tz="-0500", day=11, hms="09:14:27", igsize="5MM", hysize="2MM", mark=True, title="CREDIT RUN",
           printed="11-Feb-2028 09:10 ET",
           ig=[("Ashdown Utilities", 4.9, "2034-05-15"), ("Bramford Foods", 5.15, "2033-10-01"), ("Cleeve Rail Corp", 4.45, "2031-07-30"),
               ("Dunster Bank", 5.3, "2036-02-20"), ("Eskdale Pipeline", 5.65, "2037-09-15")],
           hy=[("Fawley Media", 7.25, "2031-05-15", "2029-05-15", 103.625), ("Glenridding Chemical", 6.75, "2030-08-01", "2029-08-01", 103.375),
               ("Harlow Energy", 8.125, "2032-03-01", "2030-03-01", 104.063), ("Ingleby Homes", 6.0, "2029-11-15", "2029-05-15", 101.5)],
           intro=["Bid / ask. Sizes: IG 5MM, HY 2MM per side unless noted.", "Bmk Yld, ASW (ref), Dur and the call schedule are reference."],
           notes=["HY yield to worst is the lower of the yield to the next call at the call price and the yield to maturity."],
           subject="Calverleigh credit run 11-Feb", fname="Calverleigh_Credit_Run_0211.pdf", cover="Morning, credit run attached.\n\nBen")
CR2 = dict(slug="dinton-credit-levels", firm="Dinton Securities", sender="Ava Lindqvist <alindqvist@dinton.com>", person="Ava Lindqvist",
           phone="+1 312 555 0188", tz="-0600", day=18, hms="08:27:55", igsize="3MM", hysize="1MM", mark=False, title="Credit Levels",
           printed="18-Feb-2028 08:25 CT",
           ig=[("Kirkby Telecom", 5.05, "2035-03-01"), ("Lambourn Insurance", 4.7, "2032-06-15"), ("Marden Health", 5.4, "2036-11-01"),
               ("Norland Power", 4.95, "2033-04-15")],
           hy=[("Overton Leisure", 7.5, "2031-09-15", "2029-09-15", 103.75), ("Pelham Metals", 6.875, "2030-04-01", "2029-04-01", 103.438),
               ("Ribston Retail", 8.5, "2032-06-01", "2029-06-01", 104.25), ("Sedbury Cable", 6.25, "2030-12-01", "2029-12-01", 102.0),
               ("Thrumpton Auto", 7.0, "2031-02-15", "2030-02-15", 103.5)],
           intro=["Bid / ask levels. Sizes: IG 3MM, HY 1MM per side.", "YTC / YTM at the ask and the call schedule are for reference."],
           notes=["YTW = worse of yield to next call and yield to maturity."],
           subject="Dinton credit levels", fname="dinton_credit_0218.pdf", cover="Hi - credit levels attached.\n\nAva")


# ---------------------------------------------------------------- 10. unruled CDS run (everyday)


def cds_run(v):
    r = rng(v["slug"])
    d = dealer(v)
    rows, gold = [], []
    for name, cp in v["names"]:
        if cp == 100:
            sb = r.choice([48, 57, 64, 72, 86, 98, 112])
            sa = sb + r.choice([3, 4, 5])
            ub = ua = None
        else:
            sb = r.choice([285, 330, 372, 410, 465, 540])
            sa = sb + r.choice([8, 10, 12])
            ub = round((sb - 500) * 4.3 / 100, 2)
            ua = round((sa - 500) * 4.3 / 100, 2)
        mid = (sb + sa) / 2 + r.choice([-4, -2, 3, 5])
        row = [name, "5Y", str(cp), "40", str(sb), str(sa), f"{ub:.2f}" if ub is not None else "--", f"{ua:.2f}" if ua is not None else "--",
               f"{mid:.1f}", f"{r.choice([-3, -1, 1, 2, 4]):+d}", str(int(sa * 1.4)), str(int(sb * 0.7))]
        rows.append(row)
        key = f"{name.upper()} 5Y"
        if ub is None:
            gold += q(key, "cds", d, size=v["size"], spread=(str(sb), str(sa)))
        else:
            gold += q(key, "cds", d, size=v["size"], spread=(str(sb), str(sa)), upfront=(f"{ub:.2f}", f"{ua:.2f}"))
    header = [["Reference Entity", "Tenor", "Cpn", "Rec", "Sprd Bid", "Sprd Ask", "Upf Bid", "Upf Ask", "Prev Mid", "Chg", "52w Hi", "52w Lo"]]
    data = pdfkit.sheet("letter", firm=v["firm"], desk="Credit Derivatives", title=v["title"], right=[v["printed"]], intro=v["intro"],
                        widths=[120, 30, 28, 26, 40, 40, 40, 40, 40, 28, 36, 36], header=header, align="llrrrrrrrrrr", head_align="llllllllllll",
                        rows=rows, notes=v["notes"], footer=FOOT, ruled=False, fsize=7.2, lead=9.2)
    text = f"{v['cover']}\n\n{sig(v['person'], 'CDS Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], gold, v, v["subject"], text, data, v["fname"],
              "pdf:unruled emph:look-alike emph:prev-col emph:size-scope emph:everyday", meta={})


CD1 = dict(slug="elmstead-cds-run", firm="Elmstead Derivatives", sender="Kit Mowbray <kmowbray@elmstead.com>", person="Kit Mowbray",
           phone="+1 212 555 0108", tz="-0500", day=8, hms="11:46:20", size="10x10", title="SINGLE-NAME CDS RUN", printed="08-Feb-2028 11:40 ET",
           names=[("Ashdown Utilities", 100), ("Bramford Foods", 100), ("Marden Health", 100), ("Fawley Media", 500), ("Harlow Energy", 500),
                  ("Quorndon Airlines", 500), ("Sowerby Bank", 100)],
           intro=["5Y single-name CDS, bid / ask. 10x10 single names.", "IG names trade 100 running (spread only); HY names 500 running, upfront shown."],
           notes=["Prev Mid, Chg and 52w Hi / Lo for reference. Rec = recovery assumption."],
           subject="Elmstead CDS run", fname="Elmstead_CDS_Run_0208.pdf", cover="CDS run attached.\n\nKit")
CD2 = dict(slug="gosberton-cds-levels", firm="Gosberton Markets", sender="Ines Ferro <iferro@gosberton.com>", person="Ines Ferro",
           phone="+1 646 555 0151", tz="-0500", day=15, hms="12:05:09", size="5x5", title="CDS levels - 5Y", printed="15-Feb-2028 12:00 ET",
           names=[("Kirkby Telecom", 100), ("Lambourn Insurance", 100), ("Overton Leisure", 500), ("Pelham Metals", 500), ("Norland Power", 100),
                  ("Ribston Retail", 500)],
           intro=["5Y CDS bid / ask, 5x5 on all names.", "Spread in bp; upfront in points for names on 500 running."],
           notes=["Prev Mid, Chg, 52w Hi / Lo are reference only."],
           subject="Gosberton CDS levels", fname="gosberton_cds_0215.pdf", cover="Afternoon - CDS levels attached.\n\nInes")


LAYOUTS = [
    lambda: agency_callables(AC1), lambda: agency_callables(AC2),
    lambda: agency_side(AS1), lambda: agency_side(AS2),
    lambda: structured_landscape(SL1), lambda: structured_landscape(SL2),
    lambda: ssa_run(SR1), lambda: ssa_run(SR2),
    lambda: muni_offer(MU1), lambda: muni_offer(MU2),
    lambda: eur_newiss(NI1), lambda: eur_newiss(NI2),
    lambda: loan_levels(LO1), lambda: loan_levels(LO2),
    lambda: cmo_offer(CM1), lambda: cmo_offer(CM2),
    lambda: corp_run(CR1), lambda: corp_run(CR2),
    lambda: cds_run(CD1), lambda: cds_run(CD2),
]
