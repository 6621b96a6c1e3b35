"""Word documents: a memo of agency callables under a merged two-row header, and a loan / CLO run in several tables."""

from __future__ import annotations

import docxkit as dk
from common import MIME_DOCX, Attachment, date, fx, lkey, mdy2, mk, q, sgn, sig
from gen import agency_callables, rng

CLIENT = "Fixed Income PM <fi.pm@clients.example-am.com>"


def agency_memo(v: int):
    dealer, firm, who, mail = [("bickerstaff", "Bickerstaff Securities", "Holly Grant", "hgrant@bickerstaff.com"),
                               ("dalwood", "Dalwood Capital", "Tariq Shah", "tshah@dalwoodcap.com")][v]
    if v == 1:
        dealer = "dalwoodcap"
    cl = agency_callables(f"memo{v}", 9)
    d = dk.new(who, "Agency callables", landscape=True)
    dk.para(d, f"{firm} - Agency Callable Offerings", b=True, size=13)
    dk.para(d, "Memo to accounts, " + ("Wednesday 9 February 2028" if v == 0 else "Thursday 17 February 2028"), i=True)
    dk.para(d, "Below are our callable offerings (offer side only). Quantities in thousands. The call price, the prior close and the OAS are "
               "shown for reference; the yields are to the next call and to maturity at our offer price.")
    head = [["CUSIP", "Issuer", "Cpn", "Maturity", "Call", "", "", "Qty (M)", "Prior Close", "OAS", "Offer", "", ""],
            ["", "", "", "", "Type", "Next", "Px", "", "", "", "Price", "YTC", "YTM"]]
    merges = [((0, c), (1, c)) for c in (0, 1, 2, 3, 7, 8, 9)] + [((0, 4), (0, 6)), ((0, 10), (0, 12))]
    rows = []
    gold = []
    r = rng(f"oas{v}")
    for c in cl:
        rows.append([c["cusip"], c["issuer"], f"{c['cpn']:.3f}", mdy2(c["mat"]), c["type"], mdy2(c["call"]), "100.00", f"{c['avail']:,}", c["prev"],
                     str(r.randint(18, 64)), c["px"], c["ytc"], c["ytm"]])
        gold += q(c["cusip"], "agency", dealer, size=(None, c["avail"] * 1000), price=(None, c["px"]), yield_=(None, c["ytw"]))
    if v == 1:  # the offer band before the reference columns
        head = [["CUSIP", "Issuer", "Cpn", "Maturity", "Offer", "", "", "Call", "", "", "Qty (M)", "Prior Close", "OAS"],
                ["", "", "", "", "Price", "YTC", "YTM", "Type", "Next", "Px", "", "", ""]]
        merges = [((0, c), (1, c)) for c in (0, 1, 2, 3, 10, 11, 12)] + [((0, 4), (0, 6)), ((0, 7), (0, 9))]
        rows = [r_[:4] + r_[10:13] + r_[4:7] + r_[7:10] for r_ in rows]
    dk.table(d, head + rows, head=2, merges=merges, align="llrrllrrrrrrr", size=8)
    dk.para(d, "")
    dk.para(d, "Call types: 1x = one-time call; Qtrly = quarterly after the first call; Cont = continuous; Euro = European (single date). "
               "OAS is our model's, versus the SOFR curve, and is not a level. All offerings subject to prior sale.")
    dk.para(d, f"{who}, Agency Trading, {firm}, +1 212 555 0" + ("154" if v == 0 else "196"))
    data = dk.save(d)
    text = f"Callable offerings memo attached.\n\n{sig(who, 'Agency Trading', firm, '+1 212 555 0' + ('154' if v == 0 else '196'))}\n"
    return mk(f"{dealer}-callables-memo", "docx", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Agency callables - offerings",
              date=date("09:31:00" if v == 0 else "09:12:45", "-0500", 9 if v == 0 else 17), text=text,
              attachments=[Attachment(f"{firm.split()[0]}_Callables.docx", data, MIME_DOCX, "docx")],
              note="emph:memo emph:merged-header emph:offer-only emph:near-numbers emph:size-unit emph:yield-price emph:prev-col")


