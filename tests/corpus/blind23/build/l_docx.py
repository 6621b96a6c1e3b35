"""Word documents (3 pairs): a memo-style offering, several tables each with its heading and unit, a BWIC list with
talk and yesterday's covers."""

from __future__ import annotations

import random

import docxkit as dk
from common import (
    AGENCY_PREFIX,
    MIME_DOCX,
    Attachment,
    cusip,
    date,
    dealer_of,
    lkey,
    mat,
    mdy2,
    mk,
    pc,
    pi,
    q,
    ust,
    yrs,
    yto,
    ytw,
)


def att(name, data):
    return Attachment(name, data, MIME_DOCX, "docx")


def agency_memo_dev():
    """Memo: paragraphs above and below a table whose header runs over two rows with merged cells (a 'Call' band over
    Type / First Call / Price, an 'Offer' band over Price / YTC / YTM); step-ups with their schedule in a Notes column."""
    sender = "Martin Selwood <martin.selwood@selwoodhart.com>"
    d = dealer_of(sender)
    rng = random.Random(21)
    rows = [["CUSIP", "Issuer", "Coupon", "Maturity", "Call", "", "", "Offer", "", "", "Avail ($MM)", "Notes"],
            ["", "", "", "", "Type", "First", "Px", "Price", "YTC", "YTM", "", ""]]
    merges = [((0, 4), (0, 6)), ((0, 7), (0, 9)), ((0, 0), (1, 0)), ((0, 1), (1, 1)), ((0, 2), (1, 2)), ((0, 3), (1, 3)), ((0, 10), (1, 10)),
              ((0, 11), (1, 11))]
    gold = []
    specs = [("FHLB", 4.5, "2033-03-15", "2028-06-15", "Qtrly", "step"), ("FFCB", 4.375, "2035-09-20", "2028-09-20", "Cont", "step"),
             ("FHLMC", 5.1, "2032-07-14", "2028-07-14", "1x", ""), ("FHLB", 5.25, "2036-01-28", "2029-01-28", "Qtrly", ""),
             ("FNMA", 4.85, "2031-11-10", "2028-11-10", "Euro", ""), ("FHLB", 4.25, "2034-04-25", "2028-04-25", "Cont", "step")]
    for i, (iss, c, mt, call, ct, kind) in enumerate(specs):
        cu = pc(AGENCY_PREFIX[iss], f"selw{i}")
        px = f"{rng.choice([99.75, 99.875, 99.95, 100.125]):.3f}"
        c_eff = c + (0.75 if kind else 0)
        ytc, ytm = yto(c, float(px), call), yto(c_eff, float(px), mt)
        notes = f"Step to {c + 0.75:.3f}% on {mdy2(f'{int(mt[:4]) - 3}{mt[4:]}')}" if kind else ""
        av = rng.choice([2, 3, 5, 10])
        rows.append([cu, iss + (" Step-Up" if kind else ""), f"{c:.3f}", mdy2(mt), ct, mdy2(call), "100", px, ytc, ytm, str(av), notes])
        gold += q(cu, "agency", d, size=(None, av * 1_000_000), price=(None, px), yield_=(None, ytw(ytc, ytm)))
    doc = dk.new("M. Selwood", "Agency offering memo", landscape=True)
    dk.para(doc, "SELWOOD HART & CO. - AGENCY DESK", b=True, size=12)
    dk.para(doc, "Memo to: institutional clients | From: Martin Selwood | 13 January 2028", size=9)
    dk.para(doc, "")
    dk.para(doc, "We are offering the callable and step-up agency paper below out of inventory. Levels are offers only; amounts "
                 "available in $MM per line. Yields to the first call (YTC) and to maturity (YTM) are computed from the offer price; "
                 "step-ups are computed on the current coupon to the call and on the stepped coupon to maturity.")
    dk.table(doc, rows, head=2, merges=merges, align="llrllrrrrrrl", size=8)
    dk.para(doc, "")
    dk.para(doc, "Calls are at par (100). Qtrly = callable quarterly after the first call; Cont = continuously callable with 5 business "
                 "days' notice; 1x = one-time call; Euro = European, callable on the first call date only. Settlement T+1.")
    dk.para(doc, "Please call the desk on +1 212 555 0124 to work an order. Offerings subject to prior sale.", i=True)
    text = "Hi,\n\nAgency callable / step-up offers attached as a memo. Offers only.\n\nMartin Selwood\nSelwood Hart & Co. | +1 212 555 0124\n"
    return mk("selwood-agency-memo", "docx", gold, sender=sender, subject="Agency callables & step-ups - offers", date=date("09:05:22", "-0500", 13),
              text=text, attachments=[att("SelwoodHart_Agency_Offers_13Jan.docx", dk.save(doc))],
              note="emph:memo emph:merged-header emph:offer-only emph:call-type emph:step-up emph:ytc-ytm emph:yield-price emph:size-unit "
                   "emph:near-numbers", meta={})


