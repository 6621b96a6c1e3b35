"""Layout builders of blind38. Each builder takes the seeded rng and a parameter dict P (names,
dealers, dates, variant flags) chosen by build/dev.py or build/holdout.py and returns
(format, eml bytes, gold quotes)."""
import datetime as dt

from common import (DISCLAIMERS, cpn_key, csv_text, cusip, frac_cpn, from32, isin, isin_from_cusip,
                    make_eml, mdy, price_from_yield, q, r, signature, to32, yield_from_price)
import families as F


def _when(P):
    d = P["date"]
    h, m = P.get("time", (7, 45))
    return dt.datetime(d.year, d.month, d.day, h, m, 12, tzinfo=dt.timezone(dt.timedelta(hours=P.get("tz", -5))))


def _mail(P, body, att=None):
    s = P["sender"]
    sig = signature(s["name"], s["title"], s["firm"], s["phone"], s["addr"], s.get("extra", ""))
    full = body.rstrip("\n") + "\n" + sig + "\n" + DISCLAIMERS[P.get("disc", 0)] + "\n"
    return make_eml(s["name"], s["addr"], P["to"], _when(P), P["subject"], P["msgid"], full, att)


def _shift(b, settle, d_spd):
    """Another dealer's market on the same bond: spreads moved by d_spd, yields and prices follow."""
    nb = dict(b)
    nb["bid_spd"] = b["bid_spd"] + d_spd
    nb["ask_spd"] = b["ask_spd"] + d_spd
    nb["bid_yld"] = r(b["bmk"] + nb["bid_spd"] / 100.0)
    nb["ask_yld"] = r(b["bmk"] + nb["ask_spd"] / 100.0)
    nb["bid_px"] = r(price_from_yield(b["cpn"], b["mat"], settle, nb["bid_yld"]))
    nb["ask_px"] = r(price_from_yield(b["cpn"], b["mat"], settle, nb["ask_yld"]))
    return nb


# ------------------------------------------------------------------ 1. ALLQ xlsx
def allq(rng, P):
    settle = P["date"]
    bonds = []
    for tk in P["issuers"]:
        b = F.gen_bond(rng, settle, tk, spr=P["spr"], width=P.get("width", (4, 9)))
        sec = "%s %s %s" % (tk, cpn_key(b["cpn"]) if P.get("dec_cpn", True) else frac_cpn(b["cpn"]), mdy(b["mat"]))
        dealers = rng.sample(P["dealers"], P.get("per_bond", 3))
        for j, code in enumerate(dealers):
            nb = _shift(b, settle, rng.randint(-3, 3) if j else 0)
            sides = "BA"
            if rng.random() < 0.2:
                sides = rng.choice(["B", "A"])
            bsz = rng.choice([1, 2, 2, 3, 5])
            asz = rng.choice([1, 2, 3, 5])
            nb.update(security=sec, ac=P["ac"], chg=rng.choice([0.125, -0.25, 0.0, 0.375, -0.125]),
                      dealers=[(code, sides, bsz, asz, "%02d:%02d" % (7, rng.randint(0, 44)))],
                      bmk_name="UST %dY" % min([2, 3, 5, 7, 10, 30], key=lambda t: abs(t - b["yrs"])))
            if P.get("with_isin"):
                nb["isin"] = isin(rng, P.get("isin_cc", "XS"))
                nb["key"] = nb["isin"]
                # one isin per bond, not per dealer
                if j:
                    nb["isin"] = bonds[-1]["isin"]
                    nb["key"] = nb["isin"]
            else:
                nb["key"] = F.bond_key(dict(nb, issuer=tk))
            nb["upd"] = P["date"].strftime("%d/%m/%Y")
            bonds.append(nb)
    data, quotes = F.allq_xlsx(rng, settle, dict(title_rows=P["title_rows"], cols=P["cols"], bonds=bonds,
                                                  sheet=P.get("sheet", "ALLQ")))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 2. inventory xlsx
