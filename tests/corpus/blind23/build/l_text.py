"""Plain-text bodies (3 pairs): an everyday run, a mail quoting nothing, an offering list typed in fixed width."""

from __future__ import annotations

from common import (
    AGENCY_PREFIX,
    date,
    dealer_of,
    mat,
    mc,
    mdy2,
    mk,
    muni_px,
    n32,
    pad,
    pc,
    pxto,
    q,
    ust,
    yrs,
    yto,
    ytw,
)


def ig_cds_dev():
    sender = "Kit Ambler <kambler@ashwellsec.com>"
    d = dealer_of(sender)
    bonds = [("FARNDALE BANCORP", 4.9, "2033-04-15", 114, 109, None), ("GUNNERSIDE ENERGY", 5.35, "2036-02-01", 151, 145, None),
             ("HUTTON ROOF TELECOM", 4.75, "2031-09-15", 88, 84, "3MM"), ("IREBY INSURANCE", 5.2, "2035-10-01", 139, 133, None),
             ("KESWICK CHEMICALS", 5.8, "2054-03-01", 171, 164, None), ("LANGDALE MEDICAL", 4.6, "2030-06-20", 69, 64, None)]
    lines, gold = [], []
    for iss, c, mt, sb, sa, sz in bonds:
        pb = pxto(c, ust(yrs(mt)) + sb / 100, mt)
        pa = pxto(c, ust(yrs(mt)) + sa / 100, mt)
        lines.append(f"{iss} {c:g} {mdy2(mt)} | +{sb} / +{sa} | {pb} / {pa}" + (f" | {sz}" if sz else ""))
        gold += q(f"{iss} {c:g} {mt}", "ig", d, size=sz or "5mm", spread=(str(sb), str(sa)), price=(pb, pa))
    cds = [("ASKRIGG STEEL 5Y", "188", "198", None), ("BAINBRIDGE AUTO 5Y", "92", "97", None), ("FARNDALE BANCORP 5Y", "61", "65", "5x5"),
           ("CDX IG 49 5Y", "51.75", "52.25", None)]
    cl = []
    for k, b, a, sz in cds:
        cl.append(f"{k} | {b} / {a}" + (f" | {sz}" if sz else ""))
        gold += q(k, "cds", d, size=sz or ("25x25" if "CDX" in k else "10x10"), spread=(b, a))
    text = ("Ashwell IG / CDS - Mon 10-Jan, 07:35 NY\n"
            "Cash on T-spread (bp) with px. Sizes: IG 5mm, CDS single names 10x10, indices 25x25 unless noted.\n\n"
            + pad(lines, right_from=1) + "\n\nCDS 5Y (bp running)\n" + pad(cl, right_from=1)
            + "\n\nColour: IG index 51.9 at the open, 1bp tighter on the week. Real money buying 7-10y banks; Farndale new 10y\n"
              "printed +118 Friday (IPT +145 area). Nothing on the long end.\n\nKit Ambler\nAshwell Securities | IG Trading | +1 212 555 0102\n")
    return mk("ashwell-ig-cds-run", "text", gold, sender=sender, subject="Ashwell IG/CDS run 10-Jan", date=date("07:36:10", "-0500", 10), text=text,
              note="emph:everyday emph:size-scope")


