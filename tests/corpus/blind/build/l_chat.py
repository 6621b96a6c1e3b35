"""Chat transcript layouts: Bloomberg IB style and Symphony style, in the body or attached as .txt."""
from html import escape

from common import CUSIP, ISIN, K, MM, Layout, date, mail, msgid, t32
from htmlkit import page, p


def k_ib_cds_same_in_10y():
    L = Layout("ib-cds-same-in-10y-lifted", "chat", "halcyon")
    chat = """[07:58] [ldn-cds-1] halcyon_cds: morning all
[07:58] [ldn-cds-1] rmoss_gpam: morning, where's main
[08:01] [ldn-cds-1] halcyon_cds: ITRX Main 5y 57.75/58.25 10x10
[08:01] [ldn-cds-1] halcyon_cds: same in 10y 84.5/85.5 5x5
[08:02] [ldn-cds-1] rmoss_gpam: +1
[08:02] [ldn-cds-1] halcyon_cds: Xover 5y 281/284
[08:03] [ldn-cds-1] rmoss_gpam: can you show me VNTX and KSTL
[08:04] [ldn-cds-1] halcyon_cds: VNTX 5y 74/79
[08:04] [ldn-cds-1] halcyon_cds: KSTL 5y 118/124 5x5
[08:05] [ldn-cds-1] rmoss_gpam: lift main 25
[08:05] [ldn-cds-1] halcyon_cds: lifted 25 @ 58.25, done. ticket to follow
[08:07] [ldn-cds-1] halcyon_cds: CDX HY 47 106.375/106.5 (px)
[08:09] [ldn-cds-1] halcyon_cds: CDX IG 5y 51.25/51.75
[08:10] [ldn-cds-1] rmoss_gpam: thx, nothing else for now
"""
    body = "Rob - chat log from this morning as discussed, for your records.\n\n" + chat + \
        "\nPriya Natarajan | Halcyon Markets Ltd | +44 20 7946 0612\n"
    L.msg = mail(frm="Priya Natarajan <priya.natarajan@halcyon.com>", to="Rob Moss <rmoss@granitepeak-am.com>",
                 subject="IB log - CDS 23/11 am", date=date(23, 8, 30, 0),
                 msgid=msgid("iblog-cds-2311", "halcyon.com"), text=body)
    c = g = "cds"
    L.q("ITRX MAIN 5Y", c, g, "spread", 57.75, 58.25, MM(10), MM(10))
    L.q("ITRX MAIN 10Y", c, g, "spread", 84.5, 85.5, MM(5), MM(5))
    L.q("XOVER 5Y", c, g, "spread", 281, 284)
    L.q("VNTX 5Y", c, g, "spread", 74, 79)
    L.q("KSTL 5Y", c, g, "spread", 118, 124, MM(5), MM(5))
    L.q("CDX HY 47", c, g, "price", 106.375, 106.5)
    L.q("CDX IG 5Y", c, g, "spread", 51.25, 51.75)
    return L


def k_symphony_hy_multi_dealer():
    L = Layout("symphony-hy-ig-room-multi-dealer", "chat", "acmebank")
    chat = """Jane Doe (AcmeBank) 08:01:22: morning all, HY axes on the screen
Jane Doe (AcmeBank) 08:01:40: CRBN 7.5 29s 93.5/94.25 2x2
Priya Natarajan (Halcyon) 08:03:05: TALON 9 1/4 30s 101.75-102.5
Luca Bianchi (Brackenridge) 08:03:51: we're 102 bid on TALON 9 1/4 30s for 1mm
Mark Ellison (Granite Peak) 08:04:10: thanks all
Jane Doe (AcmeBank) 08:05:02: VNTX 4 7/8 30s +111/+107, 99.30/99.78
Mark Ellison (Granite Peak) 08:05:30: +1 on VNTX
Luca Bianchi (Brackenridge) 08:06:14: KSTL 6.1 33s 102.80/102.25
Priya Natarajan (Halcyon) 08:09:12: done 2mm TALON 30s at 102.5 with you Mark, thx
Tom Reilly (Northbridge) 08:10:00: HLMR 3.95 3/15/29 +78/+74
Jane Doe (AcmeBank) 08:12:45: MAVEN 5 3/8 1/15/29 offer 96.75 3mm
"""
    body = "FYI - this morning's crossover room on Symphony, pasted below.\n\n" + chat + \
        "\n--\nJane Doe | Acme Bank N.A. | +1 212 555 0147\n"
    L.msg = mail(frm="Jane Doe <jane.doe@desk.acmebank.com>", to="hy-sales@lists.acmebank.com",
                 subject="Symphony xover room 11/23", date=date(23, 13, 20, 0),
                 msgid=msgid("symph-xover-1123", "acmebank.com"), text=body)
    c = "corporate"
    L.q("CRBN 7.5 2029", c, "hy", "price", 93.5, 94.25, MM(2), MM(2), dealer="acmebank")
    L.q("TALON 9.25 2030", c, "hy", "price", 101.75, 102.5, dealer="halcyon")
    L.q("TALON 9.25 2030", c, "hy", "price", 102, None, MM(1), None, dealer="brackenridge")
    L.q("VNTX 4.875 2030", c, "ig", "spread", 111, 107, dealer="acmebank")
    L.q("VNTX 4.875 2030", c, "ig", "price", 99.30, 99.78, dealer="acmebank")
    L.q("KSTL 6.1 2033", c, "ig", "price", 102.80, 102.25, dealer="brackenridge", review=True)
    L.q("HLMR 3.95 2029-03-15", c, "ig", "spread", 78, 74, dealer="northbridge")
    L.q("MAVEN 5.375 2029-01-15", c, "hy", "price", None, 96.75, None, MM(3), dealer="acmebank")
    return L


