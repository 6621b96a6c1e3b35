"""Chat transcripts (8 layouts, 4 pairs): WhatsApp and Zoom exports as .txt, Slack and Bloomberg
transcripts pasted into the body."""

from __future__ import annotations

from common import Attachment, cusip, isin, mk, q

DATE = "Mon, 30 Nov 2026 17:20:00 -0500"


def txt(name, text, crlf=False):
    data = text.replace("\n", "\r\n") if crlf else text
    return Attachment(name, data.encode("utf-8"), "text/plain", "txt")


def wa(lines):
    """WhatsApp export: '30/11/2026, 08:02 - Name: message'."""
    return "\n".join(f"30/11/2026, {t} - {who}: {msg}" for t, who, msg in lines) + "\n"


def zoom(lines):
    return "\n".join(f"{t} From  {who}  to  Everyone:\n\t{msg}" for t, who, msg in lines) + "\n"


def slack(blocks):
    out = []
    for who, t, msgs in blocks:
        out.append(f"{who}  {t}")
        out.extend(msgs)
    return "\n".join(out)


def bbg(title, parts, lines):
    head = [f"Conversation: {title}", "Exported: 30-Nov-2026 17:02:11 EST", "Participants:"]
    head += [f"  {p}" for p in parts]
    head.append("")
    return "\n".join(head + [f"{t} {who}: {msg}" for t, who, msg in lines]) + "\n"


# ---------------------------------------------------------------- cds + ig


def vellacott_whatsapp_cds():
    v, c = "Ros Pennick (Vellacott)", "Amir Haddad"
    lines = [
        ("08:02", v, "morning. cdx ig 45 5y 51.75/52.25 100x100"),
        ("08:02", v, "same in 10y 83.5/84.5"),
        ("08:03", c, "thx. where's PARRACOMBE 5y?"),
        ("08:05", v, "PARRACOMBE SNR 5Y 97/103 10x10"),
        ("08:05", v, "BOLVENTOR 5y 146/154 5x5"),
        ("08:06", v, "BOLVENTOR 5y 164/172, not 146/154, sorry"),
        ("08:09", c, "and cash? PARRACOMBE 5.15 32s"),
        ("08:11", v, "PARRACOMBE 5.15 6/15/32 +118/+113 2x2, px 100.62/100.90"),
        ("08:12", c, "\U0001F44D"),
        ("08:14", v, "<Media omitted>"),
        ("08:15", v, "TREVONE 4.9 3/1/31 offer +89 3mm"),
        ("08:20", c, "could you do +87 on TREVONE?"),
    ]
    d = "vellacott"
    gold = (q("CDX IG 45 5Y", "cds", d, size="100x100", spread=("51.75", "52.25"))
            + q("CDX IG 45 10Y", "cds", d, spread=("83.5", "84.5"))
            + q("PARRACOMBE SNR 5Y", "cds", d, size="10x10", spread=("97", "103"))
            + q("BOLVENTOR 5Y", "cds", d, spread=("164", "172"))
            + q("PARRACOMBE 5.15 2032-06-15", "ig", d, size="2x2", spread=("+118", "+113"), price=("100.62", "100.90"))
            + q("TREVONE 4.9 2031-03-01", "ig", d, size=(None, 3e6), spread=(None, "+89")))
    return mk("vellacott-whatsapp-cds", "chat", gold, sender="Amir Haddad <amir.haddad@tennantbrook-am.com>",
              to="credit-desk@tennantbrook-am.com", subject="FW: chat w/ Vellacott this am", date=DATE,
              text="Export of this morning's WhatsApp with Vellacott, for the record.\n\nAmir\n",
              attachments=[txt("WhatsApp Chat with Ros Pennick (Vellacott).txt", wa(lines))])


def ashdale_slack_cds():
    m = "Maeve Odell [ASHDALE]"
    blocks = [
        (m, "9:02 AM", ["itrx main 44 5y 54.25 / 54.75  100mm", "same in 10y 86.5/87.5"]),
        ("Karim Lutz", "9:03 AM", ["xover?"]),
        (m, "9:04 AM", ["itrx xover 44 5y 271/273 25mm", "LOIRAC SA SUB 5Y 205/215 5x5", "pls ignore that, wrong line",
                        "LOIRAC SA SNR 5Y 118/124 5x5"]),
        ("Karim Lutz", "9:06 AM", ["LOIRAC cash?"]),
        (m, "9:07 AM", ["LOIRAC 3.75 03/15/30 MS+96/+90 2mm", "LOIRAC 4.5 03/15/34 MS+131/+125 2mm",
                        "mid on the 30s was +94 yday fwiw"]),
    ]
    d = "ashdale"
    gold = (q("ITRX MAIN 44 5Y", "cds", d, size="100mm", spread=("54.25", "54.75"))
            + q("ITRX MAIN 44 10Y", "cds", d, spread=("86.5", "87.5"))
            + q("ITRX XOVER 44 5Y", "cds", d, size="25mm", spread=("271", "273"))
            + q("LOIRAC SA SNR 5Y", "cds", d, size="5x5", spread=("118", "124"))
            + q("LOIRAC 3.75 2030-03-15", "ig", d, size="2mm", i_spread=("+96", "+90"))
            + q("LOIRAC 4.5 2034-03-15", "ig", d, size="2mm", i_spread=("+131", "+125")))
    text = "Pasting our Slack thread with Ashdale below.\n\n" + slack(blocks) + "\n\n-- Karim\n"
    return mk("ashdale-slack-cds", "chat", gold, sender="Karim Lutz <klutz@perrowfield-im.com>",
              to="trading@perrowfield-im.com", subject="Ashdale slack - eur cds", date=DATE, text=text)