def inventory(rng, P):
    settle = P["date"]
    bonds = []
    for name, tk in P["issuers"]:
        b = F.gen_bond(rng, settle, name, spr=P["spr"], width=P.get("width", (8, 20)))
        c = cusip(rng)
        b.update(cusip=c, isin=isin_from_cusip(c), ticker=tk, ac="corporate",
                 bmk_name="UST %dY" % min([2, 3, 5, 7, 10], key=lambda t: abs(t - b["yrs"])),
                 sides=rng.choice(["BA", "BA", "BA", "B", "A"]), bsz=rng.choice([1000, 2000, 2500, 5000]),
                 asz=rng.choice([1000, 1500, 2000, 3000]), rating=rng.choice(["BB-", "B+", "BB", "B"]),
                 sector=rng.choice(["Energy", "Consumer", "Industrials", "Media"]),
                 oas=b["bid_spd"] - rng.randint(2, 9), accrued=r(rng.uniform(0.1, 2.9), 4))
        b["bmk"] = round(b["bmk"], 3)
        bonds.append(b)
    data, quotes = F.inventory_xlsx(rng, settle, dict(cols=P["cols"], bonds=bonds, dealer=P["dealer"],
                                                       title_rows=P.get("title_rows", []),
                                                       sheet=P.get("sheet", "Inventory")))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 3. axe sheet xlsx
def axes(rng, P):
    settle = P["date"]
    axes_ = []
    for name, ac in P["issuers"]:
        b = F.gen_bond(rng, settle, name, spr=P["spr"], width=(5, 10))
        side = rng.choice(["B", "S"])
        word = rng.choice(P["side_words"][side])
        qt = rng.choice(["price", "spread"])
        level = (b["bid_px"] if side == "B" else b["ask_px"]) if qt == "price" else (
            b["bid_spd"] if side == "B" else b["ask_spd"])
        axes_.append(dict(side=side, side_word=word, cusip=cusip(rng), issuer=name, cpn=b["cpn"],
                          mat_text=mdy(b["mat"]), size=rng.choice([2, 3, 5, 5, 10]), level=level,
                          type_word=P["type_words"][qt], qt=qt, ac=ac,
                          bmk_name="UST %dY" % min([2, 3, 5, 7, 10], key=lambda t: abs(t - b["yrs"])),
                          comment=rng.choice(P["comments"])))
    data, quotes = F.axe_xlsx(rng, settle, dict(top=P["top"], header_row=P["header_row"], cols=P["cols"],
                                                 axes=axes_, dealer=P["dealer"]))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 4. UST 32nds xlsx
def ust(rng, P):
    settle = P["date"]
    bonds = []
    for tenor, yrs in P["tenors"]:
        mat = dt.date(settle.year + yrs, rng.choice([2, 5, 8, 11]), 15)
        y = round(3.9 + 0.05 * yrs + rng.uniform(-0.05, 0.05), 3)
        cp = round(y * 8) / 8.0
        px = price_from_yield(cp, mat, settle, y)
        bid = round(px * 64) / 64.0
        ask = bid + (1 / 64.0 if yrs <= 3 else 1 / 32.0)
        c = cusip(rng, prefix="91282C")
        bid_y = r(yield_from_price(cp, mat, settle, bid))
        ask_y = r(yield_from_price(cp, mat, settle, ask))
        sec = "T %s %s" % (frac_cpn(cp), mdy(mat))
        b = dict(cusip=c, security=sec, bid32=to32(bid), ask32=to32(ask), bid_dec_helper=round(bid, 6),
                 ask_dec_helper=round(ask, 6), chg=rng.choice(["+2", "-1+", "+0+", "-3", "unch"]),
                 bid_yld=bid_y, ask_yld=ask_y, tenor=tenor, dv01=round(yrs * 0.0009 * 100, 4))
        if P.get("row_sizes"):
            b["bsz"] = b["asz"] = rng.choice([25, 50, 50, 100])
        bonds.append(b)
    data, quotes = F.ust_xlsx(rng, settle, dict(title_rows=P["title_rows"], cols=P["cols"], bonds=bonds,
                                                 run_size=P.get("run_size"), dealer=P["dealer"]))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 5. stacked tables xlsx