def k_ib_ust_attached_txt():
    L = Layout("ib-ust-32nds-attached-txt", "chat", "northbridge")
    chat = """Bloomberg IB transcript - room: NB-GOVT-CLIENTS - 23-Nov-2026 (times NY)
[07:31] [nb-govt] northbridge_govt: gm. OTR levels, px
[07:31] [nb-govt] northbridge_govt: T 3 7/8 10/31/28  99-28+ / 99-29
[07:31] [nb-govt] northbridge_govt: T 4 1/8 11/15/31  100-07 / 100-07+
[07:32] [nb-govt] northbridge_govt: T 4 5/8 11/15/56  98-02 / 98-03+
[07:40] [nb-govt] kwong_pinehill: where are 10s in yld
[07:41] [nb-govt] northbridge_govt: T 4 1/4 11/15/36  4.309/4.306 yld
[07:45] [nb-govt] kwong_pinehill: can you work 50 10s at 99-17
[07:45] [nb-govt] northbridge_govt: working
[07:52] [nb-govt] northbridge_govt: done 50 @ 99-17
[08:02] [nb-govt] northbridge_govt: agys: FNMA 4 1/8 6/15/29 +9.5/+7.5 5x5
[08:02] [nb-govt] northbridge_govt: FHLB 4.5 3/10/28 +6/+4
[08:15] [nb-govt] kwong_pinehill: ty
"""
    body = """Hi Karen, IB transcript from this morning attached as requested for your compliance file.

Tom Reilly | Northbridge Securities | 212-555-0180
"""
    L.msg = mail(frm="Tom Reilly <treilly@northbridge.com>", to="Karen Wong <kwong@pinehill-cap.com>",
                 subject="IB transcript 11/23", date=date(23, 14, 2, 0),
                 msgid="<CAF2x9+ibtx1123@mail.northbridge.com>", text=body,
                 attachments=[("IB_NB-GOVT-CLIENTS_20261123.txt", "text/plain", chat)])
    c = g = "government"
    L.q("T 3.875 2028-10-31", c, g, "price", t32("99-28+"), t32("99-29"))
    L.q("T 4.125 2031-11-15", c, g, "price", t32("100-07"), t32("100-07+"))
    L.q("T 4.625 2056-11-15", c, g, "price", t32("98-02"), t32("98-03+"))
    L.q("T 4.25 2036-11-15", c, g, "yield", 4.309, 4.306)
    c = g = "agency"
    L.q("FNMA 4.125 2029-06-15", c, g, "spread", 9.5, 7.5, MM(5), MM(5))
    L.q("FHLB 4.5 2028-03-10", c, g, "spread", 6, 4)
    return L


