"""PDF attachments: loan level sheets over pages, CLO / CMBS / ABS print-outs without rules, agency / SSA sheets, and
everyday HY / FRN / EM sheets, as dealers' systems print them."""

from __future__ import annotations

import hashlib

import pdfkit as pk
from common import MIME_PDF, Attachment, date, iso, lkey, mk, pc, pi, pxto, q, spx, tc, ui, yld_from_px, ylds, yrs

# ---------------------------------------------------------------- loans


def _r(seed: str, n: int) -> int:
    return int(hashlib.sha1(seed.encode()).hexdigest(), 16) % n


_LINS: set[str] = set()


def _lin(seed: str) -> str:
    """A LoanX ID not used before in this build (two facilities never share one)."""
    n = 230000 + _r(seed, 9999)
    while f"LX{n}" in _LINS:
        n += 1
    _LINS.add(f"LX{n}")
    return f"LX{n}"


def loan_book(seed, names, *, fmt_mat="mm/dd/yy", second_lien=(), ratings=None):
    """Deterministic loan rows: dicts with borrower, facility, lin, rating, spread, floor, maturity, fac, bid, offer, prior, chg."""
    out = []
    for k, name in enumerate(names):
        s = f"{seed}-{name}-{k}"
        sl = name in second_lien
        spread = (650 + 25 * _r(s + "s", 7)) if sl else (275 + 25 * _r(s + "s", 10))
        floor = ["0.00", "0.50", "0.50", "0.75", "1.00"][_r(s + "f", 5)]
        y = 2029 + _r(s + "y", 5) + (1 if sl else 0)
        mo = 1 + _r(s + "m", 12)
        d = [15, 28, 30, 31, 15, 30][_r(s + "d", 6)]
        d = min(d, 28 if mo == 2 else (30 if mo in (4, 6, 9, 11) else 31))
        mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][mo - 1]
        mat = f"{mo:02d}/{d:02d}/{y % 100:02d}" if fmt_mat == "mm/dd/yy" else f"{mon}-{y % 100:02d}"
        base = (86.0 + _r(s + "b", 24) * 0.375) if sl else (94.0 + _r(s + "b", 18) * 0.375)
        width = [0.375, 0.5, 0.5, 0.625, 0.75][_r(s + "w", 5)] + (0.75 if sl else 0)
        bid = min(base, 100.5)
        ofr = bid + width
        chg = [-0.25, -0.125, 0, 0, 0.125, 0.25, 0.375][_r(s + "c", 7)]
        rl = ratings or (["Caa1/CCC+", "Caa2/CCC"] if sl else ["B1/B+", "B2/B", "B2/B", "B3/B-", "Ba3/BB-", "Caa1/B-"])
        out.append({"borrower": name, "spread": f"S+{spread}", "floor": floor, "mat": mat, "bid": f"{bid:.3f}", "offer": f"{ofr:.3f}",
                    "prior": f"{bid - chg:.3f}", "chg": "unch" if chg == 0 else f"{chg:+.3f}",
                    "fac": f"{[350, 500, 650, 725, 900, 1100, 1250, 1500, 2100][_r(s + 'fac', 9)]:,}",
                    "rating": rl[_r(s + "r", len(rl))],
                    "lin": _lin(s + "lin")})
    return out


def _paged_table(c, pages, *, draw_page, total):
    for i, rows in enumerate(pages, start=1):
        draw_page(i, rows, total)
        if i < total:
            c.showPage()