def stacked(rng, P):
    settle = P["date"]
    tables = []
    for T in P["tables"]:
        rows = []
        for name in T["names"]:
            if T["kind"] == "agency":
                b = F.gen_bond(rng, settle, name, yrs=(1, 5), spr=(10, 32), width=(2, 4))
                ident = cusip(rng, prefix=T["cusip_prefix"][name])
            else:
                b = F.gen_bond(rng, settle, name, yrs=(4, 12), spr=T["spr"], width=(8, 16))
                ident = isin(rng, T.get("cc", "XS"))
            rec = {T["id_col"]: ident, "Name": name, "Issuer": name, "Cpn": b["cpn"], "Maturity": b["mat"],
                   "Bid": b["bid_px"], "Ask": b["ask_px"], "Bid Yld": b["bid_yld"], "Ask Yld": b["ask_yld"],
                   "Bid Spd": b["bid_spd"], "Ask Spd": b["ask_spd"], "Bmk": "UST %dY" % max(2, round(b["yrs"])),
                   "Chg": rng.choice([0.25, -0.125, 0.5, -0.375, 0.0]), "Amt Out (bn)": rng.choice([1.0, 1.5, 2.0])}
            sz = T["size"] * 1e6
            ms = [m for m, h in (("price", "Bid"), ("spread", "Bid Spd"), ("yield", "Bid Yld")) if h in T["cols"]]
            rows.append((rec, F.three(ident, T["ac"], b, P["dealer"], sz, sz, "BA", ms)))
        tables.append(dict(title=T["title"], cols=T["cols"], rows=rows))
    data, quotes = F.stacked_xlsx(rng, settle, dict(tables=tables, top=P.get("top", [])))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 6. merged two-row header xlsx
def merged(rng, P):
    settle = P["date"]
    bonds, prior = [], []
    for name in P["issuers"]:
        b = F.gen_bond(rng, settle, name, spr=P["spr"], width=(5, 10))
        b.update(ac="corporate", size=rng.choice([None, None, 5, 2]) if P.get("size_col") else None,
                 dur=round(b["yrs"] * 0.85, 2), chg=rng.choice([-2, 1, 0, 3, -1]),
                 rating=rng.choice(["A-", "BBB+", "BBB", "A"]), amt=rng.choice([750, 1000, 1250]),
                 bmk_name="UST %dY" % max(2, round(b["yrs"])))
        if P.get("with_cusip"):
            b["cusip"] = cusip(rng)
            b["key"] = b["cusip"]
        else:
            b["key"] = F.bond_key(b)
        if rng.random() < 0.15:
            b["sides"] = rng.choice(["B", "A"])
        bonds.append(b)
        pb = _shift(b, settle, rng.choice([-4, -3, 2, 3, 5]))
        pb["sides"] = "BA"
        prior.append(pb)
    pr = None
    if P.get("prior"):
        pr = dict(sheet=P["prior"]["sheet"], title_rows=P["prior"]["title_rows"], bonds=prior)
    data, quotes = F.merged_xlsx(rng, settle, dict(bonds=bonds, title_rows=P["title_rows"], lead_cols=P["lead_cols"],
                                                    subs=P["subs"], trail_cols=P.get("trail_cols", []),
                                                    run_size=P["run_size"], dealer=P["dealer"], prior=pr,
                                                    serial_dates=P.get("serial_dates"), sheet=P.get("sheet", "Today")))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 7. loans xlsx
def _txt_num(rng, v, styles):
    st = rng.choice(styles)
    if st == "apos":
        return "'%.2f" % v if round(v, 2) == v else "'%s" % v
    if st == "space":
        return ("%.3f" % v).rstrip("0").rstrip(".") + " " if round(v, 3) != round(v, 2) else "%.2f " % v
    if st == "text":
        return "%.3f" % v
    return v


