"""Spreadsheet layouts: an agency two-way book with a model OAS and a mid spread, a legacy .xls of ABS / CMBS offerings,
an everyday loan run, and an EUR SSA / covered sheet with re-offer and Bund columns. Four pairs."""

from __future__ import annotations

import datetime as _dt
import io

import openpyxl
import xlwt
from openpyxl.styles import Alignment, Font, PatternFill

from common import MIME_XLS, MIME_XLSX, Attachment, agency_row, date, lkey, mk, normalize_zip, pi, q, rng, sig, ust, yrs
from l_pdf import cu


def dealer(v):
    from common import dealer_of

    return dealer_of(v["sender"])


def save_xlsx(wb):
    wb.properties.creator = "desk"
    fixed = _dt.datetime(2028, 2, 7, 6, 30, tzinfo=_dt.UTC).replace(tzinfo=None)  # Excel properties hold naive UTC times
    wb.properties.created = fixed
    wb.properties.modified = fixed
    buf = io.BytesIO()
    wb.save(buf)
    return normalize_zip(buf.getvalue())


BOLD = Font(bold=True)
HEAD = PatternFill("solid", fgColor="1F3A5F")
WHITE = Font(bold=True, color="FFFFFF")


def header(ws, row, names):
    for k, n in enumerate(names, start=1):
        c = ws.cell(row=row, column=k, value=n)
        c.font = WHITE
        c.fill = HEAD
        c.alignment = Alignment(horizontal="center", wrap_text=True)


# ---------------------------------------------------------------- 1. agency two-way book


def agency_book(v):
    r = rng(v["slug"])
    d = dealer(v)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = v["tab"]
    ws["A1"] = v["firm"]
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = v["title"]
    ws["A3"] = v["note"]
    ws["A4"] = "Run date"
    ws["B4"] = _dt.date(2028, 2, v["day"])
    ws["B4"].number_format = "dd-mmm-yyyy"
    names = ["CUSIP", "Issuer", "Cpn", "Maturity", "Next Call", "Call Px", "Bid Px", "Offer Px", "Offer YTW", "OAS (model)", "Sprd (mid)",
             "Bmk Yld", "Prior Bid"]
    hr = 6
    header(ws, hr, names)
    gold = []
    for k in range(v["n"]):
        ag = r.choice(v["ags"])
        b = agency_row(r, ag, f"{v['slug']}{k}", call=k % 3 != 0, px_range=(98.8, 100.9))
        ask = b["px"]
        bid = round(ask - r.choice([0.0625, 0.09375, 0.125]), 5)
        ytw = min(b.get("ytc", "99"), b["ytm"], key=float)
        row = [b["cusip"], ag, b["cpn"], _dt.datetime.fromisoformat(b["mat"]), _dt.datetime.fromisoformat(b["call"]) if "call" in b else None,
               100 if "call" in b else None, bid, ask, float(ytw), r.choice([18, 24, 31, 37, 42]),
               round((float(b["ytm"]) - ust(yrs(b["mat"]))) * 100 + 1, 1), round(ust(yrs(b["mat"])), 3), round(bid - r.choice([0.03125, 0.0625, -0.03125]), 5)]
        ws.append(row)
        rr = ws.max_row
        for col in (4, 5):
            ws.cell(rr, col).number_format = "mm/dd/yyyy"
        for col in (7, 8, 13):
            ws.cell(rr, col).number_format = "0.000"
        ws.cell(rr, 9).number_format = "0.000"
        gold += q(b["cusip"], "agency", d, size=v["size"], price=(f"{bid}", f"{ask}"), yield_=(None, ytw))
    for col, w in zip("ABCDEFGHIJKLM", [12, 8, 7, 12, 12, 8, 9, 9, 10, 11, 10, 9, 9], strict=True):
        ws.column_dimensions[col].width = w
    ws2 = wb.create_sheet("Notes")
    ws2["A1"] = "OAS (model) from our term-structure model; Sprd (mid) is the mid spread to the interpolated UST; Prior Bid = yesterday's close."
    ws2["A2"] = "Call price 100 on all callables (quarterly after the first call)."
    data = save_xlsx(wb)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Agency Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "xlsx", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              attachments=[Attachment(v["fname"], data, MIME_XLSX, "xlsx")],
              note="emph:title-block emph:dates emph:multi-sheet emph:look-alike emph:model emph:mid-col emph:size-scope emph:yield-price emph:prev-col",
              meta={"header_row": hr})


