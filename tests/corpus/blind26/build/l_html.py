"""HTML bodies: an Outlook / Gmail reply correcting its quoted run, a forward of another desk's table, converts and
preferreds with bracketed yields and greeks, BWIC talk and colour."""

from __future__ import annotations

import htmlkit as hk
from common import mk, q, tc, tzdate, uc, ui

TO = "desk@clients.example-am.com"


# ---------------------------------------------------------------- 1. EM sovereigns: a reply whose new text corrects the run below


def em_reply(v):
    if v == 0:
        d, who = "clifmere", "Rua Teixeira <rteixeira@clifmere.com.br>"
        top = [
            "Correction on COLOM 7.5 01/15/34 - it's 98.40 / 98.90, not 97.40 / 97.90 as in my run below.",
            "Adding PERU 5.875 01/30/35 at 101.15 / 101.65. Both 2x2.",
            "Rest of the run below is from the open, I'll resend at noon.",
            "",
            "Rua Teixeira | EM Sovereign Trading | Clifmere Valores | +55 11 5555 0183",
        ]
        gold = (q("COLOM 7.5 2034-01-15", "em_sovereign", d, size="2x2", price=("98.40", "98.90"))
                + q("PERU 5.875 2035-01-30", "em_sovereign", d, size="2x2", price=("101.15", "101.65")))
        hist_rows = [
            [hk.C("Bond", b=True, bb=True), hk.C("Bid", b=True, bb=True, a="r"), hk.C("Offer", b=True, bb=True, a="r"),
             hk.C("Chg", b=True, bb=True, a="r"), hk.C("Yld (mid)", b=True, bb=True, a="r")],
            ["COLOM 7.5 01/15/34", hk.C("97.40", a="r"), hk.C("97.90", a="r"), hk.C("-0.25", a="r"), hk.C("7.87", a="r")],
            ["BRAZIL 6.25 03/18/33", hk.C("99.10", a="r"), hk.C("99.60", a="r"), hk.C("+0.10", a="r"), hk.C("6.33", a="r")],
            ["MEX 5.75 10/12/35", hk.C("96.85", a="r"), hk.C("97.35", a="r"), hk.C("unch", a="r"), hk.C("6.24", a="r")],
        ]
        inner = (hk.mps("\n".join(top)) + hk.mp()
                 + hk.outlook_reply_header("Rua Teixeira", "Tuesday, February 8, 2028 7:05 AM", "EM Clients", "Clifmere EM sov run - 2x2")
                 + hk.mp() + hk.mp("Morning - EM sovs, px, 2x2 unless noted.") + hk.mp()
                 + hk.xl_table(hist_rows, [120, 50, 50, 45, 55]) + hk.mp())
        html = hk.outlook_doc(inner)
        date = tzdate(8, "08:31:19", "-0300")
        return mk("em-sov-correction", "html", gold, sender=who, to=TO, subject="RE: Clifmere EM sov run - 2x2", date=date, html=html,
                  note="emph:reply emph:correction", meta={"reply_marker": "Sent: Tuesday"})
    d, who = "rookhaven", "Lior Amsel <lamsel@rookhaven.com>"
    top = ("pls ignore the TURKEY line, traded away.\n"
           "SOAF 5.875 06/22/36 now 94.60 / 95.10 (was 94.10 / 94.60 below), EGYPT 7.5 2033 95 1/4 - 3/4, 3mm each.\n\nLior")
    gold = (q("SOAF 5.875 2036-06-22", "em_sovereign", d, size="3MM", price=("94.60", "95.10"))
            + q("EGYPT 7.5 2033", "em_sovereign", d, size="3MM", price=("95.25", "95.75")))
    rows = [["Bond", "Bid", "Offer", "Z (ref)"], ["TURKEY 6.5 2034", "97.20", "97.70", "+298"], ["SOAF 5.875 06/22/36", "94.10", "94.60", "+251"],
            ["EGYPT 7.5 2033", "94.50", "95.00", "+412"]]
    html = hk.gm_doc(hk.gm_div(top)
                     + '<br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, Feb 15, 2028 at 7:40 AM Lior Amsel '
                       "&lt;lamsel@rookhaven.com&gt; wrote:<br></div>\n"
                       '<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">\n'
                     + hk.gm_div("EM sovs, px, 3mm each") + hk.gm_table(rows, align="lrrr") + "</blockquote></div>\n")
    date = tzdate(15, "09:12:05", "-0500")
    return mk("em-sov-gmail-reply", "html", gold, sender=who, to=TO, subject="Re: EM sovs", date=date, html=html,
              note="emph:reply emph:correction", meta={"reply_marker": "wrote:"})


