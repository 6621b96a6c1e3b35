"""CSV exports: a loan system's export crowded with reference columns, and a muni offerings export."""

from __future__ import annotations

from common import MIME_CSV, Attachment, date, fx, lkey, mk, q, sig
from gen import muni_rows, rng

CLIENT = "Ops Desk <ops.desk@clients.example-am.com>"


def loan_export(v: int):
    dealer, who, mail, firm = [("ickworth", "Dana Price", "dprice@ickworth.com", "Ickworth Securities"),
                               ("kersey", "Milo Grant", "mgrant@kerseycap.com", "Kersey Capital")][v]
    if v == 1:
        dealer = "kerseycap"
    rr = rng(f"csvl{v}")
    loans = [("Barnham Broom Hotels", "TLB", "S+425", "2030-09-30"), ("Cavendish Pumps", "TLB", "S+350", "2031-07-31"),
             ("Dalham Insurance Services", "TL", "S+325", "2031-12-31"), ("Exning Veterinary", "TLB", "S+400", "2031-01-31"),
             ("Fornham Cloud Systems", "TLB-2", "S+300", "2032-03-31"), ("Gazeley Freight", "TLB", "S+450", "2030-06-30")]
    if v == 1:
        loans = [("Hawstead Foods", "TLB", "S+375", "2031-05-31"), ("Ixworth Payments", "TLB", "S+325", "2032-02-28"),
                 ("Lidgate Clinics", "TL", "S+450", "2030-08-31"), ("Moulton Marine", "TLB", "S+400", "2031-10-31"),
                 ("Nowton Software", "1L TLB", "S+350", "2031-11-30")]
    hdr = ("lin,loanx_id,borrower,facility,margin,floor,maturity,oid,fac_mm,prev_bid,prev_offer,bid,offer,hi,lo,model_px,qty_mm" if v == 0 else
           "borrower,facility,margin,maturity,bid,offer,close_bid,close_offer,chg,floor,oid,fac_mm,wal_yrs,lin")
    lines = [hdr]
    gold = []
    for i, (bor, fac, mg, mt) in enumerate(loans):
        b = round(rr.uniform(93.5, 100.25) * 8) / 8
        a = b + rr.choice([0.375, 0.5, 0.75])
        pb = b + rr.choice([-0.25, 0.125, 0.0, 0.25])
        lin = f"LN{(7341 + 97 * i + 500 * v):06d}"
        lxid = f"LX{(215000 + 377 * i + 9000 * v):06d}"
        fl = rr.choice(["0.50", "0.75", "0.00"])
        oid = rr.choice(["99.00", "99.50", "98.50"])
        fsz = rr.choice([650, 900, 1250, 2000])
        if v == 0:
            qty = rr.choice(["2", "3", "5", ""])
            lines.append(f"{lin},{lxid},{bor},{fac},{mg},{fl},{mt},{oid},{fsz},{fx(pb)},{fx(pb + a - b)},{fx(b)},{fx(a)},{fx(max(b, pb) + 0.125)},"
                         f"{fx(min(b, pb) - 0.125)},{fx(b + 0.21)},{qty}")
            size = f"{qty}MM" if qty else "1MM"
        else:
            lines.append(f"{bor},{fac},{mg},{mt},{fx(b)},{fx(a)},{fx(pb)},{fx(pb + a - b)},{b - pb:+.3f},{fl},{oid},{fsz},{rr.uniform(3, 5):.2f},{lin}")
            size = "2MM"
        gold += q(lkey(bor, fac, mg, mt), "loan", dealer, size=size, price=(fx(b), fx(a)))
    data = ("\r\n".join(lines) + "\r\n").encode()
    text = (("Loan levels export attached (px). qty_mm is the size each way; blank = 1MM.\n\n" if v == 0 else
             "Loan export attached, levels in price, 2MM per side. close_* is last night's close.\n\n")
            + sig(who, "Loan Trading", firm, "+1 212 555 0" + ("115" if v == 0 else "131")) + "\n")
    return mk(f"{dealer}-loan-export", "csv", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Loan levels export",
              date=date("16:05:33" if v == 0 else "15:50:09", "-0500", 8 if v == 0 else 15), text=text,
              attachments=[Attachment(f"loan_levels_{'0208' if v == 0 else '0215'}.csv", data, MIME_CSV, "csv")],
              note="emph:prev-col emph:near-numbers emph:size-unit" if v == 0 else "emph:prev-col emph:near-numbers emph:size-scope")


def muni_export(v: int):
    dealer, who, mail, firm = [("loxley", "Iris Quinn", "iquinn@loxleymuni.com", "Loxley Municipal"),
                               ("mapledurham", "Victor Hale", "vhale@mapledurham.com", "Mapledurham & Co")][v]
    if v == 0:
        dealer = "loxleymuni"
    names = [("OH", ["Ohio St Hosp Rev", "Columbus City Sch Dist", "Cuyahoga Cnty Sales Tax"]),
             ("PA", ["Pennsylvania Tpk Commn", "Philadelphia Wtr & Wastewtr", "Allegheny Cnty Arpt Auth"])] if v == 0 else \
            [("MA", ["Massachusetts St Transn Fd", "Boston Wtr & Swr Commn", "MA Clean Wtr Trust"]),
             ("NJ", ["New Jersey Tpk Auth", "NJ Econ Dev Auth Sch Facs", "Bergen Cnty Impt Auth"])]
    lines = ["cusip,state,issuer,coupon,maturity,call_date,call_px,rating,par_000,yield,price,mmd_yld,spread_mmd,conc"]
    gold = []
    for k, (st, iss) in enumerate(names):
        for m in muni_rows(f"csvm{v}{k}", iss, st):
            mmd = float(m["yld"]) - int(m["mmd"]) / 100
            lines.append(f"{m['cusip']},{st},{m['issuer']},{m['cpn']:.3f},{m['mat']},{m['call']},100,{m['rtg']},{m['par']},{m['yld']},{m['px']},"
                         f"{mmd:.2f},{m['mmd']},0.250")
            gold += q(m["cusip"], "muni", dealer, size=(None, m["par"] * 1000), yield_=(None, m["yld"]), price=(None, m["px"]))
    data = ("\n".join(lines) + "\n").encode()
    text = ("Today's muni offerings attached (CSV from our inventory system). Par in thousands.\n\n" if v == 0 else
            "Our offerings below in the attached file - offer side, par (000). Subject to prior sale.\n\n") + \
        sig(who, "Muni Trading", firm, "+1 617 555 0" + ("168" if v == 0 else "172")) + "\n"
    return mk(f"{dealer}-muni-export", "csv", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Muni offerings",
              date=date("09:48:27" if v == 0 else "09:33:51", "-0500", 9 if v == 0 else 16), text=text,
              attachments=[Attachment("muni_offerings.csv", data, MIME_CSV, "csv")],
              note="emph:offer-only emph:near-numbers emph:size-unit emph:yield-price")


LAYOUTS = [lambda: loan_export(0), lambda: loan_export(1), lambda: muni_export(0), lambda: muni_export(1)]