def loans(rng, P):
    settle = P["date"]
    loans_ = []
    for (borrower, fac) in P["loans"]:
        mid = rng.choice([94.5, 96.25, 97.875, 98.5, 99.125, 99.625, 100.125, 100.375, 88.0, 91.5])
        w = rng.choice([0.5, 0.5, 0.75, 1.0, 0.25])
        bid, ask = mid - w / 2, mid + w / 2
        margin = rng.choice([275, 300, 325, 350, 375, 400, 450, 475])
        mat = "%d/%02d" % (rng.randint(1, 12), rng.randint(29, 32))
        desc = "%s %s S+%d %s" % (borrower, fac, margin, mat)
        prev_b, prev_a = bid - rng.choice([0.25, 0.125, -0.25, 0.5]), None
        prev_a = prev_b + w
        cells = {"LoanX ID": "LX%06d" % rng.randint(100000, 299999), "Loan": desc, "Fac ($MM)": rng.choice([450, 600, 800, 1250, 1850]),
                 "Floor": rng.choice([0.5, 0.0, 0.75]), "Prev Bid": prev_b, "Prev Offer": prev_a,
                 "Bid": _txt_num(rng, bid, P["styles"]), "Offer": _txt_num(rng, ask, P["styles"]),
                 "Status": None, "Size (MM)": None, "Sector": rng.choice(["Healthcare", "Software", "Chemicals", "Retail"]),
                 "Moody's/S&P": rng.choice(["B2/B", "B1/B+", "B3/B-"])}
        ln = dict(key=desc.upper(), bid=bid, ask=ask, cells=cells)
        if rng.random() < 0.25 and "Size (MM)" in P["cols"]:
            ln["size"] = rng.choice([2, 3, 5])
            cells["Size (MM)"] = ln["size"]
        loans_.append(ln)
    for i in P["dead_rows"]:
        loans_[i]["dead"] = True
        loans_[i]["cells"]["Status"] = P["dead_word"]
    for ln in loans_:
        if not ln.get("dead") and ln["cells"]["Status"] is None:
            ln["cells"]["Status"] = P.get("live_word")
    data, quotes = F.loans_xlsx(rng, settle, dict(title_rows=P["title_rows"], cols=P["cols"], loans=loans_,
                                                   run_size=P["run_size"], dealer=P["dealer"]))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 8. CLO xlsx
def clo(rng, P):
    settle = P["date"]
    tr = []
    for deal, cls, rtg, base in P["tranches"]:
        margin = base + rng.randint(-10, 20)
        dm_ask = margin + rng.randint(-15, 40)
        w = rng.choice([5, 8, 10, 12])
        dm_bid = dm_ask + w
        wal = round(rng.uniform(2.5, 6.5), 1)
        px_ask = r(100 + (margin - dm_ask) / 100.0 * wal * 0.9, 3)
        px_bid = r(px_ask - w / 100.0 * wal * 0.9, 3)
        cells = {"Deal": deal, "Class": cls, "Rtg": rtg, "Cpn": "3mS+%d" % margin, "WAL": wal,
                 "OC Cushion": "%.1f%%" % rng.uniform(2.0, 8.0), "Orig Face (MM)": rng.choice([24.0, 30.5, 18.0, 40.0]),
                 "Cur Face (MM)": rng.choice([12.5, 18.0, 22.4]), "DM Bid": dm_bid, "DM Offer": dm_ask,
                 "Px Bid": px_bid, "Px Offer": px_ask, "Reinv End": "%02d/%d" % (rng.randint(1, 12), rng.choice([2027, 2028, 2029]))}
        t = dict(key="%s %s" % (deal.upper(), cls.upper()), dm_bid=dm_bid, dm_ask=dm_ask, px_bid=px_bid,
                 px_ask=px_ask, cells=cells)
        if "Px Bid" not in P["cols"]:
            t["px_bid"] = t["px_ask"] = None
        if rng.random() < 0.2:
            t["sides"] = "A"
            cells["DM Bid"] = None
            cells["Px Bid"] = None
        tr.append(t)
    data, quotes = F.clo_xlsx(rng, settle, dict(title_rows=P["title_rows"], cols=P["cols"], tranches=tr,
                                                 run_size=P["run_size"], dealer=P["dealer"]))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 9. CDS levels-before-name xlsx
