"""Chat transcripts pasted in mails (Bloomberg IB style and another desk chat)."""

from __future__ import annotations

from common import date, mk, q, ui


def c_ib_levfin_skelmorlie():
    lines = """IB Persistent Chat | LEVFIN CREDIT - HARBOURLINE / STREET | 20-May-2027 (copied 09:31)
08:02:11 <NEIL ABBOTT, SKELMORLIE CAPITAL> morning all. CDX HY 48 5Y 106 1/4 - 106 3/8 in px, 25x25
08:02:40 <NEIL ABBOTT, SKELMORLIE CAPITAL> same in 3y 104.625 / 104.875
08:03:05 <NEIL ABBOTT, SKELMORLIE CAPITAL> LUMLEY RETAIL 5Y 345/365 5x5 (500 running, no upf)
08:04:17 <FAY DUNCOMBE, FERRIBY SECURITIES> loans: ALDBRIDGE CHEM TLB S+375 09/31 97.75-98.25 2mm
08:04:31 <FAY DUNCOMBE, FERRIBY SECURITIES> HEATHFIELD MOTORS TL S+425 03/30 offer 92.50 (flr 0.75, OID was 99) 1mm
08:05:02 <FAY DUNCOMBE, FERRIBY SECURITIES> NORBURY HOTELS TLB S+350 06/32 99.25-99.75
08:05:09 <FAY DUNCOMBE, FERRIBY SECURITIES> pls ignore that, wrong line
08:06:44 <OLIVIA HART, HARBOURLINE AM> where's ELSDON AIR 30s?
08:07:20 <FAY DUNCOMBE, FERRIBY SECURITIES> ELSDON AIR 7 5/8 07/31 101 1/4 - 101 3/4 (7.28 / 7.15 ytw) 2x2
08:09:58 <FAY DUNCOMBE, FERRIBY SECURITIES> ALDBRIDGE 97.875-98.375, not 97.75-98.25, sorry
08:12:30 <NEIL ABBOTT, SKELMORLIE CAPITAL> WESTGATE FOODS 5Y 188/198 10x10
08:12:51 <NEIL ABBOTT, SKELMORLIE CAPITAL> that LUMLEY level may be stale, checking
08:15:03 <OLIVIA HART, HARBOURLINE AM> thx - lift 2 ELSDON at 101 3/4?
08:15:40 <FAY DUNCOMBE, FERRIBY SECURITIES> done 2mm at 101 3/4
"""
    gold = []
    gold += q("CDX HY 48 5Y", "cds", "skelmorlie", size="25x25", price=("106 1/4", "106 3/8"))
    gold += q("CDX HY 48 3Y", "cds", "skelmorlie", price=("104.625", "104.875"))
    gold += q("LUMLEY RETAIL 5Y", "cds", "skelmorlie", size="5x5", review=("spread",), spread=("345", "365"))
    gold += q("ALDBRIDGE CHEM TLB S+375 09/31", "loan", "ferriby", size="2mm", price=("97.875", "98.375"))
    gold += q("HEATHFIELD MOTORS TL S+425 03/30", "loan", "ferriby", size="1mm", price=(None, "92.50"))
    gold += q("ELSDON AIR 7.625 2031-07", "hy", "ferriby", size="2x2", price=("101 1/4", "101 3/4"), yield_=("7.28", "7.15"))
    gold += q("WESTGATE FOODS 5Y", "cds", "skelmorlie", size="10x10", spread=("188", "198"))
    text = "FYI - this morning's levfin chat, for the 10:00 meeting.\n\n" + lines + "\nOlivia Hart\nHarbourline Asset Management | +1 203 555 0117\n"
    return mk("ib-levfin-two-dealers", "chat", gold, sender="Olivia Hart <ohart@harbourline-am.com>", to="pm-team@harbourline-am.com",
              subject="FW: IB chat - levfin levels 20-May", date=date("09:31:20", "-0400"), text=text)


