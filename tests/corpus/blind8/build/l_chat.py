"""Chat: Bloomberg IB-style and Symphony-style transcripts, pasted in bodies or attached as exports."""

from __future__ import annotations

from common import Attachment, cusip, mk, q, us_isin

TO = "pm-credit@clients.example-am.com"


# ------------------------------------------------------------------ loans, munis, CLOs (pair 1)


def ib_loan_muni_clo():
    d = "braemore"
    cm = cusip("65340RAE")
    c1 = cusip("48213GAC")
    c2 = cusip("29977LAA")
    dl = "CORWEN HARTLEY, BRAEMORE SECURITIES"
    me = "NADIA FIELDING, EXAMPLE ASSET MGMT"
    lines = [
        "Persistent Chat: BRAEMORE LOANS / MUNIS / CLO (12/08/2026)",
        "",
        f"07:51:02 {dl}: morning. loans: Kestrel Harbor TLB S+325 10/31 99.125-99.625 5mm",
        f"07:51:30 {dl}: Ambry Logistics DDTL S+400 3/30 97.5-98.5 2mm",
        f"07:51:44 {dl}: Ambry Logistics TLB S+400 3/30 97.75/98.25 3mm",
        f"07:52:14 {dl}: Saltcote Dental TLB 100-100.375 2mm (OID was 99.5 in sept)",
        f"07:53:40 {me}: where are you on Tenterden TLB?",
        f"07:54:05 {dl}: Tenterden TLB S+450 11/29 91.5-92.5 1mm",
        f"07:54:12 {dl}: pls ignore that, wrong line",
        f"07:54:31 {dl}: Tenterden Brands TLB S+450 11/29 92-93 1mm",
        f"07:58:12 {dl}: munis: {cm} NJ TPK 5s 1/40 3.71/3.66 yld 1mm",
        f"07:58:50 {dl}: CA GO 5s 8/1/35 @ 102 call 8/32 offered 3.06% 500k",
        f"08:03:19 {dl}: CLO: {c1} Harlow Park 24-1A A DM 135/129, px 100.20/100.36 5mm",
        f"08:03:47 {dl}: {c2} Dunmore Crk 21-2A D px 97/98 DM 402/378 2mm",
        f"08:04:10 {dl}: D offer may be stale, let me double check",
        f"08:05:22 {me}: Harlow A 100.25 bid?",
        f"08:06:01 {dl}: can't, 100.20 is the bid",
    ]
    gold = []
    gold += q("KESTREL HARBOR TLB S+325 10/31", "loan", d, size="5mm", price=("99.125", "99.625"))
    gold += q("AMBRY LOGISTICS DDTL S+400 3/30", "loan", d, size="2mm", price=("97.5", "98.5"))
    gold += q("AMBRY LOGISTICS TLB S+400 3/30", "loan", d, size="3mm", price=("97.75", "98.25"))
    gold += q("SALTCOTE DENTAL TLB", "loan", d, size="2mm", price=("100", "100.375"))
    gold += q("TENTERDEN BRANDS TLB S+450 11/29", "loan", d, size="1mm", price=("92", "93"))
    gold += q(cm, "muni", d, size="1mm", yield_=("3.71", "3.66"))
    gold += q("CA GO 5 2035-08-01", "muni", d, size=(None, 500000), yield_=(None, "3.06"))
    gold += q(c1, "structured", d, size="5mm", dm=("135", "129"), price=("100.20", "100.36"))
    gold += q(c2, "structured", d, size="2mm", price=("97", "98"), dm=("402", "378"), review=("price", "dm"))
    body = "\n".join([
        "Pasting this morning's IB with Braemore for the record - loans, munis, CLOs.",
        "",
        *lines,
        "",
        "Nadia",
    ])
    return mk("ib-loan-muni-clo", "chat", gold, sender="Nadia Fielding <nfielding@clients.example-am.com>",
              to="credit-analysts@clients.example-am.com", subject="Braemore IB 12/8",
              date="Tue, 08 Dec 2026 08:20:00 -0500", text=body)


