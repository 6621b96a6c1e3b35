"""CSV attachments: CDS marks, EM / IG exports."""

from __future__ import annotations

from common import Attachment, bkey, cusip, dealer_of, isin, mk, q

DATE = "Tue, 15 Dec 2026 {t} {z}"


def csv_att(name, text, crlf=True, bom=False):
    data = text.replace("\n", "\r\n") if crlf else text
    raw = data.encode("utf-8")
    if bom:
        raw = b"\xef\xbb\xbf" + raw
    return Attachment(name, raw, "text/csv", "csv")


def l33():
    snd = "Nina Hexworthy <nhexworthy@hexworthy.com>"
    d = dealer_of(snd)
    rows = [("CORDOVAN RAIL", "5Y", "71", "76", "SPRD", "100", "40", "10", "10"),
            ("CORDOVAN RAIL", "10Y", "112", "119", "SPRD", "100", "40", "5", "5"),
            ("LINDQVIST PAPER", "5Y", "148", "157", "SPRD", "100", "40", "5", "5"),
            ("BLACKTHORN LEISURE", "5Y", "2.375", "2.875", "UPF", "500", "40", "5", "5"),
            ("GANNET OFFSHORE", "3Y", "-1.125", "-0.750", "UPF", "500", "25", "2", "2"),
            ("CDX.NA.IG.47", "5Y", "52.50", "52.875", "SPRD", "100", "40", "100", "100"),
            ("CDX.NA.HY.47", "5Y", "106.375", "106.50", "PX", "500", "30", "25", "25")]
    conv = {"SPRD": "spread", "UPF": "upfront", "PX": "price"}
    gold = []
    lines = ["Reference Entity,Tenor,Bid,Ask,Quote Conv,Cpn (bp),Recovery (%),Bid Size (MM),Ask Size (MM)"]
    for nm, t, b, a, cv, cp, rec, bs, as_ in rows:
        lines.append(",".join((nm, t, b, a, cv, cp, rec, bs, as_)))
        gold += q(f"{nm} {t}", "cds", d, size=(int(bs) * 1_000_000, int(as_) * 1_000_000), **{conv[cv]: (b, a)})
    lines.append("")
    lines.append("# Hexworthy Securities CDS marks 15-Dec-2026 16:00 NY. SPRD = running spread bp; UPF = points upfront; PX = price. Doc: XR14 (NA).")
    att = csv_att("hexworthy_cds_20261215.csv", "\n".join(lines) + "\n")
    text = "EOD CDS levels as csv.\n\nNina Hexworthy | Hexworthy Securities | Credit Derivatives | +1 212 555 0164\n"
    return mk("hexworthy-cds-csv", "csv", gold, sender=snd, subject="CDS EOD 15-Dec (csv)",
              date=DATE.format(t="16:12:30", z="-0500"), text=text, attachments=[att])


def l34():
    snd = "Jens Ingleby <jens.ingleby@inglebyrhodes.de>"
    d = dealer_of(snd)
    rows = [("iTraxx Europe S46", "5J", "55,50", "56,00", "bp"),
            ("iTraxx Crossover S46", "5J", "271,75", "273,75", "bp"),
            ("Heimerling Chemie", "5J", "64", "69", "bp"),
            ("Aubrecht Automobil", "5J", "88", "94", "bp"),
            ("Aubrecht Automobil", "7J", "112", "119", "bp"),
            ("Kranzberg Druck", "5J", "4,10", "4,60", "Punkte upfront")]
    gold = []
    lines = ["Referenzeinheit;Laufzeit;Geld;Brief;Einheit;Vortag"]
    prev = ["55,75", "274,50", "65", "89", "113", "4,25"]
    for (nm, t, b, a, u), pv in zip(rows, prev, strict=True):
        lines.append(";".join((nm, t, b, a, u, pv)))
        qt = "upfront" if "upfront" in u else "spread"
        size = "50mm" if nm.startswith("iTraxx") else "10mm"
        gold += q(f"{nm.upper()} {t}", "cds", d, size=size, comma=True, **{qt: (b, a)})
    att = csv_att("IR_CDS_15122026.csv", "\n".join(lines) + "\n", bom=True)
    text = """Hallo,

anbei die CDS-Indikationen (Semikolon-getrennt). Volumen: EUR 10 Mio Einzelnamen, 50 Mio Indizes.

Viele Grüße
Jens Ingleby | Ingleby Rhodes Bank | Kreditderivate | +49 89 2180 4417
"""
    return mk("inglebyrhodes-cds-semicolon", "csv", gold, sender=snd, subject="CDS Indikationen 15.12.2026",
              date=DATE.format(t="11:20:05", z="+0100"), text=text, enc="qp", attachments=[att])


