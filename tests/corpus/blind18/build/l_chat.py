"""Chat transcripts: four pairs (IG / CDS, HY / loans / converts, rates / agencies / EM, securitised / munis / FRNs).

Each half holds a Bloomberg IB, a Symphony, an ICE / Teams style or persistent-chat log, and a chat pasted in a
reply mail under quoted text; a pair covers the same groups in two of those styles.
"""

from __future__ import annotations

from common import TXT, Attachment, bkey, date, mk, q, uc, ui, ylds

# ---------------------------------------------------------------- 17 / 18: IG and CDS


def c17_ardgowan_bbg_ib():
    a, b = "ardgowan", "balnagown"
    log = """----- Instant Bloomberg: Persistent Chat "HAREFIELD IM / CREDIT" -----
24/11/2027 07:38:05.112  HPRIOR4 (Hugo Prior, Harefield IM) has joined the room
24/11/2027 07:38:40.870  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities):  morning Hugo
24/11/2027 07:39:02.431  HPRIOR4 (Hugo Prior, Harefield IM):  morning. looking at TORRIDON ENERGY 5 1/2 05/33 - where would you sell 5mm? and the CDS pls
24/11/2027 07:39:15.006  MFAIRLEY (Morag Fairley, Balnagown Capital) has joined the room
24/11/2027 07:40:11.954  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities):  TORRIDON ENERGY 5 1/2 05/33 I'm +138 offered 5mm, px 100.62
24/11/2027 07:40:49.300  MFAIRLEY (Morag Fairley, Balnagown Capital):  TORRIDON 5 1/2 05/33: we pay +146 on 5mm, +141 offered 2mm
24/11/2027 07:41:30.018  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities):  TORRIDON SNR 5Y 97/102 10x10
24/11/2027 07:41:33.775  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities):  same in 7y 118/124
24/11/2027 07:42:10.540  HPRIOR4 (Hugo Prior, Harefield IM):  thx. and the index?
24/11/2027 07:42:26.118  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities):  CDX IG 43 5Y 52.25/52.75 100x100
24/11/2027 07:42:58.909  MFAIRLEY (Morag Fairley, Balnagown Capital):  ITRX MAIN 42 5Y 55.5/56 25x25 - may be stale, screens frozen here
24/11/2027 07:43:40.223  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities):  CDX 52.5/53, not 52.25/52.75, sorry - fat finger
24/11/2027 07:45:12.640  HPRIOR4 (Hugo Prior, Harefield IM):  also bid wanted QUINAG TELECOM 4.9 04/32, 3mm - client has them at +109?
24/11/2027 07:46:01.002  MFAIRLEY (Morag Fairley, Balnagown Capital):  QUINAG TELECOM 4.9 04/32 can pay +112 for 3mm
24/11/2027 07:46:44.551  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities):  QUINAG TELECOM 4.9 04/32 +110/+104 3x3 (px 100.21/100.58)
24/11/2027 07:47:20.019  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities):  gotta run to the morning meeting - Ewan covers
24/11/2027 07:47:22.100  ISTRUTHERS3 (Iain Struthers, Ardgowan Securities) has left the room
24/11/2027 07:52:09.442  MFAIRLEY (Morag Fairley, Balnagown Capital):  STOER FOODS SNR 5Y 64/69 5x5, chg -1.5 on the day
24/11/2027 07:52:40.007  MFAIRLEY (Morag Fairley, Balnagown Capital):  and 10y 88/95
----- end of history -----"""
    gold = []
    gold += q(bkey("TORRIDON ENERGY", 5.5, "2033-05"), "ig", a, size=(None, 5_000_000), spread=(None, "138"), price=(None, "100.62"))
    gold += q(bkey("TORRIDON", 5.5, "2033-05"), "ig", b, size=(5_000_000, 2_000_000), spread=("146", "141"))
    gold += q("TORRIDON SNR 5Y", "cds", a, size="10x10", spread=("97", "102"))
    gold += q("TORRIDON SNR 7Y", "cds", a, spread=("118", "124"))
    gold += q("CDX IG 43 5Y", "cds", a, size="100x100", spread=("52.5", "53"))
    gold += q("ITRX MAIN 42 5Y", "cds", b, size="25x25", review=("spread",), spread=("55.5", "56"))
    gold += q(bkey("QUINAG TELECOM", 4.9, "2032-04"), "ig", b, size=(3_000_000, None), spread=("112", None))
    gold += q(bkey("QUINAG TELECOM", 4.9, "2032-04"), "ig", a, size="3x3", spread=("110", "104"), price=("100.21", "100.58"))
    gold += q("STOER FOODS SNR 5Y", "cds", b, size="5x5", spread=("64", "69"))
    gold += q("STOER FOODS SNR 10Y", "cds", b, spread=("88", "95"))
    text = ("Sending the IB history from this morning for the file - TORRIDON decision at 11.\n\n" + log +
            "\n\nHugo Prior\nHarefield Investment Management | Credit PM\n+44 20 7946 0561\n")
    return mk("ardgowan-bbg-ib-ig-cds", "chat", gold, sender="Hugo Prior <hprior@harefield-im.co.uk>", to="credit-team@harefield-im.co.uk",
              subject="FW: IB history - TORRIDON / CDX", date=date("08:10:44", "+0000", day=24), text=text, note="chat:bloomberg")


