"""Chat transcripts: Bloomberg IB rooms (London CDS, Asia credit) and Symphony (US and LatAm)."""

from __future__ import annotations

from common import Attachment, M, bkey, date, mk, q, ui


def _txt(name, text):
    return Attachment(name, text.encode("utf-8"), "text/plain", "txt")


# ---------------------------------------------------------------- 23 / 24: Bloomberg IB


def ib_london_cds_ig():
    tv, bg = "travance", "briggate"
    lines = [
        "08:01:55 PIETER VAN LOON, TRAVANCE: morning all. single names EUR 10mm per side unless stated",
        "08:02:07 PIETER VAN LOON, TRAVANCE: ITRX MAIN S46 5Y 54.25/54.75 25x25",
        "08:02:19 PIETER VAN LOON, TRAVANCE: XOVER S46 5Y 287/289 (-3 on the day)",
        "08:02:31 PIETER VAN LOON, TRAVANCE: same in 10y 381/386",
        "08:03:02 ANNA SCHULZ, ELBMARSCH: where are you on ALTMARK 5y? saw 85 mid somewhere",
        "08:03:40 PIETER VAN LOON, TRAVANCE: ALTMARK AUTOMOBIL SNR 5Y 87/92",
        "08:04:15 PIETER VAN LOON, TRAVANCE: BRIXHAM TELECOM 5y 140/147, 7y 171/179",
        "08:05:01 PIETER VAN LOON, TRAVANCE: VELDHOVEN CHEMIE 5Y 205/214",
        "08:05:20 PIETER VAN LOON, TRAVANCE: 215/224, not 205/214, sorry",
        "08:07:12 JAKOB REINHOLT, BRIGGATE: EUR IG: ALTMARK 3 1/4 03/31 MS+78/+73, px 101.32/101.55 3x3",
        "08:07:40 JAKOB REINHOLT, BRIGGATE: offer BRIXHAM 4 1/8 09/34 at MS+131 (px 100.45), 2mm",
        "08:08:05 ANNA SCHULZ, ELBMARSCH: ORMESBY 5.5 2033s bid MS+170?",
        "08:08:50 JAKOB REINHOLT, BRIGGATE: ORMESBY BANK 5 1/2 06/33 MS+165/+158, px 101.80/102.25 1x1",
        "08:09:03 JAKOB REINHOLT, BRIGGATE: let me double check the offer side on ORMESBY, might be stale",
        "08:10:12 PIETER VAN LOON, TRAVANCE: ITRX SUBFIN S46 5Y 110/111.5 25x25",
        "08:11:31 ANNA SCHULZ, ELBMARSCH: I pay 288 for 10 XOVER 5y",
        "08:11:58 PIETER VAN LOON, TRAVANCE: done, you buy 10mm XOVER S46 5Y protection @ 288. ticket to follow",
    ]
    gold = []
    gold += q("ITRX MAIN S46 5Y", "cds", tv, size="25x25", spread=("54.25", "54.75"))
    gold += q("XOVER S46 5Y", "cds", tv, spread=("287", "289"))
    gold += q("XOVER S46 10Y", "cds", tv, spread=("381", "386"))
    gold += q("ALTMARK AUTOMOBIL SNR 5Y", "cds", tv, size="10x10", spread=("87", "92"))
    gold += q("BRIXHAM TELECOM 5Y", "cds", tv, size="10x10", spread=("140", "147"))
    gold += q("BRIXHAM TELECOM 7Y", "cds", tv, size="10x10", spread=("171", "179"))
    gold += q("VELDHOVEN CHEMIE 5Y", "cds", tv, size="10x10", spread=("215", "224"))
    gold += q(bkey("ALTMARK", 3.25, "2031-03"), "ig", bg, size="3x3", i_spread=("78", "73"), price=("101.32", "101.55"))
    gold += q(bkey("BRIXHAM", 4.125, "2034-09"), "ig", bg, size=(None, M(2)), i_spread=(None, "131"), price=(None, "100.45"))
    gold += q(bkey("ORMESBY BANK", 5.5, "2033-06"), "ig", bg, size="1x1", review=("i_spread", "price"),
              i_spread=("165", "158"), price=("101.80", "102.25"))
    gold += q("ITRX SUBFIN S46 5Y", "cds", tv, size="25x25", spread=("110", "111.5"))
    body = """Instant Bloomberg - persistent chat history
Room:          EUR CREDIT FLOW / ELBMARSCH
Participants:  ANNA SCHULZ (ELBMARSCH ASSET MGMT), PIETER VAN LOON (TRAVANCE), JAKOB REINHOLT (BRIGGATE)
Date:          17 Feb 2027 (times CET)

""" + "\n".join(lines) + """

--
Anna Schulz | Portfolio Management Credit | Elbmarsch Asset Management GmbH
Ballindamm 14, 20095 Hamburg | +49 40 3019 8824
"""
    return mk("ib-london-cds-eur-ig", "chat", gold, sender="Anna Schulz <anna.schulz@elbmarsch-am.example.com>",
              to="chat-archive@elbmarsch-am.example.com", subject="IB history: EUR CREDIT FLOW 17-Feb",
              date=date("12:02:33", "+0100"), text=body)