def c_ib_haverigg_calverleigh():
    lines = """Instant Bloomberg - Persistent Chat "EURO HY/LOANS - PERRYMEAD"  Exported 20/05/2027 15:12 BST
AMY LOWE (HAVERIGG SEC) 13:04:22: gm - iTraxx Xover S47 5Y 301/303 bp, 10x10
AMY LOWE (HAVERIGG SEC) 13:04:50: same in 10y 388/393
AMY LOWE (HAVERIGG SEC) 13:05:31: BRAMCOTE GROUP SNR 5Y 412/432 (100 running) 2x2
JULES FAIRBANK (CALVERLEIGH) 13:06:02: EUR loans: KALMAR FOODS TLB E+400 05/31 96.50/97.25 1mm
JULES FAIRBANK (CALVERLEIGH) 13:06:40: SAINTONGE PACKAGING TLB E+350 11/30 99 1/8 - 99 5/8 2mm
DIEGO RAMOS (PERRYMEAD IM) 13:07:15: KALMAR 96.75 bid?
JULES FAIRBANK (CALVERLEIGH) 13:07:51: nope 96.50 is where we are
JULES FAIRBANK (CALVERLEIGH) 13:09:20: HY: TREVELLIAN AUTO 6 3/8 10/30 offer 98.60 (7.17%) 1mm
JULES FAIRBANK (CALVERLEIGH) 13:10:02: LUXEMBURG SPORTS 8 1/4 04/32 bid 94 3/4 (9.63 ytw) 2mm
AMY LOWE (HAVERIGG SEC) 13:11:30: BRAMCOTE 418/438, not 412/432, sorry
JULES FAIRBANK (CALVERLEIGH) 13:12:02: SAINTONGE - let me double check that offer, might have moved
"""
    gold = []
    gold += q("ITRAXX XOVER S47 5Y", "cds", "haverigg", size="10x10", spread=("301", "303"))
    gold += q("ITRAXX XOVER S47 10Y", "cds", "haverigg", spread=("388", "393"))
    gold += q("BRAMCOTE GROUP SNR 5Y", "cds", "haverigg", size="2x2", spread=("418", "438"))
    gold += q("KALMAR FOODS TLB E+400 05/31", "loan", "calverleigh", size="1mm", price=("96.50", "97.25"))
    gold += q("SAINTONGE PACKAGING TLB E+350 11/30", "loan", "calverleigh", size="2mm", review=("price",), price=("99 1/8", "99 5/8"))
    gold += q("TREVELLIAN AUTO 6.375 2030-10", "hy", "calverleigh", size="1mm", price=(None, "98.60"), yield_=(None, "7.17"))
    gold += q("LUXEMBURG SPORTS 8.25 2032-04", "hy", "calverleigh", size="2mm", price=("94 3/4", None), yield_=("9.63", None))
    text = "Copy of the IB room below for the book - Calverleigh and Haverigg levels.\n\n" + lines + "\n-- \nDiego Ramos | Perrymead Investment Management\n"
    return mk("ib-euro-hy-loans-room", "chat", gold, sender="Diego Ramos <diego.ramos@perrymead-im.co.uk>", to="credit-team@perrymead-im.co.uk",
              subject="IB room copy - Euro HY / loans / Xover", date=date("15:13:40", "+0100"), text=text)


