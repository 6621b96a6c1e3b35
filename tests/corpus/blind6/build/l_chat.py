"""Chat layouts: ICE Chat transcripts, Microsoft Teams pastes and LSEG Messenger exports, as the
body or as a .txt attachment, forwarded by the buy-side person who was in the chat."""

from __future__ import annotations

from common import Attachment, bkey, cusip, isin, mk, q

SENDER = "Marco Bellini <mbellini@larchfield-am.com>"
TO = "credit-team@larchfield-am.com"


def _body(slug, gold, subject, date, text):
    return mk(slug, "chat", gold, sender=SENDER, subject=subject, date=date, to=TO, text=text)


def _txt(slug, gold, subject, date, intro, fname, data: str, crlf=False):
    raw = data.replace("\n", "\r\n") if crlf else data
    att = Attachment(fname, raw.encode("utf-8"), "text/plain", "txt")
    return mk(slug, "chat", gold, sender=SENDER, subject=subject, date=date, to=TO, text=intro,
              attachments=[att])


# ------------------------------------------------------------------ 29/30 cds + ig


def c01_ice_body_cds_ig():
    d = "keswick"
    t = """fyi - chat with Keswick this morning, for the record.

--- ICE Chat: LARCHFIELD / KESWICK  25-Nov-2026 ---
[25-Nov-2026 08:14:02] Marco Bellini (LARCHFIELD): morning, can you show CDX IG and a few names
[25-Nov-2026 08:14:40] Jamie Holt (KESWICK): CDX IG 45 5y 52.25/52.5 100x100
[25-Nov-2026 08:14:58] Jamie Holt (KESWICK): same in 10y 88.75/89.5
[25-Nov-2026 08:15:31] Jamie Holt (KESWICK): ARNSIDE PLC 5y 74/79 10x10
[25-Nov-2026 08:15:49] Jamie Holt (KESWICK): BALLATER RETAIL 5y 212/224 5x5
[25-Nov-2026 08:16:20] Jamie Holt (KESWICK): BALLATER RETAIL 5y 202/214, not 212/224, sorry
[25-Nov-2026 08:17:05] Marco Bellini (LARCHFIELD): where are CARBETH 5.1 30s?
[25-Nov-2026 08:17:44] Jamie Holt (KESWICK): CARBETH 5.1 03/15/30 +96/+91 2x2, px 101.35/101.55
[25-Nov-2026 08:18:10] Marco Bellini (LARCHFIELD): could you do +93 on 5mm?
[25-Nov-2026 08:18:52] Jamie Holt (KESWICK): would need to check, +94 maybe
[25-Nov-2026 08:19:30] Jamie Holt (KESWICK): DALBEATTIE ENERGY 4.6 09/01/33 offer +118 3mm
--- end of transcript ---

Marco
"""
    gold = (q("CDX IG 45 5Y", "cds", d, size="100x100", spread=("52.25", "52.5"))
            + q("CDX IG 45 10Y", "cds", d, spread=("88.75", "89.5"))
            + q("ARNSIDE PLC 5Y", "cds", d, size="10x10", spread=("74", "79"))
            + q("BALLATER RETAIL 5Y", "cds", d, spread=("202", "214"))
            + q(bkey("CARBETH", 5.1, "2030-03-15"), "ig", d, size="2x2", spread=("+96", "+91"), price=("101.35", "101.55"))
            + q(bkey("DALBEATTIE ENERGY", 4.6, "2033-09-01"), "ig", d, size=(None, 3e6), spread=(None, "+118")))
    # BALLATER: the correcting line replaces the quote and states no size of its own.
    return _body("keswick-ice-cds-ig", gold, "FW: Keswick chat - CDX / names", "Wed, 25 Nov 2026 08:25:00 +0000", t)