def ib_asia_room():
    pg = "pearlgate"
    x1 = ui("XS", "b12-ib-asia-kamogawa-31")
    lines = [
        "[17/02/27 09:12:05] WONG KA-MING (PEARLGATE): gm. ITRAXX ASIA XJ IG S46 5Y 97.5/98.5, 25x25",
        "[17/02/27 09:12:40] WONG KA-MING (PEARLGATE): INDON 5Y 77/80  PHILIP 5Y 62/65  CHINA 5Y 54/57  (USD 10x10)",
        "[17/02/27 09:13:15] DAVID TAN (STRAITBRIDGE AM): KOREA 5y?",
        "[17/02/27 09:13:52] WONG KA-MING (PEARLGATE): KOREA 5Y 31/34 10x10",
        "[17/02/27 09:14:30] WONG KA-MING (PEARLGATE): SHENGWEI BANK 5Y 118/126",
        "[17/02/27 09:14:41] WONG KA-MING (PEARLGATE): pls ignore that, wrong line",
        "[17/02/27 09:15:10] WONG KA-MING (PEARLGATE): SHENGWEI BANK 5Y 108/116 5x5",
        f"[17/02/27 09:16:22] WONG KA-MING (PEARLGATE): cash: KAMOGAWA FINL 5.1 07/31 {x1} T+96/+91, 100.88/101.06 2x2",
        "[17/02/27 09:17:05] WONG KA-MING (PEARLGATE): PILBARA PORTS 5.35 03/33 144A T+154/+147, 99.45/99.85, 1x1",
        "[17/02/27 09:17:48] DAVID TAN (STRAITBRIDGE AM): can you work 99.70 on PILBARA?",
        "[17/02/27 09:18:20] WONG KA-MING (PEARLGATE): bid only SHIRANE TRUST 4.9 01/30 REGS T+88 / 100.62, 3mm",
        "[17/02/27 09:19:02] WONG KA-MING (PEARLGATE): TASMAN MUTUAL 5 3/8 10/32 T+139/+132, 100.15/100.48 2x2",
        "[17/02/27 09:19:15] WONG KA-MING (PEARLGATE): TASMAN offer may be stale - checking w trader",
    ]
    gold = []
    gold += q("ITRAXX ASIA XJ IG S46 5Y", "cds", pg, size="25x25", spread=("97.5", "98.5"))
    for k, b, a in [("INDON 5Y", "77", "80"), ("PHILIP 5Y", "62", "65"), ("CHINA 5Y", "54", "57")]:
        gold += q(k, "cds", pg, size="10x10", spread=(b, a))
    gold += q("KOREA 5Y", "cds", pg, size="10x10", spread=("31", "34"))
    gold += q("SHENGWEI BANK 5Y", "cds", pg, size="5x5", spread=("108", "116"))
    gold += q(x1, "ig", pg, size="2x2", spread=("96", "91"), price=("100.88", "101.06"))
    gold += q(bkey("PILBARA PORTS", 5.35, "2033-03", "144A"), "ig", pg, size="1x1", spread=("154", "147"), price=("99.45", "99.85"))
    gold += q(bkey("SHIRANE TRUST", 4.9, "2030-01", "REGS"), "ig", pg, size=(M(3), None), spread=("88", None), price=("100.62", None))
    gold += q(bkey("TASMAN MUTUAL", 5.375, "2032-10"), "ig", pg, size="2x2", review=("spread", "price"),
              spread=("139", "132"), price=("100.15", "100.48"))
    body = """Conversation export - Instant Bloomberg
PEARLGATE ASIA CREDIT <> STRAITBRIDGE AM, 17 Feb 2027 (SGT)

""" + "\n".join(lines) + """

Exported by David Tan, Straitbridge Asset Management Pte Ltd, +65 6223 9017
"""
    return mk("ib-asia-credit-room", "chat", gold, sender="David Tan <david.tan@straitbridge-am.example.com>",
              to="compliance-archive@straitbridge-am.example.com", subject="IB: PEARLGATE ASIA CREDIT 17-Feb",
              date=date("11:04:51", "+0800"), text=body)