def symphony_loan_muni_clo():
    d = "ingleton"
    cm = cusip("59447TQB")
    c1 = cusip("37654KAC")
    c2 = cusip("81730PAE")
    who = "Maeve Dolan (Ingleton Capital)"
    me = "Tom Arkell (Example AM)"
    rows = [
        ("2026-12-08 08:11:04", who, "Loans 1mm per side. Quillfeather TLB S+375 8/31  99 - 99.5"),
        ("2026-12-08 08:11:29", who, "Marlowe Aggregates TLB S+300 2/30  100 1/4 - 5/8"),
        ("2026-12-08 08:12:02", who, "Ickworth Learning TLB S+475 10/29  88.5 bid only, 3mm"),
        ("2026-12-08 08:13:45", me, "Marlowe DDTL?"),
        ("2026-12-08 08:14:10", who, "Marlowe Aggregates DDTL S+300 2/30  99.25 - 100, not 99 - 99.75, sorry"),
        ("2026-12-08 08:20:31", who, f"Munis: {cm} MET GOVT NASHVILLE 4s 7/38 c@102  3.62%/104.18 bid  1MM"),
        ("2026-12-08 08:21:02", who, "WA ST GO 5s 8/1/36  3.31 / 3.25 yld"),
        ("2026-12-08 08:30:55", who, f"CLO {c1} Greystoke 25-1A A  DM 131/126  px 100.20/100.34  5mm"),
        ("2026-12-08 08:31:20", who, f"{c2} Quinton Pk 23-1A E  px 99-100  DM 610/588  2mm"),
    ]
    lines = ["Conversation: Ingleton Capital - Example AM (loans/munis/CLO)", "Exported: 2026-12-08 09:02 EST", ""]
    for ts, w, msg in rows:
        lines.append(f"[{ts}] {w}: {msg}")
    gold = []
    gold += q("QUILLFEATHER TLB S+375 8/31", "loan", d, size="1mm", price=("99", "99.5"))
    gold += q("MARLOWE AGGREGATES TLB S+300 2/30", "loan", d, size="1mm", price=("100.25", "100.625"))
    gold += q("ICKWORTH LEARNING TLB S+475 10/29", "loan", d, size=(3000000, None), price=("88.5", None))
    gold += q("MARLOWE AGGREGATES DDTL S+300 2/30", "loan", d, size="1mm", price=("99.25", "100"))
    gold += q(cm, "muni", d, size=(1000000, None), yield_=("3.62", None), price=("104.18", None))
    gold += q("WA ST GO 5 2036-08-01", "muni", d, yield_=("3.31", "3.25"))
    gold += q(c1, "structured", d, size="5mm", dm=("131", "126"), price=("100.20", "100.34"))
    gold += q(c2, "structured", d, size="2mm", price=("99", "100"), dm=("610", "588"))
    data = ("\r\n".join(lines) + "\r\n").encode()
    att = Attachment("Symphony export Ingleton 2026-12-08.txt", data, "text/plain", "txt")
    return mk("symphony-loan-muni-clo", "chat", gold, sender="Tom Arkell <tarkell@clients.example-am.com>",
              to="credit-analysts@clients.example-am.com", subject="Ingleton chat export",
              date="Tue, 08 Dec 2026 09:03:00 -0500", text="Symphony export attached.\n\nTom", attachments=[att])


# ------------------------------------------------------------------ CDS, governments, converts / preferreds (pair 2)


def symphony_cds_govt_cv():
    d = "ardsley"
    cv = us_isin("54061TAB")
    head = "Harriet Vey  |  Ardsley Partners"
    lines = [
        "Symphony  -  room: Ardsley x Example AM Rates/Credit",
        "",
        f"{head}  07:45",
        "UST 32nds, 25mm: T 4 11/15/36  100-06+ / 100-07+",
        f"{head}  07:45",
        "T 4.625 11/15/56  98-30 / 99-00+",
        f"{head}  07:47",
        "CDX IG 47 5Y 52.5/53 100x100",
        f"{head}  07:47",
        "same in 10y 84.5/85.5",
        f"{head}  07:48",
        "Kilbride SNR 5Y 455/475 5x5, Osprey Med SNR 5Y 298/310 5x5",
        "Tom Arkell  |  Example AM  07:50",
        "Kilbride 440 bid?",
        f"{head}  07:52",
        f"Converts: {cv} Lorrimer Bio 2.25 06/01/30 CV 112.50 / 113.50 1mm",
        f"{head}  07:52",
        "Stanway Utilities 6.375% PFD  24.85 / 25.05",
    ]
    gold = []
    gold += q("T 4 2036-11-15", "government", d, size="25mm", price=("100-06+", "100-07+"))
    gold += q("T 4.625 2056-11-15", "government", d, price=("98-30", "99-00+"))
    gold += q("CDX IG 47 5Y", "cds", d, size="100x100", spread=("52.5", "53"))
    gold += q("CDX IG 47 10Y", "cds", d, spread=("84.5", "85.5"))
    gold += q("KILBRIDE SNR 5Y", "cds", d, size="5x5", spread=("455", "475"))
    gold += q("OSPREY MED SNR 5Y", "cds", d, size="5x5", spread=("298", "310"))
    gold += q(cv, "convert", d, size="1mm", price=("112.50", "113.50"))
    gold += q("STANWAY UTILITIES 6.375% PFD", "preferred", d, price=("24.85", "25.05"))
    body = "\n".join(["FYI, Ardsley's Symphony run from this morning:", "", *lines, "", "Tom"])
    return mk("symphony-cds-govt-cv", "chat", gold, sender="Tom Arkell <tarkell@clients.example-am.com>",
              to="credit-analysts@clients.example-am.com", subject="Ardsley Symphony 8 Dec",
              date="Tue, 08 Dec 2026 08:05:00 -0500", text=body)