def c_symphony_penwortham():
    frn = ui("US", "pw-frn1")
    lines = f"""Rosa Pitt | Penwortham Securities
    09:14
    morning. UST 10s  T 4 1/4 05/15/37  99-12+ / 99-13 (4.327 / 4.322)  25x25

Rosa Pitt | Penwortham Securities
    09:14
    T 3 7/8 04/30/30  100-02 1/4 / 100-02 3/4  50x50

Ian Geddes | Pitsligo & Co
    09:16
    munis: LOS ANGELES DWP 5s 7/1/49 c/7/1/34  3.95/3.88 yld  2mm
    CONN ST GO 4s 5/15/41  offered 3.79%, 500k

Martha Quinn | Kestrel Point Advisors
    09:17
    any Chicago GOs?

Ian Geddes | Pitsligo & Co
    09:18
    not today

Rosa Pitt | Penwortham Securities
    09:21
    FRNs: HOLLOWAY BANK FRN SOFR+82 06/29 {frn}  DM 84/79  px 99.94/100.02  3x3
"""
    gold = []
    gold += q("T 4.25 2037-05-15", "government", "penwortham", size="25x25", price=("99-12+", "99-13"), yield_=("4.327", "4.322"))
    gold += q("T 3.875 2030-04-30", "government", "penwortham", size="50x50", price=("100-02 1/4", "100-02 3/4"))
    gold += q("LOS ANGELES DWP 5 2049-07-01", "muni", "pitsligo", size="2mm", yield_=("3.95", "3.88"))
    gold += q("CONN ST GO 4 2041-05-15", "muni", "pitsligo", size="500k", yield_=(None, "3.79"))
    gold += q(frn, "frn", "penwortham", size="3x3", dm=("84", "79"), price=("99.94", "100.02"))
    text = "Symphony room 'Rates & Munis - Kestrel Point' copied below.\n\n" + lines + "\nMartha Quinn | Kestrel Point Advisors | 617 555 0181\n"
    return mk("symphony-rates-munis-frn", "chat", gold, sender="Martha Quinn <mquinn@kestrelpoint.com>", to="rates@kestrelpoint.com",
              subject="Symphony - rates / munis / FRN levels", date=date("09:40:05", "-0400"), text=text)


def c_teams_kowhai_lowther():
    frn = ui("AU", "kw-frn1")
    lines = f"""[20/05/2027 10:02] Tane Kereama (Kowhai Securities) [External]
ACGB 4.25 04/21/37 4.462 / 4.452 yld, AUD 20mm
[20/05/2027 10:03] Tane Kereama (Kowhai Securities) [External]
NZGB 4.5 05/15/35 4.615/4.600, NZD 10mm
[20/05/2027 10:03] Nina Lowther (Lowther Municipal) [External]
US munis for your USD bucket: NYC GO 5s 8/1/44 c/8/1/35 3.81 / 3.74 yld 1mm
[20/05/2027 10:04] Nina Lowther (Lowther Municipal) [External]
and TEXAS WATER DEV BRD 4s 10/15/47 bid 4.22% (px 96.91) 2mm
[20/05/2027 10:05] Paul Whitfield
thanks - the NYC 44s, what's the px on the offer?
[20/05/2027 10:06] Nina Lowther (Lowther Municipal) [External]
to the 35 call, will send you the px in a sec
[20/05/2027 10:09] Tane Kereama (Kowhai Securities) [External]
AUD FRN: KAURI BANK FRN 3mBBSW+88 08/30 {frn} DM 90/85, 5mm
[20/05/2027 10:12] Tane Kereama (Kowhai Securities) [External]
ACGB 37s 4.470/4.460 now, not 4.462/4.452, sorry
"""
    gold = []
    gold += q("ACGB 4.25 2037-04-21", "government", "kowhai", size=(20_000_000, 20_000_000), yield_=("4.470", "4.460"))
    gold += q("NZGB 4.5 2035-05-15", "government", "kowhai", size=(10_000_000, 10_000_000), yield_=("4.615", "4.600"))
    gold += q("NYC GO 5 2044-08-01", "muni", "lowther", size="1mm", yield_=("3.81", "3.74"))
    gold += q("TEXAS WATER DEV BRD 4 2047-10-15", "muni", "lowther", size="2mm", yield_=("4.22", None), price=("96.91", None))
    gold += q(frn, "frn", "kowhai", size="5mm", dm=("90", "85"))
    text = ("Teams chat from this morning (copied from the 'APAC-USD rates' channel), for the blotter.\n\n" + lines
            + "\nPaul Whitfield | Tauranga Street Funds | +64 9 555 0133\n")
    return mk("teams-apac-rates-munis", "chat", gold, sender="Paul Whitfield <paul.whitfield@taurangastreet.co.nz>",
              to="ops@taurangastreet.co.nz", subject="Teams chat copy - ACGB / NZGB / munis", date=date("10:20:45", "+1200"), text=text)


LAYOUTS = [c_ib_levfin_skelmorlie, c_ib_haverigg_calverleigh, c_symphony_penwortham, c_teams_kowhai_lowther]