def k_symphony_loans_html():
    L = Layout("symphony-loans-pasted-html", "chat", "tidewater")
    lines = ["Sam Oduya (Tidewater) 09:12:03: Morning. Loan levels",
             "Sam Oduya (Tidewater) 09:12:30: Zephyr TLB 98.25/98.75",
             "Sam Oduya (Tidewater) 09:12:44: Ironbark TLB 100 1/8 - 100 3/8, 2x2",
             "Dev Shah (Northbridge) 09:14:10: Copperline 1L 96.5/97.25 here",
             "Mark Ellison (Granite Peak) 09:15:00: thanks. any Marlin?",
             "Sam Oduya (Tidewater) 09:15:31: Marlin TL B-2 92/93 for 5mm",
             "Mark Ellison (Granite Peak) 09:16:05: lift 2mm Marlin at 93",
             "Sam Oduya (Tidewater) 09:16:40: done, 2mm Marlin @ 93. thanks",
             "Dev Shah (Northbridge) 09:20:19: Halden 2L offered at 86, 1mm",
             "Sam Oduya (Tidewater) 09:25:00: Redfern TLB 88.5 bid"]
    inner = p("Copy of the Symphony loan room from this morning:") + p("") + \
        "<div style=\"font-family:Segoe UI;font-size:9pt\">" + "<br>\n".join(escape(x) for x in lines) + "</div>" + \
        p("") + p("Sam Oduya | Tidewater Capital Markets")
    text = "Copy of the Symphony loan room from this morning:\n\n" + "\n".join(lines) + \
        "\n\nSam Oduya | Tidewater Capital Markets\n"
    L.msg = mail(frm="Sam Oduya <sam.oduya@tidewater.com>", to="levfin-sales@tidewater.com",
                 subject="loan room recap", date=date(23, 14, 40, 0),
                 msgid=msgid("loanroom-recap-1123", "tidewater.com"), text=text, html=page(inner))
    c = g = "loan"
    L.q("ZEPHYR TLB", c, g, "price", 98.25, 98.75, dealer="tidewater")
    L.q("IRONBARK TLB", c, g, "price", 100.125, 100.375, MM(2), MM(2), dealer="tidewater")
    L.q("COPPERLINE 1L", c, g, "price", 96.5, 97.25, dealer="northbridge")
    L.q("MARLIN TL B-2", c, g, "price", 92, 93, MM(5), MM(5), dealer="tidewater")
    L.q("HALDEN 2L", c, g, "price", None, 86, None, MM(1), dealer="northbridge")
    L.q("REDFERN TLB", c, g, "price", 88.5, None, dealer="tidewater")
    return L


def k_ib_em_sov_cds():
    L = Layout("ib-em-sov-and-sov-cds", "chat", "cremieux")
    chat = """[09:02] [em-sov-ldn] cremieux_em: bonjour all
[09:03] [em-sov-ldn] cremieux_em: KARVIA 5.75 32s 96.10/96.60
[09:03] [em-sov-ldn] cremieux_em: KARVIA 7 1/8 36s 99.00/99.75 2x2
[09:05] [em-sov-ldn] jlee_oakfield: what about the cds
[09:06] [em-sov-ldn] cremieux_em: KARVIA 5y 212/222 5x5
[09:06] [em-sov-ldn] cremieux_em: same in 10y 265/280
[09:08] [em-sov-ldn] jlee_oakfield: REPVAL 35s?
[09:09] [em-sov-ldn] cremieux_em: REPVAL 6.5 35s 93.375/93.875, 7.55/7.47 yld
[09:12] [em-sov-ldn] jlee_oakfield: I'd pay 93.50 for 3
[09:12] [em-sov-ldn] cremieux_em: sorry, can't go there
[09:13] [em-sov-ldn] jlee_oakfield: ok leave it
[09:20] [em-sov-ldn] cremieux_em: MARDOVA 8.875 30s 101.10 bid, no offer
[09:41] [em-sov-ldn] cremieux_em: KARVIA 5y now 210/220
"""
    body = "Transcript below.\n\n" + chat + "\nCamille Roux | Crémieux & Associés | +44 20 7946 0788\n"
    L.msg = mail(frm="Camille Roux <camille.roux@cremieux.fr>", to="Jin Lee <jlee@oakfield-am.com>",
                 subject="chat EM sov 23/11", date=date(23, 10, 2, 0),
                 msgid=msgid("chat-em-2311", "cremieux.fr"), text=body)
    c, g = "sovereign", "em_sovereign"
    L.q("KARVIA 5.75 2032", c, g, "price", 96.10, 96.60)
    L.q("KARVIA 7.125 2036", c, g, "price", 99.00, 99.75, MM(2), MM(2))
    L.q("KARVIA 5Y", "cds", "cds", "spread", 212, 222, MM(5), MM(5))
    L.q("KARVIA 10Y", "cds", "cds", "spread", 265, 280)
    L.q("REPVAL 6.5 2035", c, g, "price", 93.375, 93.875)
    L.q("REPVAL 6.5 2035", c, g, "yield", 7.55, 7.47)
    L.q("MARDOVA 8.875 2030", c, g, "price", 101.10, None)
    L.q("KARVIA 5Y", "cds", "cds", "spread", 210, 220)
    return L