def c02_teams_paste_cds_ig():
    d = "ravensworth"
    t = """Pasting the Teams thread with Ravensworth below.

Orla Brennan (RAVENSWORTH)   08:02
ITRX MAIN 44 5y 55.75/56.25 25x25

Orla Brennan (RAVENSWORTH)   08:02
same in 10y 79/80

Marco Bellini (LARCHFIELD)   08:04
and Xover?

Orla Brennan (RAVENSWORTH)   08:05
ITRX XOVER 44 5y 285/287

Orla Brennan (RAVENSWORTH)   08:06
ELGOL TELECOM 5y 96/101 10x10

Orla Brennan (RAVENSWORTH)   08:06
pls ignore that, wrong line

Orla Brennan (RAVENSWORTH)   08:07
FINSTOWN AG SNR 5y 64/69 10x10

Orla Brennan (RAVENSWORTH)   08:09
GARELOCH 4.875 06/15/31 T+104/T+99, 100.92/101.15 5mm

Orla Brennan (RAVENSWORTH)   08:10
HELMSDALE UTIL 5.25 02/01/36 T+131/T+137 3x3

Orla Brennan (RAVENSWORTH)   08:10
let me double check that last one

M
"""
    gold = (q("ITRX MAIN 44 5Y", "cds", d, size="25x25", spread=("55.75", "56.25"))
            + q("ITRX MAIN 44 10Y", "cds", d, spread=("79", "80"))
            + q("ITRX XOVER 44 5Y", "cds", d, spread=("285", "287"))
            + q("FINSTOWN AG SNR 5Y", "cds", d, size="10x10", spread=("64", "69"))
            + q(bkey("GARELOCH", 4.875, "2031-06-15"), "ig", d, size="5mm", spread=("104", "99"), price=("100.92", "101.15"))
            + q(bkey("HELMSDALE UTIL", 5.25, "2036-02-01"), "ig", d, size="3x3", spread=("131", "137"), review=("spread",)))
    return _body("ravensworth-teams-cds-ig", gold, "Ravensworth Teams - iTraxx / IG", "Wed, 25 Nov 2026 08:15:00 +0000", t)


# ------------------------------------------------------------------ 31/32 hy + loan + convert/preferred


def c03_lseg_txt_hy_loan_cv():
    d = "tamarisk"
    t = """LSEG Messenger - conversation export
Participants: Marco Bellini (Larchfield AM); Dan Whitcombe (TAMARISK)
Exported 25-Nov-2026 14:40 GMT

25-Nov-2026 13:02:11 GMT  Marco Bellini [LARCHFIELD]: hi Dan, any HY axes?
25-Nov-2026 13:03:40 GMT  Dan Whitcombe [TAMARISK]: IRLAM BROADBAND 8.5 2030 97.25 / 98.00 2x2
25-Nov-2026 13:04:02 GMT  Dan Whitcombe [TAMARISK]: JEDBURGH FOODS 6.75 05/2032 bid 101 1/4 for 3mm
25-Nov-2026 13:04:40 GMT  Dan Whitcombe [TAMARISK]: KIRKBEAN TLB S+400 12/30 96.75/97.50
25-Nov-2026 13:05:15 GMT  Dan Whitcombe [TAMARISK]: LANGHOLM SOFTWARE TLB S+325 99.875/100.25 may be stale, let me check
25-Nov-2026 13:06:30 GMT  Marco Bellini [LARCHFIELD]: ok. converts?
25-Nov-2026 13:07:12 GMT  Dan Whitcombe [TAMARISK]: MOFFAT THERAPEUTICS 1.5 2029 CV 88.5/89.5 1mm
25-Nov-2026 13:07:55 GMT  Dan Whitcombe [TAMARISK]: NEWBIGGIN BANK 6.375% PFD 24.85/25.05
25-Nov-2026 13:09:00 GMT  Marco Bellini [LARCHFIELD]: IRLAM 97.5?
25-Nov-2026 13:09:31 GMT  Dan Whitcombe [TAMARISK]: no, 97.25 best bid
"""
    gold = (q(bkey("IRLAM BROADBAND", 8.5, "2030"), "hy", d, size="2x2", price=("97.25", "98.00"))
            + q(bkey("JEDBURGH FOODS", 6.75, "2032-05"), "hy", d, size=(3e6, None), price=("101 1/4", None))
            + q("KIRKBEAN TLB S+400 12/30", "loan", d, price=("96.75", "97.50"))
            + q("LANGHOLM SOFTWARE TLB S+325", "loan", d, price=("99.875", "100.25"), review=("price",))
            + q(bkey("MOFFAT THERAPEUTICS", 1.5, "2029", "CV"), "convert", d, size="1mm", price=("88.5", "89.5"))
            + q("NEWBIGGIN BANK 6.375% PFD", "preferred", d, price=("24.85", "25.05")))
    return _txt("tamarisk-lseg-hy-loan-cv", gold, "Tamarisk chat export", "Wed, 25 Nov 2026 14:45:00 +0000",
                "Chat with Tamarisk attached (LSEG export).\n\nMarco\n", "Tamarisk_chat_20261125.txt", t)


