# ruff: noqa: E501, DTZ001, B905, UP031
"""42-48: chat transcripts (Bloomberg IB and Symphony) in bodies and .txt attachments."""
from lib import TZ_BR, TZ_LDN, Gold, bond_key, build_mail, desc_key, emit, frac, px32, size, when


# ------------------------------------------------------------------------------------------------ 42
def m42():
    D = "northbridgecap"
    g = Gold(D)
    R = "[NB CREDIT INDEX]"
    lines = [
        ("07:58", "Ravi Patel", "gm all, indices opening a touch tighter, EU supportive"),
        ("07:58", "Ravi Patel", "ITRX MAIN 5Y 54.75/55.25"),
        ("07:58", "Ravi Patel", "same in 10y 92.5/93.5"),
        ("07:59", "Ravi Patel", "ITRX XOVER 5Y 281/283.5 25x25"),
        ("07:59", "Ellen Zhao", "+1"),
        ("08:00", "Ellen Zhao", "where's cdx ig?"),
        ("08:00", "Ravi Patel", "CDX IG 5Y 51.25/51.75 100x100"),
        ("08:00", "Ravi Patel", "CDX HY 5Y 106.5/106.625"),
        ("08:02", "Ellen Zhao", "i'd buy protection 100mm main 5y at 55"),
        ("08:02", "Ravi Patel", "can't do 55, offer is the offer"),
        ("08:03", "Ellen Zhao", "ok lift you 100 main 5y"),
        ("08:03", "Ravi Patel", "done. you buy 100mm ITRX MAIN 5Y protection at 55.25, ticket to follow"),
        ("08:06", "Ravi Patel", "singles: FORD 5Y 118/124"),
        ("08:06", "Ravi Patel", "GM 5Y 84/89 10x10"),
        ("08:07", "Ravi Patel", "same in 3y 58/62"),
        ("08:09", "Tom Greer", "+1 on GM, anything in boeing?"),
        ("08:10", "Ravi Patel", "BA 5Y 71/76"),
        ("08:12", "Ellen Zhao", "thx, will come back after the 8:30 numbers"),
    ]
    text = ("Chat transcript - Instant Bloomberg\nRoom: NB CREDIT INDEX | 23 Nov 2026 | exported 08:15 NY by "
            "RPATEL\n\n" + "\n".join(f"[{t}] {R} {u}: {m}" for t, u, m in lines) + "\n")
    g.add("ITRX MAIN 5Y", "cds", "cds", "spread", "54.75", "55.25")
    g.add("ITRX MAIN 10Y", "cds", "cds", "spread", "92.5", "93.5")
    g.add("ITRX XOVER 5Y", "cds", "cds", "spread", "281", "283.5", size("25mm"), size("25mm"))
    g.add("CDX IG 5Y", "cds", "cds", "spread", "51.25", "51.75", size("100mm"), size("100mm"))
    g.add("CDX HY 5Y", "cds", "cds", "price", "106.5", "106.625")
    g.add("FORD 5Y", "cds", "cds", "spread", "118", "124")
    g.add("GM 5Y", "cds", "cds", "spread", "84", "89", size("10mm"), size("10mm"))
    g.add("GM 3Y", "cds", "cds", "spread", "58", "62")
    g.add("BA 5Y", "cds", "cds", "spread", "71", "76")
    body = ("Ellen, Tom - transcript from this morning as asked, for your records.\n\nRavi\n\n" + text +
            "\n--\nRavi Patel | Credit Derivatives Trading | Northbridge Capital Markets LLC | +1 212 555 0157\n")
    msg = build_mail("42", "Ravi Patel <ravi.patel@northbridgecap.com>", "Ellen Zhao <ezhao@harborview-am.com>",
                     "IB transcript - NB CREDIT INDEX 23-Nov am", when(23, 8, 16, 2), text=body,
                     cc="Tom Greer <tgreer@harborview-am.com>")
    emit("42-chat-ib-cds-index", "chat", msg, g)