def c18_corsham_symphony():
    a, b = "corsham", "egleton"
    log = """Symphony  |  Room: Egleton / Corsham / Wendover AM - IG & CDS
----------------------------------------------------------------
Mon Nov 29 2027

  Wendover AM (Priya Das)                                   8:02 AM
      hi both - need levels in ALNMOUTH CHEMICALS 5.2 2035 and the 5y CDS

  Corsham Securities (Ed Vane)                              8:03 AM
      ALNMOUTH CHEMICALS 5.2 2035  +151 / +145   2x2
      CDS: ALNMOUTH SNR 5Y  102 / 108

  Egleton Markets (Suki Hart)                               8:04 AM
      ALNMOUTH 5.2 2035 we'd pay +153 for 5mm
      ALNMOUTH SNR 5Y: I'm 105 offered, 5mm

  Corsham Securities (Ed Vane)                              8:06 AM
      pls ignore that, wrong line
      ALNMOUTH SNR 5Y 101 / 106   5x5
      and 7y 128 / 135

  Wendover AM (Priya Das)                                   8:07 AM
      your bid on the bond is 151?

  Corsham Securities (Ed Vane)                              8:07 AM
      yes, +151 bid

  Egleton Markets (Suki Hart)                               8:11 AM
      CDX HY 43 5Y  106.125 / 106.375   in px
      ITRX XOVER 42 5Y  289 / 293  10x10
      (xover is from last night's close, haven't looked yet this morning)"""
    gold = []
    gold += q(bkey("ALNMOUTH CHEMICALS", 5.2, "2035"), "ig", a, size="2x2", spread=("151", "145"))
    gold += q(bkey("ALNMOUTH", 5.2, "2035"), "ig", b, size=(5_000_000, None), spread=("153", None))
    gold += q("ALNMOUTH SNR 5Y", "cds", a, size="5x5", spread=("101", "106"))
    gold += q("ALNMOUTH SNR 5Y", "cds", b, size=(None, 5_000_000), spread=(None, "105"))
    gold += q("CDX HY 43 5Y", "cds", b, price=("106.125", "106.375"))
    gold += q("ITRX XOVER 42 5Y", "cds", b, size="10x10", review=("spread",), spread=("289", "293"))
    gold.insert(4, q("ALNMOUTH SNR 7Y", "cds", a, spread=("128", "135"))[0])
    att = Attachment("symphony_conversation_29Nov.txt", log.encode() + b"\n", TXT, "txt")
    text = "FYI - Symphony export attached, ALNMOUTH levels from the street.\n\nPriya\nWendover Asset Management\n"
    return mk("corsham-symphony-ig-cds", "chat", gold, sender="Priya Das <pdas@wendover-am.com>", to="pm-desk@wendover-am.com",
              subject="ALNMOUTH - street levels", date=date("08:20:31", day=29), text=text, attachments=[att], note="chat:symphony")