# ---------------------------------------------------------------- 25 / 26: Symphony


def symphony_us_hy_loans_cv():
    mb = "marchbank"
    msgs = [
        ("07:31:05", "Ellis Gardner (Marchbank)", "HY / lev fin axes this am, 2x2 unless shown"),
        ("07:31:40", "Ellis Gardner (Marchbank)", "CALLOWAY STEEL 7 3/8 04/15/31  101 1/4 - 101 3/4  ytw 7.01/6.89"),
        ("07:32:02", "Ellis Gardner (Marchbank)", "TRELLIS MEDIA 9 1/2 '29  88 - 89  (cl 87.75)  1x1"),
        ("07:32:30", "Ellis Gardner (Marchbank)", "HALDANE AUTO PARTS 6 1/8 02/30 96.50 - 97.25  ytw 7.03/6.83"),
        ("07:32:51", "Ellis Gardner (Marchbank)", "pls ignore that, wrong line"),
        ("07:33:20", "Ellis Gardner (Marchbank)", "HALDANE AUTO PARTS 6 1/8 02/30 95.50 - 96.25  ytw 7.30/7.10"),
        ("07:34:10", "Priya Nandakumar (Corbel AM)", "where's BRAMBLING TLB? 97 bid any good?"),
        ("07:34:45", "Ellis Gardner (Marchbank)", "BRAMBLING HEALTH TLB S+450 10/29  96.50 / 97.25  2mm"),
        ("07:35:05", "Ellis Gardner (Marchbank)", "offer only: KESTREL AEROSPACE TLB S+325 05/31 at 100.375, 3mm"),
        ("07:36:18", "Ellis Gardner (Marchbank)", "CV: NIMBUS ROBOTICS 0 1/2 03/15/29 CV  104.75 / 105.50  (stk 48.20, delta 55)  1mm"),
        ("07:36:55", "Ellis Gardner (Marchbank)", "pfd: HALSEY FINANCIAL 6.25% PFD SER B  24.90 / 25.08  5k shs"),
        ("07:38:02", "Priya Nandakumar (Corbel AM)", "buy 2mm CALLOWAY at 101 3/4"),
        ("07:38:20", "Ellis Gardner (Marchbank)", "done 2mm CALLOWAY 31s @ 101.75, thx"),
    ]
    out = ["Symphony - conversation export", "Room: Marchbank HY/Loans <> Corbel AM", "Exported 2027-02-17 09:02 EST by Priya Nandakumar", ""]
    for t, who, m in msgs:
        out.append(f"{who}  2027-02-17 {t}")
        out.append(f"    {m}")
        out.append("")
    gold = []
    gold += q(bkey("CALLOWAY STEEL", 7.375, "2031-04-15"), "hy", mb, size="2x2", price=("101 1/4", "101 3/4"), yield_=("7.01", "6.89"))
    gold += q(bkey("TRELLIS MEDIA", 9.5, "2029"), "hy", mb, size="1x1", price=("88", "89"))
    gold += q(bkey("HALDANE AUTO PARTS", 6.125, "2030-02"), "hy", mb, size="2x2", price=("95.50", "96.25"), yield_=("7.30", "7.10"))
    gold += q("BRAMBLING HEALTH TLB S+450 10/29", "loan", mb, size="2mm", price=("96.50", "97.25"))
    gold += q("KESTREL AEROSPACE TLB S+325 05/31", "loan", mb, size=(None, M(3)), price=(None, "100.375"))
    gold += q(bkey("NIMBUS ROBOTICS", 0.5, "2029-03-15", "CV"), "convert", mb, size="1mm", price=("104.75", "105.50"))
    gold += q("HALSEY FINANCIAL 6.25% PFD SER B", "preferred", mb, price=("24.90", "25.08"))
    text = "\n".join(out)
    body = """Symphony export of this morning's chat with Marchbank attached for the record.

Priya Nandakumar | Corbel Asset Management | +1 646 555 0133
"""
    return mk("symphony-marchbank-hy-loans", "chat", gold, sender="Priya Nandakumar <pnandakumar@corbel-am.example.com>",
              to="trade-records@corbel-am.example.com", subject="Symphony export - Marchbank HY/Loans 2/17",
              date=date("09:03:12"), text=body, attachments=[_txt("symphony_marchbank_20270217.txt", text)])


