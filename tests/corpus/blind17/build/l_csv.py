"""CSV exports: a basis column that flips the unit, last / mid / change columns beside the levels."""

from __future__ import annotations

from common import Attachment, date, dealer_of, mk, q


def _csv(name, text, crlf=True, bom=False):
    data = text.replace("\n", "\r\n") if crlf else text
    raw = data.encode("utf-8")
    if bom:
        raw = b"\xef\xbb\xbf" + raw
    return Attachment(name, raw, "text/csv", "csv")


def v35():
    sender = "Kai Stonehaugh <kstonehaugh@stonehaugh.com>"
    d = dealer_of(sender)
    gold = []
    rows = ["facility_id,borrower,facility,margin,floor,maturity,quote_basis,bid,offer,last,chg_1w,oid,bid_mm,offer_mm"]
    ln = [("LX301188", "ASHBY DE LA ZOUCH FOODS", "TLB", "S+350", "0.50", "2031-03-14", "PX", "97.375", "97.875", "97.625", "+0.25", "99.00", "1", "1"),
          ("LX301467", "BARROWDEN CARE", "TLB", "S+425", "0.75", "2030-08-30", "PX", "91.50", "92.50", "93.00", "-1.50", "98.50", "1", "1"),
          ("LX302011", "COTTESMORE SYSTEMS", "TLB-2", "S+300", "0.00", "2032-01-31", "DM", "318", "305", "312", "-4", "99.75", "2", "2"),
          ("LX302215", "DUDDINGTON PLASTICS", "TL", "S+475", "0.50", "2029-06-30", "PX", "", "88.25", "88.00", "+0.50", "97.00", "", "1"),
          ("LX302390", "EMPINGHAM AIR", "TLB", "S+275", "0.00", "2031-10-15", "PX", "", "", "100.125", "0.00", "99.50", "", ""),
          ("LX302541", "FOTHERBY MARINE", "TLB", "S+400", "0.50", "2030-12-20", "PX", "95.125", "95.625", "95.375", "0.00", "99.00", "3", "2")]
    for fid, b, f, m, fl, mat, basis, bi, of, last, chg, oid, bs, os_ in ln:
        rows.append(",".join([fid, b, f, m, fl, mat, basis, bi, of, last, chg, oid, bs, os_]))
        if not bi and not of:
            continue
        key = f"{b} {f} {m} {mat}"
        size = (int(bs) * 1_000_000 if bs else None, int(os_) * 1_000_000 if os_ else None)
        if basis == "DM":
            gold += q(key, "loan", d, size=size, dm=(bi or None, of or None))
        else:
            gold += q(key, "loan", d, size=size, price=(bi or None, of or None))
    rows.append("# quote_basis: PX = price (points), DM = discount margin (bp, 3y convention). last = last trade; chg_1w vs last week's mark.")
    rows.append("# EMPINGHAM AIR: no market today (last trade only).")
    body = """Loan levels export attached (CSV from our pricer, 10:05 ET).

Kai Stonehaugh | Loan Trading | Stonehaugh Capital | 212-555-0174
"""
    return mk("stonehaugh-loans-basis-dm-last", "csv", gold, sender=sender, date=date("10:07:30"), subject="loan levels export 11/23",
              text=body, attachments=[_csv("stonehaugh_loans_20271123.csv", "\n".join(rows) + "\n")])


def v36():
    sender = "Sophie Tillyfour <s.tillyfour@tillyfour.fr>"
    d = dealer_of(sender)
    gold = []
    rows = ["Emprunteur;Tranche;Marge;Echeance;Achat;Vente;Cloture veille;Var;Taille (M EUR)"]
    ln = [("GRANVILLE SANTE", "TLB", "E+400", "15/06/2031", "96,25", "96,875", "96,50", "-0,25", "2"),
          ("HONFLEUR EMBALLAGES", "TLB", "E+350", "30/09/2030", "99,50", "100,00", "99,625", "-0,125", "2"),
          ("ISIGNY LAITERIE", "TLB2", "E+425", "31/03/2032", "", "94,75", "94,50", "+0,25", "1"),
          ("JUMIEGES LOGISTIQUE", "TLB", "E+375", "28/02/2031", "98,125", "98,625", "", "", "")]
    for b, t, m, mat, a, v, clo, var, sz in ln:
        rows.append(";".join([b, t, m, mat, a, v, clo, var, sz]))
        key = f"{b} {t} {m} {mat}"
        size = int(sz) * 1_000_000 if sz else 2_000_000
        gold += q(key, "loan", d, size=(size if a else None, size), comma=True, price=(a or None, v))
    rows.append("# Cloture veille = prix de cloture du 22/11 (reference). Taille vide = 2 M EUR par cote.")
    text = "\n".join(rows) + "\n"
    body = "Bonjour, niveaux prets en PJ.\n\nSophie Tillyfour - Tillyfour Finance - +33 1 55 04 33 71\n"
    return mk("tillyfour-loans-cloture-veille", "csv", gold, sender=sender, date=date("09:48:11", "+0100"),
              subject="Prets - niveaux 23/11", text=body, attachments=[_csv("tillyfour_prets_231127.csv", text, bom=True)])