def cds_sheet(rng, P):
    settle = P["date"]
    tables = []
    for T in P["tables"]:
        rows = []
        sz = T["size"] * 1e6
        for ent in T["names"]:
            name, tenor, kind = ent
            if kind == "upf":
                mid = rng.choice([2.5, 4.25, 6.0, -1.5])
                bid, ask, tw = mid - 0.25, mid + 0.25, T["type_words"]["upfront"]
                qt, cpn = "upfront", 500
            elif kind == "px":
                mid = rng.choice([106.25, 105.875, 97.5])
                bid, ask, tw = mid - 0.0625, mid + 0.0625, T["type_words"]["price"]
                qt, cpn = "price", 500
            else:
                mid = rng.randint(40, 380) + rng.choice([0, 0.5])
                w = 1 if "CDX" in name or "ITRX" in name else rng.choice([4, 5, 6, 8])
                bid, ask, tw = mid - w / 2, mid + w / 2, T["type_words"]["spread"]
                qt, cpn = "spread", 100 if mid < 250 else 500
            rec = {"Bid": bid, "Ask": ask, "Chg": rng.choice([-1.5, 0.5, 2, -3, 0]), T["name_col"]: name,
                   "Tenor": tenor, "Type": tw, "Cpn": cpn, "Rec": rng.choice([40, 40, 25]),
                   "Sector": rng.choice(["Materials", "Autos", "Telecom", "Utilities", ""]) or None}
            rows.append((rec, [q(("%s %s" % (name, tenor)).upper(), "cds", qt, bid, ask, sz, sz, P["dealer"])]))
        tables.append(dict(title=T["title"], cols=T["cols"], rows=rows))
    data, quotes = F.cds_xlsx(rng, settle, dict(tables=tables, top=P["top"]))
    return "xlsx", _mail(P, P["body"], (P["fname"], data, "xlsx")), quotes


# ------------------------------------------------------------------ 10. RUNS csv with quoted commas
def runs_csv(rng, P):
    settle = P["date"]
    rows, quotes = [P["cols"]], []
    for long_name, short in P["issuers"]:
        b = F.gen_bond(rng, settle, short, yrs=(4, 14), spr=P["spr"], width=(10, 20))
        ident = isin(rng, P.get("cc", "XS"))
        sec = "%s %s %s" % (long_name, frac_cpn(b["cpn"]), mdy(b["mat"]))
        for j, code in enumerate(rng.sample(P["dealers"], P.get("per_bond", 2))):
            nb = _shift(b, settle, rng.randint(-6, 6) if j else 0)
            sides = rng.choice(["BA", "BA", "BA", "B", "A"])
            bsz, asz = rng.choice([1, 2, 3]), rng.choice([1, 2, 5])
            rec = {"Security": sec, "ISIN": ident, "Source": code, "Dealer": code,
                   "Time": "%02d:%02d:%02d" % (8, rng.randint(0, 30), rng.randint(0, 59)),
                   "Bid Px": "%.3f" % nb["bid_px"] if "B" in sides else "", "Ask Px": "%.3f" % nb["ask_px"] if "A" in sides else "",
                   "Bid Yld": "%.3f" % nb["bid_yld"] if "B" in sides else "", "Ask Yld": "%.3f" % nb["ask_yld"] if "A" in sides else "",
                   "BSZ (MM)": bsz if "B" in sides else "", "ASZ (MM)": asz if "A" in sides else "",
                   "Chg": "%+.2f" % rng.choice([0.25, -0.5, 0.125, -0.25]), "Comment": rng.choice(P.get("comments", [""]))}
            rows.append([rec[c] for c in P["cols"]])
            quotes += F.three(ident, P["ac"], nb, code.lower(), bsz * 1e6, asz * 1e6, sides, ("price", "yield"))
    data = csv_text(rows)
    return "csv", _mail(P, P["body"], (P["fname"], data, "csv")), quotes