def ssa_tabs_hold():
    """A run written as tab-aligned paragraphs (no table): SSA bonds by currency, spread and yield bid / ask, a size
    line per section."""
    sender = "Ellen Upwell <ellen.upwell@upwellmarkets.co.uk>"
    d = dealer_of(sender)
    rng = random.Random(22)
    doc = dk.new("E. Upwell", "SSA run")
    dk.para(doc, "UPWELL MARKETS - SSA RUN 19 JANUARY 2028", b=True, size=12)
    dk.para(doc, "Indicative only where marked. Two-way levels; spreads in bp.", size=9)
    gold = []
    secs = [("USD - spread to UST, 5MM per side", "USD", [("IBRD", "US", "45905U"), ("IADB", "US", "4581X0"), ("KFW", "US", "500769"),
                                                         ("ASIA DEV BK", "US", "045167")]),
            ("EUR - spread to mid-swaps, 10MM per side", "EUR", [("EIB", "XS", "27"), ("KFW", "DE", "000A3"), ("EU", "EU", "000A4"),
                                                                 ("NIB", "XS", "26")])]
    for title, ccy, names in secs:
        dk.para(doc, "")
        dk.para(doc, title, b=True)
        dk.para(doc, "ISIN\tIssuer\tCpn\tMaturity\tSprd bid/ask\tYld bid/ask", b=True, tabs=(1.3, 2.3), right_tabs=(3.3, 4.5, 5.4, 6.6))
        for k, (iss, cc, stem) in enumerate(names):
            isin = pi(cc, stem, f"upw{ccy}{k}")
            mt = f"{2029 + rng.randrange(0, 8)}-{rng.choice([3, 6, 9, 10]):02d}-{rng.choice([15, 21, 28])}"
            c = rng.choice([3.75, 4.0, 4.25]) if ccy == "USD" else rng.choice([2.75, 3.0, 3.25])
            base = ust(yrs(mt)) if ccy == "USD" else 2.55 + yrs(mt) * 0.05
            sb = rng.choice([14, 18, 22, 26]) if ccy == "USD" else rng.choice([-16, -12, -9, -6])
            sa = sb - rng.choice([2, 3])
            yb, ya = f"{base + sb / 100:.3f}", f"{base + sa / 100:.3f}"
            sp = (f"+{sb} / +{sa}" if ccy == "USD" else f"{sb} / {sa}")
            mark = "*" if (ccy == "EUR" and k == 2) else ""
            dk.para(doc, f"{isin}\t{iss}\t{c:g}\t{mat(mt, 'dmony')}\t{sp}{mark}\t{yb} / {ya}", tabs=(1.3, 2.3), right_tabs=(3.3, 4.5, 5.4, 6.6))
            qt = "spread" if ccy == "USD" else "i_spread"
            gold += q(isin, "agency", d, size="5mm" if ccy == "USD" else "10mm", review=(qt,) if mark else (),
                      **{qt: (str(sb), str(sa))}, yield_=(yb, ya))
    dk.para(doc, "")
    dk.para(doc, "* Indicative - not refreshed since yesterday's close.", size=8)
    dk.para(doc, "Upwell Markets LLP, authorised and regulated by the FCA (FRN 811 402). Desk +44 20 7946 0812.", size=7)
    text = "Morning,\n\nSSA run attached.\n\nEllen Upwell | Upwell Markets | SSA Trading | +44 20 7946 0812\n"
    return mk("upwell-ssa-tab-run", "docx", gold, sender=sender, subject="SSA run 19/01", date=date("08:31:09", "+0000", 19), text=text,
              attachments=[att("Upwell_SSA_Run_19Jan.docx", dk.save(doc))],
              note="emph:tab-run emph:sections emph:size-scope emph:footnote",
              meta={"sections": ["USD - spread to UST, 5MM per side", "EUR - spread to mid-swaps, 10MM per side"], "marks": ["*"]})