# ---------------------------------------------------------------- 2. FRNs / SSA floaters: a buy-side forward of a dealer's table


def frn_fwd(v):
    if v == 0:
        d = "pemberdeen"
        who = "Nell Ostrander <nostrander@felbridge-cap.com>"
        data = [("XS", "astral frn 30", "ASTRAL BANK", "SOFR+95", "05/15/30", "92", "88", "100.12", "100.24", "4.87", "frn"),
                ("XS", "norvic frn 29", "NORVIC BUILDING SOC", "SOFR+78", "11/20/29", "81", "76", "99.95", "100.05", "4.70", "frn"),
                ("US", "ibrd frn 31", "IBRD", "SOFR+22", "08/10/31", "23", "20", "99.96", "100.06", "4.14", "agency"),
                ("XS", "eib frn 30", "EIB", "SOFR+19", "02/25/30", "20", "17", "99.97", "100.03", "4.11", "agency")]
        rows = [["ISIN", "Issuer", "Index", "Maturity", "DM Bid", "DM Ask", "Px Bid", "Px Ask", "Prev DM", "Reset %"]]
        gold = []
        for cc, seed, iss, idx, m, db, da, pb, pa, rs, g in data:
            i = ui(cc, seed + " b26")
            rows.append([i, iss, idx, m, db, da, pb, pa, str(int(db) + 2), rs])
            gold += q(i, g, d, size="5MM", dm=(db, da), price=(pb, pa))
        fwd = ("---------- Forwarded message ---------\nFrom: Teo Marsh <tmarsh@pemberdeen.com>\nDate: Thu, Feb 10, 2028 at 7:48 AM\n"
               "Subject: Pemberdeen USD floaters\nTo: Nell Ostrander <nostrander@felbridge-cap.com>\n")
        html = hk.gm_doc(
            hk.gm_div("Fwd'ing Pemberdeen's FRN levels - their DM on the ASTRAL is 4 through where we marked it (our mark DM 96).\n"
                      "I would pay 99.90 for the NORVIC, that's our number not theirs.\n\nNell\n")
            + '<div class="gmail_quote">' + hk.gm_div(fwd)
            + hk.gm_div("USD FRNs - DM over SOFR and price, 5MM per side. Reset is the current coupon.\n")
            + hk.gm_table(rows, align="lllrrrrrrr") + hk.gm_div("\nTeo Marsh | Pemberdeen Securities | +1 212 555 0137") + "</div>\n")
        date = tzdate(10, "08:20:44", "-0500")
        return mk("frn-gmail-fwd", "html", gold, sender=who, to=TO, subject="Fwd: Pemberdeen USD floaters", date=date, html=html,
                  note="emph:forward emph:buyside emph:look-alike", meta={"fwd_dealer": d, "reply_marker": "Forwarded message"})
    d = "wrennick"
    who = "Ravi Anand <ranand@cotswin-am.com>"
    data = [("XS", "calder frn 31", "CALDER BANK", "3mS+105", "03/31", "101", "96", "100.15", "100.30", "5.02", "frn"),
            ("XS", "eib frn 29b", "EIB", "SOFR+16", "06/29", "17", "14", "99.98", "100.04", "4.08", "agency"),
            ("US", "ifc frn 30", "IFC", "SOFR+20", "09/30", "21", "18", "99.97", "100.05", "4.12", "agency")]
    head = [hk.C(t, b=True, bb=True, a="r" if k > 2 else "l") for k, t in enumerate(["ISIN", "Name", "Margin", "Mat", "DM B", "DM O", "Px B",
                                                                                      "Px O", "Prev DM B", "Reset %"])]
    rows = [head]
    gold = []
    old_rows = [head]
    for cc, seed, iss, idx, m, db, da, pb, pa, rs, g in data:
        i = ui(cc, seed + " b26")
        prev = str(int(db) + 3)
        rows.append([i, iss, idx, m] + [hk.C(x, a="r") for x in (db, da, pb, pa, prev, rs)])
        old_rows.append([i, iss, idx, m] + [hk.C(x, a="r") for x in (prev, str(int(da) + 3), "100.01", "100.10", str(int(prev) + 1), rs)])
        gold += q(i, g, d, size="3MM", dm=(db, da), price=(pb, pa))
    inner = (hk.mps("see below - Wrennick's floaters. Their offer on the EIB is 1 back of our bid last week (DM 15).\nRavi")
             + hk.mp()
             + hk.outlook_reply_header("Suki Moray <smoray@wrennick.com>", "Friday, February 18, 2028 7:31 AM", "Ravi Anand", "Wrennick floaters - updated")
             + hk.mp() + hk.mp("Updated floaters, 3mm per side, DM / px:") + hk.mp()
             + hk.xl_table(rows, [88, 70, 55, 38, 38, 38, 42, 42, 52, 40]) + hk.mp() + hk.mp("Suki Moray | Wrennick & Sons | +1 203 555 0119")
             + hk.mp()
             + hk.outlook_reply_header("Suki Moray", "Thursday, February 17, 2028 4:10 PM", "Ravi Anand", "Wrennick floaters")
             + hk.mp() + hk.xl_table(old_rows, [88, 70, 55, 38, 38, 38, 42, 42, 52, 40]))
    html = hk.outlook_doc(inner)
    date = tzdate(18, "08:02:19", "-0500")
    return mk("frn-outlook-fw", "html", gold, sender=who, to=TO, subject="FW: Wrennick floaters - updated", date=date, html=html,
              note="emph:forward emph:buyside emph:look-alike", meta={"fwd_dealer": d, "reply_marker": "Sent: Friday"})