# ------------------------------------------------------------------ 11. European csv
def _de(v, nd=3):
    s = ("%." + str(nd) + "f") % v
    return s.replace(".", ",")


def euro_csv(rng, P):
    settle = P["date"]
    rows, quotes = [P["cols"]], []
    for name in P["issuers"]:
        b = F.gen_bond(rng, settle, name, yrs=(3, 10), spr=P["spr"], width=(4, 9))
        # EUR curve lower than UST
        b2 = dict(b)
        b2["bmk"] = round(b["bmk"] - 1.6, 3)
        b2["bid_yld"] = r(b2["bmk"] + b["bid_spd"] / 100.0)
        b2["ask_yld"] = r(b2["bmk"] + b["ask_spd"] / 100.0)
        b2["cpn"] = round((b2["bmk"] + b["bid_spd"] / 100.0 + rng.uniform(-0.6, 0.6)) * 8) / 8.0
        b2["bid_px"] = r(price_from_yield(b2["cpn"], b["mat"], settle, b2["bid_yld"]))
        b2["ask_px"] = r(price_from_yield(b2["cpn"], b["mat"], settle, b2["ask_yld"]))
        ident = isin(rng, rng.choice(P["ccs"]))
        size = rng.choice([1.5, 2, 3, 5, 2.5])
        rec = {"ISIN": ident, "Issuer": name, "Coupon": _de(b2["cpn"], 3), "Maturity": b["mat"].strftime("%d.%m.%Y"),
               "Bid": _de(b2["bid_px"]), "Ask": _de(b2["ask_px"]), "Bid Yield": _de(b2["bid_yld"]),
               "Ask Yield": _de(b2["ask_yld"]), "Size (mio)": _de(size, 1) if size != int(size) else str(int(size)),
               "Benchmark": "DBR %s" % b["mat"].strftime("%m/%y"), "BMKYLD": _de(b2["bmk"]),
               "Duration": _de(b["yrs"] * 0.88, 2), "Rating": rng.choice(["A2", "Baa1", "A3"])}
        rows.append([rec[c] for c in P["cols"]])
        quotes += F.three(ident, "corporate", b2, P["dealer"], size * 1e6, size * 1e6, "BA", ("price", "yield"))
    data = csv_text(rows, delimiter=";")
    return "csv", _mail(P, P["body"], (P["fname"], data, "csv")), quotes


# ------------------------------------------------------------------ 12. muni offerings csv with totals
def muni_csv(rng, P):
    settle = P["date"]
    rows, quotes = [P["cols"]], []
    total = 0
    for desc, st in P["issuers"]:
        yrs = rng.randint(3, 20)
        mat = dt.date(settle.year + yrs, rng.choice([2, 6, 8, 12]), 1)
        cp = rng.choice([4.0, 5.0, 5.0, 3.0, 4.25])
        ytm_target = round(2.6 + 0.06 * yrs + rng.uniform(-0.1, 0.1), 3)
        px = round(price_from_yield(cp, mat, settle, ytm_target), 3)
        ytm = r(yield_from_price(cp, mat, settle, px))
        call_date, call_px, ytw = None, None, ytm
        if yrs > 10:
            call_date = dt.date(settle.year + 8, mat.month, 1)
            call_px = 100
            ytc = r(yield_from_price(cp, call_date, settle, px))
            ytw = min(ytc, ytm)
        par = rng.choice([250, 500, 1000, 1500, 2000])
        total += par
        c = cusip(rng, prefix=P["prefixes"][desc])
        rec = {"CUSIP": c, "Description": desc, "State": st, "Coupon": "%.3f" % cp, "Maturity": mdy(mat, True),
               "Call Date": mdy(call_date, True) if call_date else "", "Call Px": "%.2f" % call_px if call_px else "",
               "Qty (000)": par, "Price": "%.3f" % px, "YTW": "%.3f" % ytw, "YTM": "%.3f" % ytm,
               "spread_mmd": "%+d" % rng.randint(5, 40), "Rating": rng.choice(["Aa2/AA", "A1/A+", "Aa3/AA-"])}
        rows.append([rec[k] for k in P["cols"]])
        quotes.append(q(c, "muni", "price", None, px, None, par * 1000.0, P["dealer"]))
        quotes.append(q(c, "muni", "yield", None, ytw, None, par * 1000.0, P["dealer"]))
    tr = [""] * len(P["cols"])
    tr[0] = P["total_word"]
    tr[P["cols"].index("Qty (000)")] = total
    rows.append(tr)
    rows += P.get("trailer", [])
    data = csv_text(rows)
    return "csv", _mail(P, P["body"], (P["fname"], data, "csv")), quotes