def k_symphony_clo_txt():
    L = Layout("symphony-clo-talk-colour-attached-txt", "chat", "brackenridge")
    chat = """Symphony - room "CLO Secondary" - export 23 Nov 2026 15:05
Greg Holt (Brackenridge) 10:02:11: CLO BWIC talk for 2pm:
Greg Holt (Brackenridge) 10:02:30: ATHNA 2021-3A D 3mm orig, talk 95-95.75
Greg Holt (Brackenridge) 10:02:41: HLCYN 2019-2A E talk 87/88.5
Nina Park (Northbridge) 10:10:05: we have OCTV 2022-1A E px talk 88.5-89.5
Chris Vale (Oakfield AM) 10:11:00: thx, will bid
Nina Park (Northbridge) 11:00:00: also FNCL 5.5 Dec 99-24+/99-25+
Chris Vale (Oakfield AM) 13:50:12: bids in
Greg Holt (Brackenridge) 14:35:12: colour: ATHNA 21-3A D covered 95.52
Greg Holt (Brackenridge) 14:35:20: HLCYN 19-2A E cvr 88.05
Greg Holt (Brackenridge) 14:36:02: thanks for the bids everyone
"""
    body = """Symphony export attached (CLO room, today).

Greg Holt | Brackenridge & Co. | +1 212 555 0190
"""
    L.msg = mail(frm="Greg Holt <greg.holt@brackenridge.com>", to="securitized@brackenridge.com",
                 subject="CLO room export 11/23", date=date(23, 20, 6, 0),
                 msgid=msgid("clo-room-export-1123", "brackenridge.com"), text=body,
                 attachments=[("symphony_clo_secondary_20261123.txt", "text/plain", chat)])
    c = g = "structured"
    L.q("ATHNA 2021-3A D", c, g, "talk", 95, 95.75, MM(3), MM(3), dealer="brackenridge")
    L.q("HLCYN 2019-2A E", c, g, "talk", 87, 88.5, dealer="brackenridge")
    L.q("OCTV 2022-1A E", c, g, "talk", 88.5, 89.5, dealer="northbridge")
    L.q("FNCL 5.5 DEC", c, g, "price", t32("99-24+"), t32("99-25+"), dealer="northbridge")
    L.q("ATHNA 21-3A D", c, g, "cover", 95.52, 95.52, dealer="brackenridge")
    L.q("HLCYN 19-2A E", c, g, "cover", 88.05, 88.05, dealer="brackenridge")
    return L


def k_ib_muni_frn_txt():
    L = Layout("ib-muni-yields-and-frn-dm-attached-txt", "chat", "pinecrest")
    fhlb = CUSIP("3130B2KE")
    bkr = ISIN("US", CUSIP("06652KBG"))
    chat = f"""[10:15] [muni-flow] pinecrest_muni: morning. offering 500k TAMARACK GO 5s 3/1/36 @ 3.20 yld
[10:16] [muni-flow] pinecrest_muni: HARBOR CITY WTR 4s 2/15/40 3.95/3.87 yld, 1mm
[10:20] [muni-flow] abrooks_lakeview: bid for LOS ROBLES 5s 8/1/34?
[10:21] [muni-flow] pinecrest_muni: LOS ROBLES USD 5s 8/1/34 114.22 bid (2.95 yld)
[10:40] [muni-flow] pinecrest_muni: floaters: FHLB SOFR FRN 2/26/27 {fhlb} DM 6/4, 25x25
[10:41] [muni-flow] pinecrest_muni: BKRDG SOFR+95 FRN 9/14/29 {bkr} DM 101/96
[10:45] [muni-flow] abrooks_lakeview: lifted the HARBOR CITY 1mm
[10:46] [muni-flow] pinecrest_muni: done, 1mm HARBOR CITY 4s @ 3.87
"""
    body = """Chat log attached.

Dana Whitfield | Pinecrest Securities | 312-555-0166
"""
    L.msg = mail(frm="Dana Whitfield <dwhitfield@pinecrest.com>", to="Amy Brooks <abrooks@lakeview-inv.com>",
                 subject="chat log 11/23", date=date(23, 17, 0, 0),
                 msgid=msgid("muni-chatlog-1123", "pinecrest.com"), text=body,
                 attachments=[("muni-flow_2026-11-23.txt", "text/plain", chat)])
    L.q("TAMARACK GO 5 2036-03-01", "muni", "muni", "yield", None, 3.20, None, K(500))
    L.q("HARBOR CITY WTR 4 2040-02-15", "muni", "muni", "yield", 3.95, 3.87, MM(1), MM(1))
    L.q("LOS ROBLES USD 5 2034-08-01", "muni", "muni", "price", 114.22, None)
    L.q("LOS ROBLES USD 5 2034-08-01", "muni", "muni", "yield", 2.95, None)
    L.q(fhlb, "agency", "frn", "dm", 6, 4, MM(25), MM(25))
    L.q(bkr, "corporate", "frn", "dm", 101, 96)
    return L