# ------------------------------------------------------------------------------------------------ 43
def m43():
    g = Gold("tidewaterbrokers")
    lines = [
        ("Mark Ellison (BRIGHTWATER)", "08:01:22", "morning. ORCL 4.9 02/33 +116/+112 5x5"),
        ("Jen Ota (CALDER)", "08:01:40", "ORCL 4.9 02/33 +117/+112 3x3"),
        ("Marcus Bell (TIDEWATER)", "08:02:05", "thanks both, pls keep them coming"),
        ("Mark Ellison (BRIGHTWATER)", "08:03:10", "AAPL 4.3 05/10/33 57/53bp"),
        ("Jen Ota (CALDER)", "08:03:31", "+1"),
        ("Sam Rivera (HOLLIS)", "08:04:02", "VZ 4.4 11/01/34 +124/+119, px 93.35/93.72"),
        ("Mark Ellison (BRIGHTWATER)", "08:05:44", "traded 10mm ORCL 33s at +115 w/ street fwiw"),
        ("Jen Ota (CALDER)", "08:06:15", "CMCSA 5.35 05/15/53 +123/+117, also FORD 5Y 119/123"),
        ("Sam Rivera (HOLLIS)", "08:07:09", "same in 10y?"),
        ("Marcus Bell (TIDEWATER)", "08:07:30", "lunch order going in at 11:30, shout by 11"),
        ("Jen Ota (CALDER)", "08:09:02", "T 4 1/2 05/15/35 T+138/133"),
        ("Sam Rivera (HOLLIS)", "08:12:45", "ok, off to the 8:30 call, back in 20"),
    ]
    g.add(bond_key("ORCL", "4.9", "02/33"), "corporate", "ig", "spread", "116", "112", size("5mm"), size("5mm"),
          dealer="brightwater")
    g.add(bond_key("ORCL", "4.9", "02/33"), "corporate", "ig", "spread", "117", "112", size("3mm"), size("3mm"),
          dealer="calder")
    g.add(bond_key("AAPL", "4.3", "05/10/33"), "corporate", "ig", "spread", "57", "53", dealer="brightwater")
    k = bond_key("VZ", "4.4", "11/01/34")
    g.add(k, "corporate", "ig", "spread", "124", "119", dealer="hollis")
    g.add(k, "corporate", "ig", "price", "93.35", "93.72", dealer="hollis")
    g.add(bond_key("CMCSA", "5.35", "05/15/53"), "corporate", "ig", "spread", "123", "117", dealer="calder")
    g.add("FORD 5Y", "cds", "cds", "spread", "119", "123", dealer="calder")
    g.add(bond_key("T", "4 1/2", "05/15/35"), "corporate", "ig", "spread", "138", "133", dealer="calder")
    text = "\n".join(f"{u} {t}: {m}" for u, t, m in lines)
    body = ("Room export below as requested (Symphony, 'TW IG CASH', 23-Nov-2026 08:00-08:15 ET).\n\n" + text +
            "\n\nMarcus Bell | Tidewater Brokers LLP | +1 203 555 0107\n"
            "Tidewater Brokers acts as agent only. Indications only.\n")
    msg = build_mail("43", "Marcus Bell <mbell@tidewaterbrokers.com>", "compliance-archive@tidewaterbrokers.com",
                     "Symphony export - TW IG CASH - 23-Nov 08:00-08:15", when(23, 8, 20, 9), text=body,
                     mailer=None)
    emit("43-chat-symphony-ig-room", "chat", msg, g)


