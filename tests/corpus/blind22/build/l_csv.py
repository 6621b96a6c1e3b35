"""CSV attachments: loan level exports, BWIC price talk on CLO / ABS lists, muni offering exports."""

from __future__ import annotations

from common import MIME_CSV, Attachment, date, iso, lkey, mc, mk, muni_px, q, tc


def _csv(rows, sep=",", crlf=False, bom=False) -> bytes:
    def cell(v):
        s = str(v)
        return f'"{s}"' if (sep in s or '"' in s) else s

    nl = "\r\n" if crlf else "\n"
    text = nl.join(sep.join(cell(v) for v in r) if isinstance(r, (list, tuple)) else r for r in rows) + nl
    return (b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8")


# ---------------------------------------------------------------- 41 (dev) / 42 (hold-out): loan exports

def northill_loans_csv():
    dealer = "northill"
    sender = "Northill Loan Desk <loandesk@northill.com>"
    rows = [["as_of", "lin", "borrower", "facility", "margin", "floor", "maturity", "oid", "rating", "bid", "offer", "prior_bid", "chg", "qty_mm"]]
    data = [("LX235580", "Aislaby Holdings", "TLB", "S+350", "0.50", "2031-06-30", "", "B2/B", "98.750", "99.250", "98.625", ""),
            ("LX231144", "Beadlam Foods", "TLB-2", "S+325", "0.50", "2030-11-15", "", "B1/B+", "99.625", "100.000", "99.625", ""),
            ("LX236302", "Cropton Medical", "Incremental TLB", "S+375", "0.75", "2032-09-30", "99.50", "B2/B", "99.375", "99.875", "99.250", "3"),
            ("LX228817", "Douthwaite Logistics", "TLB", "S+450", "1.00", "2029-04-30", "", "Caa1/B-", "", "91.500", "92.000", ""),
            ("LX233959", "Ebberston Software", "TLB", "S+300", "0.00", "2032-02-28", "", "Ba3/BB-", "100.250", "100.500", "100.125", ""),
            ("LX230077", "Farndale Water", "TLB", "S+275", "0.00", "2031-12-15", "", "Ba2/BB", "100.125", "100.375", "100.125", "5"),
            ("LX234812", "Gillamoor Broadcasting", "TLB-3", "S+400", "0.75", "2030-07-31", "", "B3/B-", "95.000", "95.750", "95.500", ""),
            ("LX235581", "Aislaby Holdings", "2nd Lien TL", "S+675", "0.50", "2032-06-30", "", "Caa2/CCC", "92.000", "93.500", "92.000", ""),
            ("", "Farndale Water", "Revolver", "S+225", "", "2030-12-15", "", "NR", "98.500", "99.500", "98.500", ""),
            ("LX228818", "Douthwaite Logistics", "2L TL", "S+775", "1.00", "2030-04-30", "", "Caa3/CCC-", "71.000", "", "72.500", "")]
    gold = []
    for lin, bor, fac, mg, fl, mt, oid, rtg, b, o, prior, qty in data:
        chg = "" if not b else f"{float(b) - float(prior):.3f}"
        rows.append(["2028-01-14", lin, bor, fac, mg, fl, mt, oid, rtg, b, o, prior, chg, qty])
        size = int(qty) * 1_000_000 if qty else 1_000_000
        gold += q(lkey(bor, fac, mg, mt), "loan", dealer, size=(size, size), price=(b or None, o or None))
    rows.append("# 10 rows; exported 2028-01-14 16:55:08 ET by LTS v4.2; prices in points, margin over Term SOFR")
    att = Attachment("northill_loan_levels_20280114.csv", _csv(rows), MIME_CSV, "csv")
    text = ("Evening - loan levels export attached (straight out of our system).\nLoans 1mm per side unless qty_mm says otherwise.\n\n"
            "Northill Loan Desk | +1 212 555 0124\n")
    return mk("northill-loan-export-csv", "csv", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="loan levels export 14-Jan",
              date=date("17:01:40", "-0500", 14), text=text, attachments=[att],
              note="emph:size-scope emph:size-unit emph:missing-side emph:prior-chg emph:near-numbers", meta={})


def orcheston_loans_csv():
    dealer = "orcheston"
    sender = "Orcheston Bank Loans <bankloans@orcheston.co.uk>"
    rows = [["Issuer", "Facility", "CUSIP", "Margin (bp)", "Floor (%)", "Maturity", "Bid Px", "Ask Px", "Prior Close", "Amt (000)"]]
    data = [("Hovingham Brewers", "TLB", tc("44803C", "AB"), "350", "0.50", "15/03/2031", "98.125", "98.625", "98.000", "2000"),
            ("Ingleby Arncliffe Care", "TLB", tc("45791P", "AD"), "400", "0.75", "30/09/2030", "95.750", "96.500", "95.875", "2000"),
            ("Kilburn Hill Packaging", "TLB-2", tc("49336W", "AC"), "325", "0.50", "31/05/2032", "99.875", "100.250", "99.750", "5000"),
            ("Levisham Rail Leasing", "Term Loan", tc("52712F", "AA"), "275", "0.00", "20/12/2031", "100.125", "100.375", "100.125", "2000"),
            ("Malton Insurance Brokers", "Incremental TLB", tc("55901N", "AF"), "350", "0.50", "28/02/2033", "n/a", "100.000", "99.875", "2000"),
            ("Nunnington Specialty Chem", "TLB", tc("58214K", "AB"), "425", "0.75", "31/07/2029", "93.250", "94.250", "93.750", "1000"),
            ("Hovingham Brewers", "Second Lien", tc("44803C", "AD"), "700", "0.50", "15/03/2032", "89.500", "91.000", "89.500", "1000")]
    gold = []
    for iss, fac, cu, mg, fl, mt, b, a, prior, amt in data:
        rows.append([iss, fac, cu, mg, fl, mt, b, a, prior, amt])
        size = int(amt) * 1000
        gold += q(cu, "loan", dealer, size=(size, size), price=(None if b == "n/a" else b, a))
    att = Attachment("ORCH_LOANS_19012028.csv", _csv(rows, sep=";", crlf=True, bom=True), MIME_CSV, "csv")
    text = "Hi,\n\nBank loan levels attached (semicolon CSV). Malton offer only.\n\nOrcheston Bank Loans | +44 20 7946 0872\n"
    return mk("orcheston-loan-semicolon-csv", "csv", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="bank loan levels 19/01",
              date=date("16:20:18", "+0000", 19), text=text, attachments=[att],
              note="emph:size-unit emph:missing-side emph:prior-chg emph:near-numbers", meta={})


# ---------------------------------------------------------------- 43 (dev) / 44 (hold-out): BWIC price talk

def piddington_bwic_talk_csv():
    dealer = "piddington"
    sender = "Piddington CLO Trading <clo@piddington.com>"
    rows = [["list_id", "cusip", "deal", "class", "rating", "orig_face", "wal", "px_talk"]]
    lines = [(tc("11842T", "AE"), "Sleights Park CLO 2023-1A", "C", "A", "4,000,000", "4.9", "100.25"),
             (tc("11842T", "AJ"), "Sleights Park CLO 2023-1A", "D", "BBB-", "3,000,000", "5.3", "99.75-100.00"),
             (tc("62219D", "AL"), "Goathland CLO 2021-2A", "E-R", "BB-", "2,500,000", "3.7", "96.50"),
             (tc("62219D", "AN"), "Goathland CLO 2021-2A", "F-R", "B-", "1,500,000", "4.0", "n/a"),
             (tc("90877M", "AL"), "Robin Hoods Bay CLO 2024-1A", "E", "BB-", "5,000,000", "6.8", "98-99"),
             (tc("73304H", "AN"), "Egton Bridge CLO 2019-3A", "SUB", "NR", "7,500,000", "", "38-42")]
    gold = []
    for cu, deal, cls, rtg, face, wal, talk in lines:
        rows.append(["BW-0119-A", cu, deal, cls, rtg, face, wal, talk])
        if talk == "n/a":
            continue
        size = int(face.replace(",", ""))
        if "-" in talk:
            lo, hi = talk.split("-")
            gold += q(cu, "structured", dealer, size=(size, size), talk=(lo, hi))
        else:
            gold += q(cu, "structured", dealer, size=(size, size), talk=(talk, talk))
    att = Attachment("BW-0119-A_talk.csv", _csv(rows), MIME_CSV, "csv")
    text = ("Hi - our price talk on today's CLO list (BW-0119-A, bids due 11:00 ET) attached. No talk on the F-R. Equity talk is "
            "wide, happy to discuss.\n\nPiddington CLO Trading | +1 212 555 0147\n")
    return mk("piddington-bwic-talk-csv", "csv", gold, sender=sender, to="clo@clients.example-am.com", subject="Talk - CLO BWIC BW-0119-A",
              date=date("08:12:30", "-0500", 19), text=text, attachments=[att],
              note="emph:size-unit emph:near-numbers", meta={})


def rowsley_bwic_talk_csv():
    dealer = "rowsley"
    sender = "Emily Sutcliffe <esutcliffe@rowsley.com>"
    rows = [["CUSIP", "Description", "Cur Face", "Factor", "WAL", "Talk (DM)", "Status"]]
    lines = [(tc("26011R", "AC"), "BEELEY CLO 2022-2A B-R", "6,000,000", "1.00000", "3.4", "+175/+180", "Live"),
             (tc("26011R", "AG"), "BEELEY CLO 2022-2A C-R", "4,000,000", "1.00000", "3.9", "+215", "Live"),
             (tc("38875V", "AJ"), "DARLEY DALE CLO 2024-2A D", "3,000,000", "1.00000", "6.1", "+335/+345", "Live"),
             (tc("38875V", "AL"), "DARLEY DALE CLO 2024-2A E", "2,000,000", "1.00000", "6.6", "+600/+615", "Live"),
             (tc("51290B", "AL"), "HATHERSAGE CLO 2020-1A E", "1,250,000", "1.00000", "2.2", "+825", "Withdrawn")]
    gold = []
    for cu, desc, face, fac, wal, talk, status in lines:
        rows.append([cu, desc, face, fac, wal, talk, status])
        if status != "Live":
            continue
        size = int(face.replace(",", ""))
        if "/" in talk:
            lo, hi = (x.lstrip("+") for x in talk.split("/"))
            gold += q(cu, "structured", dealer, size=(size, size), talk=(lo, hi))
        else:
            gold += q(cu, "structured", dealer, size=(size, size), talk=(talk, talk))
    att = Attachment("rowsley_bwic_talk_20jan.csv", _csv(rows, crlf=True), MIME_CSV, "csv")
    text = ("Emily from Rowsley - DM talk on this afternoon's mezz list attached; the Hathersage E was pulled by the seller.\n\n"
            "Emily Sutcliffe | CLO Trading | Rowsley Capital | +1 312 555 0161\n")
    return mk("rowsley-bwic-dm-talk-csv", "csv", gold, sender=sender, to="clo@clients.example-am.com", subject="BWIC talk (DM) - mezz list",
              date=date("10:05:12", "-0600", 20), text=text, attachments=[att],
              note="emph:size-unit emph:near-numbers", meta={})


# ---------------------------------------------------------------- 45 (dev) / 46 (hold-out): muni offering exports

def saltwood_muni_csv():
    dealer = "saltwood"
    sender = "Saltwood Municipal Trading <munitrading@saltwood.com>"
    rows = [["cusip", "issuer", "coupon", "maturity", "call_date", "call_px", "par_000", "ytw", "price", "ytw_date", "rating"]]
    bonds = [("sw-1", "Ohio Tpk Commn Rev Jr Lien", 5.0, "02/15/41", "02/15/33", 3.81, 500, "Aa3/AA"),
             ("sw-2", "Maryland St GO 1st Ser A", 5.0, "03/01/36", None, 2.98, 1000, "Aaa/AAA"),
             ("sw-3", "Atlanta GA Wtr & Wstwtr Rev", 4.0, "11/01/44", "11/01/31", 4.19, 750, "Aa2/AA-"),
             ("sw-4", "Minnesota St Hsg Fin Agy (non-AMT)", 4.5, "07/01/48", "01/01/33", 4.37, 400, "Aa1/AA+"),
             ("sw-5", "Chicago IL Brd of Ed Ded Rev", 5.0, "12/01/42", "12/01/32", 4.55, 250, "NR/BBB+"),
             ("sw-6", "Univ of California Gen Rev Ser CB", 5.0, "05/15/38", "05/15/34", 3.27, 2000, "Aa2/AA")]
    gold = []
    for seed, iss, cp, mt, call, ytw, par, rtg in bonds:
        cu = mc(seed)
        m = iso(mt)
        ci = iso(call) if call else None
        px = f"{muni_px(cp, ytw, m, ci):.3f}"
        to = mt if not (ci and ytw < cp) else call
        rows.append([cu, iss, f"{cp:.3f}", mt, call or "", "100" if call else "", par, f"{ytw:.3f}", px, to, rtg])
        gold += q(cu, "muni", dealer, size=(None, par * 1000), yield_=(None, f"{ytw:.3f}"), price=(None, px))
    rows.append(["TOTAL", "", "", "", "", "", sum(b[6] for b in bonds), "", "", "", ""])
    att = Attachment("saltwood_offerings_011128.csv", _csv(rows), MIME_CSV, "csv")
    text = ("Good morning - today's offerings attached (par in thousands, yields to worst, to the ytw_date).\n"
            "Subject to prior sale.\n\nSaltwood Municipal Trading | 415-555-0139\n")
    return mk("saltwood-muni-offerings-csv", "csv", gold, sender=sender, to="munis@clients.example-am.com", subject="Saltwood muni offerings 11-Jan",
              date=date("06:45:10", "-0800", 11), text=text, attachments=[att],
              note="emph:size-unit emph:totals emph:near-numbers", meta={})


def thurgarton_muni_csv():
    dealer = "thurgarton"
    sender = "Owen Pritchard <opritchard@thurgarton.com>"
    rows = [["Security", "Cpn", "Maturity", "Call", "Qty (M)", "Yield", "Price", "Spd to MMD", "Rtg"]]
    bonds = [("tg-1", "PENNSYLVANIA ST TPK COMMN REV", 5.0, "12/01/43", "12/01/33", 3.88, 1000, "+112", "A1/A+"),
             ("tg-2", "NEW YORK CITY NY GO FISCAL 2027 D", 5.0, "04/01/39", "04/01/35", 3.46, 500, "+63", "Aa2/AA"),
             ("tg-3", "COLORADO HLTH FACS AUTH (COMMONSPIRIT)", 4.0, "08/01/45", "08/01/32", 4.42, 250, "+131", "A3/A-"),
             ("tg-4", "TEXAS ST TRANSN COMMN HWY FD 1ST TIER", 5.0, "10/01/33", None, 2.84, 750, "+18", "Aaa/AAA"),
             ("tg-5", "ILLINOIS ST SALES TAX REV JR OBLIG", 4.0, "06/15/40", "06/15/32", 4.26, 500, "+121", "BBB+/A-")]
    gold = []
    for seed, iss, cp, mt, call, ytw, qty, spd, rtg in bonds:
        cu = mc(seed)
        m = iso(mt)
        px = f"{muni_px(cp, ytw, m, iso(call) if call else None):.3f}"
        rows.append([f"{cu} {iss}", f"{cp:.2f}", mt, f"{call} @ 100" if call else "NC", qty, f"{ytw:.2f}", px, spd, rtg])
        gold += q(cu, "muni", dealer, size=(None, qty * 1000), yield_=(None, f"{ytw:.2f}"), price=(None, px))
    att = Attachment("thurgarton_offerings.csv", _csv(rows), MIME_CSV, "csv")
    text = ("Owen at Thurgarton - our muni offerings for Friday attached. Yields to worst; Spd to MMD for reference.\n\n"
            "Owen Pritchard | Thurgarton Securities | 617-555-0178\n")
    return mk("thurgarton-muni-offerings-csv", "csv", gold, sender=sender, to="munis@clients.example-am.com", subject="offerings - Thurgarton",
              date=date("08:26:41", "-0500", 21), text=text, attachments=[att],
              note="emph:size-unit emph:near-numbers", meta={})


LAYOUTS = [northill_loans_csv, orcheston_loans_csv, piddington_bwic_talk_csv, rowsley_bwic_talk_csv, saltwood_muni_csv, thurgarton_muni_csv]