AB1 = dict(slug="yelvertoft-agency-book", firm="Yelvertoft Securities", sender="Clare Nunn <cnunn@yelvertoft.com>", person="Clare Nunn",
           phone="+1 212 555 0152", tz="-0500", day=9, hms="08:30:14", ags=["FHLB", "FFCB", "FNMA", "FHLMC"], n=12, size="5MM", tab="Agencies",
           title="Agency bullets and callables - two-way, 5MM per side",
           note="Bid / Offer in price; the offer yield is to worst. OAS, mid spread, bmk yield and prior bid for reference.",
           cover="Agency book attached (xlsx).\n\nClare", subject="Yelvertoft agency book 09-Feb", fname="Yelvertoft_Agency_Book_20280209.xlsx")
AB2 = dict(slug="aldbury-agency-two-way", firm="Aldbury Capital", sender="Martin Reyes <mreyes@aldbury.com>", person="Martin Reyes",
           phone="+1 312 555 0129", tz="-0600", day=16, hms="08:05:51", ags=["FHLB", "FFCB", "FHLMC", "TVA"], n=11, size="10MM", tab="Run",
           title="Agency run - two-way prices, 10MM per side",
           note="Prices bid / offer; Offer YTW at the offer. Model OAS and Sprd (mid) are not markets.",
           cover="Hi - agency two-way run attached.\n\nMartin", subject="Aldbury agency two-way run", fname="aldbury_agency_run_0216.xlsx")


# ---------------------------------------------------------------- 2. legacy .xls ABS / CMBS offerings


def abs_xls(v):
    r = rng(v["slug"])
    d = dealer(v)
    wb = xlwt.Workbook()
    ws = wb.add_sheet("Offers")
    b = xlwt.easyxf("font: bold on")
    ws.write(0, 0, v["title"], b)
    ws.write(1, 0, v["note"])
    names = ["CUSIP", "Deal", "Class", "Rtg", "Cpn", "Orig Face", "Cur Face", "Factor", "WAL", "Window", "Offer Sprd", "Offer Px", "Bench", "Prior Sprd"]
    for k, n in enumerate(names):
        ws.write(3, k, n, b)
    gold = []
    for i, (deal, cls, rtg) in enumerate(v["deals"]):
        cus = cu(f"{v['slug']}{deal}{cls}", f"{cls[:1]}{i + 2}")
        cp = r.choice([4.45, 4.8, 5.1, 5.35, 5.7])
        orig = r.choice([150_000_000, 210_500_000, 98_000_000, 320_000_000])
        fac = r.uniform(0.3, 0.95)
        wal = round(r.uniform(0.9, 6.5), 2)
        sp = r.choice([48, 57, 66, 85, 112, 140, 175])
        px = round(100 + (cp - ust(wal) - sp / 100) * wal * 0.9, 3)
        bench = "UST " + ("2Y" if wal < 2.5 else "3Y" if wal < 4 else "5Y")
        row = [cus, deal, cls, rtg, cp, orig, round(orig * fac), round(fac, 5), wal, f"{r.randint(1, 12)}/28 - {r.randint(1, 12)}/3{r.randint(0, 3)}",
               sp, px, bench, sp + r.choice([-3, 2, 4])]
        for k, val in enumerate(row):
            ws.write(4 + i, k, val)
        gold += q(cus, "structured", d, size=(None, v["size"]), spread=(None, str(sp)), price=(None, f"{px}"))
    buf = io.BytesIO()
    wb.save(buf)
    text = f"{v['cover']}\n\n{sig(v['person'], 'ABS / CMBS Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "xlsx", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              attachments=[Attachment(v["fname"], buf.getvalue(), MIME_XLS, "xls")],
              note="xlsx:xls emph:offer-only emph:look-alike emph:size-scope emph:face-not-size emph:prev-col")


XS1 = dict(slug="bickleigh-abs-cmbs-offers", firm="Bickleigh Securities", sender="Rhys Owen <rowen@bickleigh.com>", person="Rhys Owen",
           phone="+1 212 555 0186", tz="-0500", day=10, hms="09:48:27", size=2_000_000, title="ABS / CMBS OFFERINGS",
           note="Offered 2MM current face per line. Spread in bp to the Bench column; Orig / Cur Face are the tranche's, not the offer size.",
           deals=[("CARHAYS AUTO 2027-1", "A3", "AAA"), ("TREGONY CARD 2026-2", "B", "A"), ("POLKERRIS EQUIP 2027-2", "A2", "AAA"),
                  ("LANTIC CMBS 2026-C5", "A-S", "AAA"), ("PORTHPEAN STUDENT 2027-A", "A1", "AAA"), ("GORRAN TIMESHARE 2026-1", "C", "BBB")],
           cover="ABS/CMBS offers attached (xls).\n\nRhys", subject="Bickleigh ABS/CMBS offerings", fname="Bickleigh_ABS_CMBS_Offers.xls")