def _loan_rows(seed, names):
    rng = random.Random(seed)
    out = []
    for b, f in names:
        mg = rng.choice([300, 325, 350, 375, 400])
        bid = rng.choice([96.5, 97.25, 98.0, 98.75, 99.25, 99.625, 100.0])
        out.append(dict(b=b, f=f, m=f"S+{mg}", fl=rng.choice(["0.50%", "0.75%", "0.00%"]), mat=f"{rng.randrange(1, 13)}/{rng.choice([30, 31, 32])}",
                        bid=f"{bid:.3f}", ask=f"{bid + rng.choice([0.5, 0.75]):.3f}"))
    return out


def multi_table_dev():
    """Several tables, each with its own heading and unit: loans in price ('1MM clips'), CLO tranches on DM and price
    ('2MM current face'); a header over two rows with merged bands on the CLO table; paragraphs between."""
    sender = "Greta Varley <gvarley@varleyassoc.com>"
    d = dealer_of(sender)
    doc = dk.new("G. Varley", "Loans and CLO levels")
    dk.para(doc, "VARLEY ASSOCIATES - LOANS & CLO LEVELS - 14 JAN 2028", b=True, size=12)
    dk.para(doc, "Two-way levels from the desk. Please see each table's heading for units and sizes.", size=9)
    dk.para(doc, "")
    dk.para(doc, "Leveraged loans - price, 1MM clips", b=True)
    ls = _loan_rows("var", [("Aysgarth Vets", "TLB"), ("Bewerley Cable", "TLB-3"), ("Cotherstone Labs", "1L TL"), ("Dacre Waste Services", "TLB"),
                            ("Eskdale Payroll", "2L TL")])
    rows = [["Borrower", "Facility", "Margin", "Floor", "Maturity", "Bid", "Offer"]]
    gold = []
    for x in ls:
        rows.append([x["b"], x["f"], x["m"], x["fl"], x["mat"], x["bid"], x["ask"]])
        gold += q(lkey(x["b"], x["f"], x["m"], x["mat"]), "loan", d, size="1mm", price=(x["bid"], x["ask"]))
    dk.table(doc, rows, align="lllllrr", size=8.5)
    dk.para(doc, "")
    dk.para(doc, "CLO secondary - DM (bp) and price, 2MM current face", b=True)
    crow = [["Deal", "Class", "Rtg", "WAL", "DM", "", "Price", ""], ["", "", "", "", "Bid", "Offer", "Bid", "Offer"]]
    merges = [((0, 4), (0, 5)), ((0, 6), (0, 7)), ((0, 0), (1, 0)), ((0, 1), (1, 1)), ((0, 2), (1, 2)), ((0, 3), (1, 3))]
    rng = random.Random(23)
    for deal, cls, rat, dm in [("Garsdale Park CLO 2024-1A", "A1", "AAA", 131), ("Garsdale Park CLO 2024-1A", "B", "AA", 182),
                               ("Hawes Bridge CLO 2025-2A", "D", "BBB-", 402), ("Kirkby Stephen CLO 2023-4A", "E", "BB-", 748),
                               ("Hawes Bridge CLO 2025-2A", "C", "A", 238)]:
        da = dm - rng.choice([5, 6, 8])
        pb = rng.choice([98.5, 99.25, 99.75, 100.05, 96.4])
        pa = pb + 0.25
        crow.append([deal, cls, rat, f"{rng.uniform(2, 6):.2f}", f"+{dm}", f"+{da}", f"{pb:.2f}", f"{pa:.2f}"])
        gold += q(lkey(deal, cls), "structured", d, size="2mm", dm=(str(dm), str(da)), price=(f"{pb:.2f}", f"{pa:.2f}"))
    dk.table(doc, crow, head=2, merges=merges, align="llllrrrr", size=8.5)
    dk.para(doc, "")
    dk.para(doc, "Loans we are offering (price, amount available in $MM)", b=True)
    dk.para(doc, "Borrower\tFacility\tMargin\tMaturity\tOffer\tAvail", b=True, tabs=(1.9, 2.9, 3.7), right_tabs=(5.2, 6.2))
    for x, av in zip(_loan_rows("var2", [("Fewston Kitchens", "TLB"), ("Gouthwaite Water Svcs", "TLB"), ("Hampsthwaite Pets", "1L TL")]), (3, 2, 5),
                     strict=True):
        dk.para(doc, f"{x['b']}\t{x['f']}\t{x['m']}\t{x['mat']}\t{x['ask']}\t{av}", tabs=(1.9, 2.9, 3.7), right_tabs=(5.2, 6.2))
        gold += q(lkey(x["b"], x["f"], x["m"], x["mat"]), "loan", d, size=(None, av * 1_000_000), price=(None, x["ask"]))
    dk.para(doc, "")
    dk.para(doc, "Floors and WAL for reference only. Loans settle on LSTA par terms; CLOs T+2.", size=8)
    text = "Levels attached - loans and CLO, units in each table's heading.\n\nGreta Varley\nVarley Associates | +1 203 555 0119\n"
    return mk("varley-loans-clo-tables", "docx", gold, sender=sender, subject="Loans / CLO levels 14-Jan", date=date("12:40:37", "-0500", 14),
              text=text, attachments=[att("Varley_Levels_0114.docx", dk.save(doc))],
              note="emph:multi-table emph:merged-header emph:size-scope emph:memo emph:tab-run", meta={})