# ------------------------------------------------------------------------------------------------ 44
def m44():
    D = "halliwellsec"
    g = Gold(D)
    R = "[HALLIWELL HY FLOW]"
    lines = [
        ("08:31:02", "Sean Whitlock", "gm. few axes"),
        ("08:31:40", "Sean Whitlock", "CZR 6 1/2 02/15/32 94.5 bid 2mm"),
        ("08:31:55", "Sean Whitlock", "FYBR 8 3/4 05/15/30 101.75 - 102.25 2x2"),
        ("08:32:30", "Dana Ruiz", "where r u on SIRI 30s?"),
        ("08:32:51", "Sean Whitlock", "SIRI 4 1/8 07/01/30 90 3/4 - 91 1/4"),
        ("08:33:10", "Dana Ruiz", "i can pay 90.875 for 5"),
        ("08:33:40", "Sean Whitlock", "checking w/ the account"),
        ("08:34:05", "Sean Whitlock", "ok done, you buy 5mm SIRI 30s @ 90.875"),
        ("08:34:20", "Dana Ruiz", "ty"),
        ("08:40:12", "Sean Whitlock", "loans: Peraton 1L S+375 2/28 88-88.75"),
        ("08:40:20", "Sean Whitlock", "Peraton 2L S+775 2/29 71.5-73.5"),
        ("08:41:00", "Dana Ruiz", "+1"),
        ("08:45:33", "Sean Whitlock", "converts: MSTR 0 12/01/29 CV 87.5 / 88.25"),
        ("08:46:10", "Sean Whitlock", "RCL 5 5/8 09/30/31 offering 1mm @ 100 3/8"),
        ("08:52:41", "Dana Ruiz", "lunch at 12:15?"),
    ]
    txt = ("Instant Bloomberg - Conversation history\r\nRoom: HALLIWELL HY FLOW\r\nDate: 11/23/2026\r\n"
           "Participants: Sean Whitlock, Dana Ruiz\r\n\r\n"
           + "\r\n".join(f"[{t}] {R} {u}: {m}" for t, u, m in lines) + "\r\n")
    g.add(bond_key("CZR", "6 1/2", "02/15/32"), "corporate", "hy", "price", "94.5", None, size("2mm"), None)
    g.add(bond_key("FYBR", "8 3/4", "05/15/30"), "corporate", "hy", "price", "101.75", "102.25", size("2mm"),
          size("2mm"))
    g.add(bond_key("SIRI", "4 1/8", "07/01/30"), "corporate", "hy", "price", frac("90 3/4"), frac("91 1/4"))
    g.add(desc_key("Peraton 1L S+375 2/28"), "loan", "loan", "price", "88", "88.75")
    g.add(desc_key("Peraton 2L S+775 2/29"), "loan", "loan", "price", "71.5", "73.5")
    g.add(bond_key("MSTR", "0", "12/01/29", "CV"), "convertible", "convert_preferred", "price", "87.5", "88.25")
    g.add(bond_key("RCL", "5 5/8", "09/30/31"), "corporate", "hy", "price", None, frac("100 3/8"), None, size("1mm"))
    msg = build_mail("44", "Sean Whitlock <swhitlock@halliwellsec.com>", "Dana Ruiz <druiz@cedarpoint-cap.com>",
                     "IB history - HALLIWELL HY FLOW 11/23", when(23, 9, 1, 14),
                     text="Dana - IB history from this morning attached as you asked.\n\nSean\n",
                     attachments=[("IB_HALLIWELL_HY_FLOW_20261123.txt", txt)])
    emit("44-chat-ib-hy-loans-txt", "chat", msg, g)


# ------------------------------------------------------------------------------------------------ 45
def m45():
    g = Gold("kestrel")
    lines = [
        ("Oliver Hartley (KESTREL)", "08:01:22", "morning, gilts opening firmer after the CPI miss"),
        ("Oliver Hartley (KESTREL)", "08:01:58", "UKT 4 1/4 32s 4.183/4.176 yld"),
        ("Oliver Hartley (KESTREL)", "08:02:10", "UKT 4 1/4 46s 4.981/4.975 yld"),
        ("Anna Fischer (ALSTERBANK)", "08:03:00", "where are DBR 2.6 08/15/34?"),
        ("Oliver Hartley (KESTREL)", "08:03:20", "DBR 2.6 08/15/34 99.12/99.17"),
        ("Anna Fischer (ALSTERBANK)", "08:03:42", "and the 54s?"),
        ("Oliver Hartley (KESTREL)", "08:04:40", "DBR 2.5 08/15/54 88.40/88.55, 3.118/3.110%"),
        ("Lucy Grant (PARKSIDE AM)", "08:05:02", "I'd sell 25mm UKT 32s at 100.45"),
        ("Oliver Hartley (KESTREL)", "08:05:55", "ok, done 25mm at 100.45, we buy. thanks Lucy"),
        ("Oliver Hartley (KESTREL)", "08:10:44", "BTPS 4.15 10/01/39 100.65/100.77 10x10"),
        ("Anna Fischer (ALSTERBANK)", "08:12:09", "+1 thx"),
        ("Oliver Hartley (KESTREL)", "08:30:00", "DMO 2032 auction result 10:35, cover was 3.1x last time"),
    ]
    txt = ("Symphony conversation export\nRoom: KESTREL EGB/GILTS (external)\nExported: 23/11/2026 09:02 GMT\n"
           "Members: Oliver Hartley (KESTREL), Anna Fischer (ALSTERBANK), Lucy Grant (PARKSIDE AM)\n\n"
           + "\n".join(f"{u} {t}: {m}" for u, t, m in lines) + "\n")
    G = ("government", "government")
    g.add(bond_key("UKT", "4 1/4", "32s"), *G, "yield", "4.183", "4.176")
    g.add(bond_key("UKT", "4 1/4", "46s"), *G, "yield", "4.981", "4.975")
    g.add(bond_key("DBR", "2.6", "08/15/34"), *G, "price", "99.12", "99.17")
    k = bond_key("DBR", "2.5", "08/15/54")
    g.add(k, *G, "price", "88.40", "88.55")
    g.add(k, *G, "yield", "3.118", "3.110")
    g.add(bond_key("BTPS", "4.15", "10/01/39"), *G, "price", "100.65", "100.77", size("10mm"), size("10mm"))
    msg = build_mail("45", "Oliver Hartley <oliver.hartley@kestrel.co.uk>", "records@kestrel.co.uk",
                     "Symphony export - KESTREL EGB/GILTS 23/11", when(23, 9, 3, 30, TZ_LDN),
                     text="Export attached for the client file.\n\nOliver Hartley | Kestrel Markets Ltd\n",
                     attachments=[("symphony_KESTREL_EGB_GILTS_20261123.txt", txt)])
    emit("45-chat-symphony-gilts-txt", "chat", msg, g)