def ust_em_hold():
    sender = "Ray Pelham-Stone <ray.ps@pelhamgilbert.com>"
    d = dealer_of(sender)
    ust_rows = [("T 3 7/8 12/31/29", "2029-12-31", 3.875), ("T 4 12/31/32", "2032-12-31", 4.0), ("T 4 1/8 11/15/37", "2037-11-15", 4.125),
                ("T 4 3/8 11/15/57", "2057-11-15", 4.375)]
    lines, gold = [], []
    for k, mt, c in ust_rows:
        px = round(float(pxto(c, ust(yrs(mt)), mt)) * 64) / 64
        b, a = n32(px), n32(px + 1 / 64)
        lines.append(f"{k} | {b} / {a}")
        gold += q(f"T {c:g} {mt}", "government", d, size="25mm", price=(b, a))
    em = [("PANAMA", 6.4, "2035-02-14", 96.75), ("PERU", 5.375, "2034-02-08", 99.1), ("CHILE", 4.95, "2036-01-05", 97.6),
          ("EGYPT", 7.6, "2032-03-01", 91.25), ("POLAND", 5.125, "2034-09-18", 100.35)]
    el = []
    for iss, c, mt, px in em:
        pa = px + 0.5
        el.append(f"{iss} {c:g} {mat(mt[:7], 'monyy')} | {px:.2f} / {pa:.2f} | {yto(c, px, mt, 2)} / {yto(c, pa, mt, 2)}")
        gold += q(f"{iss} {c:g} {mt[:7]}", "em_sovereign", d, size="2mm", price=(f"{px:.2f}", f"{pa:.2f}"),
                  yield_=(yto(c, px, mt, 2), yto(c, pa, mt, 2)))
    text = ("PG rates / EM - Tue 18-Jan 07:20\n\nUST (px, 32nds), 25mm:\n" + pad(lines, right_from=1)
            + "\n\nEM sovs USD, px / yld, 2mm per side:\n" + pad(el, right_from=1)
            + "\n\n10s 4.21 at the close (prev 4.24). Auction 10y reopening Wed.\n\nRay Pelham-Stone\nPelham Gilbert & Co | Rates & EM\n+1 212 555 0107\n")
    return mk("pelham-ust-em-run", "text", gold, sender=sender, subject="PG UST / EM levels", date=date("07:21:44", "-0500", 18), text=text,
              note="emph:everyday emph:size-scope emph:yield-price")


def colour_dev():
    sender = "Jo Harcastle <jharcastle@harcastlebros.com>"
    text = ("Morning all,\n\nQuiet start in agencies. FHLB priced a 3nc6m callable at 5.02% yesterday (1x call), FFCB reopened the\n"
            "4 1/4 2031s; $1.2bn of callables came across the desk Friday, mostly Qtrly 2nc3m / 3nc6m structures. Spreads on 5y bullets\n"
            "held +6 to +9 vs UST. Discount notes: 3m paper traded 3.69 - 3.71 on the discount basis.\n\n"
            "Munis: 30-day visible supply $11.4bn; MMD 10y 2.84 (unch), 30y 3.62 (+1). Texas and California names in demand, PA GO bid\n"
            "wanted 5s of 2041 at +22 to MMD traded. No offerings from us today - inventory goes out tomorrow.\n\n"
            "Jo Harcastle\nHarcastle Brothers | Agency & Muni Sales | +1 212 555 0171\n")
    return mk("harcastle-colour", "text", [], sender=sender, subject="Agency / muni colour 11-Jan", date=date("08:02:31", "-0500", 11), text=text,
              note="text:empty")


def colour_hold():
    sender = "Bea Bramwell <bea.bramwell@bramwellcap.com>"
    text = ("All,\n\nLoan market: secondary firm, average bid 96.82 (+0.12 w/w) per the index; 61% of loans above par-minus-a-half.\n"
            "Repricings: Brinscall Media TLB launched at S+300 (from S+350), OID 99.75, commitments due Thursday 12:00 ET.\n"
            "New issue Corvedale Software 1L TL $875MM talked S+350-375, 0.50% floor, 99.5 OID.\n"
            "CLO: AAA new issue prints 3mS+128-132; BB secondary 7.35 DM area. We are not showing levels today - month end books.\n\n"
            "Bea Bramwell\nBramwell Capital | Leveraged Finance | +1 312 555 0166\n")
    return mk("bramwell-loan-colour", "text", [], sender=sender, subject="Loan / CLO colour", date=date("09:12:05", "-0600", 19), text=text,
              note="text:empty")