# ---------------------------------------------------------------- hy + loan + convert_preferred


def hartshorn_zoom_hy_loans():
    p, c = "Priya Venn (Hartshorn)", "Mark Ewart"
    lines = [
        ("08:31:02", p, "CALDBECK 7.25 04/01/31  101 1/4 - 101 3/4  2mm"),
        ("08:31:40", p, "DUNSOP 9 11/15/29 bid 96.5 for 1mm"),
        ("08:32:15", c, "DUNSOP offer?"),
        ("08:33:01", p, "no offer, axed buyer"),
        ("08:34:10", p, "loans: FELLSIDE MEDICAL TLB S+375 2/31 97.25/97.75   KENTMERE TL S+450 8/30 91/92"),
        ("08:35:00", p, "ULPHA TECH 0.75 09/15/30 CV 112.5/113.25 (ref 54.10)"),
        ("08:35:20", p, "SEATOLLER UTIL 6.5% PFD 25.10/25.30"),
        ("08:36:30", p, "KENTMERE px might be stale, let me double check"),
    ]
    d = "hartshorn"
    gold = (q("CALDBECK 7.25 2031-04-01", "hy", d, size="2mm", price=("101 1/4", "101 3/4"))
            + q("DUNSOP 9 2029-11-15", "hy", d, size=(1e6, None), price=("96.5", None))
            + q("FELLSIDE MEDICAL TLB S+375 2/31", "loan", d, price=("97.25", "97.75"))
            + q("KENTMERE TL S+450 8/30", "loan", d, price=("91", "92"), review=("price",))
            + q("ULPHA TECH 0.75 2030-09-15 CV", "convert", d, price=("112.5", "113.25"))
            + q("SEATOLLER UTIL 6.5% PFD", "preferred", d, price=("25.10", "25.30")))
    return mk("hartshorn-zoom-hy-loans", "chat", gold, sender="Mark Ewart <mewart@oldcastle-cap.com>",
              to="pm-team@oldcastle-cap.com", subject="Zoom chat - Hartshorn levels", date=DATE,
              text="Chat saved from the Hartshorn call this morning.\n",
              attachments=[txt("meeting_saved_chat.txt", zoom(lines), crlf=True)])


def granby_ib_transcript_hy():
    parts = ["LUCA MORETTI, GRANBY CAPITAL (GRANBY)", "SANDRA OYELARAN, ELMHURST AM (CLIENT)"]
    g, c = "LUCA MORETTI", "SANDRA OYELARAN"
    lines = [
        ("08:14:03", g, "HY axes: WINSCALE 6 7/8 05/31 102 - 102 5/8, 3mm"),
        ("08:14:40", g, "BORROWDALE 8.375 01/15/30 offer 99 1/2, 2mm"),
        ("08:15:02", c, "WINSCALE 101 3/4?"),
        ("08:15:30", g, "can't, 102 is best"),
        ("08:16:10", g, "loans - GRISEDALE FOODS TLB S+325 06/31 99 1/8 - 99 5/8 / STONETHWAITE TLB E+400 11/29 93-94"),
        ("08:17:00", g, "STONETHWAITE not 93-94, it's 95-96 sorry"),
        ("08:18:45", g, "CV: MOSEDALE 1.25 03/01/31 CV 96.75/97.5, 1mm"),
        ("08:19:10", g, "pfd: NEWLANDS BK 7% PFD bid 25.45"),
    ]
    d = "granby"
    gold = (q("WINSCALE 6.875 2031-05", "hy", d, size="3mm", price=("102", "102 5/8"))
            + q("BORROWDALE 8.375 2030-01-15", "hy", d, size=(None, 2e6), price=(None, "99 1/2"))
            + q("GRISEDALE FOODS TLB S+325 06/31", "loan", d, price=("99 1/8", "99 5/8"))
            + q("STONETHWAITE TLB E+400 11/29", "loan", d, price=("95", "96"))
            + q("MOSEDALE 1.25 2031-03-01 CV", "convert", d, size="1mm", price=("96.75", "97.5"))
            + q("NEWLANDS BK 7% PFD", "preferred", d, price=("25.45", None)))
    text = "Transcript below.\n\n" + bbg("GRANBY HY / LOANS", parts, lines) + "\nSandra\n"
    return mk("granby-ib-transcript-hy", "chat", gold, sender="Sandra Oyelaran <soyelaran@elmhurst-am.com>",
              to="hy-team@elmhurst-am.com", subject="Granby chat transcript", date=DATE, text=text)


