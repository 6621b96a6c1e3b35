"""PDF attachments: an unruled IG / HY run, a ruled loan run over several pages, a ruled CLO sheet on DM."""

from __future__ import annotations

import pdfkit as pk
from common import MIME_PDF, Attachment, bkey, lkey, mk, q, rng, spx, tc, tzdate

TO = "desk@clients.example-am.com"


# ---------------------------------------------------------------- 1. unruled IG / HY run: bench yield, change, prior spread


def ig_hy_pdf(v):
    r = rng(f"ighy{v}")
    if v == 0:
        d, who, firm = "farrowgate", "Owen Blyth <oblyth@farrowgate.com>", "FARROWGATE SECURITIES"
        ig = [("ALVESTON ENERGY", 4.9, "2032-06-15", 112), ("BEAUCHAMP BANK", 5.15, "2034-01-20", 128), ("CRANSTON TELECOM", 4.6, "2030-09-30", 86),
              ("DERWENT FOODS", 5.4, "2037-03-01", 141), ("ELSWORTH PIPELINES", 5.75, "2054-05-15", 163)]
        hy = [("FARNDALE MEDIA", 8.5, "2031-07-15", 97.25), ("GOSFORTH STEEL", 7.125, "2030-02-01", 99.5), ("HALTWHISTLE CHEM", 9.75, "2032-11-15", 92.75)]
        date = tzdate(8, "07:15:00", "-0500")
        fname, slug = "Farrowgate_IG_HY_run_08Feb2028.pdf", "ig-hy-unruled"
    else:
        d, who, firm = "harbledown", "Ula Penrose <upenrose@harbledown.com>", "HARBLEDOWN & CO"
        ig = [("IRETON UTILITIES", 5.05, "2033-08-15", 104), ("JERVAULX INSURANCE", 5.5, "2036-10-01", 151), ("KEXBY RAIL", 4.75, "2031-04-30", 92),
              ("LANERCOST PHARMA", 5.25, "2035-02-15", 118)]
        hy = [("MALHAM LEISURE", 7.75, "2030-12-01", 98.125), ("NUNNINGTON AUTO", 8.25, "2032-03-15", 95.5), ("OSMOTHERLEY TECH", 6.875, "2029-09-01", 100.75)]
        date = tzdate(17, "06:58:00", "-0500")
        fname, slug = "HARBLEDOWN_credit_run_17-Feb-28.pdf", "ig-hy-unruled-2"
    header = [["Issuer", "Cpn", "Maturity", "Bmk", "Bmk Yld", "Sprd Bid", "Sprd Ask", "Px Bid", "Px Ask", "Chg", "Prev Sprd"]]
    rows, secs, gold = [], [], []
    secs.append(len(rows))
    rows.append(["INVESTMENT GRADE - T-spread (bp) / price"])
    for iss, c, m, s in ig:
        sa = s - r.choice([4, 5, 5, 6])
        pb, pa = spx(c, m, s), spx(c, m, sa)
        y = int(m[:4])
        bmk = "T 5Y" if y <= 2033 else ("T 10Y" if y < 2040 else "T 30Y")
        by = {"T 5Y": "4.02", "T 10Y": "4.22", "T 30Y": "4.55"}[bmk]
        chg = r.choice(["-2", "+1", "unch", "-3", "+2"])
        prev = str(s + r.choice([-2, 2, 3, -1]))
        mm = f"{m[5:7]}/{m[8:10]}/{m[2:4]}"
        rows.append([iss, f"{c:.3f}", mm, bmk, by, str(s), str(sa), pb, pa, chg, prev])
        gold += q(bkey(iss, c, m), "ig", d, size="5MM", spread=(str(s), str(sa)), price=(pb, pa))
    secs.append(len(rows))
    rows.append(["HIGH YIELD - price"])
    for iss, c, m, px in hy:
        pa = px + r.choice([0.5, 0.75])
        chg = r.choice(["+0.25", "-0.50", "-0.25", "+0.125"])
        prev = f"{px - (0 if chg == 'unch' else float(chg)):.3f}"
        mm = f"{m[5:7]}/{m[8:10]}/{m[2:4]}"
        rows.append([iss, f"{c:.3f}", mm, "--", "--", "--", "--", f"{px:.3f}", f"{pa:.3f}", chg, prev])
        gold += q(bkey(iss, c, m), "hy", d, size="2MM", price=(f"{px:.3f}", f"{pa:.3f}"))
    data = pk.sheet("letter", firm=firm, desk="Credit Trading - New York", title="DAILY IG / HY RUN",
                    right=[date[5:16], "Printed 07:02 ET", "+1 212 555 0191"],
                    intro=["Sizes: IG 5MM, HY 2MM per side. Chg vs prior close; Prev Sprd and Bmk Yld for reference."],
                    widths=[110, 34, 50, 36, 40, 40, 40, 44, 44, 34, 44], header=header, align="lrlrrrrrrrr", rows=rows,
                    sections=secs, ruled=False, head_align="lrlrrrrrrrr",
                    footer=["For institutional investors only. Not research. Levels indicative, subject to change. Ref 2028-02/117."])
    att = Attachment(fname, data, MIME_PDF, "pdf")
    return mk(slug, "pdf", gold, sender=who, to=TO, subject="IG / HY run", date=date, text="Today's run attached.", attachments=[att],
              note="pdf:unruled emph:look-alike emph:size-scope emph:everyday")