def ickford_loans_pdf():
    dealer = "ickford"
    sender = "Ickford Loan Desk <loans@ickford.com>"
    sectors = [
        ("BUSINESS SERVICES", [("Abbotsbury Staffing", "TLB"), ("Barnack Facility Svcs", "TLB-2"), ("Cawston Data Mgmt", "TLB"),
                               ("Cawston Data Mgmt", "Rev"), ("Dilham Consulting", "Incr TLB")]),
        ("CHEMICALS", [("Elsdon Specialty Chem", "TLB"), ("Fulking Coatings", "TLB-3"), ("Goathland Polymers", "TLB")]),
        ("HEALTHCARE", [("Hatherop Dental", "TLB"), ("Icklingham Surgical", "TLB"), ("Kettlewell Pharma Svcs", "TLB-2"),
                        ("Lastingham Home Health", "TLB"), ("Marske Imaging", "TLB")]),
        ("TECHNOLOGY", [("Nunney Cloud Systems", "TLB"), ("Oxwich Cyber", "TLB"), ("Pevensey Software", "TLB-2"), ("Pevensey Software", "TLA"),
                        ("Ruckinge Networks", "TLB"), ("Sandsend Analytics", "Incr TLB"), ("Thixendale Payments", "TLB")]),
        ("MEDIA & TELECOM", [("Upwey Broadcasting", "TLB"), ("Walberswick Fiber", "TLB"), ("Yoxford Outdoor", "TLB")]),
        ("CONSUMER / RETAIL", [("Aysgarth Brands", "TLB"), ("Bamburgh Fitness", "TLB"), ("Cley Restaurants", "TLB-2"), ("Dent Pet Supplies", "TLB")]),
        ("INDUSTRIALS", [("Elwick Fasteners", "TLB"), ("Fylingdales Engineering", "TLB-2"), ("Gunnerside Valves", "TLB"),
                         ("Healaugh Rail Svcs", "TLB")]),
        ("FINANCIAL SERVICES", [("Irton Wealth Partners", "TLB"), ("Jervaulx Insurance Brokers", "Incr TLB"), ("Kilburn Payments", "TLB-3")]),
        ("ENERGY / POWER", [("Langthwaite Power", "TLB"), ("Muker Midstream", "TLB")]),
        ("SECOND LIEN", [("Hatherop Dental", "2nd Lien TL"), ("Nunney Cloud Systems", "2nd Lien TL"), ("Bamburgh Fitness", "2L TL"),
                         ("Gunnerside Valves", "2nd Lien TL")]),
    ]
    own_size = {("Sandsend Analytics", "Incr TLB"): "5", ("Cawston Data Mgmt", "Rev"): "10", ("Upwey Broadcasting", "TLB"): "2"}
    starred = {("Lastingham Home Health", "TLB")}
    missing = {("Yoxford Outdoor", "TLB"): "bid", ("Bamburgh Fitness", "2L TL"): "offer"}
    head = ["Borrower", "Facility", "LoanX ID", "M / S", "Spread", "Floor", "Maturity", "Fac ($MM)", "Bid", "Offer", "Prior Bid", "Chg", "Size (MM)"]
    body, sections, gold = [], set(), []
    for title, lst in sectors:
        sections.add(len(body))
        body.append([title] + [""] * 12)
        book = loan_book("ick-" + title, [n for n, _ in lst], second_lien=[n for n, _ in lst] if title == "SECOND LIEN" else ())
        for (name, fac), r in zip(lst, book, strict=True):
            if fac in ("Rev", "TLA"):
                r["floor"], r["lin"], r["rating"] = "-", "", "NR"
            bid, ofr = r["bid"], r["offer"]
            miss = missing.get((name, fac))
            if miss == "bid":
                bid, r["chg"] = "-", ""
            if miss == "offer":
                ofr = "n/a"
            star = (name, fac) in starred
            sz = own_size.get((name, fac), "")
            body.append([name, fac, r["lin"], r["rating"], r["spread"], r["floor"], r["mat"], r["fac"], bid, ofr + ("*" if star else ""),
                         r["prior"] if bid != "-" else "-", r["chg"], sz])
            size = int(sz) * 1_000_000 if sz else 1_000_000
            gold += q(lkey(name, fac, r["spread"], r["mat"]), "loan", dealer, size=(size, size), review=("price",) if star else (),
                      price=(None if bid == "-" else bid, None if ofr == "n/a" else ofr))
    widths = [98, 44, 42, 44, 34, 26, 38, 42, 34, 34, 38, 30, 36]
    align = "lllllrrrrrrrr"
    lead = 11.5
    buf, c = pk.new("letter", title="Ickford US Leveraged Loan Levels", author="Ickford Securities LLC")
    top_room = pk.height(c) - 34 - 42 - 26 - 60
    pages = pk.paginate(body, lead, top_room, top_room, sections=sections, head_h=lead + 3)
    total = len(pages)
    foot = ["Ickford Securities LLC, 55 Water Street, New York NY 10041. Loan Trading +1 212 555 0139. Member FINRA / SIPC. For institutional",
            "investors only; prices are indicative of where Ickford would trade at 16:45 ET on 12-Jan-2028 and may change without notice.",
            "Assignments subject to agent and borrower consent, minimum $1,000,000 unless a smaller Size is shown. Ref IS-LL-2028-0112."]

    def draw(i, idx, total):
        y = pk.masthead(c, "ICKFORD SECURITIES", "Leveraged Loan Trading | New York", "US LEVERAGED LOAN LEVELS - CLOSE 12-JAN-2028",
                        right=("Printed 12-Jan-2028 16:58 ET", "Run 0112-3", f"Page {i} of {total}"))
        if i == 1:
            y = pk.lines(c, 36, y, ["Prices in points. Levels for 1MM per side unless a Size (MM) is shown; Fac ($MM) is the facility outstanding.",
                                    "Floor and Spread for reference; Prior Bid is the 11-Jan close."], size=7.5, lead=10) - 4
        rows = [head] + [body[j] for j in idx]
        spans = {k + 1: [(body[j][0], 13)] for k, j in enumerate(idx) if j in sections}
        shade = {k + 1: 0.88 for k, j in enumerate(idx) if j in sections}
        y = pk.grid(c, 36, y, widths, rows, size=7, lead=lead, head=1, align=align, spans=spans, shade=shade)
        if i == total:
            pk.lines(c, 36, y - 12, ["* Offer indicative - not refreshed since the 10-Jan close, subject to confirmation."], size=7, lead=9)
        pk.page_footer(c, foot, i, total)

    _paged_table(c, pages, draw_page=draw, total=total)
    pdf = pk.done(buf, c)
    text = ("Hi - tonight's loan levels attached (2 pages).\n\nIckford Loan Desk\nIckford Securities LLC | +1 212 555 0139\n")
    return mk("ickford-loan-levels-pdf", "pdf", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="Ickford loan levels - 12-Jan close",
              date=date("17:04:12", "-0500", 12), text=text, attachments=[Attachment("Ickford_LoanLevels_20280112.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:ruled pdf:multipage pdf:header-repeat emph:sections emph:size-scope emph:size-unit emph:missing-side emph:footnote "
                   "emph:prior-chg emph:near-numbers emph:furniture",
              meta={"header": "Prior Bid", "sections": ["BUSINESS SERVICES", "SECOND LIEN"], "marks": ["*"]})


def jessop_loans_pdf():
    dealer = "jessop"
    sender = "Amelia Crane <acrane@jessop.com>"
    groups = [
        ("1ST LIEN - B / B2 AND ABOVE", ["Grassington Foods", "Hawes Logistics", "Ingleton Chemicals", "Keld Software", "Litton Labs",
                                         "Malham Insurance Svcs", "Newby Dental", "Aldwark Cable", "Brompton Water Tech", "Coxwold Gaming",
                                         "Danby Industrial", "Ampleforth Testing", "Bilsdale Broadband", "Carlton Husthwaite Foods",
                                         "Dalby Forest Products"]),
        ("1ST LIEN - B- / B3 AND BELOW", ["Egton Retail", "Fadmoor Media", "Gillamoor Auto Parts", "Helmsley Home Care", "Kirkby Print",
                                          "Lealholm Leisure", "Nawton Plastics", "Oswaldkirk Clinics", "Pickering Marine", "Rievaulx Hotels",
                                          "Sproxton Security"]),
        ("SECOND LIEN", ["Keld Software", "Newby Dental", "Helmsley Home Care", "Fadmoor Media"]),
    ]
    facs = {"Aldwark Cable": "TLB-4", "Coxwold Gaming": "Incr TLB", "Litton Labs": "TLB-2", "Egton Retail": "FILO TL", "Kirkby Print": "TLB-3"}
    stale = {("Gillamoor Auto Parts", "TLB")}
    one_side = {("Lealholm Leisure", "TLB"): "bid", ("Helmsley Home Care", "2nd Lien"): "offer"}
    oids = {"Coxwold Gaming": "99.50", "Malham Insurance Svcs": "99.75", "Oswaldkirk Clinics": "99.00"}
    head = ["LIN", "Issuer / Facility", "Margin", "Floor", "OID", "Maturity", "Bid", "Ask", "Chg", "Moody's / S&P"]
    body, sections, gold, wrapped = [], set(), [], []
    for title, names in groups:
        sections.add(len(body))
        body.append([title] + [""] * 9)
        sl = title == "SECOND LIEN"
        rt = ["Caa1/CCC+", "Caa2/CCC"] if sl else (["B1/B+", "B2/B", "Ba3/BB-", "B1/B"] if "ABOVE" in title else ["B3/B-", "Caa1/B-", "B3/CCC+"])
        for r, name in zip(loan_book("jes-" + title, names, fmt_mat="mon-yy", second_lien=names if sl else (), ratings=rt), names, strict=True):
            fac = "2nd Lien" if sl else facs.get(name, "TLB")
            bid, ask = r["bid"], r["offer"]
            side = one_side.get((name, fac))
            if side == "bid":
                bid = "-"
            if side == "offer":
                ask = "-"
            mark = "†" if (name, fac) in stale else ""
            body.append([r["lin"], f"{name}\n{fac}", r["spread"], r["floor"], oids.get(name, ""), r["mat"], bid + mark, ask + mark,
                         "" if side else r["chg"], r["rating"]])
            wrapped.append((name, fac))
            gold += q(lkey(name, fac, r["spread"], r["mat"]), "loan", dealer, size="2MM", review=("price",) if mark else (),
                      price=(None if bid == "-" else bid, None if ask == "-" else ask))
    widths = [48, 128, 44, 34, 34, 44, 44, 44, 36, 64]
    align = "llrrrrrrrl"
    lead = 9.5
    buf, c = pk.new("letter", title="Jessop Loan Run", author="Jessop & Lyle")
    first_room = pk.height(c) - 34 - 42 - 30 - 70
    rest_room = pk.height(c) - 34 - 42 - 70
    pages = pk.paginate(body, lead, first_room - 2 * lead, rest_room, sections=sections)
    total = len(pages)
    foot = ["Jessop & Lyle LLC | Bank Loan Trading | 100 Federal Street, Boston MA 02110 | +1 617 555 0166 | jessop.com/loans",
            "Bids and asks in points of par; LIN = LoanX ID. Levels as of 15:30 ET 13-Jan-2028. Not an offer to buy or sell; all trades subject",
            "to LSTA standard terms, agent consent and documentation. Copyright 2028 Jessop & Lyle LLC."]

    def draw(i, idx, total):
        y = pk.masthead(c, "JESSOP & LYLE", "Bank Loan Trading - Boston", "SECONDARY LOAN RUN", right=("13-Jan-2028 15:42", f"Page {i} of {total}"))
        if i == 1:
            y = pk.lines(c, 36, y, ["**LOANS 2MM PER SIDE UNLESS NOTED. Margin over Term SOFR (S+); Floor in %; OID where issued in the last 90 days."],
                         size=7.5, lead=10) - 4
            rows = [head] + [body[j] for j in idx]
            off = 1
        else:
            rows = [body[j] for j in idx]
            off = 0
        spans = {k + off: [(body[j][0], 10)] for k, j in enumerate(idx) if j in sections}
        shade = {k + off: 0.9 for k, j in enumerate(idx) if j in sections}
        y = pk.grid(c, 36, y, widths, rows, size=7, lead=lead, head=off, align=align, spans=spans, shade=shade)
        if i == total:
            pk.lines(c, 36, y - 12, ["† Stale - last updated 11-Jan, not refreshed; indicative only."], size=7, lead=9)
        pk.page_footer(c, foot, i, total)

    _paged_table(c, pages, draw_page=draw, total=total)
    pdf = pk.done(buf, c)
    text = "Afternoon - our secondary loan run attached.\n\nAmelia\n\nAmelia Crane | Loan Sales | Jessop & Lyle LLC | 617-555-0166\n"
    return mk("jessop-loan-run-pdf", "pdf", gold, sender=sender, to="loans-pm@clients.example-am.com", subject="Jessop secondary loan run 13-Jan",
              date=date("15:46:51", "-0500", 13), text=text, attachments=[Attachment("JL_loan_run_13Jan28.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:ruled pdf:multipage pdf:header-once emph:sections emph:size-scope emph:missing-side emph:footnote emph:prior-chg "
                   "emph:near-numbers emph:furniture emph:wrapped",
              meta={"header": "Issuer / Facility", "sections": ["SECOND LIEN"], "marks": ["†"],
                    "wrapped": [(wrapped[0][0], wrapped[0][1]), (wrapped[5][0], wrapped[5][1])]})


# ---------------------------------------------------------------- structured, unruled

def kelmscott_clo_cmbs_pdf():
    dealer = "kelmscott"
    sender = "Kelmscott Structured Products <sp-desk@kelmscott.com>"
    clo = [  # cusip, deal, class, rating, orig face, factor, cur face, wal, dm b/o, px b/o
        (tc("48810H", "AA"), "SHAPWICK CLO 2024-2A", "A", "AAA", "310.00", "1.00000", "310.00", "5.2", "+127", "+122", "100.24", "100.45"),
        (tc("48810H", "AC"), "SHAPWICK CLO 2024-2A", "B", "AA", "55.00", "1.00000", "55.00", "6.3", "+180", "+173", "100.20", "100.55"),
        (tc("62914U", "AE"), "TALLENTIRE HILL CLO 2021-3A", "A1R", "AAA", "248.00", "0.79210", "196.44", "2.7", "+119", "+114", "100.08", "100.21"),
        (tc("62914U", "AJ"), "TALLENTIRE HILL CLO 2021-3A", "D", "BBB-", "24.00", "1.00000", "24.00", "4.0", "+340", "+326", "100.12", "100.60"),
        (tc("90388R", "AL"), "WINTERBORNE CLO 2023-1A", "E", "BB-", "18.50", "1.00000", "18.50", "4.6", "+680", "+655", "99.10", "100.05"),
        (tc("90388R", "AN"), "WINTERBORNE CLO 2023-1A", "F", "B-", "8.00", "1.00000", "8.00", "5.1", "n/a", "+925", "n/a", "92.75"),
    ]
    cmbs = [
        (tc("07412G", "AF"), "HANFORD COMMERCIAL MTG 2025-C8", "A5", "AAA", "390.00", "0.99402", "387.67", "9.4", "+112", "+106", "99.21", "99.63"),
        (tc("07412G", "AK"), "HANFORD COMMERCIAL MTG 2025-C8", "AS", "AAA", "71.50", "1.00000", "71.50", "9.8", "+158", "+150", "96.07", "96.65"),
        (tc("07412G", "AM"), "HANFORD COMMERCIAL MTG 2025-C8", "B", "AA-", "38.20", "1.00000", "38.20", "9.9", "+215", "+200", "92.20", "93.26"),
        (tc("55127D", "AC"), "MERE STREET SASB 2026-LOG", "A", "AAA", "425.00", "1.00000", "425.00", "1.9", "+131", "+124", "100.02", "100.15"),
    ]
    gold = []
    hdr = pk.fixed([["CUSIP", "DEAL", "CLASS", "RTG", "ORIG FACE", "FACTOR", "CUR FACE", "WAL", "BID", "OFFER", "BID", "OFFER"]],
                   [9, 31, 5, 4, 9, 7, 9, 4, 6, 6, 7, 7], "llllrrrrrrrr")
    band = " " * 86 + "----- DM ----" + " " + "---- PRICE ----"

    def rows_of(lst, measure):
        out = []
        for r in lst:
            out.append(pk.fixed([list(r)], [9, 31, 5, 4, 9, 7, 9, 4, 6, 6, 7, 7], "llllrrrrrrrr")[0])
        return out

    lines = ["LEVELS FOR 2MM CURRENT FACE UNLESS NOTED. DM TO 3M TERM SOFR; CMBS / SASB ON SPREAD TO THE UST CURVE (BP). FACE IN $MM.", ""]
    lines += ["**CLO - DISCOUNT MARGIN / PRICE", band, hdr[0]] + rows_of(clo, "dm")
    lines += ["", "**CMBS / SASB - SPREAD TO UST / PRICE", band.replace("----- DM ----", "--- SPREAD --"), hdr[0]] + rows_of(cmbs, "spread")
    lines += ["", "TOTAL CUR FACE ($MM):  CLO  611.94   CMBS / SASB  922.37",
              "WINTERBORNE F OFFERED ONLY - 1MM AVAILABLE.", ""]
    for r in clo:
        size = "1MM" if r[2] == "F" else "2MM"
        gold += q(r[0], "structured", dealer, size=size, dm=(None if r[8] == "n/a" else r[8], r[9]), price=(None if r[10] == "n/a" else r[10], r[11]))
    for r in cmbs:
        gold += q(r[0], "structured", dealer, size="2MM", spread=(r[8], r[9]), price=(r[10], r[11]))
    buf, c = pk.new("letter", title="Kelmscott CLO / CMBS", author="Kelmscott")
    y = pk.masthead(c, "KELMSCOTT CAPITAL MARKETS", "STRUCTURED PRODUCTS TRADING  NEW YORK", "CLO / CMBS SECONDARY LEVELS  14-JAN-2028",
                    right=("RUN TIME 11:05 ET", "DESK +1 212 555 0181"), ruled=False, mono_font=True)
    pk.mono(c, 36, y, lines, size=6.6, lead=9.2)
    pk.page_footer(c, ["KELMSCOTT CAPITAL MARKETS LLC  1 VANDERBILT AVE NEW YORK NY 10017  +1 212 555 0181  PRINTED 14-JAN-2028 11:05",
                       "FOR QUALIFIED INSTITUTIONAL BUYERS ONLY. FACE AND FACTOR PER TRUSTEE REPORT DATED 12/26/2027."], 1, 1, ruled=False, mono_font=True)
    pdf = pk.done(buf, c)
    text = "CLO / CMBS levels attached - Winterborne F offer only.\n\nKelmscott SP Desk | +1 212 555 0181\n"
    return mk("kelmscott-clo-cmbs-print", "pdf", gold, sender=sender, to="clo@clients.example-am.com", subject="Kelmscott CLO / CMBS levels 14-Jan",
              date=date("11:08:37", "-0500", 14), text=text, attachments=[Attachment("KCM_SP_LEVELS_20280114.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:unruled emph:sections emph:size-scope emph:missing-side emph:totals emph:near-numbers emph:furniture emph:two-row-header",
              meta={"sections": ["CLO - DISCOUNT MARGIN / PRICE", "CMBS / SASB - SPREAD TO UST / PRICE"], "header2": ("DM", "CUSIP")})


def lanercost_clo_abs_pdf():
    dealer = "lanercost"
    sender = "Henrik Dahl <henrik.dahl@lanercost.com>"
    clo = [  # cusip, deal / class, rating, WAL, DM bid, DM offer, px bid, px offer, size
        (tc("26153M", "AA"), "Brightling Park CLO 2025-1A A", "AAA", "5.6", "+130", "+125", "100.08", "100.27", ""),
        (tc("26153M", "AC"), "Brightling Park CLO 2025-1A B", "AA", "6.4", "+176", "+169", "100.06", "100.43", ""),
        (tc("71648P", "AG"), "Ravensworth CLO 2022-2A C-R", "A", "3.9", "+214", "+205", "100.12", "100.47", "5MM"),
        (tc("71648P", "AJ"), "Ravensworth CLO 2022-2A D-R", "BBB-", "4.2", "+335", "+322", "100.20", "100.73", ""),
        (tc("39507K", "AL"), "Fosdyke CLO 2020-1A E", "BB-", "2.6", "+812", "+778", "95.90", "96.72", ""),
    ]
    abs_ = [  # cusip, deal / class, collateral, factor, WAL, spread bid, offer, px bid, offer
        (tc("15880L", "AD"), "Greystoke Auto Owner Tr 2025-B A3", "Prime auto", "0.77156", "1.3", "+57", "+52", "100.04", "100.10"),
        (tc("15880L", "AG"), "Greystoke Auto Owner Tr 2025-B C", "Prime auto", "1.00000", "2.8", "+112", "+104", "100.36", "100.58"),
        (tc("84422W", "AB"), "Stainton Solar Loan Tr 2026-1 A", "Resi solar", "0.93011", "3.6", "+165", "-", "97.64", "-"),
        (tc("60219C", "AA"), "Morland Fleet Lease 2025-1 A2", "Fleet lease", "0.64890", "0.9", "+54", "+49", "100.01", "100.06"),
    ]
    gold = []
    buf, c = pk.new("letter", title="Lanercost Securitised Axes", author="Lanercost")
    w = pk.width(c)
    y = pk.height(c) - 40
    c.setFont("Helvetica-Bold", 12)
    c.drawString(36, y, "Lanercost Securities")
    c.setFont("Helvetica", 8)
    c.drawRightString(w - 36, y, "Securitised Products Axes  |  Thursday 20 January 2028  |  08:40 CT")
    y -= 14
    c.drawString(36, y, "CLO floaters: DM to 3m Term SOFR and price.  ABS: spread to the UST curve (bp) and price.  3MM current face unless noted.")
    y -= 24

    def table(y, title, head, rows, xs, aligns):
        c.setFont("Helvetica-Bold", 8.5)
        c.drawString(36, y, title)
        y -= 13
        c.setFont("Helvetica-Bold", 7.2)
        for t, x, a in zip(head, xs, aligns, strict=True):
            (c.drawRightString if a == "r" else c.drawString)(x, y, t)
        y -= 11
        c.setFont("Helvetica", 7.2)
        for r in rows:
            for t, x, a in zip(r, xs, aligns, strict=True):
                (c.drawRightString if a == "r" else c.drawString)(x, y, t)
            y -= 10
        return y - 12

    xs = [36, 86, 226, 262, 310, 350, 400, 450, 500]
    al = "lllrrrrrr"
    crow = [[r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]] for r in clo]
    y = table(y, "CLO", ["CUSIP", "Deal / Class", "Rtg", "WAL", "DM Bid", "DM Ofr", "Px Bid", "Px Ofr", "Size"], crow, xs, al)
    for r in clo:
        gold += q(r[0], "structured", dealer, size=r[8] or "3MM", dm=(r[4], r[5]), price=(r[6], r[7]))
    xs2 = [36, 86, 232, 318, 350, 396, 440, 484, 532]
    arow = [[r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]] for r in abs_]
    y = table(y, "ABS", ["CUSIP", "Deal / Class", "Collateral", "Factor", "WAL", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr"], arow, xs2,
              "lllrrrrrr")
    for r in abs_:
        gold += q(r[0], "structured", dealer, size="3MM", spread=(r[5], None if r[6] == "-" else r[6]), price=(r[7], None if r[8] == "-" else r[8]))
    c.setFont("Helvetica-Bold", 7.2)
    c.drawString(36, y, "Total size shown ($MM): CLO 17.00   ABS 12.00")
    y -= 14
    c.setFont("Helvetica", 7.2)
    c.drawString(36, y, "Stainton A is a bid only - we are not offering. New issue: Brightling 2026-1 AAA talk S+128-130, pricing next week.")
    c.setFont("Helvetica", 6)
    c.drawString(36, 40, "Lanercost Securities LLC | 181 W Madison St, Chicago IL 60602 | +1 312 555 0133 | Printed 20-Jan-2028 08:40 CT")
    c.drawString(36, 32, "For institutional investors. Axes are as of the time printed; factors per the January remittance reports.")
    c.drawRightString(w - 36, 32, "Page 1 of 1")
    pdf = pk.done(buf, c)
    text = "Morning - securitised axes attached.\n\nHenrik\nLanercost Securities | 312-555-0133\n"
    return mk("lanercost-securitised-axes", "pdf", gold, sender=sender, to="abs@clients.example-am.com", subject="Securitised axes 20-Jan",
              date=date("08:42:18", "-0600", 20), text=text, attachments=[Attachment("Lanercost_SP_axes_2028-01-20.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:unruled emph:sections emph:size-scope emph:missing-side emph:near-numbers emph:furniture emph:totals",
              meta={"sections": ["CLO", "ABS"]})


# ---------------------------------------------------------------- agencies and SSA, ruled

def marlcliff_agency_pdf():
    dealer = "marlcliff"
    sender = "Marlcliff Agency Trading <agencytrading@marlcliff.com>"
    bul = [("FHLB", 4.0, "04/11/30", "2Y", 8, 5), ("FHLB", 4.25, "12/12/31", "3Y", 13, 10), ("FFCB", 4.125, "08/26/32", "5Y", 17, 14),
           ("FNMA", 4.375, "05/15/34", "7Y", 25, 21), ("FHLMC", 4.5, "09/18/35", "7Y", 29, 25), ("TVA", 4.75, "02/01/38", "10Y", 41, 36)]
    gold = []
    brows = [["CUSIP", "Issuer", "Cpn", "Maturity", "Bmk", "Bid", "Offer", "Bid", "Offer", "Chg (bp)"]]
    pref = {"FHLB": "3130B", "FFCB": "3133F", "FNMA": "3135G", "FHLMC": "3134H", "TVA": "88059"}
    for (iss, cp, mt, bmk, sb, so), chg in zip(bul, ["unch", "-1", "-1", "unch", "+1", "-2"], strict=True):
        m = iso(mt)
        pb, po = spx(cp, m, sb), spx(cp, m, so)
        cu = pc(pref[iss], f"marl-{iss}-{mt}")
        brows.append([cu, iss, f"{cp:.3f}", mt, bmk, f"+{sb}", f"+{so}", pb, po, chg])
        gold += q(cu, "agency", dealer, size="10MM", spread=(f"+{sb}", f"+{so}"), price=(pb, po))
    cal = [("FHLB", 5.00, "01/26/33", "01/26/29", "Berm", "5.08", "5.03"), ("FFCB", 5.15, "01/14/36", "07/14/28", "Cont", "5.24", "5.18"),
           ("FNMA", 5.30, "01/19/38", "01/19/30", "Qtrly", "5.37", "5.31"), ("FHLMC", 4.85, "07/12/30", "07/12/28", "Euro", "-", "4.90"),
           ("FAMCA", 5.05, "01/21/35", "01/21/30", "Berm", "5.12", "5.07")]
    crows = [["Issuer", "Cpn", "Maturity", "1st Call", "Type", "Call Px", "Bid", "Offer", "Bid", "Offer"]]
    for iss, cp, mt, call, typ, yb, yo in cal:
        m = iso(mt)
        pb = "-" if yb == "-" else pxto(cp, float(yb), m)
        po = pxto(cp, float(yo), m)
        crows.append([iss, f"{cp:.2f}", mt, call, typ, "100.00", yb, yo, pb, po])
        gold += q(f"{iss} {cp:g} {m}", "agency", dealer, size="5MM", yield_=(None if yb == "-" else yb, yo), price=(None if pb == "-" else pb, po))
    ssa = [(pi("US", "45905U", "marl-ibrd"), "IBRD", 4.0, "07/25/30", "+16", "+13"), (pi("US", "298785", "marl-eib"), "EIB", 4.25, "03/19/32", "+24", "+21"),
           (pi("US", "500769", "marl-kfw"), "KFW", 4.125, "09/15/31", "+22", "+19"), (pi("US", "4581X0", "marl-iadb"), "IADB", 4.375, "01/24/33", "+27", "+23"),
           (pi("XS", "27", "marl-aiib"), "AIIB", 4.5, "10/16/30", "+25", "+21")]
    srows = [["ISIN", "Issuer", "Cpn", "Maturity", "Bid", "Offer", "Chg (bp)"]]
    for (isn, iss, cp, mt, b, o), chg in zip(ssa, ["unch", "-1", "unch", "-2", "+1"], strict=True):
        srows.append([isn, iss, f"{cp:.3f}", mt, b, o, chg])
        gold += q(isn, "agency", dealer, size="5MM", spread=(b, o))
    buf, c = pk.new("letter", title="Marlcliff Agency / SSA", author="Marlcliff")
    y = pk.masthead(c, "MARLCLIFF & CO.", "US Agency & SSA Trading | New York", "AGENCY / SSA RUN - MONDAY 10 JANUARY 2028",
                    right=("Printed 10-Jan-2028 08:12 ET", "Trading +1 212 555 0114"))
    y = pk.lines(c, 36, y, ["**BULLETS - spread to the UST benchmark (bp) and price - 10MM per side"], size=8.5) - 2
    y = pk.grid(c, 36, y, [62, 46, 38, 52, 30, 40, 40, 50, 50, 52], [["", "", "", "", "", "Spread (bp)", "", "Price", "", ""]] + brows, head=2,
                spans={0: [("", 1), ("", 1), ("", 1), ("", 1), ("", 1), ("Spread (bp)", 2), ("Price", 2), ("", 1)]}, align="lllllrrrrr", size=7.5,
                lead=10.5)
    y = pk.lines(c, 36, y - 14, ["**CALLABLES - yield to maturity (%) and price - 5MM per side"], size=8.5) - 2
    y = pk.grid(c, 36, y, [46, 38, 52, 52, 38, 40, 40, 40, 50, 50], [["", "", "", "", "", "", "YTM", "", "Price", ""]] + crows, head=2,
                spans={0: [("", 1), ("", 1), ("", 1), ("", 1), ("", 1), ("", 1), ("YTM", 2), ("Price", 2)]}, align="llllllrrrr", size=7.5, lead=10.5)
    y = pk.lines(c, 36, y - 14, ["**SSA USD - spread to the interpolated UST curve (bp) - 5MM per side"], size=8.5) - 2
    y = pk.grid(c, 36, y, [80, 46, 40, 52, 40, 40, 52], srows, head=1, align="llllrrr", size=7.5, lead=10.5)
    pk.lines(c, 36, y - 14, ["UST benchmark yields at print: 2Y 3.85  3Y 3.90  5Y 4.02  7Y 4.12  10Y 4.22.",
                             "FHLMC 4.85 07/30 callable offered only (inventory)."], size=7.5, lead=10)
    pk.page_footer(c, ["Marlcliff & Co. LLC, 120 Broadway, New York NY 10271. Member FINRA / SIPC. Trading +1 212 555 0114.",
                       "Subject to prior sale and to change in price. Ref MC-AGY-20280110-01."], 1, 1)
    pdf = pk.done(buf, c)
    text = "Good morning - agency / SSA sheet attached.\n\nMarlcliff Agency Trading | +1 212 555 0114\n"
    return mk("marlcliff-agency-ssa-sheet", "pdf", gold, sender=sender, to="rates@clients.example-am.com", subject="Marlcliff agency / SSA sheet 10-Jan",
              date=date("08:14:02", "-0500", 10), text=text, attachments=[Attachment("Marlcliff_AGY_SSA_20280110.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:ruled emph:size-scope emph:missing-side emph:prior-chg emph:near-numbers emph:furniture emph:two-row-header",
              meta={"sections": [], "header2": ("Spread (bp)", "CUSIP")})


def netherby_agency_pdf():
    dealer = "netherby"
    sender = "Grace Ellwood <gellwood@netherby.com>"
    gold = []
    rows = []
    sections = []
    bul = [("FHLB", 3.875, "06/14/30", 9, 6), ("FHLB", 4.125, "03/10/32", 15, 12), ("FHLB", 4.5, "11/20/34", 24, 20),
           ("FFCB", 4.0, "02/19/31", 12, 9), ("FFCB", 4.375, "10/07/33", 20, 17), ("FNMA", 4.25, "06/21/32", 16, 13),
           ("FHLMC", 4.125, "01/29/31", 12, 9), ("FHLMC", 4.625, "08/14/36", 33, 29)]
    pref = {"FHLB": "3130B", "FFCB": "3133F", "FNMA": "3135G", "FHLMC": "3134H"}
    for title, lst in (("FHLB", [b for b in bul if b[0] == "FHLB"]), ("FFCB", [b for b in bul if b[0] == "FFCB"]),
                       ("FNMA / FHLMC", [b for b in bul if b[0] in ("FNMA", "FHLMC")])):
        sections.append(len(rows))
        rows.append([title] + [""] * 8)
        for iss, cp, mt, sb, so in lst:
            m = iso(mt)
            cu = pc(pref[iss], f"neth-{iss}-{mt}")
            pb, po = spx(cp, m, sb), spx(cp, m, so)
            mark = "*" if (iss, mt) == ("FHLMC", "08/14/36") else ""
            rows.append([cu, iss, f"{cp:.3f}", mt, f"+{sb}", f"+{so}" + mark, pb, po + mark, "10,000"])
            gold += q(cu, "agency", dealer, size="10MM", review=("spread", "price") if mark else (), spread=(f"+{sb}", f"+{so}"), price=(pb, po))
    ssa = [("EIB", 2.75, "15/09/2032", "-1", "-4"), ("KFW", 2.5, "12/01/2033", "-9", "-12"), ("EFSF", 3.0, "04/03/2035", "+14", "+10"),
           ("NRW.BANK", 2.875, "20/06/2031", "+6", "+3"), ("BPIFRANCE", 3.125, "25/11/2034", "+27", "+22"), ("AFD", 3.0, "30/03/2036", "n/a", "+26")]
    sections.append(len(rows))
    rows.append(["SSA EUR - SPREAD TO MID-SWAPS (BP)"] + [""] * 8)
    for iss, cp, mt, b, o in ssa:
        isn = pi("XS", "27", f"neth-{iss}")
        rows.append([isn, iss, f"{cp:.3f}", mt, b, o, "", "", "5,000"])
        gold += q(isn, "agency", dealer, size="5MM", i_spread=(None if b == "n/a" else b, o))
    head = ["CUSIP / ISIN", "Issuer", "Cpn", "Maturity", "Sprd Bid", "Sprd Ofr", "Px Bid", "Px Ofr", "Size (000s)"]
    buf, c = pk.new("a4", title="Netherby agency / SSA", author="Netherby")
    y = pk.masthead(c, "NETHERBY", "Rates - Agency & SSA", "USD AGENCY BULLETS (SPREAD TO UST, BP) AND EUR SSA (SPREAD TO MID-SWAPS, BP)",
                    right=("19/01/2028 13:05 GMT", "+44 20 7946 0622"))
    spans = {k + 1: [(rows[k][0], 9)] for k in sections}
    shade = {k + 1: 0.9 for k in sections}
    y = pk.grid(c, 36, y, [78, 60, 40, 60, 46, 46, 56, 56, 58], [head] + rows, head=1, align="llllrrrrr", spans=spans, shade=shade, size=7.5,
                lead=10.5)
    pk.lines(c, 36, y - 14, ["* Indicative - long FHLMC not refreshed since the 18/01 close, subject to confirmation.",
                             "AFD offered only. Size (000s) in thousands of the bond's currency."], size=7.2, lead=9.5)
    pk.page_footer(c, ["Netherby Securities Ltd, 1 Angel Court, London EC2R 7HJ. Authorised and regulated by the FCA (FRN 482 117).",
                       "For professional clients only. Tel +44 20 7946 0622. Ref NB-RT-190128."], 1, 1)
    pdf = pk.done(buf, c)
    text = "Hi - agency / SSA sheet attached, sizes on the sheet.\n\nGrace\nNetherby Rates | +44 20 7946 0622\n"
    return mk("netherby-agency-ssa-sheet", "pdf", gold, sender=sender, to="rates@clients.example-am.com", subject="agency / SSA sheet",
              date=date("13:07:45", "+0000", 19), text=text, attachments=[Attachment("Netherby_AgencySSA_190128.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:ruled emph:sections emph:size-unit emph:missing-side emph:footnote emph:near-numbers emph:furniture emph:unit-switch",
              meta={"sections": ["FHLB", "FFCB", "FNMA / FHLMC"], "marks": ["*"]})


# ---------------------------------------------------------------- everyday HY / FRN / EM

def otterburn_everyday_pdf():
    dealer = "otterburn"
    sender = "Otterburn Credit <credit.runs@otterburn.com>"
    hy = [("TRELLECH ENERGY", 7.25, "2031-06-15", "06/15/31", "NC 06/28 @103.625", "98.50", "99.25"),
          ("CORSHAM CABLE", 6.875, "2032-10-01", "10/01/32", "NC 10/28 @103.438", "96.25", "97.00"),
          ("WOLVERCOTE HOMES", 8.0, "2030-03-01", "03/01/30", "NC 03/29 @102.000", "101.75", "102.50"),
          ("ALVINGHAM AIRLINES", 9.5, "2029-05-15", "05/15/29", "NC", "103.00", "103.75")]
    gold = []
    hrows = [["Issuer", "Cpn", "Maturity", "Call", "Px Bid", "Px Ofr", "YTW Bid", "YTW Ofr"]]
    for iss, cp, m, mt, call, pb, po in hy:
        yb = yld_from_px(cp, float(pb), yrs(m))
        yo = yld_from_px(cp, float(po), yrs(m))
        hrows.append([iss, f"{cp:.3f}", mt, call, pb, po, f"{yb:.2f}", f"{yo:.2f}"])
        gold += q(f"{iss} {cp:g} {m}", "hy", dealer, size="2MM", price=(pb, po), yield_=(f"{yb:.2f}", f"{yo:.2f}"))
    frn = [(ui("US", "otter-frn-1"), "HALSTOW BANK FRN 03/2030", "SOFR+95", "+92", "+87"),
           (ui("US", "otter-frn-2"), "KINGSDOWN AUTO FIN FRN 09/2029", "SOFR+120", "+118", "+111"),
           (ui("US", "otter-frn-3"), "EBBESBOURNE UTIL FRN 01/2031", "SOFR+80", "+84", "+79")]
    frows = [["ISIN", "Description", "Index / Margin", "DM Bid", "DM Ofr"]]
    for isn, desc, mg, b, o in frn:
        frows.append([isn, desc, mg, b, o])
        gold += q(isn, "frn", dealer, size="3MM", dm=(b, o))
    em = [(pi("US", "19532", "otter-col"), "COLOM 7.5 02/02/34", 7.5, "2034-02-02", "99.10", "99.60", "BB+"),
          (pi("US", "91086", "otter-mex"), "MEX 6.35 02/09/35", 6.35, "2035-02-09", "98.45", "98.90", "BBB"),
          (pi("XS", "26", "otter-egy"), "EGYPT 8.7 03/01/33", 8.7, "2033-03-01", "96.75", "97.50", "B"),
          (pi("US", "71567", "otter-per"), "PERU 5.875 08/08/36", 5.875, "2036-08-08", "n/a", "101.35", "BBB")]
    erows = [["ISIN", "Bond", "Px Bid", "Px Ofr", "Yld Bid", "Yld Ofr", "Rtg"]]
    for isn, bond, cp, m, pb, po, rtg in em:
        yb = "n/a" if pb == "n/a" else ylds(cp, float(pb), m, nd=2)
        yo = ylds(cp, float(po), m, nd=2)
        erows.append([isn, bond, pb, po, yb, yo, rtg])
        gold += q(isn, "em_sovereign", dealer, size="2MM", price=(None if pb == "n/a" else pb, po), yield_=(None if yb == "n/a" else yb, yo))
    buf, c = pk.new("letter", title="Otterburn credit run", author="Otterburn")
    y = pk.masthead(c, "OTTERBURN SECURITIES", "Credit Trading - New York", "HY / FRN / EM SOVEREIGN RUN - TUESDAY 11 JANUARY 2028",
                    right=("Printed 11-Jan-2028 07:48 ET", "+1 212 555 0153"))
    y = pk.lines(c, 36, y, ["Sizes: HY 2mm, FRNs 3mm, EM 2mm per side unless noted."], size=7.5) - 2
    y = pk.lines(c, 36, y, ["**HIGH YIELD - price / yield to worst"], size=8.5) - 2
    y = pk.grid(c, 36, y, [110, 40, 50, 96, 44, 44, 44, 44], hrows, align="llllrrrr", size=7.5, lead=10.5)
    y = pk.lines(c, 36, y - 12, ["**FLOATING RATE NOTES - discount margin (bp)"], size=8.5) - 2
    y = pk.grid(c, 36, y, [78, 160, 70, 44, 44], frows, align="lllrr", size=7.5, lead=10.5)
    y = pk.lines(c, 36, y - 12, ["**EM SOVEREIGNS (USD) - price / yield"], size=8.5) - 2
    y = pk.grid(c, 36, y, [78, 110, 44, 44, 44, 44, 30], erows, align="llrrrrl", size=7.5, lead=10.5)
    pk.lines(c, 36, y - 12, ["Peru 36s offered only. CDX HY 106.30 at the close, EMBI spread 312."], size=7.2)
    pk.page_footer(c, ["Otterburn Securities LLC | 4 World Trade Center, New York NY 10007 | +1 212 555 0153 | Member FINRA / SIPC",
                       "Levels as of 07:45 ET 11-Jan-2028. For institutional investors only."], 1, 1)
    pdf = pk.done(buf, c)
    text = "HY / FRN / EM run attached.\n\nOtterburn Credit Trading | +1 212 555 0153\n"
    return mk("otterburn-hy-frn-em-sheet", "pdf", gold, sender=sender, to="desk@clients.example-am.com", subject="Otterburn HY / FRN / EM run 11-Jan",
              date=date("07:50:26", "-0500", 11), text=text, attachments=[Attachment("Otterburn_credit_run_20280111.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:ruled emph:everyday emph:size-scope emph:missing-side emph:near-numbers emph:furniture", meta={})


def rushmere_everyday_pdf():
    dealer = "rushmere"
    sender = "Rushmere Credit Desk <creditdesk@rushmere.com>"
    gold = []
    lines = ["**HIGH YIELD (PX / YTW)  -  2MM UNLESS NOTED"]
    hy = [("BRADWELL PACKAGING 6.5 04/15/31", 6.5, "2031-04-15", "97.875", "98.625", ""),
          ("CHURCHSTOKE TELECOM 7.875 11/01/30", 7.875, "2030-11-01", "100.50", "101.25", "1MM"),
          ("DIDMARTON RESORTS 5.75 07/15/29", 5.75, "2029-07-15", "96.00", "97.00", ""),
          ("EASTNOR STEEL 8.25 02/15/32", 8.25, "2032-02-15", "102.25", "103.00", "")]
    rows = []
    for bond, cp, m, pb, po, sz in hy:
        yb, yo = yld_from_px(cp, float(pb), yrs(m)), yld_from_px(cp, float(po), yrs(m))
        rows.append([bond, pb, po, f"{yb:.2f}", f"{yo:.2f}", sz])
        iss = bond.rsplit(" ", 2)[0]
        gold += q(f"{iss} {cp:g} {m}", "hy", dealer, size=sz or "2MM", price=(pb, po), yield_=(f"{yb:.2f}", f"{yo:.2f}"))
    lines += pk.fixed([["", "PX BID", "PX OFR", "YTW BID", "YTW OFR", "SIZE"]] + rows, [38, 8, 8, 8, 8, 5], "lrrrrr")
    lines += ["", "**FRNS (DM, BP)  -  3MM UNLESS NOTED"]
    frn = [(ui("US", "rush-frn-1"), "TILSHEAD BANK FRN 06/2029", "SOFR+88", "+86", "+81"),
           (ui("US", "rush-frn-2"), "UPTON SNODSBURY FIN FRN 11/2030", "SOFR+110", "+115", "+108"),
           (ui("US", "rush-frn-3"), "WESTWELL LEASING FRN 04/2031", "SOFR+135", "-", "+139")]
    rows = []
    for isn, desc, mg, b, o in frn:
        rows.append([isn, desc, mg, b, o])
        gold += q(isn, "frn", dealer, size="3MM", dm=(None if b == "-" else b, o))
    lines += pk.fixed([["ISIN", "DESCRIPTION", "CPN", "DM BID", "DM OFR"]] + rows, [12, 32, 9, 7, 7], "lllrr")
    lines += ["", "**EM SOVEREIGNS (PX / YLD)  -  2MM UNLESS NOTED"]
    em = [(pi("US", "105756", "rush-bra"), "BRAZIL 6.125 03/15/34", 6.125, "2034-03-15", "97.60", "98.10"),
          (pi("US", "168863", "rush-chl"), "CHILE 4.85 01/22/35", 4.85, "2035-01-22", "98.20", "98.70"),
          (pi("XS", "26", "rush-cote"), "IVYCST 7.625 01/30/33", 7.625, "2033-01-30", "95.50", "96.50"),
          (pi("US", "698299", "rush-pan"), "PANAMA 6.7 01/26/36", 6.7, "2036-01-26", "94.80", "95.60")]
    rows = []
    for isn, bond, cp, m, pb, po in em:
        yb, yo = ylds(cp, float(pb), m, nd=2), ylds(cp, float(po), m, nd=2)
        rows.append([isn, bond, pb, po, yb, yo])
        gold += q(isn, "em_sovereign", dealer, size="2MM", price=(pb, po), yield_=(yb, yo))
    lines += pk.fixed([["ISIN", "BOND", "PX BID", "PX OFR", "YLD BID", "YLD OFR"]] + rows, [12, 24, 8, 8, 8, 8], "llrrrr")
    lines += ["", "WESTWELL FRN OFFERED ONLY.  CDX HY 49 106.10 / EMBI GD 309 AT 07:30."]
    buf, c = pk.new("letter", title="Rushmere credit run", author="Rushmere")
    y = pk.masthead(c, "RUSHMERE CAPITAL", "CREDIT TRADING  DALLAS", "HY / FRN / EM RUN  FRIDAY 21-JAN-2028",
                    right=("PRINTED 21-JAN-2028 07:35 CT", "+1 214 555 0144"), ruled=False, mono_font=True)
    pk.mono(c, 36, y, lines, size=7.4, lead=10)
    pk.page_footer(c, ["RUSHMERE CAPITAL LLC  2100 ROSS AVE DALLAS TX 75201  +1 214 555 0144", "INSTITUTIONAL INVESTORS ONLY."], 1, 1,
                   ruled=False, mono_font=True)
    pdf = pk.done(buf, c)
    text = "Morning run attached.\n\nRushmere Credit Desk | 214-555-0144\n"
    return mk("rushmere-hy-frn-em-print", "pdf", gold, sender=sender, to="desk@clients.example-am.com", subject="Rushmere HY / FRN / EM 21-Jan",
              date=date("07:37:10", "-0600", 21), text=text, attachments=[Attachment("RUSHMERE_RUN_20280121.pdf", pdf, MIME_PDF, "pdf")],
              note="pdf:unruled emph:everyday emph:size-scope emph:missing-side emph:furniture", meta={})


LAYOUTS = [ickford_loans_pdf, jessop_loans_pdf, kelmscott_clo_cmbs_pdf, lanercost_clo_abs_pdf, marlcliff_agency_pdf, netherby_agency_pdf,
           otterburn_everyday_pdf, rushmere_everyday_pdf]