def loan_clo_doc(v: int):
    dealer, firm, who, mail = [("eskdale", "Eskdale Credit Partners", "Ivo Petrov", "ipetrov@eskdalecredit.com"),
                               ("fotheringay", "Fotheringay & Co", "Sian Evans", "sevans@fotheringay.co.uk")][v]
    if v == 0:
        dealer = "eskdalecredit"
    r = rng(f"lcd{v}")
    loans = [("Airedale Testing Labs", "TLB", "S+350", "04/31"), ("Bingley Dental Partners", "TLB", "S+400", "09/30"),
             ("Cononley Fibre", "TLB-2", "S+300", "01/32"), ("Dacre Specialty Foods", "1L TL", "S+425", "06/30"),
             ("Embsay Water Services", "TLB", "S+275", "11/31")] if v == 0 else \
            [("Garsington Labs", "TLB", "S+375", "03/31"), ("Horspath Software", "TLB", "S+325", "12/31"),
             ("Iffley Pet Care", "TL", "S+450", "05/30"), ("Kennington Marine", "TLB", "S+400", "08/31"),
             ("Littlemore Clinics", "TLB-3", "S+350", "02/32")]
    d = dk.new(who, "Loan and CLO run")
    dk.para(d, f"{firm} - Loans and CLO run", b=True, size=12)
    dk.para(d, "Good morning. Our levels below, two-way. Yesterday's close is shown beside each market for reference.")
    gold = []
    dk.para(d, "Leveraged loans - price, 1MM clips" if v == 0 else "LOANS (px) - sizes 2MM per side", b=True)
    rows = [["Borrower", "Facility", "Margin", "Mat", "Floor", "OID", "Bid", "Offer", "Close Bid", "Close Offer", "Chg"]]
    for bor, fac, mg, mt in loans:
        b = round(r.uniform(94, 100.25) * 8) / 8
        a = b + 0.5
        pb = b + r.choice([-0.25, 0.125, 0.25, 0.0])
        rows.append([bor, fac, mg, mt, r.choice(["0.50", "0.75", "0.00"]), r.choice(["99.00", "99.50", "98.75"]), fx(b), fx(a), fx(pb), fx(pb + 0.5), sgn(b - pb, 3)])
        gold += q(lkey(bor, fac, mg, mt), "loan", dealer, size="1MM" if v == 0 else "2MM", price=(fx(b), fx(a)))
    dk.table(d, rows, head=1, align="llllrrrrrrr", size=8.5)
    dk.para(d, "")
    dk.para(d, "CLO secondary - DM (bp) and price, 2MM current face" if v == 0 else "CLO MEZZ - DM / PX, 1MM current face", b=True)
    clos = [("Askwith Park CLO 2024-2A", "B", "AA", 5.1, 175, 100.0), ("Burley Woodhead CLO 2023-1A", "C", "A", 4.6, 228, 99.75),
            ("Carlton Husthwaite CLO 2025-3A", "D", "BBB-", 5.8, 345, 99.5), ("Dishforth CLO 2022-4A", "E", "BB-", 3.9, 655, 96.5)] if v == 0 else \
           [("Elslack CLO 2024-1A", "B", "AA", 5.0, 172, 100.125), ("Flasby CLO 2023-3A", "C", "A", 4.4, 235, 99.625),
            ("Gargrave CLO 2025-1A", "D", "BBB-", 5.9, 352, 99.25), ("Hetton CLO 2021-2A", "E", "BB-", 3.2, 690, 95.75)]
    head = [["Deal", "Class", "Rtg", "WAL", "DM", "", "Price", "", "Prev DM", "OC Cushion"],
            ["", "", "", "", "Bid", "Offer", "Bid", "Offer", "(mid)", "(%)"]]
    merges = [((0, c), (1, c)) for c in (0, 1, 2, 3)] + [((0, 4), (0, 5)), ((0, 6), (0, 7))]
    rows = []
    for deal, cls, rt, wal, dm, px in clos:
        da = dm - r.choice([5, 8, 10, 15])
        pa = px + r.choice([0.25, 0.375, 0.5])
        rows.append([deal, cls, rt, f"{wal:.1f}", str(dm), str(da), fx(px), fx(pa), str(dm + r.choice([-4, 3, 6])), f"{r.uniform(2, 6):.2f}"])
        gold += q(lkey(deal, cls), "structured", dealer, size="2MM" if v == 0 else "1MM", dm=(str(dm), str(da)), price=(fx(px), fx(pa)))
    dk.table(d, head + rows, head=2, merges=merges, align="llllrrrrrr", size=8.5)
    dk.para(d, "")
    dk.para(d, "Prev DM is last night's mid mark. OC cushion from the latest trustee report. Levels firm for 15 minutes.")
    dk.para(d, f"{who} | {firm}")
    data = dk.save(d)
    text = f"Run attached (loans and CLO mezz).\n\n{sig(who, 'Loans & CLO', firm, '+44 20 7946 0' + ('511' if v == 0 else '562'))}\n"
    return mk(f"{dealer}-loan-clo-run", "docx", gold, sender=f"{who} <{mail}>", to=CLIENT, subject="Loans / CLO run",
              date=date("08:40:12" if v == 0 else "08:22:31", "+0000", 11 if v == 0 else 15), text=text,
              attachments=[Attachment("Loans_CLO_run.docx", data, MIME_DOCX, "docx")],
              note="emph:memo emph:merged-header emph:multi-table emph:prev-col emph:near-numbers emph:size-scope emph:everyday")


LAYOUTS = [lambda: agency_memo(0), lambda: agency_memo(1), lambda: loan_clo_doc(0), lambda: loan_clo_doc(1)]