def multi_table_hold():
    """Several tables: loans with bid / offer and a Size (MM) column, ABS / CMBS on spread to UST with price, and a
    third table of loans offered only under an 'OFFERS' heading."""
    sender = "Hal Wardour <hal.wardour@wardourbrothers.com>"
    d = dealer_of(sender)
    doc = dk.new("H. Wardour", "Loan and ABS levels")
    dk.para(doc, "WARDOUR BROTHERS - CREDIT LEVELS 18-JAN-2028", b=True, size=12)
    dk.para(doc, "")
    dk.para(doc, "1. Term loans (price)", b=True)
    ls = _loan_rows("ward", [("Fylingdales Data", "TLB"), ("Grinton Plastics", "TLB"), ("Healaugh Transport", "TLB-2"), ("Ivelet Clinics", "1L TL")])
    rows = [["Borrower", "Facility", "Spread", "Mat", "Size (MM)", "Bid", "Offer"]]
    gold = []
    for i, x in enumerate(ls):
        sz = [2, 3, 1, 5][i]
        rows.append([x["b"], x["f"], x["m"], x["mat"], str(sz), x["bid"], x["ask"]])
        gold += q(lkey(x["b"], x["f"], x["m"], x["mat"]), "loan", d, size=(sz * 1_000_000, sz * 1_000_000), price=(x["bid"], x["ask"]))
    dk.table(doc, rows, align="llllrrr", size=8.5)
    dk.para(doc, "")
    dk.para(doc, "2. ABS / CMBS - spread to UST (bp) and price, 3MM", b=True)
    rows = [["CUSIP", "Deal", "Class", "Factor", "Spread (bp)", "", "Price", ""], ["", "", "", "", "Bid", "Offer", "Bid", "Offer"]]
    amerges = [((0, 4), (0, 5)), ((0, 6), (0, 7)), ((0, 0), (1, 0)), ((0, 1), (1, 1)), ((0, 2), (1, 2)), ((0, 3), (1, 3))]
    for i, (deal, cls, s, px) in enumerate([("KELD AUTO RECV 2026-1", "A3", 58, 99.7), ("LOFTHOUSE CARD TR 2025-2", "A", 46, 100.15),
                                            ("MUKER CMBS 2025-C2", "A-S", 122, 98.2), ("NATELAND COMM MTG 2024-C9", "B", 171, 96.9)]):
        cu = cusip(f"{deal[:3]}{i}7{cls[0]}{i + 2}Q"[:8])
        rows.append([cu, deal, cls, f"{0.55 + i * 0.1:.4f}", f"+{s + 5}", f"+{s}", f"{px - 0.25:.2f}", f"{px:.2f}"])
        gold += q(cu, "structured", d, size="3mm", spread=(str(s + 5), str(s)), price=(f"{px - 0.25:.2f}", f"{px:.2f}"))
    dk.table(doc, rows, head=2, merges=amerges, align="lllrrrrr", size=8.5)
    dk.para(doc, "")
    dk.para(doc, "3. Loans - OFFERS only (amount available, $MM)", b=True)
    ls2 = _loan_rows("ward2", [("Jervaulx Roofing", "TLB"), ("Kettlewell Software", "TLB")])
    rows = [["Borrower", "Facility", "Spread", "Mat", "Offer", "Avail"]]
    for i, x in enumerate(ls2):
        av = [4, 2][i]
        rows.append([x["b"], x["f"], x["m"], x["mat"], x["ask"], str(av)])
        gold += q(lkey(x["b"], x["f"], x["m"], x["mat"]), "loan", d, size=(None, av * 1_000_000), price=(None, x["ask"]))
    dk.table(doc, rows, align="llllrr", size=8.5)
    dk.para(doc, "")
    dk.para(doc, "Wardour Brothers LLC, member FINRA/SIPC. +1 212 555 0186.", size=7)
    text = "Levels attached (loans, ABS/CMBS, loan offers).\n\nHal Wardour | Wardour Brothers | +1 212 555 0186\n"
    return mk("wardour-credit-tables", "docx", gold, sender=sender, subject="Credit levels 18-Jan", date=date("11:02:48", "-0500", 18), text=text,
              attachments=[att("Wardour_Levels_0118.docx", dk.save(doc))],
              note="emph:multi-table emph:size-unit emph:memo emph:merged-header", meta={})