# ---------------------------------------------------------------- 19 / 20: HY, loans, converts


def c19_farleton_symphony():
    a, b = "farleton", "nettlecombe"
    log = """Symphony - chat export
Room: HY/LEVFIN - Ousby Capital
Exported: 26 Nov 2027 10:15 ET

[Farleton Securities] Kit Ambrose · Nov 26, 2027, 9:02 AM
    morning, short day. HY first, 2x2 unless shown
    KIRKBY MINERALS 7 3/8 09/30  97 1/2 - 98 1/8
    LOWESWATER MEDIA 8 1/2 03/31  101 1/4 - 101 7/8  1x1

[Ousby Capital] Fran Leckie · Nov 26, 2027, 9:04 AM
    where would you buy LANGDALE RETAIL 6 1/4 06/29?

[Farleton Securities] Kit Ambrose · Nov 26, 2027, 9:05 AM
    LANGDALE RETAIL 6 1/4 06/29 I'd pay 94 3/4 for 2mm

[Nettlecombe & Co] Alun Rhys · Nov 26, 2027, 9:05 AM
    joined the room

[Nettlecombe & Co] Alun Rhys · Nov 26, 2027, 9:06 AM
    we're 94 7/8 - 95 1/2 in LANGDALE RETAIL 6 1/4 06/29, 1x1
    loans: ASHNESS HEALTH TLB S+375 05/31  98 1/8 - 98 5/8  5mm
    GLARAMARA SOFTWARE TL S+450 11/30  96 - 96 3/4  2mm

[Ousby Capital] Fran Leckie · Nov 26, 2027, 9:08 AM
    cv? CATBELLS SOFTWARE 0.75 '30 CV - can you do 104?

[Nettlecombe & Co] Alun Rhys · Nov 26, 2027, 9:10 AM
    CATBELLS SOFTWARE 0.75 '30 CV  104 1/2 - 105 1/2 (prem 32, delta .55)  2x2
    ASHNESS 98 - 98 1/2, not 98 1/8 - 98 5/8, sorry - was looking at the add-on

[Farleton Securities] Kit Ambrose · Nov 26, 2027, 9:12 AM
    HELVELLYN AIRLINES 6.85% PFD  $24.40 / $24.65
    off for turkey leftovers, back Monday"""
    gold = []
    gold += q(bkey("KIRKBY MINERALS", 7.375, "2030-09"), "hy", a, size="2x2", price=("97 1/2", "98 1/8"))
    gold += q(bkey("LOWESWATER MEDIA", 8.5, "2031-03"), "hy", a, size="1x1", price=("101 1/4", "101 7/8"))
    gold += q(bkey("LANGDALE RETAIL", 6.25, "2029-06"), "hy", a, size=(2_000_000, None), price=("94 3/4", None))
    gold += q(bkey("LANGDALE RETAIL", 6.25, "2029-06"), "hy", b, size="1x1", price=("94 7/8", "95 1/2"))
    gold += q("ASHNESS HEALTH TLB S+375 05/31", "loan", b, size="5MM", price=("98", "98 1/2"))
    gold += q("GLARAMARA SOFTWARE TL S+450 11/30", "loan", b, size="2MM", price=("96", "96 3/4"))
    gold += q(bkey("CATBELLS SOFTWARE", 0.75, "2030", "CV"), "convert", b, size="2x2", price=("104 1/2", "105 1/2"))
    gold += q("HELVELLYN AIRLINES 6.85% PFD", "preferred", a, price=("24.40", "24.65"))
    att = Attachment("Symphony_HY_LEVFIN_2027-11-26.txt", log.encode() + b"\n", TXT, "txt")
    text = "Chat export from this morning attached (Symphony).\n\nFran\n\nFran Leckie | Ousby Capital | +1 646 555 0139\n"
    return mk("farleton-symphony-hy-loan-cv", "chat", gold, sender="Fran Leckie <fleckie@ousbycap.com>", to="levfin@ousbycap.com",
              subject="symphony export - HY / loans / cv", date=date("10:16:02", day=26), text=text, attachments=[att], enc="qp",
              note="chat:symphony")