def symphony_latam_paste():
    ar = "ardwick"
    gold = []
    msgs = [
        ("Sofia Marquez", "Ardwick Securities", "8:02 AM", "buenos dias - LatAm corp HY, 1mm per side unless shown"),
        ("Sofia Marquez", "Ardwick Securities", "8:02 AM", "AZULMAR AIRLINES 8 7/8 03/31  93 1/2 - 94 1/4  ytw 10.53/10.28"),
        ("Sofia Marquez", "Ardwick Securities", "8:03 AM", "MINERA SANTA LUCIA 6.45 11/34  97.40/97.95  yld 6.86/6.78  2x2"),
        ("Sofia Marquez", "Ardwick Securities", "8:03 AM", "CERRO ALTO ENERGIA 7 1/4 06/29 101.00/101.60 (last 100.75)"),
        ("Tomás Weber", "Kelpie Capital", "8:05 AM", "CERRO ALTO 29s 101.25?"),
        ("Sofia Marquez", "Ardwick Securities", "8:05 AM", "CERRO ALTO ENERGIA 7 1/4 06/29 100.85/101.45, not 101.00/101.60, sorry"),
        ("Sofia Marquez", "Ardwick Securities", "8:06 AM", "US HY crossover: BALLANTYNE CASINOS 7 3/4 06/30  98 1/4 - 98 3/4  2x2"),
        ("Sofia Marquez", "Ardwick Securities", "8:07 AM", "loans: PAMPA GRANDE AGRO TLB S+475 08/30 97.00/98.00"),
        ("Sofia Marquez", "Ardwick Securities", "8:07 AM", "bid only ANDINO TELECOM TL S+400 12/29 at 99.125, 2mm"),
        ("Sofia Marquez", "Ardwick Securities", "8:09 AM", "CV: LITIO DEL NORTE 3 1/4 09/30 CV 92.50/93.50 (ref stk 14.80)"),
        ("Sofia Marquez", "Ardwick Securities", "8:10 AM", "pfd: ENERGIA DEL PLATA 6.875% PFD SER A  24.60/24.85  5k shs"),
    ]
    out = []
    for who, firm, t, m in msgs:
        out.append(f"{who}  ·  {firm}  ·  {t}")
        out.append(m)
        out.append("")
    gold += q(bkey("AZULMAR AIRLINES", 8.875, "2031-03"), "em_sovereign", ar, size="1mm", asset_class="corporate",
              price=("93 1/2", "94 1/4"), yield_=("10.53", "10.28"))
    gold += q(bkey("MINERA SANTA LUCIA", 6.45, "2034-11"), "em_sovereign", ar, size="2x2", asset_class="corporate",
              price=("97.40", "97.95"), yield_=("6.86", "6.78"))
    gold += q(bkey("CERRO ALTO ENERGIA", 7.25, "2029-06"), "em_sovereign", ar, size="1mm", asset_class="corporate",
              price=("100.85", "101.45"))
    gold += q(bkey("BALLANTYNE CASINOS", 7.75, "2030-06"), "hy", ar, size="2x2", price=("98 1/4", "98 3/4"))
    gold += q("PAMPA GRANDE AGRO TLB S+475 08/30", "loan", ar, size="1mm", price=("97.00", "98.00"))
    gold += q("ANDINO TELECOM TL S+400 12/29", "loan", ar, size=(M(2), None), price=("99.125", None))
    gold += q(bkey("LITIO DEL NORTE", 3.25, "2030-09", "CV"), "convert", ar, size="1mm", price=("92.50", "93.50"))
    gold += q("ENERGIA DEL PLATA 6.875% PFD SER A", "preferred", ar, price=("24.60", "24.85"))
    body = """Pasting the Symphony thread with Ardwick from this morning below, for the file.

""" + "\n".join(out) + """
Tomás Weber | Kelpie Capital | Emerging Markets Credit | +1 305 555 0148
"""
    return mk("symphony-ardwick-latam-paste", "chat", gold, sender="Tomas Weber <tweber@kelpie-capital.example.com>",
              to="em-desk@kelpie-capital.example.com", subject="Symphony: Ardwick LatAm HY / loans / CV 2/17",
              date=date("08:31:40"), text=body, enc="qp")


LAYOUTS = [ib_london_cds_ig, ib_asia_room, symphony_us_hy_loans_cv, symphony_latam_paste]