def bwic_dev():
    """BWIC list with price talk (single levels and ranges) for today's list, and yesterday's results with covers
    (TRADED rows give their cover, DNT rows nothing); original face sizes both sides."""
    sender = "Yusuf Yarrow <yusuf.yarrow@yarrowsec.com>"
    d = dealer_of(sender)
    doc = dk.new("Y. Yarrow", "BWIC")
    dk.para(doc, "YARROW SECURITIES - CLO / ABS BWIC", b=True, size=12)
    dk.para(doc, "List due 11:00 ET Wednesday 12 January 2028. Price talk below (points).", size=9)
    rows = [["CUSIP", "Deal", "Class", "Orig Face", "Px Talk"]]
    gold = []
    items = [("BARDEN CLO 2024-2A", "D", 4_000_000, "97.50-98.00"), ("BARDEN CLO 2024-2A", "E", 3_000_000, "91.25"),
             ("COVERHAM CLO 2023-1A", "C", 5_000_000, "99.75-100.00"), ("EASBY AUTO TR 2025-1", "B", 6_500_000, "99.40"),
             ("FEARBY CARD TR 2025-A", "A", 10_000_000, "100.10-100.20"), ("GAYLE CLO 2022-3A", "E-R", 2_000_000, "n/a")]
    for i, (deal, cls, face, talk) in enumerate(items):
        cu = cusip(f"{deal[:2]}{i}4{i + 3}{cls[0]}{i}W")
        rows.append([cu, deal, cls, f"{face:,}", talk])
        if talk == "n/a":
            continue
        lo, _, hi = talk.partition("-")
        gold += q(cu, "structured", d, size=(face, face), talk=(lo, hi or lo))
    dk.table(doc, rows, align="lllrr", size=8.5)
    dk.para(doc, "")
    dk.para(doc, "Results - Tuesday 11 January list (covers in points)", b=True)
    rows = [["CUSIP", "Deal", "Class", "Orig Face", "Status", "Cover"]]
    res = [("HUBY CLO 2024-5A", "D", 3_000_000, "TRADED", "98.36"), ("HUBY CLO 2024-5A", "E", 2_000_000, "DNT", ""),
           ("ILTON AUTO TR 2026-1", "C", 5_000_000, "TRADED", "99.71"), ("JENNY GREEN CLO 2023-2A", "B", 4_000_000, "TRADED", "100.04")]
    for i, (deal, cls, face, st, cov) in enumerate(res):
        cu = cusip(f"{deal[:2]}{i}8{i + 1}{cls[0]}{i}R")
        rows.append([cu, deal, cls, f"{face:,}", st, cov or "-"])
        if cov:
            gold += q(cu, "structured", d, size=(face, face), cover=(cov, cov))
    dk.table(doc, rows, align="lllrlr", size=8.5)
    dk.para(doc, "")
    dk.para(doc, "Talk is the desk's view of where the list clears. DNT = did not trade. Yarrow Securities LLC, +1 212 555 0158.", size=8)
    text = "BWIC talk for today's list and yesterday's covers attached.\n\nYusuf Yarrow\nYarrow Securities | Structured | +1 212 555 0158\n"
    return mk("yarrow-bwic-talk-covers", "docx", gold, sender=sender, subject="BWIC talk + covers", date=date("08:15:40", "-0500", 12), text=text,
              attachments=[att("Yarrow_BWIC_0112.docx", dk.save(doc))], note="emph:bwic emph:multi-table emph:size-unit", meta={})