# ---------------------------------------------------------------- government + agency + muni


def mynott_slack_rates():
    m = "Ben Ashworth [MYNOTT]"
    blocks = [
        (m, "10:41 AM", ["2s  T 3 1/2 11/30/27  99-30+ / 99-31  100x100", "10s T 4 1/4 11/15/35 101-09 / 101-09+ 50x50",
                         "30s T 4 3/4 11/15/55 100-03 / 100-05 25x25"]),
        ("Hana Kwiatek", "10:42 AM", ["agy?"]),
        (m, "10:44 AM", ["FHLB 4 1/8 12/27  T+8/T+5 and FFCB 4 3/8 06/31 T+19/T+15, 10mm each"]),
        (m, "10:46 AM", ["munis: NJ TPK 5s 01/01/43 3.95/3.89 yld 1mm", "LA DWP 5s 07/01/50 offered 4.18% 2mm"]),
        ("Hana Kwiatek", "10:47 AM", [":+1:"]),
    ]
    d = "mynott"
    gold = (q("T 3.5 2027-11-30", "government", d, size="100x100", price=("99-30+", "99-31"))
            + q("T 4.25 2035-11-15", "government", d, size="50x50", price=("101-09", "101-09+"))
            + q("T 4.75 2055-11-15", "government", d, size="25x25", price=("100-03", "100-05"))
            + q("FHLB 4.125 2027-12", "agency", d, size="10mm", spread=("8", "5"))
            + q("FFCB 4.375 2031-06", "agency", d, size="10mm", spread=("19", "15"))
            + q("NJ TPK 5 2043-01-01", "muni", d, size="1mm", yield_=("3.95", "3.89"))
            + q("LA DWP 5 2050-07-01", "muni", d, size=(None, 2e6), yield_=(None, "4.18%")))
    text = "fyi - slack with Mynott\n\n" + slack(blocks) + "\n"
    return mk("mynott-slack-rates", "chat", gold, sender="Hana Kwiatek <hkwiatek@brackenholt-am.com>",
              to="rates@brackenholt-am.com", subject="mynott slack", date=DATE, text=text)


def pelham_whatsapp_rates():
    p, c = "Giles Brereton (Pelham)", "Zofia Marsh"
    lines = [
        ("10:02", p, "UKT 4 1/4 07-Jun-2032 99.85/99.90, UKT 4 1/2 07-Sep-2034 100.63/100.69, 25mm each"),
        ("10:03", p, "DBR 2.6 08/15/35 yld 2.671/2.665 50mm"),
        ("10:05", c, "and SSA?"),
        ("10:06", p, "KFW 4 3/8 02/28/34 ms+28/+25 25mm"),
        ("10:06", p, "EIB 3 1/8 06/15/32 ms+9/+6 25mm"),
        ("10:09", p, "muni bids: MD ST GO 5s 08/01/36 bid 3.12% 1mm, DC WTR 5s 10/01/49 bid 4.05% 500k"),
        ("10:10", p, "DBR yld may be stale, screens just moved, will refresh"),
    ]
    d = "pelham"
    gold = (q("UKT 4.25 2032-06-07", "government", d, size="25mm", price=("99.85", "99.90"))
            + q("UKT 4.5 2034-09-07", "government", d, size="25mm", price=("100.63", "100.69"))
            + q("DBR 2.6 2035-08-15", "government", d, size="50mm", yield_=("2.671", "2.665"), review=("yield",))
            + q("KFW 4.375 2034-02-28", "agency", d, size="25mm", i_spread=("+28", "+25"))
            + q("EIB 3.125 2032-06-15", "agency", d, size="25mm", i_spread=("+9", "+6"))
            + q("MD ST GO 5 2036-08-01", "muni", d, size=(1e6, None), yield_=("3.12%", None))
            + q("DC WTR 5 2049-10-01", "muni", d, size=(5e5, None), yield_=("4.05%", None)))
    return mk("pelham-whatsapp-rates", "chat", gold, sender="Zofia Marsh <zmarsh@ingleborough-am.co.uk>",
              to="rates@ingleborough-am.co.uk", subject="WhatsApp w/ Pelham", date=DATE.replace("-0500", "+0000"),
              text="Chat export attached.\n",
              attachments=[txt("WhatsApp Chat with Giles Brereton (Pelham).txt", wa(lines))])