# ---------------------------------------------------------------- 3. converts and preferreds: parity, premium, delta; bracketed yields


def cv_pfd(v):
    if v == 0:
        d, who = "hazelmere", "Kit Farrant <kfarrant@hazelmere.com>"
        cv = [("ZEPHYR ENERGY", "2.25", "06/15/29", "104.50", "105.25", "96.80", "8.4", "62", "+1.25"),
              ("BLACKWATER BIOTECH", "0.5", "12/01/30", "88.75", "89.50", "41.20", "116.9", "28", "-0.50"),
              ("SOLENT SEMICON", "1.75", "03/15/31", "112.00*", "113.00", "108.15", "4.1", "81", "+2.00")]
        pf = [("HALDEN FINANCIAL 6.25% SER C", "25.20 (6.20%)", "25.40 (6.15%)", "+0.05", "03/01"),
              ("MARCHBANK UTIL 5.9% SER A", "24.05 (6.13%)", "24.25 (6.08%)", "-0.10", "02/24")]
        lp = "25.00"
        rows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Parity", "Prem %", "Delta", "Chg"]]
        gold = []
        for iss, c, m, b, a, par, prem, dl, chg in cv:
            cu = uc(iss + " cv b26")
            rows.append([cu, iss, c, m, b, a, par, prem, dl, chg])
            gold += q(cu, "convert", d, size="1MM", price=(b.rstrip("*"), a), review=("price",) if "*" in b else ())
        prow = [["CUSIP", "Issue", "Liq Pref", "Bid $ (yld)", "Offer $ (yld)", "Chg", "Ex-div"]]
        for iss, b, a, chg, ex in pf:
            cu = uc(iss + " pfd b26")
            prow.append([cu, iss, lp, b, a, chg, ex])
            bp, by = b.split(" (")
            ap, ay = a.split(" (")
            gold += q(cu, "preferred", d, price=(bp, ap), yield_=(by.rstrip("%)"), ay.rstrip("%)")))
        inner = (hk.sys_p("Hazelmere converts & preferreds - Wed 09-Feb-2028 10:05 ET", b=True)
                 + hk.sys_table(rows, caption="CONVERTIBLES - price in points, 1MM per side", align="llllrrrrrr")
                 + hk.sys_p("* indicative only, stale since Friday's close - not firm.")
                 + hk.sys_p("")
                 + hk.sys_table(prow, caption="$25 PREFERREDS - dollar price (current yield)", align="llrrrrl")
                 + hk.sys_p("Parity and premium at the offer; delta in %. Desk: +1 212 555 0188 ext 3."))
        html = hk.sys_doc(inner, title="Hazelmere converts")
        date = tzdate(9, "10:05:40", "-0500")
        return mk("cv-pfd-system", "html", gold, sender=who, to=TO, subject="Converts & preferreds", date=date, html=html,
                  note="emph:look-alike emph:levels-ways emph:review-words emph:footnote", meta={"marks": ["*"]})
    d, who = "glenrothy", "Shona Veitch <sveitch@glenrothy.com>"
    cv = [("ARNCLIFFE MEDIA", "3", "09/01/30", "99 1/4", "99 3/4", "72.10", "38.0", "35", "unch"),
          ("KILNSEY LITHIUM", "1.25", "04/15/32", "118 1/2", "119 1/2", "115.30", "3.1", "88", "+3 1/2")]
    pf = [("TARLETON BANK 7.125% PFD", "25.62 (6.95%)", "25.80 (6.90%)", "+0.12"),
          ("BRIGSTOCK INS 6.5% SER B", "24.40 (6.66%)", "24.58 (6.61%)", "unch")]
    head = [hk.C(t, b=True, bb=True) for t in ["CUSIP", "Name", "Cpn", "Mat", "Bid", "Ask", "Parity", "Prem%", "Delta", "Chg"]]
    rows = [head]
    gold = []
    for iss, c, m, b, a, par, prem, dl, chg in cv:
        cu = uc(iss + " cv b26")
        rows.append([cu, iss, c, m] + [hk.C(x, a="r") for x in (b, a, par, prem, dl, chg)])
        gold += q(cu, "convert", d, size="2MM", price=(b, a))
    prow = [[hk.C(t, b=True, bb=True) for t in ["CUSIP", "Name", "Rate", "Liq Pref", "Bid", "Ask", "Chg"]]]
    for iss, b, a, chg in pf:
        cu = uc(iss + " pfd b26")
        prow.append([cu, iss] + [hk.C(x, a="r") for x in (iss.split()[2].rstrip("%"), "25.00", b, a, chg)])
        bp, by = b.split(" (")
        ap, ay = a.split(" (")
        gold += q(cu, "preferred", d, price=(bp, ap), yield_=(by.rstrip("%)"), ay.rstrip("%)")))
    inner = (hk.mps("Converts, 2MM unless noted:") + hk.xl_table(rows, [70, 90, 30, 50, 42, 42, 42, 40, 36, 40])
             + hk.mp() + hk.mps("$25 prefs - $ px (current yld):") + hk.xl_table(prow, [70, 140, 40, 50, 70, 70, 40]) + hk.mp()
             + hk.mps("Shona Veitch | Glenrothy Capital | +44 131 496 0722"))
    html = hk.outlook_doc(inner)
    date = tzdate(16, "14:45:12", "+0000")
    return mk("cv-pfd-outlook", "html", gold, sender=who, to=TO, subject="CB / pref levels", date=date, html=html,
              note="emph:look-alike emph:levels-ways")