def bwic_hold():
    """BWIC as a memo: RMBS / CMBS list with DM or price talk in separate columns, a cover column from the morning's
    earlier list; current face sizes the talk."""
    sender = "Anna Ambleside <anna.ambleside@amblesidecm.com>"
    d = dealer_of(sender)
    doc = dk.new("A. Ambleside", "BWIC")
    dk.para(doc, "AMBLESIDE CAPITAL MARKETS", b=True, size=12)
    dk.para(doc, "Client BWIC - non-agency RMBS / CMBS - bids due 13:00 ET, Thursday 20 January 2028.")
    dk.para(doc, "Talk in points; current face shown is the size offered.")
    rows = [["CUSIP", "Description", "Curr Face", "Factor", "Talk"]]
    gold = []
    items = [("KNAYTON MTG TR 2024-1 A2", 3_250_000, "0.6512", "94-95"), ("LASTINGHAM RESI 2023-NQM1 M1", 1_800_000, "0.4409", "88.50"),
             ("MALTON CMBS 2025-C1 C", 5_000_000, "1.0000", "92.25-93.00"), ("NUNNINGTON PRIME 2025-J2 B2", 2_400_000, "0.8821", "90.75")]
    for i, (desc, face, fac, talk) in enumerate(items):
        cu = cusip(f"{desc[:3]}{i}5{i + 2}X{i}")
        rows.append([cu, desc, f"{face:,}", fac, talk])
        lo, _, hi = talk.partition("-")
        gold += q(cu, "structured", d, size=(face, face), talk=(lo, hi or lo))
    dk.table(doc, rows, align="llrrr", size=9)
    dk.para(doc, "")
    dk.para(doc, "Morning list results (covers):", b=True)
    rows = [["CUSIP", "Description", "Curr Face", "Cover"]]
    for i, (desc, face, cov) in enumerate([("OSWALDKIRK MTG TR 2022-2 A1", 4_100_000, "96.28"), ("PICKHILL CMBS 2024-C7 A-S", 6_000_000, "97.13")]):
        cu = cusip(f"{desc[:3]}{i}6{i + 4}Y{i}")
        rows.append([cu, desc, f"{face:,}", cov])
        gold += q(cu, "structured", d, size=(face, face), cover=(cov, cov))
    dk.table(doc, rows, align="llrr", size=9)
    dk.para(doc, "")
    dk.para(doc, "Ambleside Capital Markets LLC | +1 646 555 0138 | for institutional investors only.", size=8)
    text = "Client BWIC attached with our talk, and this morning's covers.\n\nAnna Ambleside\nAmbleside CM | +1 646 555 0138\n"
    return mk("ambleside-bwic", "docx", gold, sender=sender, subject="BWIC - RMBS/CMBS - talk", date=date("10:20:11", "-0500", 20), text=text,
              attachments=[att("Ambleside_BWIC_0120.docx", dk.save(doc))], note="emph:bwic emph:multi-table emph:size-unit emph:memo", meta={})


LAYOUTS = [agency_memo_dev, ssa_tabs_hold, multi_table_dev, multi_table_hold, bwic_dev, bwic_hold]