def c20_rushbury_bbg():
    a, b = "rushbury", "pitchford"
    log = """Bloomberg IB  >  LEVFIN FLOW (persistent)   -   30 Nov 2027
<09:31> *** Dinah Kerr (Pitchford Capital Markets) entered
<09:31> Dinah Kerr (Pitchford Capital Markets): gm all
<09:32> Owen Lacey (Rushbury & Co): HY, px, 1x1 unless shown:
<09:32> Owen Lacey (Rushbury & Co): SCAFELL PACKAGING 6 5/8 01/31  98 1/4 / 98 7/8
<09:32> Owen Lacey (Rushbury & Co): BORROWDALE HOTELS 9 3/4 10/29  103 / 103 3/4  2x1
<09:34> Sam Ure (Tilberthwaite AM): where would you sell SCAFELL 6 5/8 01/31 in 3?
<09:35> Dinah Kerr (Pitchford Capital Markets): SCAFELL 6 5/8 01/31  I'm 98 3/4 offered 3mm
<09:36> Dinah Kerr (Pitchford Capital Markets): loans - WRYNOSE LOGISTICS TLB S+400 02/31  97 1/2 - 98, 2mm
<09:37> Owen Lacey (Rushbury & Co): CONISTON FOODS TL S+325 07/32  99 3/8 - 99 7/8  5mm
<09:40> Owen Lacey (Rushbury & Co): CONISTON 99 1/4 - 99 3/4 5mm, not 99 3/8 - 99 7/8, sorry
<09:41> Dinah Kerr (Pitchford Capital Markets): HARDKNOTT BIOTECH 2.5 06/31 cv  96.75 - 97.75  1x1 (delta 0.35)
<09:42> Dinah Kerr (Pitchford Capital Markets): RAVENSDALE BANK 7.125% PFD 25.55 - 25.75, let me double check that one
<09:44> *** Owen Lacey (Rushbury & Co) left"""
    gold = []
    gold += q(bkey("SCAFELL PACKAGING", 6.625, "2031-01"), "hy", a, size="1x1", price=("98 1/4", "98 7/8"))
    gold += q(bkey("BORROWDALE HOTELS", 9.75, "2029-10"), "hy", a, size="2x1", price=("103", "103 3/4"))
    gold += q(bkey("SCAFELL", 6.625, "2031-01"), "hy", b, size=(None, 3_000_000), price=(None, "98 3/4"))
    gold += q("WRYNOSE LOGISTICS TLB S+400 02/31", "loan", b, size="2MM", price=("97 1/2", "98"))
    gold += q("CONISTON FOODS TL S+325 07/32", "loan", a, size="5MM", price=("99 1/4", "99 3/4"))
    gold += q(bkey("HARDKNOTT BIOTECH", 2.5, "2031-06", "CV"), "convert", b, size="1x1", price=("96.75", "97.75"))
    gold += q("RAVENSDALE BANK 7.125% PFD", "preferred", b, review=("price",), price=("25.55", "25.75"))
    text = ("Below from the IB room this morning.\n\n" + log + "\n\nSam Ure | Tilberthwaite Asset Management | +1 617 555 0112\n")
    return mk("rushbury-bbg-levfin", "chat", gold, sender="Sam Ure <sure@tilberthwaite.com>", to="credit@tilberthwaite.com",
              subject="IB room - HY / loans", date=date("09:50:00", day=30), text=text, note="chat:bloomberg")


# ---------------------------------------------------------------- 21 / 22: rates, agencies, EM