# ------------------------------------------------------------------ 13. agency 32nds csv, levels first
def agency32_csv(rng, P):
    settle = P["date"]
    rows, quotes = [P["cols"]], []
    for issuer, prefix in P["issuers"]:
        yrs = rng.randint(1, 6)
        mat = dt.date(settle.year + yrs, rng.randint(1, 12), rng.choice([10, 15, 26]))
        y = round(3.95 + 0.05 * yrs + rng.uniform(0.05, 0.25), 3)
        cp = round(y * 8 + rng.choice([-1, 0, 1])) / 8.0
        px = price_from_yield(cp, mat, settle, y)
        bid = round(px * 64) / 64.0
        ask = bid + rng.choice([2, 3, 4]) / 64.0
        by, ay = r(yield_from_price(cp, mat, settle, bid)), r(yield_from_price(cp, mat, settle, ask))
        c = cusip(rng, prefix=prefix)
        size = rng.choice([5, 10, 10, 25])
        rec = {"Bid": to32(bid), "Ask": to32(ask), "Bid Yld": "%.3f" % by, "Ask Yld": "%.3f" % ay,
               "Chg": rng.choice(["+1", "-2+", "0", "+0+"]), "CUSIP": c, "Issuer": issuer, "Cpn": frac_cpn(cp),
               "Maturity": mdy(mat, True), "Size (MM)": size, "Px Chg": rng.choice(["+1", "-2+", "0"])}
        rows.append([rec[k] for k in P["cols"]])
        quotes.append(q(c, "agency", "price", bid, ask, size * 1e6, size * 1e6, P["dealer"]))
        quotes.append(q(c, "agency", "yield", by, ay, size * 1e6, size * 1e6, P["dealer"]))
    data = csv_text(rows)
    return "csv", _mail(P, P["body"], (P["fname"], data, "csv")), quotes


# ------------------------------------------------------------------ 14. CDS vendor csv
def cds_csv(rng, P):
    rows, quotes = [P["cols"]], []
    for tk, tenors, kind in P["names"]:
        red = "".join(rng.choice("0123456789ABCDEF") for _ in range(6))
        for tenor in tenors:
            for code in rng.sample(P["dealers"], P.get("per_name", 2)):
                if kind == "upf":
                    mid = rng.choice([3.5, 5.25, 7.0]) + (1.0 if tenor == "7Y" else 0)
                    bid, ask, qt, word, cpn = mid - 0.25, mid + 0.25, "upfront", P["qt_words"]["upfront"], 500
                else:
                    mid = rng.randint(45, 240) + (25 if tenor in ("7Y", "10Y") else 0)
                    w = rng.choice([4, 5, 6])
                    bid, ask, qt, word, cpn = mid - w / 2, mid + w / 2, "spread", P["qt_words"]["spread"], 100
                sz = rng.choice([5, 10])
                rec = {"Date": P["date"].isoformat(), "Dealer": code, "Ticker": tk, "Red Code": red, "Tenor": tenor,
                       "Coupon": cpn, "Recovery": 40, "Quote Type": word, "Bid": bid, "Ask": ask,
                       "Mid": (bid + ask) / 2, "Chg": rng.choice([-1.5, 0.5, 2.0, 0.0]), "Bid Size (MM)": sz,
                       "Ask Size (MM)": sz, "Ccy": "USD", "Doc Clause": rng.choice(["MR14", "XR14"])}
                rows.append([rec[k] for k in P["cols"]])
                quotes.append(q(("%s %s" % (tk, tenor)).upper(), "cds", qt, bid, ask, sz * 1e6, sz * 1e6, code.lower()))
    data = csv_text(rows)
    return "csv", _mail(P, P["body"], (P["fname"], data, "csv")), quotes