# ---------------------------------------------------------------- structured + em + frn


def tarrant_ib_transcript_struct():
    parts = ["OLU ADEBAYO, TARRANT MARKETS (TARRANT)", "CHLOE BRANDT, WESTERDALE IM (CLIENT)"]
    t, c = "OLU ADEBAYO", "CHLOE BRANDT"
    clo = cusip("87341LAC")
    em = isin("XS", "22904KQ51")
    frn = isin("XS", "30218MF37")
    lines = [
        ("09:01:12", t, f"CLO: HARTLEY PARK CLO 7 B {clo} DM 178/170 px 100.05/100.22 3mm"),
        ("09:02:30", c, "ok. C?"),
        ("09:03:05", t, "HARTLEY PARK CLO 7 C DM 235/222 2mm"),
        ("09:05:00", t, f"EM: {em} (SRILAN 7.85 03/14/29) 96.40/97.10 2mm"),
        ("09:05:30", t, "GHANA 5 07/03/35 offer 78.75 1mm"),
        ("09:07:10", t, f"FRN: {frn} TARNBECK BANK FRN 2028 DM 88/82 5mm"),
        ("09:08:00", t, "checking the GHANA offer, not sure it's still there"),
    ]
    d = "tarrant"
    gold = (q(clo, "structured", d, size="3mm", dm=("178", "170"), price=("100.05", "100.22"))
            + q("HARTLEY PARK CLO 7 C", "structured", d, size="2mm", dm=("235", "222"))
            + q(em, "em_sovereign", d, size="2mm", price=("96.40", "97.10"))
            + q("GHANA 5 2035-07-03", "em_sovereign", d, size=(None, 1e6), price=(None, "78.75"), review=("price",))
            + q(frn, "frn", d, size="5mm", dm=("88", "82")))
    text = "see below\n\n" + bbg("TARRANT / WESTERDALE", parts, lines) + "\nChloe\n"
    return mk("tarrant-ib-transcript-struct", "chat", gold, sender="Chloe Brandt <cbrandt@westerdale-im.com>",
              to="desk@westerdale-im.com", subject="Tarrant transcript", date=DATE, text=text)


def keld_zoom_struct():
    k, c = "Ayo Bankole (Keldgate)", "Nina Forsyth"
    abs_ = isin("XS", "31440HA92")
    lines = [
        ("14:10:05", k, f"ABS bid list: {abs_} WENSLEY AUTO 2025-2 A bid I+42 / 100.04 10mm"),
        ("14:10:45", k, "RMBS: LANGSTROTH 2024-1 A  I+58/I+53  7mm"),
        ("14:11:30", c, "EM?"),
        ("14:12:02", k, "NIGERI 8.375 03/24/29 101.85/102.45 2mm   ANGOL 8.75 04/14/32 94.10/94.90 1mm"),
        ("14:13:10", k, "FRN: CARPLEY BS SONIA+105 2029 DM 108/101 3mm"),
        ("14:13:40", k, "sorry CARPLEY BS SONIA+105 2029 DM 110/103, not 108/101"),
    ]
    d = "keldgate"
    gold = (q(abs_, "structured", d, size=(10e6, None), i_spread=("42", None), price=("100.04", None))
            + q("LANGSTROTH 2024-1 A", "structured", d, size="7mm", i_spread=("58", "53"))
            + q("NIGERI 8.375 2029-03-24", "em_sovereign", d, size="2mm", price=("101.85", "102.45"))
            + q("ANGOL 8.75 2032-04-14", "em_sovereign", d, size="1mm", price=("94.10", "94.90"))
            + q("CARPLEY BS SONIA+105 2029", "frn", d, dm=("110", "103")))
    return mk("keld-zoom-struct", "chat", gold, sender="Nina Forsyth <nforsyth@greyrigg-am.com>",
              to="desk@greyrigg-am.com", subject="Keldgate chat (Zoom)", date=DATE,
              text="Saved Zoom chat from the Keldgate catch-up attached.\n",
              attachments=[txt("Keldgate_zoom_chat.txt", zoom(lines), crlf=True)])


LAYOUTS = [
    vellacott_whatsapp_cds, ashdale_slack_cds,
    hartshorn_zoom_hy_loans, granby_ib_transcript_hy,
    mynott_slack_rates, pelham_whatsapp_rates,
    tarrant_ib_transcript_struct, keld_zoom_struct,
]