def c04_ice_txt_hy_loan_pref():
    d = "ottercombe"
    t = """ICE Chat  |  Room: LARCHFIELD-OTTERCOMBE HY  |  25/11/2026
08:31:10  Sam Rudd @ OTTERCOMBE  > morning Marco
08:31:44  Sam Rudd @ OTTERCOMBE  > PORTLOE MINING 9.25 04/15/31  91-91.75  1mm
08:32:20  Sam Rudd @ OTTERCOMBE  > QUEENSFERRY HLDGS 7 2033 offer 99.625, 2mm
08:33:02  Sam Rudd @ OTTERCOMBE  > ROSLIN CARE TL S+475 03/31  89 / 90.5
08:33:40  Marco Bellini @ LARCHFIELD  > ROSLIN 89.5 bid?
08:34:12  Sam Rudd @ OTTERCOMBE  > SANQUHAR TECH 0 2028 CV 79.75/80.75
08:35:00  Sam Rudd @ OTTERCOMBE  > TARBERT RE 5.7% PFD 22.10/22.40 checking
08:35:45  Sam Rudd @ OTTERCOMBE  > SANQUHAR TECH 0 2028 CV 80.25/81.25, not 79.75/80.75 - sorry stale
"""
    gold = (q(bkey("PORTLOE MINING", 9.25, "2031-04-15"), "hy", d, size="1mm", price=("91", "91.75"))
            + q(bkey("QUEENSFERRY HLDGS", 7, "2033"), "hy", d, size=(None, 2e6), price=(None, "99.625"))
            + q("ROSLIN CARE TL S+475 03/31", "loan", d, price=("89", "90.5"))
            + q(bkey("SANQUHAR TECH", 0, "2028", "CV"), "convert", d, price=("80.25", "81.25"))
            + q("TARBERT RE 5.7% PFD", "preferred", d, price=("22.10", "22.40"), review=("price",)))
    return _txt("ottercombe-ice-hy-loan-pref", gold, "Ottercombe ICE chat", "Wed, 25 Nov 2026 08:50:00 +0000",
                "ICE chat with Ottercombe attached.\n", "ICE_Ottercombe_25112026.txt", t, crlf=True)


# ------------------------------------------------------------------ 33/34 government + agency + muni


