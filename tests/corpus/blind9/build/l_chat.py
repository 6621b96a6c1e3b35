"""Chat transcripts pasted in a mail body or attached: Bloomberg IB style, Symphony style."""

from __future__ import annotations

from common import Attachment, bkey, isin, mk, q

DATE = "Tue, 15 Dec 2026 {t} {z}"


def l23():
    snd = "Kate Morley <kmorley@hawthornam.com>"
    dr, oa = "durrance", "oakapple"
    lines = [
        ("08:01:02", "ROB KEELING, DURRANCE", "morning all. UST: T 4 1/4 11/15/36 101-25+/101-26 50x50"),
        ("08:01:40", "ROB KEELING, DURRANCE", "T 3 7/8 11/30/31 100-23 / 100-23+ 25x25"),
        ("08:02:15", "KATE MORLEY, HAWTHORN", "T 36s bid 101-25?"),
        ("08:03:10", "ANNA PROUDFOOT, OAKAPPLE", "CDX IG 47 5Y 52.25/52.75 100x100"),
        ("08:03:25", "ANNA PROUDFOOT, OAKAPPLE", "same in 10y 88.5/89.5"),
        ("08:04:01", "ANNA PROUDFOOT, OAKAPPLE", "CORVANE 5y 48/53, 7y 66/72"),
        ("08:05:12", "KATE MORLEY, HAWTHORN", "any offer in halberd 34s?"),
        ("08:05:40", "ROB KEELING, DURRANCE", "HALBERD 5.25 03/15/34 offer +107 3mm, px 101.42"),
        ("08:06:30", "ROB KEELING, DURRANCE", "NORTHWICK 3 3/8 11/01/31 +69/+65 5x5"),
        ("08:06:41", "ROB KEELING, DURRANCE", "pls ignore that, wrong line"),
        ("08:07:20", "ROB KEELING, DURRANCE", "NORTHWICK 3 3/8 11/01/31 +71/+67 5x5 (px 95.48/95.66)"),
        ("08:08:02", "ANNA PROUDFOOT, OAKAPPLE", "KELDAR 5y 121/129 - may be stale, let me double check"),
        ("08:09:30", "KATE MORLEY, HAWTHORN", "thx both"),
    ]
    gold = []
    gold += q(bkey("T", 4.25, "2036-11-15"), "government", dr, size="50x50", price=("101-25+", "101-26"))
    gold += q(bkey("T", 3.875, "2031-11-30"), "government", dr, size="25x25", price=("100-23", "100-23+"))
    gold += q("CDX IG 47 5Y", "cds", oa, size="100x100", spread=("52.25", "52.75"))
    gold += q("CDX IG 47 10Y", "cds", oa, spread=("88.5", "89.5"))
    gold += q("CORVANE 5Y", "cds", oa, spread=("48", "53"))
    gold += q("CORVANE 7Y", "cds", oa, spread=("66", "72"))
    gold += q(bkey("HALBERD", 5.25, "2034-03-15"), "ig", dr, size=(None, 3_000_000), spread=(None, "+107"), price=(None, "101.42"))
    gold += q(bkey("NORTHWICK", 3.375, "2031-11-01"), "ig", dr, size="5x5", spread=("+71", "+67"), price=("95.48", "95.66"))
    gold += q("KELDAR 5Y", "cds", oa, review=("spread",), spread=("121", "129"))
    body = "\n".join(f"{t} {who}: {msg}" for t, who, msg in lines)
    text = f"""Pasting this morning's IB for the record (credit/rates room).

Instant Bloomberg  -  Room: HAWTHORN CREDIT/RATES  -  12/15/2026
Participants: KATE MORLEY (HAWTHORN), ROB KEELING (DURRANCE), ANNA PROUDFOOT (OAKAPPLE)

{body}

--
Kate Morley | Portfolio Manager | Hawthorn Asset Management | +1 617 555 0125
"""
    return mk("ib-rates-credit-room", "chat", gold, sender=snd, subject="IB paste - credit/rates 15 Dec",
              date=DATE.format(t="08:15:22", z="-0500"), text=text, to="credit-team@hawthornam.com")