def c21_uffington_pchat_log():
    a, b = "uffington", "walcot"
    log = """# persistent chat log  channel=#rates-em-street  host=pchat01  tz=America/New_York
2027-11-29T07:58:11-05:00 <jmarsh@uffington>  mornin
2027-11-29T07:58:40-05:00 <kchu@walcot>  hi all
2027-11-29T08:00:02-05:00 <jmarsh@uffington>  UST: T 4 1/4 11/30/32  100-01+/02  50x50
2027-11-29T08:00:09-05:00 <jmarsh@uffington>  T 4 3/8 11/15/37  99-08/99-09+  25x25
2027-11-29T08:00:30-05:00 <jmarsh@uffington>  and the 30s 2 higher
2027-11-29T08:01:15-05:00 <kchu@walcot>  agys: FHLB 4 3/8 06/12/31  T+15/12  10mm
2027-11-29T08:01:15-05:00 <kchu@walcot>  FFCB 4.1 02/15/29  100.31/100.40  10mm
2027-11-29T08:02:44-05:00 <abrody@leaholme-am>  anyone got INDON 5.1 2036?
2027-11-29T08:03:20-05:00 <kchu@walcot>  INDON 5.1 2036  97.85/98.35 ({yb}/{ya})  2mm
2027-11-29T08:03:58-05:00 <jmarsh@uffington>  INDON 5.1 2036 bid 97.90 for 5
2027-11-29T08:05:07-05:00 <jmarsh@uffington>  T 4 1/4 11/30/32 100-02+/03, not 100-01+/02 - had the old screen up
2027-11-29T08:06:40-05:00 <kchu@walcot>  PHILIP 4.75 01/35 98.60/99.10 - indic, haven't looked since Fri
2027-11-29T08:09:22-05:00 <abrody@leaholme-am>  ty
# user kchu@walcot left #rates-em-street"""
    yb, ya = ylds(5.1, 97.85, "2036-06-15", 2), ylds(5.1, 98.35, "2036-06-15", 2)
    log = log.replace("{yb}", yb).replace("{ya}", ya)
    gold = []
    gold += q(bkey("T", 4.25, "2032-11-30"), "government", a, size="50x50", price=("100-02+", "100-03"))
    gold += q(bkey("T", 4.375, "2037-11-15"), "government", a, size="25x25", price=("99-08", "99-09+"))
    gold += q(bkey("FHLB", 4.375, "2031-06-12"), "agency", b, size="10MM", spread=("15", "12"))
    gold += q(bkey("FFCB", 4.1, "2029-02-15"), "agency", b, size="10MM", price=("100.31", "100.40"))
    gold += q(bkey("INDON", 5.1, "2036"), "em_sovereign", b, size="2MM", price=("97.85", "98.35"), yield_=(yb, ya))
    gold += q(bkey("INDON", 5.1, "2036"), "em_sovereign", a, size=(5_000_000, None), price=("97.90", None))
    gold += q(bkey("PHILIP", 4.75, "2035-01"), "em_sovereign", b, review=("price",), price=("98.60", "99.10"))
    att = Attachment("pchat_rates-em-street_20271129.log", log.encode() + b"\n", TXT, "txt")
    text = "Log attached for compliance (#rates-em-street, this morning).\n\nAri Brody\nLeaholme Asset Management\n"
    return mk("uffington-pchat-log-rates-em", "chat", gold, sender="Ari Brody <abrody@leaholme-am.com>", to="compliance@leaholme-am.com",
              subject="pchat log 29-Nov", date=date("08:30:12", day=29), text=text, attachments=[att], note="chat:ice-teams-log")