def c05_teams_rates_muni():
    d = "brackenholt"
    t = """Rates/munis from Brackenholt (Teams):

Kit Moreno (BRACKENHOLT)   09:11
T 4 11/15/35 99-06/99-06+ 100mm

Kit Moreno (BRACKENHOLT)   09:11
T 4 5/8 11/15/55 98-30 / 99-00+

Marco Bellini (LARCHFIELD)   09:12
fhlb?

Kit Moreno (BRACKENHOLT)   09:13
FHLB 4.2 12/15/31 +14/+11, FNMA 4.5 03/12/34 +27/+23 10mm each

Kit Moreno (BRACKENHOLT)   09:15
munis: MD ST GO 5 08/01/38 3.22/3.15 yld 1mm, DENVER ARPT REV 5.25 11/15/47 offer 4.28% 500k

M
"""
    gold = (q(bkey("T", 4, "2035-11-15"), "government", d, size="100mm", price=("99-06", "99-06+"))
            + q(bkey("T", 4.625, "2055-11-15"), "government", d, price=("98-30", "99-00+"))
            + q(bkey("FHLB", 4.2, "2031-12-15"), "agency", d, size="10mm", spread=("+14", "+11"))
            + q(bkey("FNMA", 4.5, "2034-03-12"), "agency", d, size="10mm", spread=("+27", "+23"))
            + q(bkey("MD ST GO", 5, "2038-08-01"), "muni", d, size="1mm", yield_=("3.22", "3.15"))
            + q(bkey("DENVER ARPT REV", 5.25, "2047-11-15"), "muni", d, size=(None, 5e5), yield_=(None, "4.28")))
    return _body("brackenholt-teams-rates-muni", gold, "Brackenholt rates / munis", "Wed, 25 Nov 2026 09:20:00 -0500", t)


def c06_lseg_rates_muni():
    d = "corriemoor"
    t = """LSEG Messenger - conversation export
Participants: Marco Bellini (Larchfield AM); Eilidh Fraser (CORRIEMOOR)

25-Nov-2026 10:01:05 EST  Eilidh Fraser [CORRIEMOOR]: UST 10y T 4 1/4 11/15/35 99-05+/99-06+ 50x50
25-Nov-2026 10:01:30 EST  Eilidh Fraser [CORRIEMOOR]: 2y T 3 7/8 10/31/28 99-252 / 99-256
25-Nov-2026 10:02:10 EST  Eilidh Fraser [CORRIEMOOR]: FFCB 4.1 06/20/30 SOFR+8 / SOFR+5 25mm
25-Nov-2026 10:03:00 EST  Marco Bellini [LARCHFIELD]: any munis in 2040s?
25-Nov-2026 10:03:44 EST  Eilidh Fraser [CORRIEMOOR]: bid for 2mm PORT AUTH NY NJ 5 09/01/44 at 4.06%
25-Nov-2026 10:04:20 EST  Eilidh Fraser [CORRIEMOOR]: HAWAII ST GO 4 10/01/41 3.88 / 3.80 1mm
"""
    gold = (q(bkey("T", 4.25, "2035-11-15"), "government", d, size="50x50", price=("99-05+", "99-06+"))
            + q(bkey("T", 3.875, "2028-10-31"), "government", d, price=("99-252", "99-256"))
            + q(bkey("FFCB", 4.1, "2030-06-20"), "agency", d, size="25mm", i_spread=("8", "5"))
            + q(bkey("PORT AUTH NY NJ", 5, "2044-09-01"), "muni", d, size=(2e6, None), yield_=("4.06", None))
            + q(bkey("HAWAII ST GO", 4, "2041-10-01"), "muni", d, size="1mm", yield_=("3.88", "3.80")))
    return _txt("corriemoor-lseg-rates-muni", gold, "Corriemoor chat", "Wed, 25 Nov 2026 10:10:00 -0500",
                "Corriemoor chat export attached.\n", "LSEG_Corriemoor.txt", t)


# ------------------------------------------------------------------ 35/36 structured + em sovereign


