"""CSV exports (2 pairs): agency / muni offering exports, loan / CLO level exports."""

from __future__ import annotations

import random

from common import (
    AGENCY_PREFIX,
    MIME_CSV,
    Attachment,
    cusip,
    date,
    dealer_of,
    lkey,
    mc,
    mk,
    muni_px,
    pc,
    pxto,
    q,
    ust,
    yrs,
    yto,
    ytw,
)


def att(name, text):
    return Attachment(name, text.encode("utf-8"), MIME_CSV, "csv")


def agency_csv_dev():
    """Agency inventory export: `cusip,issuer,cpn,maturity,call_type,next_call,qty_000,min_000,incr_000,offer_px,ytc,ytm`;
    ISO dates; the mail says offerings; a bullet row's empty ytc."""
    sender = "Theo Tansor <ttansor@tansorcap.com>"
    d = dealer_of(sender)
    rng = random.Random(41)
    lines = ["cusip,issuer,cpn,maturity,call_type,next_call,qty_000,min_000,incr_000,offer_px,ytc,ytm"]
    gold = []
    for i in range(9):
        iss = ["FHLB", "FFCB", "FHLMC", "FNMA", "FHLB", "FFCB", "TVA", "FHLB", "FHLMC"][i]
        cu = pc(AGENCY_PREFIX[iss], f"tans{i}")
        mt = f"{2030 + rng.randrange(0, 7)}-{rng.choice([2, 4, 8, 10]):02d}-{rng.choice([11, 19, 27])}"
        qty = rng.choice([1000, 2500, 5000])
        if iss == "TVA" or i in (0, 4):
            c = rng.choice([3.875, 4.125])
            px = float(pxto(c, ust(yrs(mt)) + 0.12, mt))
            ytm = yto(c, px, mt)
            lines.append(f"{cu},{iss},{c:.3f},{mt},,,{qty},100,100,{px:.3f},,{ytm}")
            gold += q(cu, "agency", d, size=(None, qty * 1000), price=(None, f"{px:.3f}"), yield_=(None, ytm))
        else:
            c = rng.choice([4.75, 5.0, 5.25])
            call = f"{rng.choice([2028, 2029])}-{rng.choice([4, 7, 10]):02d}-{mt[8:]}"
            px = rng.choice([99.8, 99.9, 100.1, 100.2])
            ytc, ytm = yto(c, px, call), yto(c, px, mt)
            lines.append(f"{cu},{iss},{c:.3f},{mt},{rng.choice(['QTRLY', '1X', 'CONT', 'EURO'])},{call},{qty},10,5,{px:.3f},{ytc},{ytm}")
            gold += q(cu, "agency", d, size=(None, qty * 1000), price=(None, f"{px:.3f}"), yield_=(None, ytw(ytc, ytm)))
    text = ("Hi - today's agency offerings attached as csv (qty in thousands).\n\nTheo Tansor\nTansor Capital | Agencies | +1 212 555 0142\n")
    return mk("tansor-agency-csv", "csv", gold, sender=sender, subject="Agency offerings csv", date=date("08:03:44", "-0500", 21), text=text,
              attachments=[att("tansor_agency_offers_20280121.csv", "\n".join(lines) + "\n")],
              note="emph:offer-only emph:size-unit emph:min-incr emph:call-type emph:ytc-ytm emph:yield-price", meta={})


def muni_csv_hold():
    """Muni offering export: `cusip,state,issuer,purpose,cpn,maturity,call_date,call_px,par_000,ytw,ytw_date,price,spread_mmd,amt,bq`."""
    sender = "Una Ulverston <una@ulverstonmuni.com>"
    d = dealer_of(sender)
    rng = random.Random(42)
    lines = ["cusip,state,issuer,purpose,cpn,maturity,call_date,call_px,par_000,ytw,ytw_date,price,spread_mmd,amt,bq"]
    gold = []
    for i, (st, iss, purp) in enumerate([("NC", "North Carolina St", "Ltd Oblig"), ("TN", "Nashville TN Metro Govt", "Elec Sys Rev"),
                                         ("UT", "Salt Lake City UT Arpt", "Arpt Rev"), ("KY", "Louisville KY Regl Arpt Auth", "Arpt Rev"),
                                         ("SC", "South Carolina St Pub Svc", "Rev"), ("IN", "Indiana Fin Auth", "Hwy Rev")]):
        cu = mc(f"ulv{i}")
        mt = f"{rng.choice([2034, 2039, 2043])}-{rng.choice([1, 7]):02d}-01"
        c = 5.0
        call = f"2033-{mt[5:7]}-01" if int(mt[:4]) > 2034 else ""
        y = 2.7 + (int(mt[:4]) - 2030) * 0.075
        px = muni_px(c, y, mt, call or None)
        to = call if call else mt
        amt = "Y" if "Arpt" in iss else "N"
        par = rng.choice([150, 300, 750])
        lines.append(f"{cu},{st},{iss},{purp},{c:.3f},{mt},{call},{'100' if call else ''},{par},{y:.3f},{to},{px:.3f},+{rng.choice([14, 19, 26])},{amt},N")
        gold += q(cu, "muni", d, size=(None, par * 1000), yield_=(None, f"{y:.3f}"), price=(None, f"{px:.3f}"))
    text = "Offerings attached (csv, par in thousands). All subject to prior sale.\n\nUna Ulverston\nUlverston Municipal | +1 615 555 0123\n"
    return mk("ulverston-muni-csv", "csv", gold, sender=sender, subject="Muni offerings", date=date("09:48:25", "-0600", 13), text=text,
              attachments=[att("ulverston_offerings_0113.csv", "\n".join(lines) + "\n")],
              note="emph:offer-only emph:size-unit emph:near-numbers emph:yield-price", meta={})