def v37():
    sender = "Nadia Cairnbulg <ncairnbulg@cairnbulg.com>"
    d = dealer_of(sender)
    gold = []
    rows = ["entity,tier,tenor,coupon_bp,quote_conv,bid,ask,mid,recovery,chg,bid_size_mm,ask_size_mm"]
    cds = [("ASHBL", "ASHBOURNE LEISURE", "SNRFOR", "USD", "5Y", "500", "UPF", "8.375", "8.875", "8.625", "40", "+0.25", "5", "5"),
           ("BIRKD", "BIRKDALE TELECOM", "SNRFOR", "USD", "5Y", "100", "SPRD", "142", "148", "145", "40", "+3", "5", "5"),
           ("CLITH", "CLITHEROE BANK", "SUBLT2", "EUR", "5Y", "100", "SPRD", "171", "180", "175.5", "20", "-2", "5", "5"),
           ("DENTD", "DENTDALE ENERGY", "SNRFOR", "USD", "5Y", "100", "UPF", "-0.85", "-0.60", "-0.725", "40", "-0.05", "5", "5"),
           ("CDXHY", "CDX HY 49", "", "USD", "5Y", "500", "PX", "106.125", "106.25", "106.1875", "", "+0.0625", "10", "10"),
           ("CDXIG", "CDX IG 49", "", "USD", "5Y", "100", "SPRD", "53.25", "53.75", "53.5", "", "+0.25", "50", "50")]
    for _tk, ent, tier, _ccy, ten, cpn, conv, b, a, mid, rec, chg, bs, as_ in cds:
        rows.append(",".join([ent, tier, ten, cpn, conv, b, a, mid, rec, chg, bs, as_]))
        key = " ".join(x for x in (ent, tier, ten) if x)
        size = (int(bs) * 1_000_000, int(as_) * 1_000_000)
        if conv == "UPF":
            gold += q(key, "cds", d, size=size, upfront=(b, a))
        elif conv == "PX":
            gold += q(key, "cds", d, size=size, price=(b, a))
        else:
            gold += q(key, "cds", d, size=size, spread=(b, a))
    body = """EOD CDS marks from the desk's blotter (NY 4:30pm yesterday), re-sent this morning with live levels
refreshed at 07:45 - the bid / ask columns are live, mid and chg are the blotter's.

Nadia Cairnbulg | Credit Derivatives | Cairnbulg Securities | 212-555-0131
"""
    return mk("cairnbulg-cds-conv-upf-px", "csv", gold, sender=sender, date=date("07:52:18"), subject="CDS levels 11/23 (csv)",
              text=body, attachments=[_csv("cairnbulg_cds_levels.csv", "\n".join(rows) + "\n")])


def v38():
    sender = "Olaf Sheriffmuir <olaf.sheriffmuir@sheriffmuir.no>"
    d = dealer_of(sender)
    gold = []
    rows = ["RefEntity,Tenor,Side,Level,Unit,Qty(mm),Status"]
    data = [("KVITSOY SHIPPING SNR", "5Y", [("BID", "212", "BP", "5", "LIVE"), ("OFFER", "224", "BP", "5", "LIVE")]),
            ("LOFOTEN SEAFOOD SNR", "5Y", [("BID", "95", "BP", "5", "LIVE"), ("OFFER", "101", "BP", "5", "LIVE")]),
            ("MOSKENES POWER SNR", "5Y", [("BID", "3.10", "UPF", "5", "LIVE"), ("OFFER", "3.45", "UPF", "5", "LIVE")]),
            ("NORDKAPP BANK SUB", "5Y", [("BID", "168", "BP", "5", "WITHDRAWN"), ("OFFER", "178", "BP", "5", "WITHDRAWN")]),
            ("ITRAXX XOVER S48", "5Y", [("BID", "279", "BP", "25", "LIVE"), ("OFFER", "281", "BP", "25", "LIVE")])]
    for ent, ten, sides in data:
        lv_ = {}
        for side, lvl, unit, qty, st in sides:
            rows.append(",".join([ent, ten, side, lvl, unit, qty, st]))
            lv_[side] = (lvl, unit, qty, st)
        if lv_["BID"][3] != "LIVE":
            continue
        key = f"{ent} {ten}"
        qty = int(lv_["BID"][2]) * 1_000_000
        if lv_["BID"][1] == "UPF":
            gold += q(key, "cds", d, size=(qty, qty), upfront=(lv_["BID"][0], lv_["OFFER"][0]))
        else:
            gold += q(key, "cds", d, size=(qty, qty), spread=(lv_["BID"][0], lv_["OFFER"][0]))
    rows.append("RECOVERY ASSUMPTION 40 (SNR) / 20 (SUB); UPF quoted against 500bp running")
    body = "Hei, CDS levels attached.\n\nOlaf Sheriffmuir | Sheriffmuir Markets AS | +47 22 55 50 14\n"
    return mk("sheriffmuir-cds-long-withdrawn", "csv", gold, sender=sender, date=date("08:44:09", "+0100"), subject="Nordic CDS 23.11",
              text=body, attachments=[_csv("sheriffmuir_cds.csv", "\n".join(rows) + "\n", crlf=False)])


LAYOUTS = [v35, v36, v37, v38]