# ------------------------------------------------------------------------------------------------ 46
def m46():
    D = "bancodelsur"
    g = Gold(D)
    R = "[BDS EM FLOW]"
    lines = [
        ("09:12", "Rafael Monteiro", "bom dia. brazil 6 33s 97.85/98.35"),
        ("09:12", "Rafael Monteiro", "brazil 7.125 54s 98.90/99.50"),
        ("09:13", "Carla Mendes", "mex 6.35 35s?"),
        ("09:13", "Rafael Monteiro", "mex 6.35 35s 6.62/6.55 yld"),
        ("09:14", "Rafael Monteiro", "colom 8 '35 px 101.25/101.90"),
        ("09:15", "Carla Mendes", "+1"),
        ("09:20", "Carla Mendes", "i'd pay 98.30 for 3mm brazil 33s"),
        ("09:22", "Rafael Monteiro", "done. you buy 3mm BRAZIL 6 10/20/33 @ 98.30"),
        ("09:30", "Rafael Monteiro", "pemex 6.7 32s 93.50-94.25 2x2"),
        ("09:31", "Rafael Monteiro", "soaf 5 7/8 32s 98.40/98.90"),
        ("09:35", "Rafael Monteiro", "turkey 9 3/8 33s 112 1/4 - 112 3/4"),
        ("09:41", "Carla Mendes", "obrigada, falamos depois"),
    ]
    text = "\n".join(f"[{t}] {R} {u}: {m}" for t, u, m in lines)
    S = ("sovereign", "em_sovereign")
    g.add(bond_key("brazil", "6", "33s"), *S, "price", "97.85", "98.35")
    g.add(bond_key("brazil", "7.125", "54s"), *S, "price", "98.90", "99.50")
    g.add(bond_key("mex", "6.35", "35s"), *S, "yield", "6.62", "6.55")
    g.add(bond_key("colom", "8", "'35"), *S, "price", "101.25", "101.90")
    g.add(bond_key("pemex", "6.7", "32s"), *S, "price", "93.50", "94.25", size("2mm"), size("2mm"))
    g.add(bond_key("soaf", "5 7/8", "32s"), *S, "price", "98.40", "98.90")
    g.add(bond_key("turkey", "9 3/8", "33s"), *S, "price", frac("112 1/4"), frac("112 3/4"))
    body = ("Carla,\n\nSegue o historico do chat de hoje / today's IB history below.\n\n" + text +
            "\n\nAbs,\nRafael Monteiro\nEM Sovereign Trading | Banco del Sur S.A. | +55 11 5555-0149\n")
    msg = build_mail("46", "Rafael Monteiro <rafael.monteiro@bancodelsur.com.br>",
                     "Carla Mendes <cmendes@atlanticoam.com.br>", "historico IB - BDS EM FLOW 23/11",
                     when(23, 10, 2, 11, TZ_BR), text=body)
    emit("46-chat-ib-em-sovs", "chat", msg, g)