# ---------------------------------------------------------------- 4. BWIC: today's talk, yesterday's covers and DNTs


def bwic(v):
    if v == 0:
        d, who = "yelverton", "Bram Oduya <boduya@yelverton.com>"
        today = [("HALCYON PARK CLO 2024-3A", "B", "98 - 98.5", "5.0", "HCP243", "20.0", "5.8"), ("ORMOND CLO 2023-1A", "C", "97 area", "3.5", "ORM231", "14.5", "4.9"),
                 ("TARN VALLEY CLO 2022-2A", "D", "92.5/93.5", "2.0", "TVC222", "8.0", "3.7")]
        rows = [["CUSIP", "Deal", "Class", "Orig Face (MM)", "Cur Face (MM)", "WAL", "Talk (px)"]]
        gold = []
        for deal, cls, talk, face, stem, orig, wal in today:
            cu = tc(stem, cls + "1")
            rows.append([cu, deal, cls, orig, face, wal, talk])
            lo, _, hi = talk.replace(" area", "").replace(" - ", "/").partition("/")
            hi = hi or lo
            gold += q(cu, "structured", d, size=(int(float(face) * 1e6),) * 2, talk=(lo, hi))
        res = [("WENSUM CLO 2021-4A", "B", "99 - 99.5", "covered 99.12", "TRADED", "WEN214"),
               ("CRAIGSIDE CLO 2024-1A", "D", "90 area", "-", "DNT", "CRG241"),
               ("ASHCOMBE CLO 2023-2A", "C", "96.5 - 97", "covered 96.81", "TRADED", "ASH232")]
        rrows = [["CUSIP", "Deal", "Class", "Talk was", "Cover", "Status"]]
        for deal, cls, talk, cov, st, stem in res:
            cu = tc(stem, cls + "1")
            rrows.append([cu, deal, cls, talk, cov, st])
            if st == "TRADED":
                c = cov.split()[1]
                gold += q(cu, "structured", d, cover=(c, c))
        inner = (hk.sys_p("Yelverton CLO desk - BWIC talk and colour, Fri 11-Feb-2028", b=True)
                 + hk.sys_p("Today's list is due 11:00 ET (bids to the desk by 10:45). Talk in price.")
                 + hk.sys_table(rows, caption="TODAY 11:00 ET - CLO mezz BWIC", align="lllrrrr")
                 + hk.sys_p("")
                 + hk.sys_table(rrows, caption="YESTERDAY'S LIST - results", align="lllrrl")
                 + hk.sys_p("DNT = did not trade. Cover is the second-best bid. Call +1 646 555 0170."))
        html = hk.sys_doc(inner, title="BWIC")
        date = tzdate(11, "07:58:00", "-0500")
        return mk("clo-bwic-colour", "html", gold, sender=who, to=TO, subject="CLO BWIC talk / colour", date=date, html=html,
                  note="emph:bwic emph:look-alike")
    d, who = "windlesham", "Cass Morland <cmorland@windlesham.com>"
    today = [("BRENTMOOR AUTO 2025-2", "C", "talk 97-98", "4.0", "BRM252", "0.667"), ("LINTHORPE CARD 2024-A", "B", "talk 99.25 area", "6.0", "LNT24A", "1.000")]
    rows = [["CUSIP", "Deal / class", "Cur face (MM)", "Factor", "WAL", "Colour"]]
    gold = []
    for deal, cls, talk, face, stem, fac in today:
        cu = tc(stem, cls + "2")
        rows.append([cu, f"{deal} {cls}", face, fac, "2.4", talk])
        t = talk.split()[1].replace("-", "/")
        lo, _, hi = t.partition("/")
        hi = hi or lo
        gold += q(cu, "structured", d, size=(int(float(face) * 1e6),) * 2, talk=(lo, hi))
    res = [("DENHOLM EQUIP 2023-1", "D", "covered 95.40, traded 95.55", "DNH231"), ("FARLEIGH CMBS 2022-C3", "AS", "DNT, best bid 91", "FCM223")]
    for deal, cls, colour, stem in res:
        cu = tc(stem, cls[:1] + "3")
        rows.append([cu, f"{deal} {cls}", "", "0.412", "1.9", colour])
        if colour.startswith("covered"):
            gold += q(cu, "structured", d, cover=("95.40", "95.40"))
    html = hk.gm_doc(hk.gm_div("ABS / CMBS - this afternoon's list (2pm ET) with talk, and this morning's colour.\n")
                     + hk.gm_table(rows, align="llrrrl") + hk.gm_div("\nCass\nWindlesham Securities | +1 212 555 0131"))
    date = tzdate(17, "12:40:11", "-0500")
    return mk("abs-bwic-colour", "html", gold, sender=who, to=TO, subject="ABS/CMBS BWIC + colour", date=date, html=html,
              note="emph:bwic emph:look-alike")


def _pair(fn):
    return [lambda: fn(0), lambda: fn(1)]


LAYOUTS = [f for fn in (em_reply, frn_fwd, cv_pfd, bwic) for f in _pair(fn)]