# ---------------------------------------------------------------- 2. ruled loan run over several pages: floor, facility size, prior bid


BORROWERS = ["Abbeystead", "Bamburgh", "Carlingford", "Dalbeattie", "Eyemouth", "Fearnan", "Glenluce", "Helmsdale", "Innerleithen", "Jedburgh",
             "Kelso", "Lochinver", "Moffat", "Nairn", "Oban", "Peebles", "Quothquan", "Rothesay", "Selkirk", "Tain", "Ullapool", "Wigtown",
             "Yetholm", "Alyth", "Brechin", "Crieff", "Dornoch", "Ellon", "Forfar", "Girvan", "Huntly", "Inveraray", "Keith", "Lanark",
             "Melrose", "Newburgh", "Portree", "Scourie", "Thurso", "Tongue", "Aboyne", "Banff", "Cromarty", "Dunbar"]
SECTORS = ["Software", "Health", "Chemicals", "Logistics", "Foods", "Leisure", "Packaging", "Media", "Industrial", "Services"]


def loan_pdf(v):
    r = rng(f"loans{v}")
    if v == 0:
        d, who, firm = "ingleby", "Saul Ferris <sferris@ingleby.com>", "INGLEBY CAPITAL MARKETS"
        names = BORROWERS[:42]
        date = tzdate(11, "16:45:00", "-0500")
        fname, slug = "Ingleby_loan_levels_11Feb2028.pdf", "loan-ruled-pages"
    else:
        d, who, firm = "juniperhill", "Meg Orchard <morchard@juniperhill.com>", "JUNIPERHILL PARTNERS"
        names = BORROWERS[2:44]
        date = tzdate(18, "16:30:00", "-0600")
        fname, slug = "JH_par_loans_18Feb.pdf", "loan-ruled-pages-2"
    header = [["Borrower", "Facility", "Maturity", "Floor", "Fac ($MM)", "Bid", "Offer", "Chg", "Prev Bid", "Prev Offer"]]
    rows, gold = [], []
    mons = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    for k, n in enumerate(names):
        b = f"{n} {SECTORS[(k + v) % len(SECTORS)]}"
        fac = f"{r.choice(['TLB', 'TLB', 'TLB-2', '2L'])} S+{r.choice([275, 300, 325, 350, 375, 400, 425, 475])}"
        mt = f"{r.choice(mons)}-{r.choice([29, 30, 31, 32])}"
        floor = r.choice(["0.50", "0.75", "0.00", "0.50"])
        size = str(r.choice([450, 600, 750, 825, 1000, 1250, 1500]))
        bid = round(r.uniform(88, 100.5) * 8) / 8
        off = bid + r.choice([0.375, 0.5, 0.5, 0.75, 1.0])
        chg = r.choice(["+0.125", "-0.25", "unch", "+0.25", "-0.125"])
        pb = bid - {"+0.125": 0.125, "-0.25": -0.25, "unch": 0, "+0.25": 0.25, "-0.125": -0.125}[chg]
        rows.append([b, fac, mt, floor, size, f"{bid:.3f}", f"{off:.3f}", chg, f"{pb:.3f}", f"{pb + off - bid:.3f}"])
        gold += q(lkey(b, fac, mt), "loan", d, size="1MM", price=(f"{bid:.3f}", f"{off:.3f}"))
    data = pk.sheet("letter", firm=firm, desk="Par Loan Trading", title="LEVERAGED LOAN LEVELS",
                    right=[date[5:16], "Close 16:00", "+1 646 555 0114"],
                    intro=["Indicative closing levels, price. 1MM clips unless noted. Prev = yesterday's close. Fac = facility size."],
                    widths=[120, 64, 48, 34, 48, 44, 44, 38, 46, 50], header=header, align="lllrrrrrrr", rows=rows, ruled=True, lead=12.5, fsize=7.6,
                    footer=["Ingleby desk sheets are not research. Sources: desk marks 16:00. Ref LL-0211."] if v == 0 else
                    ["Not research; for institutional clients. Desk marks at 16:00 CT. Ref JH-0218-LL."])
    att = Attachment(fname, data, MIME_PDF, "pdf")
    return mk(slug, "pdf", gold, sender=who, to=TO, subject="Loan levels", date=date, text="Closing loan levels attached.", attachments=[att],
              note="pdf:ruled pdf:multipage pdf:header-repeat emph:look-alike emph:size-scope", meta={"header": "Prev Bid"})