def l24():
    snd = "Tomasz Wilk <twilk@briarcliffam.com>"
    mg, sf = "morrowgate", "saltrigg"
    lines = [
        ("SAM OKONJO/MORROWGATE", "07:40:05", "gm. ITRX MAIN 5Y 55.25/55.75 50x50"),
        ("SAM OKONJO/MORROWGATE", "07:40:31", "same in 10y 86/87.5"),
        ("FREYA LINDGREN/SALTRIGG", "07:41:12", "gilts: UKT 4 5/8 01/31/34 101.18/101.24 yld 4.428/4.418 25mm"),
        ("FREYA LINDGREN/SALTRIGG", "07:42:50", "T 4 5/8 11/15/56 98-20/98-23 10x10"),
        ("TOMASZ WILK/BRIARCLIFF", "07:43:30", "where is LEVENTIS 5y?"),
        ("SAM OKONJO/MORROWGATE", "07:43:55", "LEVENTIS 5y 96/101 10x10"),
        ("SAM OKONJO/MORROWGATE", "07:45:02", "LEVENTIS 5y 91/96, not 96/101, sorry"),
        ("FREYA LINDGREN/SALTRIGG", "07:46:40", "AUBRECHT 3.625 03/31 ASW +96/+91, px 100.42/100.64 2mm"),
        ("FREYA LINDGREN/SALTRIGG", "07:47:15", "CORDIER 3 7/8 09/36 offer 98.80 1mm"),
        ("TOMASZ WILK/BRIARCLIFF", "07:48:02", "could you do 98.70 on cordier?"),
        ("FREYA LINDGREN/SALTRIGG", "07:48:40", "can't, 98.80 is where it is"),
    ]
    gold = []
    gold += q("ITRX MAIN 5Y", "cds", mg, size="50x50", spread=("55.25", "55.75"))
    gold += q("ITRX MAIN 10Y", "cds", mg, spread=("86", "87.5"))
    gold += q(bkey("UKT", 4.625, "2034-01-31"), "government", sf, size="25mm", price=("101.18", "101.24"), yield_=("4.428", "4.418"))
    gold += q(bkey("T", 4.625, "2056-11-15"), "government", sf, size="10x10", price=("98-20", "98-23"))
    gold += q("LEVENTIS 5Y", "cds", mg, spread=("91", "96"))
    gold += q(bkey("AUBRECHT", 3.625, "2031-03"), "ig", sf, size="2mm", i_spread=("+96", "+91"), price=("100.42", "100.64"))
    gold += q(bkey("CORDIER", 3.875, "2036-09"), "ig", sf, size=(None, 1_000_000), price=(None, "98.80"))
    body = "\n".join(f"{who} {t} : {msg}" for who, t, msg in lines)
    text = f"""FYI - IB from this morning, EUR desk room.

----- IB CHAT TRANSCRIPT (copied 12/15/26 08:05) -----
{body}
----- END -----

Tomasz Wilk | Briarcliff Asset Management | +44 20 7946 0633
"""
    return mk("ib-eur-room-copy", "chat", gold, sender=snd, subject="IB copy: EUR credit/rates",
              date=DATE.format(t="08:06:10", z="+0000"), text=text, to="eur-desk@briarcliffam.com")


def l25():
    snd = "Helena Voss <hvoss@fairmeadcap.com>"
    il, kn = "ilsington", "kennack"
    msgs = [
        ("Lena Marsh", "Ilsington", "9:12 AM", "HY px: ROOKWOOD 8 1/4 04/15/31 101 3/4 - 102 1/4  2x2"),
        ("Lena Marsh", "Ilsington", "9:12 AM", "STONECHAT 6 3/8 02/01/30 100 - 100 1/2 ytw 6.38 / 6.18, 3mm"),
        ("Helena Voss", "Fairmead", "9:14 AM", "Stonechat 99 3/4 bid?"),
        ("Dev Anand", "Kennack", "9:15 AM", f"EM: {isin('XS', '276415803')} SOAF 7.1 11/36 98.40 / 98.90"),
        ("Dev Anand", "Kennack", "9:15 AM", "TURKIY 7 5/8 05/15/34 103.15/103.60 yld 7.06/6.98 2mm"),
        ("Dev Anand", "Kennack", "9:16 AM", "ROMANI 6 3/8 01/30/34 100.70/101.20"),
        ("Lena Marsh", "Ilsington", "9:17 AM", "CV: LUXORA 1.5 06/15/29 CV 104.25/105.25 1mm"),
        ("Lena Marsh", "Ilsington", "9:18 AM", "MERIDIAN TRUST 6.375% C PFD 25.18 / 25.32"),
        ("Dev Anand", "Kennack", "9:20 AM", "ROMANI 6 3/8 01/30/34 100.90/101.40, not 100.70/101.20, sorry"),
    ]
    gold = []
    gold += q(bkey("ROOKWOOD", 8.25, "2031-04-15"), "hy", il, size="2x2", price=("101 3/4", "102 1/4"))
    gold += q(bkey("STONECHAT", 6.375, "2030-02-01"), "hy", il, size="3mm", price=("100", "100 1/2"), yield_=("6.38", "6.18"))
    gold += q(isin("XS", "276415803"), "em_sovereign", kn, price=("98.40", "98.90"))
    gold += q(bkey("TURKIY", 7.625, "2034-05-15"), "em_sovereign", kn, size="2mm", price=("103.15", "103.60"), yield_=("7.06", "6.98"))
    gold += q(bkey("LUXORA", 1.5, "2029-06-15", "CV"), "convert", il, size="1mm", price=("104.25", "105.25"))
    gold += q("MERIDIAN TRUST 6.375% C PFD", "preferred", il, price=("25.18", "25.32"))
    gold += q(bkey("ROMANI", 6.375, "2034-01-30"), "em_sovereign", kn, price=("100.90", "101.40"))
    body = "\n\n".join(f"{n} ({f})  {t}\n{m}" for n, f, t, m in msgs)
    text = f"""Symphony from the HY/EM room this morning, for the blotter:

Room: FAIRMEAD x STREET HY-EM  |  Tue Dec 15 2026

{body}

Helena Voss | Fairmead Capital | +1 646 555 0190
"""
    return mk("symphony-hy-em-cv", "chat", gold, sender=snd, subject="Symphony: HY / EM / CV",
              date=DATE.format(t="09:31:00", z="-0500"), text=text, to="pm-team@fairmeadcap.com")