XS2 = dict(slug="dallinghoo-abs-offers", firm="Dallinghoo Partners", sender="Nora Quist <nquist@dallinghoo.com>", person="Nora Quist",
           phone="+1 704 555 0168", tz="-0500", day=17, hms="10:33:40", size=1_000_000, title="ABS / CMBS offers - 1MM clips",
           note="Offers only. 1MM current face on each line. Cur Face is the tranche outstanding.",
           deals=[("ORFORD AUTO 2026-3", "A4", "AAA"), ("SUDBOURNE CARD 2027-A", "A", "AAA"), ("IKEN EQUIPMENT 2026-2", "B", "AA"),
                  ("BUTLEY CMBS 2027-C1", "A-S", "AAA"), ("CHILLESFORD SOLAR 2026-1", "A", "A")],
           cover="Offers attached.\n\nNora", subject="Dallinghoo ABS offers", fname="dallinghoo_abs_offers_0217.xls")


# ---------------------------------------------------------------- 3. everyday loan run


def loan_book(v):
    r = rng(v["slug"])
    d = dealer(v)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Loans"
    ws["A1"] = v["title"]
    ws["A1"].font = BOLD
    ws["A2"] = v["note"]
    hr = 4
    header(ws, hr, ["Borrower", "Facility", "Maturity", "Margin", "Floor", "Prior Bid", "Prior Offer", "Bid", "Offer", "Mid", "Chg", "Rtg"])
    gold = []
    for bor, fac, mi in v["loans"]:
        bid = round(r.uniform(92, 100.5) * 8) / 8
        ask = bid + r.choice([0.25, 0.5])
        pb = bid - r.choice([0.125, 0.25, -0.125])
        ws.append([bor, fac, mi, f"S+{r.choice([275, 300, 325, 350, 400])}", r.choice([0, 0.5, 0.75]), pb, pb + 0.5, bid, ask, (bid + ask) / 2,
                   round(bid - pb, 3), r.choice(["B1/B+", "B2/B", "Ba3/BB-"])])
        gold += q(lkey(bor, fac, mi), "loan", d, size=v["size"], price=(f"{bid:g}", f"{ask:g}"))
    ws2 = wb.create_sheet("Disclaimer")
    ws2["A1"] = "For institutional investors only. Levels indicative. Ref 2028-LN-0212, desk +1 212 555 0162."
    data = save_xlsx(wb)
    text = f"{v['cover']}\n\n{sig(v['person'], 'Loan Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "xlsx", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              attachments=[Attachment(v["fname"], data, MIME_XLSX, "xlsx")],
              note="emph:everyday emph:look-alike emph:mid-col emph:prev-col emph:size-scope emph:multi-sheet")


LB1 = dict(slug="edgcote-loan-run", firm="Edgcote Credit", sender="Fay Hollis <fhollis@edgcote.com>", person="Fay Hollis",
           phone="+1 212 555 0145", tz="-0500", day=11, hms="14:10:05", size="1MM", title="Loan run - bid / offer (px), 1MM clips",
           note="Prior bid / offer, mid and change are reference.",
           loans=[("Abbotsbury Foods", "TLB", "Apr-31"), ("Burton Bradstock Media", "TLB", "Sep-30"), ("Chideock Software", "1L TL", "Jan-32"),
                  ("Eype Packaging", "TLB", "Jun-31"), ("Litton Cheney Logistics", "TLB", "Nov-30"), ("Puncknowle Health", "2L TL", "Mar-33")],
           cover="Loan run attached.\n\nFay", subject="Edgcote loan run", fname="Edgcote_Loans_0211.xlsx")
LB2 = dict(slug="gratwich-loan-levels", firm="Gratwich Securities", sender="Omar Sadiq <osadiq@gratwich.com>", person="Omar Sadiq",
           phone="+1 646 555 0131", tz="-0500", day=18, hms="15:22:48", size="2MM", title="Loan levels - bid / offer, 2MM per side",
           note="Prior, mid, chg for reference only.",
           loans=[("Kingston Lacy Dental", "TLB", "Aug-31"), ("Shapwick Insurance", "TLB", "Feb-32"), ("Tarrant Keyneston Labs", "TL", "May-30"),
                  ("Witchampton Chemicals", "TLB", "Dec-31"), ("Sturminster Waste", "TLB", "Oct-30")],
           cover="Levels attached.\n\nOmar", subject="Gratwich loan levels", fname="gratwich_loans_0218.xlsx")


# ---------------------------------------------------------------- 4. EUR SSA / covered sheet