# ---------------------------------------------------------------- 3. ruled CLO sheet on DM: margin, WAL, prior DM; one stale line


def clo_pdf(v):
    if v == 0:
        d, who, firm = "kingsdown", "Ari Bellamy <abellamy@kingsdown.com>", "KINGSDOWN SECURITIES"
        data = [("HALSTOW CLO 2024-2A", "A1", "AAA", "S+128", "5.9", 124, 120, "100.18", "100.34", 126, "HLS242"),
                ("HALSTOW CLO 2024-2A", "B", "AA", "S+175", "6.4", 172, 166, "100.12", "100.38", 175, "HLS242"),
                ("MERROW PARK CLO 2023-1A", "C", "A", "S+230", "5.1", 236, 228, "99.72", "100.05", 240, "MRP231"),
                ("MERROW PARK CLO 2023-1A", "D", "BBB-", "S+365", "5.3", "385*", 372, "99.14", "99.69", 390, "MRP231"),
                ("TILLINGHAM CLO 2022-4A", "E", "BB-", "S+690", "4.2", 755, 730, "97.60", "98.45", 760, "TLG224")]
        date = tzdate(14, "10:10:00", "-0500")
        fname, slug = "Kingsdown_CLO_offers_14Feb.pdf", "clo-dm-ruled"
    else:
        d, who, firm = "medwin", "Ciro Haddad <chaddad@medwin.com>", "MEDWIN & PARTNERS"
        data = [("ASHDOWN CLO 2025-1A", "A", "AAA", "S+122", "6.1", 118, 114, "100.20", "100.36", 120, "ASD251"),
                ("BIRLING CLO 2023-3A", "B", "AA", "S+180", "5.2", 176, 170, "100.16", "100.42", 178, "BRL233"),
                ("COWDEN CLO 2024-5A", "D", "BBB-", "S+350", "5.8", "368*", 355, "99.22", "99.81", 372, "CWD245"),
                ("DITCHLING CLO 2021-2A", "E", "BB-", "S+640", "3.9", 710, 688, "97.85", "98.60", 705, "DTC212")]
        date = tzdate(7, "11:20:00", "-0500")
        fname, slug = "Medwin_CLO_run_07Feb.pdf", "clo-dm-ruled-2"
    header = [["CUSIP", "Deal", "Class", "Rtg", "Margin", "WAL", "DM Bid", "DM Offer", "Px Bid", "Px Offer", "Prev DM"]]
    rows, gold = [], []
    for deal, cls, rtg, mg, wal, db, da, pb, pa, prev, stem in data:
        cu = tc(stem, cls[:1] + ("1" if len(cls) == 1 else cls[1]))
        rows.append([cu, deal, cls, rtg, mg, wal, str(db), str(da), pb, pa, str(prev)])
        star = "*" in str(db)
        gold += q(cu, "structured", d, size="2MM", dm=(str(db).rstrip("*"), str(da)), price=(pb, pa), review=("dm",) if star else ())
    data_pdf = pk.sheet("letter", firm=firm, desk="Structured Credit Trading", title="CLO SECONDARY - DM (bp) / PRICE",
                        right=[date[5:16], "+1 212 555 0166 x210"],
                        intro=["Two-way CLO levels, 2MM current face per side. Margin over 3m SOFR; WAL in years; Prev DM is Friday's close."],
                        widths=[56, 110, 30, 30, 40, 28, 40, 44, 42, 46, 42], header=header, align="lllllrrrrrr", rows=rows, ruled=True,
                        notes=["* Stale - not refreshed since Friday, indicative only."],
                        footer=["Structured credit desk sheet, not research. Ref SC-2028-02."])
    att = Attachment(fname, data_pdf, MIME_PDF, "pdf")
    return mk(slug, "pdf", gold, sender=who, to=TO, subject="CLO run", date=date, text="CLO levels attached.", attachments=[att],
              note="pdf:ruled emph:look-alike emph:size-scope emph:review-words emph:footnote", meta={"marks": ["*"]})


def _pair(fn):
    return [lambda: fn(0), lambda: fn(1)]


LAYOUTS = [f for fn in (ig_hy_pdf, loan_pdf, clo_pdf) for f in _pair(fn)]