def loans_csv_dev():
    """Loan export: `as_of,lin,loanx,borrower,facility,margin,floor,maturity,oid,bid,offer,prior_bid,qty_mm`; one empty bid."""
    sender = "Iris Aldermoor <iris.aldermoor@aldermoorcredit.com>"
    d = dealer_of(sender)
    rng = random.Random(43)
    lines = ["as_of,lin,loanx,borrower,facility,margin,floor,maturity,oid,bid,offer,prior_bid,qty_mm"]
    gold = []
    for i, (b, f) in enumerate([("Kildale Dairies", "TLB"), ("Lealholm Security", "TLB"), ("Moorsholm Labs", "1L TL"), ("Newholm Freight", "TLB-2"),
                                ("Oakwood Vale Dental", "TLB"), ("Pinchinthorpe Energy", "TLA")]):
        mg = rng.choice([300, 350, 400])
        mt = f"{rng.choice([2030, 2031, 2032])}-{rng.randrange(1, 13):02d}-30"
        bid = rng.choice([97.5, 98.25, 99.0, 99.625])
        ask = bid + 0.5
        qty = rng.choice([1, 2, 3])
        bs = "" if i == 4 else f"{bid:.3f}"
        lines.append(f"2028-01-11,LN{rng.randrange(100000, 999999)},LX{rng.randrange(100000, 999999)},{b},{f},S+{mg},0.50,{mt},99.50,{bs},{ask:.3f},"
                     f"{bid - 0.25:.3f},{qty}")
        gold += q(lkey(b, f, f"S+{mg}", mt), "loan", d, size=(qty * 1_000_000, qty * 1_000_000), price=(bs or None, f"{ask:.3f}"))
    text = "Loan levels attached (csv).\n\nIris Aldermoor | Aldermoor Credit | +1 212 555 0157\n"
    return mk("aldermoor-loan-csv", "csv", gold, sender=sender, subject="Loan levels 11-Jan", date=date("14:16:02", "-0500", 11), text=text,
              attachments=[att("aldermoor_loans_20280111.csv", "\n".join(lines) + "\n")], note="emph:size-unit emph:near-numbers", meta={})


def clo_csv_hold():
    """CLO / ABS level export: `cusip,deal,class,rating,orig_face_mm,factor,wal,bid_dm,offer_dm,bid_px,offer_px`; the
    mail sizes everything at 2MM."""
    sender = "Bruno Brackley <bruno.brackley@brackleyco.com>"
    d = dealer_of(sender)
    lines = ["cusip,deal,class,rating,orig_face_mm,factor,wal,bid_dm,offer_dm,bid_px,offer_px"]
    gold = []
    for i, (deal, cls, rat, dm, px) in enumerate([("Ravenseat CLO 2024-4A", "A1", "AAA", 130, 100.15), ("Ravenseat CLO 2024-4A", "D", "BBB-", 401, 99.1),
                                                 ("Satron CLO 2025-2A", "B", "AA", 181, 100.02), ("Thwaite CLO 2023-1A", "E", "BB-", 761, 95.4),
                                                 ("Usha Gap CLO 2025-3A", "C", "A", 241, 99.88)]):
        cu = cusip(f"{deal[:3].upper()}{i}1{i + 5}{cls[0]}{i}"[:8])
        lines.append(f"{cu},{deal},{cls},{rat},{[40, 25, 30, 20, 35][i]},1.0000,{4.1 + i * 0.3:.2f},{dm + 6},{dm},{px - 0.3:.2f},{px:.2f}")
        gold += q(cu, "structured", d, size="2mm", dm=(str(dm + 6), str(dm)), price=(f"{px - 0.3:.2f}", f"{px:.2f}"))
    text = "CLO levels attached. All levels for 2mm current face.\n\nBruno Brackley\nBrackley & Co | CLO | +1 212 555 0114\n"
    return mk("brackley-clo-csv", "csv", gold, sender=sender, subject="CLO levels", date=date("12:05:51", "-0500", 20), text=text,
              attachments=[att("brackley_clo_0120.csv", "\n".join(lines) + "\n")], note="emph:size-scope emph:near-numbers", meta={})


LAYOUTS = [agency_csv_dev, muni_csv_hold, loans_csv_dev, clo_csv_hold]