def c07_lseg_clo_em():
    d = "kilbride"
    i1 = isin("XS", "281734520")
    c1 = cusip("48023MAL")
    t = f"""LSEG Messenger - conversation export
Participants: Marco Bellini (Larchfield AM); Ravi Menon (KILBRIDE)

25-Nov-2026 15:10:02 GMT  Ravi Menon [KILBRIDE]: LOCHINVER CLO 2023-2A D {c1} DM 335/315 2mm
25-Nov-2026 15:10:40 GMT  Ravi Menon [KILBRIDE]: MAMORE ABS 2024-1 A2 I+71/I+66
25-Nov-2026 15:11:15 GMT  Marco Bellini [LARCHFIELD]: and EM?
25-Nov-2026 15:11:50 GMT  Ravi Menon [KILBRIDE]: ANGOL 8.75 2032 {i1} 94.10/94.85 1mm
25-Nov-2026 15:12:20 GMT  Ravi Menon [KILBRIDE]: GHANA 5 07/03/35 offer 71.25
25-Nov-2026 15:12:58 GMT  Ravi Menon [KILBRIDE]: KENINT 9.5 2036 99.40/100.15, ytw 9.60/9.47
"""
    gold = (q(c1, "structured", d, size="2mm", dm=("335", "315"))
            + q("MAMORE ABS 2024-1 A2", "structured", d, i_spread=("71", "66"))
            + q(i1, "em_sovereign", d, size="1mm", price=("94.10", "94.85"))
            + q(bkey("GHANA", 5, "2035-07-03"), "em_sovereign", d, price=(None, "71.25"))
            + q(bkey("KENINT", 9.5, "2036"), "em_sovereign", d, price=("99.40", "100.15"), yield_=("9.60", "9.47")))
    return _txt("kilbride-lseg-clo-em", gold, "Kilbride chat - CLO / EM", "Wed, 25 Nov 2026 15:20:00 +0000",
                "Kilbride chat attached.\n", "Kilbride_LSEG_25Nov.txt", t)


def c08_ice_body_abs_em():
    d = "sandwood"
    c1 = cusip("80017RAC")
    t = f"""--- ICE Chat: LARCHFIELD / SANDWOOD  25-Nov-2026 ---
[25-Nov-2026 11:20:02] Beth Ainsworth (SANDWOOD): NAVERN AUTO 2025-2 B {c1} 99-24/99-28 5mm
[25-Nov-2026 11:20:31] Beth Ainsworth (SANDWOOD): OYKEL CLO 2021-4A A1 DM 122/116
[25-Nov-2026 11:21:07] Beth Ainsworth (SANDWOOD): same for the B, DM 170/160
[25-Nov-2026 11:22:40] Beth Ainsworth (SANDWOOD): EM: EGYPT 7.625 05/29/32 94.35/95.05 2x1
[25-Nov-2026 11:23:10] Beth Ainsworth (SANDWOOD): URUGUA 5.75 2034 bid 102.40
[25-Nov-2026 11:23:55] Marco Bellini (LARCHFIELD): URUGUA 102.5 bid for 2?
[25-Nov-2026 11:24:30] Beth Ainsworth (SANDWOOD): MOROC 6.5 09/08/33 98.875/99.5, 3mm
--- end ---
"""
    gold = (q(c1, "structured", d, size="5mm", price=("99-24", "99-28"))
            + q("OYKEL CLO 2021-4A A1", "structured", d, dm=("122", "116"))
            + q("OYKEL CLO 2021-4A B", "structured", d, dm=("170", "160"))  # 'same for the B': the B tranche of that deal
            + q(bkey("EGYPT", 7.625, "2032-05-29"), "em_sovereign", d, size="2x1", price=("94.35", "95.05"))
            + q(bkey("URUGUA", 5.75, "2034"), "em_sovereign", d, price=("102.40", None))
            + q(bkey("MOROC", 6.5, "2033-09-08"), "em_sovereign", d, size="3mm", price=("98.875", "99.5")))
    return _body("sandwood-ice-abs-em", gold, "Sandwood ICE", "Wed, 25 Nov 2026 11:30:00 +0000", t)


LAYOUTS = [c01_ice_body_cds_ig, c02_teams_paste_cds_ig, c03_lseg_txt_hy_loan_cv, c04_ice_txt_hy_loan_pref,
           c05_teams_rates_muni, c06_lseg_rates_muni, c07_lseg_clo_em, c08_ice_body_abs_em]