def agency_text_dev():
    sender = "Victor Thornbury <vthornbury@thornburyfi.com>"
    d = dealer_of(sender)
    rows = [("FHLB", 5.05, "2031-04-28", "2028-04-28", "Qtrly", "100.000"), ("FFCB", 4.875, "2033-01-24", "2029-01-24", "Cont", "99.875"),
            ("FHLMC", 5.2, "2035-07-21", "2028-07-21", "1x", "99.950"), ("FNMA", 4.75, "2032-10-20", "2028-10-20", "Euro", "99.750"),
            ("FHLB", 5.3, "2037-02-25", "2029-02-25", "Qtrly", "100.125"), ("FFCB", 4.6, "2030-12-16", "2028-06-16", "Cont", "99.900")]
    head = "CUSIP | ISSUER | CPN | MATURITY | CALL | TYPE | OFFER | YTC | YTM | QTY"
    lines, gold = [head], []
    for i, (iss, c, mt, call, ct, px) in enumerate(rows):
        cu = pc(AGENCY_PREFIX[iss], f"thorn{i}")
        if px == "100.000":
            px = "99.980"
        ytc, ytm = yto(c, float(px), call), yto(c, float(px), mt)
        qty = ["2MM", "5MM", "1MM", "3MM", "2MM", "1.5MM"][i]
        lines.append(f"{cu} | {iss} | {c:.3f} | {mdy2(mt)} | {mdy2(call)} | {ct} | {px} | {ytc} | {ytm} | {qty}")
        gold += q(cu, "agency", d, size=(None, int(float(qty[:-2]) * 1e6)), price=(None, px), yield_=(None, ytw(ytc, ytm)))
    text = ("Callables - OFFERS, 12-Jan\n\n" + pad(lines, right_from=2)
            + "\n\nAll callable at par. YTC to the call date shown. Settle T+1.\n\nVictor Thornbury\nThornbury Fixed Income | Agencies | +1 212 555 0148\n")
    return mk("thornbury-callable-offers", "text", gold, sender=sender, subject="Callable offers", date=date("08:47:19", "-0500", 12), text=text,
              note="emph:offer-only emph:call-type emph:ytc-ytm emph:yield-price emph:near-numbers")


def muni_text_hold():
    sender = "Alice Stoneleigh <astoneleigh@stoneleighmuni.com>"
    d = dealer_of(sender)
    rows = [("WA", "Seattle WA Muni Lt & Pwr Rev", 5.0, "2039-04-01", "2034-04-01", 3.22, 250), ("OH", "Ohio St Hgr Ed GO", 4.0, "2036-05-01", None, 3.05, 100),
            ("MA", "Massachusetts St Transn Fd", 5.0, "2043-06-01", "2033-06-01", 3.48, 500), ("GA", "Atlanta GA Arpt Rev AMT", 5.0, "2045-07-01", "2035-07-01", 3.71, 1000),
            ("NJ", "New Jersey St Tpk Auth", 4.0, "2047-01-01", "2032-01-01", 3.92, 325)]
    lines, gold = ["CUSIP | ST | DESCRIPTION | CPN | MATURITY | CALL | PAR | YLD | PRICE"], []
    for i, (st, desc, c, mt, call, y, par) in enumerate(rows):
        cu = mc(f"stone{i}")
        px = f"{muni_px(c, y, mt, call):.3f}"
        lines.append(f"{cu} | {st} | {desc} | {c:.2f} | {mdy2(mt)} | {mdy2(call) + ' @ 100' if call else 'NC'} | {par}M | {y:.2f} | {px}")
        gold += q(cu, "muni", d, size=(None, par * 1000), yield_=(None, f"{y:.2f}"), price=(None, px))
    text = ("Offerings today - all offered subject to prior sale.\n\n" + pad(lines, right_from=3)
            + "\n\nYields to worst; premium bonds priced to the call.\n\nAlice Stoneleigh\nStoneleigh Municipal | +1 617 555 0190\n")
    return mk("stoneleigh-muni-offers", "text", gold, sender=sender, subject="Muni offerings", date=date("10:14:55", "-0500", 20), text=text,
              note="emph:offer-only emph:yield-price emph:near-numbers")


LAYOUTS = [ig_cds_dev, ust_em_hold, colour_dev, colour_hold, agency_text_dev, muni_text_hold]