def l26():
    snd = "Owain Price <oprice@llanfairam.co.uk>"
    tr, gw = "tresillian", "gwennap"
    msgs = [
        ("2026-12-15 10:02:11 GMT", "Jonah Tresize", "Tresillian", "HY: MALLARD 7 1/2 09/01/32 99 1/4 / 99 3/4 ytw 7.66/7.56 2mm"),
        ("2026-12-15 10:02:49 GMT", "Jonah Tresize", "Tresillian", "FERNHILL 10 12/15/29 bid 103 for 1mm"),
        ("2026-12-15 10:03:30 GMT", "Owain Price", "Llanfair AM", "fernhill 103 1/4?"),
        ("2026-12-15 10:05:05 GMT", "Mia Carvosso", "Gwennap", "EM: MEX 6.35 02/09/35 99.05 / 99.45  yld 6.49/6.43"),
        ("2026-12-15 10:05:40 GMT", "Mia Carvosso", "Gwennap", "KAZMUNAI TRANS 5 1/2 04/28/32 97.30/97.95 2mm"),
        ("2026-12-15 10:06:12 GMT", "Mia Carvosso", "Gwennap", "pls ignore that, wrong line"),
        ("2026-12-15 10:07:55 GMT", "Jonah Tresize", "Tresillian", "ZENTRIQ 0 03/01/30 CV 91.50/92.50 1mm"),
        ("2026-12-15 10:08:20 GMT", "Jonah Tresize", "Tresillian", "BALMORAL FINL 5.95% B PFD 23.94 bid, 10k shs"),
        ("2026-12-15 10:09:02 GMT", "Mia Carvosso", "Gwennap", "AFRIQ TELECOM 9 3/8 10/15/29 102.00/102.75, might be stale, checking"),
    ]
    gold = []
    gold += q(bkey("MALLARD", 7.5, "2032-09-01"), "hy", tr, size="2mm", price=("99 1/4", "99 3/4"), yield_=("7.66", "7.56"))
    gold += q(bkey("FERNHILL", 10, "2029-12-15"), "hy", tr, size=(1_000_000, None), price=("103", None))
    gold += q(bkey("MEX", 6.35, "2035-02-09"), "em_sovereign", gw, price=("99.05", "99.45"), yield_=("6.49", "6.43"))
    gold += q(bkey("ZENTRIQ", 0, "2030-03-01", "CV"), "convert", tr, size="1mm", price=("91.50", "92.50"))
    gold += q("BALMORAL FINL 5.95% B PFD", "preferred", tr, price=("23.94", None))
    gold += q(bkey("AFRIQ TELECOM", 9.375, "2029-10-15"), "em_sovereign", gw, asset_class="corporate", review=("price",), price=("102.00", "102.75"))
    body = "\r\n".join(f"[{t}] {n} ({f}): {m}" for t, n, f, m in msgs) + "\r\n"
    att = Attachment("symphony_export_HY-EM_20261215.txt", body.encode("utf-8"), "text/plain", "txt")
    text = """Symphony export from the HY/EM room attached (txt). Tresillian and Gwennap both showing.

Owain Price | Credit PM | Llanfair Asset Management | +44 29 2018 4420
"""
    return mk("symphony-export-hy-em", "chat", gold, sender=snd, subject="Symphony export HY/EM 15-Dec",
              date=DATE.format(t="10:15:33", z="+0000"), text=text, attachments=[att], to="credit@llanfairam.co.uk")


LAYOUTS = [l23, l24, l25, l26]