def c22_yelvertoft_teams():
    a, b = "yelvertoft", "dallington"
    body = """Pasting the Teams thread (external chat with the two banks) for the record.

Rates & EM street chat

Toby Grange (Yelvertoft Securities) (External)
22/11/2027 08:14
Morning. UST 32nds, 25x25:
T 4 1/8 11/30/29  99-30 / 99-30+
T 4 5/8 11/15/57  98-17 / 98-18

Meg Oakes (Dallington Bank) (External)
22/11/2027 08:16
agencies 5mm each: FNMA 4 5/8 10/15/30 +19/+16 and FHLMC 4 1/2 03/08/32 +24/+21
FHLB 4 1/4 09/09/33 +28/+24 but that one may be stale, will check

Ruth Coyle
22/11/2027 08:18
thanks - any EM? MEX 6.35 35s / COLOM 7 1/2 34s

Toby Grange (Yelvertoft Securities) (External)
22/11/2027 08:20
MEX 6.35 02/35  99.90 / 100.45
COLOM 7 1/2 02/34  97.10 / 97.70  3mm

Meg Oakes (Dallington Bank) (External)
22/11/2027 08:21
can pay 97.25 for COLOM 7 1/2 02/34, 5mm

Toby Grange (Yelvertoft Securities) (External)
22/11/2027 08:25
sorry MEX 99.95 / 100.50, not 99.90 / 100.45

Ruth Coyle
22/11/2027 08:26
ok thanks both

--
Ruth Coyle | Dealing | Grisedale Pensions | 0113 496 0744
"""
    gold = []
    gold += q(bkey("T", 4.125, "2029-11-30"), "government", a, size="25x25", price=("99-30", "99-30+"))
    gold += q(bkey("T", 4.625, "2057-11-15"), "government", a, size="25x25", price=("98-17", "98-18"))
    gold += q(bkey("FNMA", 4.625, "2030-10-15"), "agency", b, size="5MM", spread=("19", "16"))
    gold += q(bkey("FHLMC", 4.5, "2032-03-08"), "agency", b, size="5MM", spread=("24", "21"))
    gold += q(bkey("FHLB", 4.25, "2033-09-09"), "agency", b, size="5MM", review=("spread",), spread=("28", "24"))
    gold += q(bkey("MEX", 6.35, "2035-02"), "em_sovereign", a, price=("99.95", "100.50"))
    gold += q(bkey("COLOM", 7.5, "2034-02"), "em_sovereign", a, size="3MM", price=("97.10", "97.70"))
    gold += q(bkey("COLOM", 7.5, "2034-02"), "em_sovereign", b, size=(5_000_000, None), price=("97.25", None))
    return mk("yelvertoft-teams-rates-em", "chat", gold, sender="Ruth Coyle <ruth.coyle@grisedale-pensions.co.uk>",
              to="dealing@grisedale-pensions.co.uk", subject="Teams thread - rates / EM 22/11",
              date=date("08:40:02", "+0000", day=22), text=body, note="chat:ice-teams-log")


# ---------------------------------------------------------------- 23 / 24: securitised, munis, FRNs (pasted in a reply)


def c23_abbotsley_reply_under_quote():
    a, b = "abbotsley", "ilmington"
    clo = uc("SPRINKLING CLO 2023-4" + "A1")
    clo2 = uc("SPRINKLING CLO 2023-4" + "C")
    muni = ui("US", "MICHIGAN ST HSG DEV AUTH" + "2045")[2:11]
    frn = ui("XS", "GATESGARTH BANK FRN 2030")
    body = f"""On Wed, 24 Nov 2027 at 09:41, Dana Whitlow <dwhitlow@ghyllbank.com> wrote:
> Can you send me what the street showed on the CLOs and munis this morning?
> Yesterday Abbotsley had the SPRINKLING A1 at DM 131/125, has it moved?
>
> Dana

Here you go - straight off the chat (times ET). Yesterday's level in your note is stale, today's
below.

[09:02:18] Lou Garner | Abbotsley Securities: morning. CLO, DM over SOFR / px, 2mm:
[09:02:18] Lou Garner | Abbotsley Securities: SPRINKLING CLO 2023-4 A1 {clo}  DM 129/123  px 100.22/100.46
[09:03:05] Lou Garner | Abbotsley Securities: SPRINKLING CLO 2023-4 C {clo2}  DM 245/230
[09:04:40] Viv Hale | Ilmington Partners: muni: MICHIGAN ST HSG DEV AUTH 5s 12/01/45 {muni}  4.02/3.96 yld, 500k
[09:05:12] Jon Pike | Ghyllbank Capital: C class - can you show px?
[09:05:50] Lou Garner | Abbotsley Securities: C px 99.10/99.85
[09:07:31] Viv Hale | Ilmington Partners: FRN: GATESGARTH BANK FRN 09/30 {frn}  DM 96/88  3mm
[09:08:02] Viv Hale | Ilmington Partners: scratch the muni - 4.05/3.99, not 4.02/3.96

Jon

--
Jon Pike | Fixed Income Analyst | Ghyllbank Capital | +1 617 555 0188
"""
    gold = []
    gold += q(clo, "structured", a, size="2MM", dm=("129", "123"), price=("100.22", "100.46"))
    gold += q(clo2, "structured", a, size="2MM", dm=("245", "230"))
    gold += q(muni, "muni", b, size="500k", yield_=("4.05", "3.99"))
    gold += q(frn, "frn", b, size="3MM", dm=("96", "88"))
    gold += q(clo2, "structured", a, size="2MM", price=("99.10", "99.85"))
    return mk("abbotsley-chat-under-quote", "chat", gold, sender="Jon Pike <jpike@ghyllbank.com>", to="Dana Whitlow <dwhitlow@ghyllbank.com>",
              subject="RE: street levels this am?", date=date("09:55:18", day=24), text=body, note="chat:reply-paste",
              headers=[("In-Reply-To", "<dw-20271124-0941@ghyllbank.com>")])