def eur_sheet(v):
    r = rng(v["slug"])
    d = dealer(v)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "EUR"
    ws["A1"] = v["title"]
    ws["A1"].font = BOLD
    ws["A2"] = v["note"]
    ws["A3"] = "Pricing date"
    ws["B3"] = _dt.date(2028, 2, v["day"])
    ws["B3"].number_format = "dd/mm/yyyy"
    hr = 5
    header(ws, hr, ["ISIN", "Issuer", "Type", "Cpn", "Maturity", "Size (EUR bn)", "Re-offer (MS)", "Bid (MS)", "Offer (MS)", "Bid Yld",
                    "Offer Yld", "vs Bund (ref)", "Chg", "Dur"])
    gold = []
    for k, (iss, typ, cp, mi) in enumerate(v["rows"]):
        isin = pi(v["cc"][k % len(v["cc"])], "1", f"{v['slug']}{k}")
        ro = r.choice([-15, -8, -3, 2, 6, 12, 28, 36, 44]) if typ == "SSA" else r.choice([30, 34, 39, 45])
        sb = ro + r.choice([-2, 1, 3])
        sa = sb - r.choice([2, 3])
        sw = 2.30 + min(yrs(mi), 12) * 0.045
        yb, ya = round(sw + sb / 100, 3), round(sw + sa / 100, 3)
        ws.append([isin, iss, typ, cp, _dt.datetime.fromisoformat(mi), r.choice([0.5, 0.75, 1.0, 3.0, 4.0, 5.0]), ro, sb, sa, yb, ya,
                   sb + r.choice([22, 30, 38]), r.choice([-1, 0, 1, 2]), round(yrs(mi) * 0.93, 2)])
        ws.cell(ws.max_row, 5).number_format = "dd/mm/yyyy"
        grp = "ig" if typ == "Covered" else "agency"
        gold += q(isin, grp, d, size=v["size"], i_spread=(str(sb), str(sa)), yield_=(f"{yb}", f"{ya}"))
    data = save_xlsx(wb)
    text = f"{v['cover']}\n\n{sig(v['person'], 'SSA / Covered Trading', v['firm'], v['phone'])}\n"
    return mk(v["slug"], "xlsx", gold, sender=v["sender"], subject=v["subject"], date=date(v["hms"], v["tz"], v["day"]), text=text,
              attachments=[Attachment(v["fname"], data, MIME_XLSX, "xlsx")],
              note="emph:title-block emph:dates emph:look-alike emph:new-issue emph:size-scope emph:face-not-size",
              meta={"header_row": hr})


ES1 = dict(slug="hinxworth-eur-ssa-covered", firm="Hinxworth Bank plc", sender="Anna Kerr <akerr@hinxworth.co.uk>", person="Anna Kerr",
           phone="+44 20 7946 0377", tz="+0000", day=11, hms="10:14:36", size="10MM", cc=["XS", "DE", "EU", "FR"],
           title="EUR SSA & Covered - bid / offer vs mid-swaps, EUR 10MM per side",
           note="Spreads in bp over annual mid-swaps; yields in %. Re-offer, Size (outstanding), vs Bund and Chg for reference.",
           rows=[("EU", "SSA", 3.0, "2037-12-04"), ("KFW", "SSA", 2.5, "2033-06-15"), ("EIB", "SSA", 2.75, "2035-01-15"),
                 ("ESM", "SSA", 2.625, "2031-09-12"), ("Norrvik Hypotek", "Covered", 2.875, "2032-03-22"),
                 ("Aldgate Building Society", "Covered", 3.0, "2031-11-10"), ("BNG", "SSA", 2.75, "2034-04-20")],
           cover="EUR SSA / covered sheet attached.\n\nAnna", subject="Hinxworth EUR SSA / covered", fname="Hinxworth_EUR_SSA_Covered_0211.xlsx")
ES2 = dict(slug="crowcombe-eur-supra-covered", firm="Crowcombe Markets", sender="Felix Brandt <fbrandt@crowcombe.de>", person="Felix Brandt",
           phone="+49 69 5550 2218", tz="+0100", day=18, hms="09:37:12", size="5MM", cc=["XS", "DE", "AT"],
           title="EUR supras / agencies / covered - bid / offer vs MS, 5MM per side",
           note="Bid / offer spreads over mid-swaps (bp) and yields (%). Re-offer and vs Bund are reference columns.",
           rows=[("EFSF", "SSA", 2.875, "2036-05-18"), ("Rentenbank", "SSA", 2.5, "2032-02-17"), ("NRW.BANK", "SSA", 2.75, "2034-10-05"),
                 ("Kirchwald Pfandbrief", "Covered", 2.875, "2033-04-08"), ("OKB", "SSA", 2.625, "2031-07-14"),
                 ("Erlenbach Hypo", "Covered", 3.0, "2032-09-27")],
           cover="Sheet attached.\n\nFelix", subject="Crowcombe EUR supra / covered", fname="crowcombe_eur_0218.xlsx")


LAYOUTS = [lambda: agency_book(AB1), lambda: agency_book(AB2), lambda: abs_xls(XS1), lambda: abs_xls(XS2), lambda: loan_book(LB1),
           lambda: loan_book(LB2), lambda: eur_sheet(ES1), lambda: eur_sheet(ES2)]