# ------------------------------------------------------------------------------------------------ 47
def m47():
    lines = [
        ("Megan Doyle (OAKMONT)", "10:02:11", "allocations for the FFCB SOFR+9 28s: 15mm HARBORVIEW, 10mm CEDARPOINT"),
        ("Kevin Osei (OAKMONT OPS)", "10:03:40", "confirmed, settle 11/24, px 100.08, tickets 44172 / 44173"),
        ("Megan Doyle (OAKMONT)", "10:04:02", "ty. BAC 28s also done 5mm @ 100.19 w/ Harborview, same settle"),
        ("Kevin Osei (OAKMONT OPS)", "10:05:15", "booked. DTC cutoff is 15:00 on Wed before the holiday"),
        ("Megan Doyle (OAKMONT)", "10:06:30", "+1, and Fri is 2pm early close per SIFMA"),
        ("Kevin Osei (OAKMONT OPS)", "10:07:01", "noted. call me on 312-555-0188 if anything breaks"),
    ]
    body = ("Symphony export - OAKMONT FRN / OPS - 23-Nov-2026\n\n"
            + "\n".join(f"{u} {t}: {m}" for u, t, m in lines)
            + "\n\nKevin Osei | Trade Support | Oakmont Capital LLC\n")
    msg = build_mail("47", "Kevin Osei <kosei@oakmontcap.com>", "ops-archive@oakmontcap.com",
                     "Symphony export - FRN allocations / ops 23-Nov", when(23, 10, 15, 0), text=body)
    emit("47-chat-ops-allocations-no-quotes", "chat", msg, [])


# ------------------------------------------------------------------------------------------------ 48
def m48():
    D = "fenwickmarkets"
    g = Gold(D)
    R = "[FENWICK MBS/MUNI]"
    lines = [
        ("10:41:05", "Jake Lin", "FNCL 5.5 DEC 99-30+/100-00"),
        ("10:41:12", "Jake Lin", "same in JAN 99-24/99-25+"),
        ("10:42:30", "Jake Lin", "G2SF 6 DEC 101-21+ / 101-23"),
        ("10:43:02", "Priya Shah", "where are fncl 6s?"),
        ("10:43:20", "Jake Lin", "FNCL 6 DEC 101-19/101-20+ 50x50"),
        ("10:44:00", "Priya Shah", "I'd sell 100mm fncl 6s at 101-20, lmk"),
        ("10:44:40", "Jake Lin", "can't there, will work it"),
        ("11:05:10", "Rosa Kim", "munis: NYC GO 5s of 2036 offered 3.12% 500k"),
        ("11:06:02", "Rosa Kim", "bid 3.55% for 2mm NJ TPK 4s of 2045"),
        ("11:07:45", "Priya Shah", "+1 ty"),
    ]
    text = "\n".join(f"[{t}] {R} {u}: {m}" for t, u, m in lines)
    S = ("structured", "structured")
    g.add("FNCL 5.5 DEC", *S, "price", px32("99-30+"), px32("100-00"))
    g.add("FNCL 5.5 JAN", *S, "price", px32("99-24"), px32("99-25+"))
    g.add("G2SF 6 DEC", *S, "price", px32("101-21+"), px32("101-23"))
    g.add("FNCL 6 DEC", *S, "price", px32("101-19"), px32("101-20+"), size("50mm"), size("50mm"))
    g.add(bond_key("NYC GO", "5s", "2036"), "muni", "muni", "yield", None, "3.12", None, size("500k"))
    g.add(bond_key("NJ TPK", "4s", "2045"), "muni", "muni", "yield", "3.55", None, size("2mm"), None)
    body = ("Instant Bloomberg history - FENWICK MBS/MUNI - 23 Nov 2026\n\n" + text +
            "\n\n-- Fenwick Markets LLC | MBS +1 212 555 0165 | Munis +1 212 555 0169\n")
    msg = build_mail("48", "Jake Lin <jlin@fenwickmarkets.com>", "Priya Shah <pshah@lakeshore-im.com>",
                     "IB history FENWICK MBS/MUNI", when(23, 11, 10, 30), text=body)
    emit("48-chat-ib-tba-muni", "chat", msg, g)


ALL = [m42, m43, m44, m45, m46, m47, m48]