def c24_stowmarsh_inline_reply():
    a, b = "stowmarsh", "gammersgill"
    rmbs = uc("FELLFOOT MORTGAGE TRUST 2025-2" + "A2")
    abs_ = uc("BUTTERMERE EQUIPMENT 2026-1" + "B")
    muni = ui("US", "ILLINOIS ST GO" + "2040")[2:11]
    frn = ui("US", "HONISTER FINANCIAL FRN 2031")
    body = f"""Replies inline, I pasted the chat bits under each of your questions.

-----Original Message-----
From: Bea Tansley
Sent: Tuesday, November 30, 2027 10:02 AM
To: Col Firth
Subject: securitised + muni levels?

> 1) any levels on the FELLFOOT A2 / BUTTERMERE B?

[10:14 AM] Nia Roe (Stowmarsh Capital): FELLFOOT MORTGAGE TRUST 2025-2 A2 {rmbs} px 98-20 / 98-28, J+142 / J+134, 5mm
[10:15 AM] Nia Roe (Stowmarsh Capital): BUTTERMERE EQUIPMENT 2026-1 B {abs_} I+118 / I+110 2mm

> 2) muni - the ILLINOIS 4s of 2040? we had it at 4.31 last week

[10:18 AM] Pat Dunne (Gammersgill Securities): ILLINOIS ST GO 4s 06/01/40 {muni} bid 4.38 yld 1mm, no offer

> 3) HONISTER floater?

[10:20 AM] Pat Dunne (Gammersgill Securities): HONISTER FINANCIAL FRN 03/31 {frn} DM 118/109, 2x2

Col
"""
    gold = []
    gold += q(rmbs, "structured", a, size="5MM", price=("98-20", "98-28"), spread=("142", "134"))
    gold += q(abs_, "structured", a, size="2MM", i_spread=("118", "110"))
    gold += q(muni, "muni", b, size=(1_000_000, None), yield_=("4.38", None))
    gold += q(frn, "frn", b, size="2x2", dm=("118", "109"))
    return mk("stowmarsh-chat-inline-reply", "chat", gold, sender="Col Firth <cfirth@blindtarn-am.com>", to="Bea Tansley <btansley@blindtarn-am.com>",
              subject="RE: securitised + muni levels?", date=date("10:31:44", day=30), text=body, note="chat:reply-paste")


LAYOUTS = [c17_ardgowan_bbg_ib, c18_corsham_symphony, c19_farleton_symphony, c20_rushbury_bbg, c21_uffington_pchat_log,
           c22_yelvertoft_teams, c23_abbotsley_reply_under_quote, c24_stowmarsh_inline_reply]