# ------------------------------------------------------------------ 15. tab-separated paste in the body
def tab_body(rng, P):
    settle = P["date"]
    lines, quotes = ["\t".join(P["cols"])], []
    for name in P["issuers"]:
        b = F.gen_bond(rng, settle, name, yrs=(3, 9), spr=P["spr"], width=(20, 45))
        c = cusip(rng)
        sz = rng.choice([1, 2, 3, 5])
        rec = {"CUSIP": c, "Issuer": name, "Cpn": frac_cpn(b["cpn"]), "Maturity": mdy(b["mat"]),
               "Bid": "%.3f" % b["bid_px"], "Ask": "%.3f" % b["ask_px"], "Bid YTW": "%.3f" % b["bid_yld"],
               "Ask YTW": "%.3f" % b["ask_yld"], "Size": "%dx%d" % (sz, sz),
               "Chg": rng.choice(["+0.25", "-0.50", "+0.125", "unch"]), "Rtg": rng.choice(["B2/B", "Ba3/BB-", "Caa1/B-"])}
        lines.append("\t".join(str(rec[k]) for k in P["cols"]))
        quotes += F.three(c, "corporate", b, P["dealer"], sz * 1e6, sz * 1e6, "BA", ("price", "yield"))
    body = P["intro"] + "\n\n" + "\n".join(lines) + "\n\n" + P["outro"] + "\n"
    return "text", _mail(P, body), quotes


# ------------------------------------------------------------------ 16. space-aligned paste in the body
def aligned_body(rng, P):
    settle = P["date"]
    rows, quotes = [], []
    for tk in P["issuers"]:
        b = F.gen_bond(rng, settle, tk, spr=P["spr"], width=(4, 8))
        sec = "%s %s %s" % (tk, cpn_key(b["cpn"]), mdy(b["mat"]))
        for j, code in enumerate(rng.sample(P["dealers"], P.get("per_bond", 2))):
            nb = _shift(b, settle, rng.randint(-3, 3) if j else 0)
            bsz, asz = rng.choice([1, 2, 3, 5]), rng.choice([1, 2, 5])
            rec = {"Dealer": code, "Security": sec, "Bid Sprd": str(nb["bid_spd"]), "Ask Sprd": str(nb["ask_spd"]),
                   "Bid Px": "%.3f" % nb["bid_px"], "Ask Px": "%.3f" % nb["ask_px"], "BSZ(MM)": str(bsz),
                   "ASZ(MM)": str(asz), "Time": "%02d:%02d" % (7, rng.randint(0, 50)), "Bmk": "UST%dY" % max(2, round(b["yrs"])),
                   "Bid Yld": "%.3f" % nb["bid_yld"], "Ask Yld": "%.3f" % nb["ask_yld"]}
            rows.append([rec[k] for k in P["cols"]])
            ms = [m for m, h in (("spread", "Bid Sprd"), ("price", "Bid Px"), ("yield", "Bid Yld")) if h in P["cols"]]
            quotes += F.three(F.bond_key(dict(b, issuer=tk)), P["ac"], nb, code.lower(), bsz * 1e6, asz * 1e6, "BA", ms)
    body = P["intro"] + "\n\n" + "\n".join(F.table_lines_aligned(P["cols"], rows)) + "\n\n" + P["outro"] + "\n"
    return "text", _mail(P, body), quotes