def l35():
    snd = "Rafael Jarrow <rjarrow@jarrowsantos.com>"
    d = dealer_of(snd)
    gold = []
    lines = ['"ISIN/CUSIP","Description","Bid","Ask","Bid Yld","Ask Yld","Bid Sprd","Ask Sprd","Size (MM)","Comment"']
    em = [(isin("US", "40114HAP"), "GUATEMALA 6.6 06/13/36", "99.35", "99.85", "6.69", "6.62", "T+268", "T+261", "2", "new issue Jun-26"),
          (isin("US", "29874QEM"), "DOMREP 5 7/8 01/30/32", "100.60", "101.05", "5.73", "5.63", "T+201", "T+192", "2", ""),
          (isin("XS", "280654127"), "CORPORACION MINERA ANDES 5.125 2033", "95.80", "96.40", "5.90", "5.79", "T+187", "T+176", "1", "Baa3/BBB-, 144A")]
    for i, desc, pb, pa, yb, ya, sb, sa, sz, cm in em:
        lines.append(f'"{i}","{desc}",{pb},{pa},{yb},{ya},"{sb}","{sa}",{sz},"{cm}"')
        gold += q(i, "em_sovereign", d, size=sz + "mm", asset_class="corporate" if "MINERA" in desc else None,
                  price=(pb, pa), yield_=(yb, ya), spread=(sb[1:], sa[1:]))
    ig = [(cusip("67103HAL"), "OXLEY BANCORP 5.45 07/24/35", "100.55", "100.82", "5.37", "5.33", "T+132", "T+128", "5", "sub, call 07/24/34"),
          (cusip("49271VAQ"), "KELDAR SYSTEMS 4.6 06/01/28", "100.83", "100.93", "3.97", "3.90", "T+96", "T+92", "5", "")]
    for c, desc, pb, pa, yb, ya, sb, sa, sz, cm in ig:
        lines.append(f'"{c}","{desc}",{pb},{pa},{yb},{ya},"{sb}","{sa}",{sz},"{cm}"')
        gold += q(c, "ig", d, size=sz + "mm", price=(pb, pa), yield_=(yb, ya), spread=(sb[1:], sa[1:]))
    att = csv_att("JS_levels_121526.csv", "\n".join(lines) + "\n")
    text = "Levels csv attached - EM and a couple of IG.\n\nRafael Jarrow | Jarrow Santos & Co | +1 305 555 0171\nIndicative only.\n"
    return mk("jarrowsantos-em-ig-csv", "csv", gold, sender=snd, subject="EM / IG levels csv",
              date=DATE.format(t="10:50:11", z="-0500"), text=text, attachments=[att])


def l36():
    snd = "Giulia Kestle <giulia.kestle@kestlebanca.it>"
    d = dealer_of(snd)
    gold = []
    lines = ["Security,Bid / Ask Px,Bid / Ask Yld,Bid / Ask Z,Qty,Last Px"]
    rows = [("REPHUN 5 3/8 09/12/33", bkey("REPHUN", 5.375, "2033-09-12"), "101.40 / 101.85", "5.12 / 5.05", "152 / 145", "2MM", "101.20", None),
            ("ROMANI 6 3/8 01/30/34", bkey("ROMANI", 6.375, "2034-01-30"), "100.70 / 101.20", "6.25 / 6.17", "225 / 218", "2MM", "100.55", None),
            ("POLAND 5 1/8 09/18/34", bkey("POLAND", 5.125, "2034-09-18"), "100.95 / 101.30", "4.97 / 4.92", "99 / 95", "3MM", "101.00", None),
            ("ADRIATICA ENERGIA 4 3/4 05/2031", bkey("ADRIATICA ENERGIA", 4.75, "2031-05"), "99.10 / 99.60", "4.97 / 4.85", "163 / 151", "1MM", "99.25", "corporate"),
            ("LIGURIA TELECOM 3.875 2032", bkey("LIGURIA TELECOM", 3.875, "2032"), "97.85 / 98.30", "4.31 / 4.22", "128 / 119", "1MM", "97.70", "ig")]
    for sec, key, px, yl, z, qty, last, cls in rows:
        lines.append(f'{sec},"{px}","{yl}","{z}",{qty},{last}')
        pb, pa = px.split(" / ")
        yb, ya = yl.split(" / ")
        zb, za = z.split(" / ")
        if cls == "ig":
            gold += q(key, "ig", d, size=qty, price=(pb, pa), yield_=(yb, ya), z_spread=(zb, za))
        else:
            gold += q(key, "em_sovereign", d, size=qty, asset_class=cls, price=(pb, pa), yield_=(yb, ya), z_spread=(zb, za))
    att = csv_att("kestle_cee_ig.csv", "\n".join(lines) + "\n", crlf=False)
    text = """Buongiorno,

CEE sovereign and a few Italian credits, csv attached (Last Px = last trade).

Giulia Kestle | Kestle Banca S.p.A. | Fixed Income Sales | +39 02 8724 3361
Kestle Banca S.p.A. - capitale sociale EUR 96.000.000 i.v. - Indicative prices.
"""
    return mk("kestle-cee-ig-csv", "csv", gold, sender=snd, subject="CEE sov + IT credit (csv)",
              date=DATE.format(t="09:57:31", z="+0100"), text=text, attachments=[att])


LAYOUTS = [l33, l34, l35, l36]