def k_ib_converts():
    L = Layout("ib-converts-and-pfds", "chat", "marlow")
    chat = """[08:30] [cb-desk] marlow_cb: morning. CB levels
[08:30] [cb-desk] marlow_cb: VNTX 0 12/01/28 CV 88.75/89.50
[08:31] [cb-desk] marlow_cb: ALDRN 2.25 6/15/29 CV 104.5/105.25 1x1
[08:33] [cb-desk] tgrant_harbourview: HLMR?
[08:34] [cb-desk] marlow_cb: HLMR 1.125 3/1/29 CV 97.5 bid only, ref 41.20
[08:40] [cb-desk] marlow_cb: pfds: BKRDG 5.85 PFD SER K 24.05/24.20
[08:41] [cb-desk] marlow_cb: ORSN 6.375 PFD SER A 25.00-25.10
[08:50] [cb-desk] tgrant_harbourview: will come back, ty
"""
    body = "Tom, our chat from this morning:\n\n" + chat + "\nHannah Cole | Marlow Partners | +44 20 7946 0911\n"
    L.msg = mail(frm="Hannah Cole <hannah.cole@desk.marlow.co.uk>", to="Tom Grant <tgrant@harbourview.co.uk>",
                 subject="CB chat 23/11", date=date(23, 9, 5, 0),
                 msgid=msgid("cbchat-2311", "marlow.co.uk"), text=body)
    g = "convert_preferred"
    L.q("VNTX 0 2028-12-01 CV", "convertible", g, "price", 88.75, 89.50)
    L.q("ALDRN 2.25 2029-06-15 CV", "convertible", g, "price", 104.5, 105.25, MM(1), MM(1))
    L.q("HLMR 1.125 2029-03-01 CV", "convertible", g, "price", 97.5, None)
    L.q("BKRDG 5.85 PFD SER K", "preferred", g, "price", 24.05, 24.20)
    L.q("ORSN 6.375 PFD SER A", "preferred", g, "price", 25.00, 25.10)
    return L


def k_symphony_chatter_no_quotes():
    L = Layout("symphony-desk-chatter-no-quotes", "chat", "lindqvist")
    chat = """Johan Berg (Lindqvist) 07:45:02: morning team
Ingrid Sandberg (Lindqvist) 07:45:30: morning! coffee at 8?
Johan Berg (Lindqvist) 07:46:11: yes. also reminder: desk dinner Thu 26/11 19:00, table for 12
Ingrid Sandberg (Lindqvist) 07:50:40: Riksbank minutes at 09:30, CPI tomorrow 08:00 cons 2.1% y/y
Johan Berg (Lindqvist) 08:02:15: SGB 32s closed 2.04% yesterday fyi, 10bp off the low
Ingrid Sandberg (Lindqvist) 08:03:01: ok. call me on +46 8 555 012 40 if the client rings
Johan Berg (Lindqvist) 08:03:30: +1
"""
    body = "Saving the desk room for the record.\n\n" + chat + "\nJohan Berg | Lindqvist Fondkommission AB\n"
    L.msg = mail(frm="Johan Berg <johan.berg@lindqvist.se>", to="fi-desk@lindqvist.se",
                 subject="desk room 23/11", date=date(23, 7, 10, 0, "+0000"),
                 msgid=msgid("deskroom-2311", "lindqvist.se"), text=body)
    return L


LAYOUTS = [k_ib_cds_same_in_10y, k_symphony_hy_multi_dealer, k_ib_ust_attached_txt, k_symphony_loans_html,
           k_ib_em_sov_cds, k_symphony_clo_txt, k_ib_muni_frn_txt, k_ib_converts, k_symphony_chatter_no_quotes]