def ib_export_cds_govt_pfd():
    d = "morvane"
    cv = us_isin("71095QAD")
    dl = "LUCA BIANCHI, MORVANE & CO"
    me = "TOM ARKELL, EXAMPLE ASSET MGMT"
    rows = [
        ("08:01:12", dl, "UST 2s T 3.5 11/30/28 99-28/99-28+ 50mm"),
        ("08:01:40", dl, "10s T 4 11/15/36 100-06 / 100-07  yld 3.978/3.974"),
        ("08:04:55", dl, "ITRAXX MAIN 46 5Y 54.5/55 EUR 25mm"),
        ("08:05:10", dl, "same 10y 88/89.5"),
        ("08:06:32", dl, "Cresswell 5y -2.25/-2 upfront 5mm"),
        ("08:07:11", me, "Northam 5y?"),
        ("08:07:40", dl, "Northam 5y 246/258 5mm"),
        ("08:07:58", dl, "checking that one, treasury gave me old marks"),
        ("08:10:20", dl, f"CV {cv} Ferrand Solar 3 03/15/31 CV 96.25/97.25 2mm"),
        ("08:11:05", dl, "Holbeck Bank 7.125% FXD-FLT PFD 25.30 / 25.45"),
    ]
    lines = ["Instant Bloomberg - Chat History", "Participants: LUCA BIANCHI (MORVANE & CO), TOM ARKELL (EXAMPLE ASSET MGMT)",
             "Date: 08-Dec-2026", ""]
    for ts, w, msg in rows:
        lines.append(f"{ts} {w}: {msg}")
    gold = []
    gold += q("T 3.5 2028-11-30", "government", d, size="50mm", price=("99-28", "99-28+"))
    gold += q("T 4 2036-11-15", "government", d, price=("100-06", "100-07"), yield_=("3.978", "3.974"))
    gold += q("ITRAXX MAIN 46 5Y", "cds", d, size="25mm", spread=("54.5", "55"))
    gold += q("ITRAXX MAIN 46 10Y", "cds", d, spread=("88", "89.5"))
    gold += q("CRESSWELL 5Y", "cds", d, size="5mm", upfront=("-2.25", "-2"))
    gold += q("NORTHAM 5Y", "cds", d, size="5mm", spread=("246", "258"), review=("spread",))
    gold += q(cv, "convert", d, size="2mm", price=("96.25", "97.25"))
    gold += q("HOLBECK BANK 7.125% FXD-FLT PFD", "preferred", d, price=("25.30", "25.45"))
    data = ("\n".join(lines) + "\n").encode()
    att = Attachment("IB history MORVANE.txt", data, "application/octet-stream", "txt")
    return mk("ib-export-cds-govt-pfd", "chat", gold, sender="Tom Arkell <tarkell@clients.example-am.com>",
              to="credit-analysts@clients.example-am.com", subject="Morvane IB history",
              date="Tue, 08 Dec 2026 08:30:00 -0500", text="IB history attached (rates, CDS, CV, pfd).\n\nTom", attachments=[att])


LAYOUTS = [
    ib_loan_muni_clo, symphony_loan_muni_clo,
    symphony_cds_govt_cv, ib_export_cds_govt_pfd,
]
