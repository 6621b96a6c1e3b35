# ruff: noqa: E501, DTZ001, B905, UP031
"""01-08: plain-text bodies."""
from lib import Gold, bond_key, build_mail, cusip, desc_key, emit, frac, pad, size, us_isin, when

NB_SIG = """--
Dan Keller | IG Credit Trading | Northbridge Capital Markets LLC
299 Park Avenue, 31st Floor, New York, NY 10171
T +1 (212) 555-0143 | M +1 (917) 555-0178 | Bloomberg: DKELLER12

This message is for information purposes only. Levels are indicative and subject to change
without notice; they are not an offer to buy or sell any security. Northbridge Capital Markets
LLC, member FINRA/SIPC. Ref 2026-11-23/IGT/0417. If you received this in error please delete it.
"""


def m01():
    D = "northbridgecap"
    g = Gold(D)
    rows = [
        # display issue, issuer, cpn, mat, isin, sprd b/a, px b/a, chg, size
        ("ORCL 4.9 02/33", "ORCL", "4.9", "02/33", None, "+118", "+113", "98.55", "98.84", "-2", "5x5"),
        ("ORCL 5.55 02/53", "ORCL", "5.55", "02/53", None, "+171", "+164", "88.10", "89.05", "-3", "3x3"),
        ("ORCL 6 1/8 08/15/56", "ORCL", "6 1/8", "08/15/56", None, "+183", "+176", None, None, "flat", ""),
        ("MSFT 2.921 03/17/52", "MSFT", "2.921", "03/17/52", None, "+72", "+67", "64.90", "65.55", "+1", ""),
        ("AAPL 4.3 05/10/33", "AAPL", "4.3", "05/10/33", None, "+57", "+53", None, None, "-1", "10x5"),
        ("AAPL 4.85 05/10/53", "AAPL", "4.85", "05/10/53", None, "+86", "+81", None, None, "-1", ""),
        ("VZ 4.4 11/01/34", "VZ", "4.4", "11/01/34", None, "+124", "+119", "93.35", "93.72", "-2", "5x5"),
        ("T 4 1/2 05/15/35", "T", "4 1/2", "05/15/35", None, "+138", "+133", "92.75", "93.13", "-1", ""),
        ("T 3.65 09/15/59", "T", "3.65", "09/15/59", None, "+172", "+166", None, None, "flat", "2x2"),
        ("CMCSA 4.15 Oct-28", "CMCSA", "4.15", "Oct-28", None, "+58", "+53", None, None, "flat", ""),
        ("CMCSA 5.35 05/15/53", "CMCSA", "5.35", "05/15/53", us_isin("20030NEF"), "+123", "+117", "91.80",
         "92.70", "+2", ""),
    ]
    lines = [pad(["", "Sprd bid/ask", "(Px bid/ask)", "Chg", "Size"], [26, 17, 20, 6, 6])]
    for disp, iss, c, m, isn, sb, sa, pb, pa, chg, sz in rows:
        name = disp + (" " + isn if isn else "")
        px = f"({pb}/{pa})" if pb else ""
        lines.append(pad([name, f"{sb}/{sa}", px, chg, sz], [26 if not isn else 40, 17, 20, 6, 6]))
        key = isn or bond_key(iss, c, m)
        bs = asz = None
        if sz:
            b, a = sz.split("x")
            bs, asz = size(b + "mm"), size(a + "mm")
        g.multi(key, "corporate", "ig", [("spread", sb, sa), ("price", pb, pa)], bs, asz)
    body = """Morning all,

TMT run below. Spreads vs on-the-run UST, cash px in brackets. Sizes where shown,
otherwise ask. Chg is vs Friday's 4pm close.

""" + "\n".join(lines) + f"""

Axes: better buyer ORCL 53s, seller AAPL 33s in size. Printed 10mm ORCL 4.9 02/33 @ +116
at 7:55 - street still looks short.

New issue watch: VZ in the market with a 3-part (5/10/30) per Bloomberg, IPTs later this
morning. Will send when out.

Thanks,
Dan

{NB_SIG}"""
    msg = build_mail("01", "Dan Keller <dan.keller@desk.northbridgecap.com>",
                     "IG Clients <ig-clients@list.northbridgecap.com>",
                     "NB IG RUN - TMT 11/23 (spreads vs UST, px in brackets)",
                     when(23, 7, 58, 11), text=body)
    emit("01-ig-tmt-run", "text", msg, g)


def m02():
    D = "halliwellsec"
    g = Gold(D)
    body = """Hi team - axes this morning, firm for the next hour or so, ping me or Rob.

BUYING
 - CCO 4 3/4 03/01/30 (B1/BB-)        bid 94.25 for 3mm  (ytw 6.41%)
 - CZR 6 1/2 02/15/32 (B2/B)          94.5 bid, 2mm
 - SIRI 4 1/8 07/01/30 (Ba3/BB)       bid 90.75 for 5MM

SELLING
 - TDG 6 3/8 03/01/29 (B3/B-)         offering 1mm @ 101, 5.92% ytw   next call 03/01/27 @ 100
 - CVNA 9 12/01/28 144A               offer 2mm @ 104.5
 - RCL 5 5/8 09/30/31 (Ba1/BB+)       offering 500k @ 100 3/8

TWO-WAY
 - FYBR 8 3/4 05/15/30                101.75 - 102.25   2x2
 - UNIT 10½ 02/15/28                 99¼ / 99¾       1x1
 - BALL 6 06/15/29                    101.125 x 101.625   3mm each

CONVERTS (Jake's book)
 - COIN 0 1/2 06/01/30 CV             offering 2mm @ 98.75   (ref stk $262.40, delta 48)
 - MSTR 0 12/01/29 CV                 bid 87.5 for 5mm

FYI printed 4mm SIRI 30s @ 90.625 at 8:15, we traded CZR 32s 94.375 yday.

Sean Whitlock
High Yield Trading | Halliwell Securities
direct 212-555-0186 | cell 646-555-0102
"""
    H, C = "hy", "corporate"
    g.multi(bond_key("CCO", "4 3/4", "03/01/30"), C, H, [("price", "94.25", None), ("yield", "6.41", None)],
            size("3mm"), None)
    g.add(bond_key("CZR", "6 1/2", "02/15/32"), C, H, "price", "94.5", None, size("2mm"), None)
    g.add(bond_key("SIRI", "4 1/8", "07/01/30"), C, H, "price", "90.75", None, size("5MM"), None)
    g.multi(bond_key("TDG", "6 3/8", "03/01/29"), C, H, [("price", None, "101"), ("yield", None, "5.92")],
            None, size("1mm"))
    g.add(bond_key("CVNA", "9", "12/01/28", "144A"), C, H, "price", None, "104.5", None, size("2mm"))
    g.add(bond_key("RCL", "5 5/8", "09/30/31"), C, H, "price", None, frac("100 3/8"), None, size("500k"))
    g.add(bond_key("FYBR", "8 3/4", "05/15/30"), C, H, "price", "101.75", "102.25", size("2mm"), size("2mm"))
    g.add(bond_key("UNIT", "10½", "02/15/28"), C, H, "price", frac("99¼"), frac("99¾"),
          size("1mm"), size("1mm"))
    g.add(bond_key("BALL", "6", "06/15/29"), C, H, "price", "101.125", "101.625", size("3mm"), size("3mm"))
    g.add(bond_key("COIN", "0 1/2", "06/01/30", "CV"), "convertible", "convert_preferred", "price", None,
          "98.75", None, size("2mm"))
    g.add(bond_key("MSTR", "0", "12/01/29", "CV"), "convertible", "convert_preferred", "price", "87.5", None,
          size("5mm"), None)
    msg = build_mail("02", "Sean Whitlock <swhitlock@halliwellsec.com>",
                     "hy-accounts@halliwellsec.com", "HY axes - cable / gaming / leisure + 2 converts",
                     when(23, 8, 31, 40), text=body, mailer="Microsoft Outlook 16.0")
    emit("02-hy-axes", "text", msg, g)


def m03():
    D = "ridgelinemuni"
    g = Gold(D)
    rows = [
        ("500", "NY", "NEW YORK CITY GO SER A-1", "5.000", "08/01/2036", "08/01/2033", "3.12", "111.216",
         cusip("64966QXY")),
        ("1,000", "NY", "NYS DORM AUTH PIT REV SER A", "4.000", "03/15/2044", "03/15/2034", "3.98", "100.152",
         cusip("64990FTW")),
        ("250", "CA", "LOS ANGELES DEPT WTR & PWR REV", "5.000", "07/01/2041", "01/01/2035", "3.41", "112.124",
         cusip("544495ZK")),
        ("2,000", "TX", "TEXAS TRANSN COMMN ST HWY FD", "5.250", "04/01/2038", "04/01/2033", "3.30", "110.842",
         cusip("882830BV")),
        ("400", "WA", "WASHINGTON ST GO SER C", "5.000", "02/01/2039", "02/01/2034", "3.36", "111.640",
         cusip("93974EQM")),
        ("750", "IL", "ILLINOIS ST GO", "5.500", "05/01/2047", "05/01/2033", "4.41", "107.004",
         cusip("452153LF")),
    ]
    W = [9, 4, 34, 7, 12, 12, 7, 9, 10]
    lines = [pad(["Par(000)", "St", "Description", "Cpn", "Maturity", "Call", "Yield", "Price", "CUSIP"], W),
             pad(["-" * 8, "--", "-" * 32, "-----", "----------", "----------", "-----", "-------", "-" * 9], W)]
    for par, st, d, c, m, call, y, p, cu in rows:
        lines.append(pad([par.rjust(8), st, d, c, m, call, y, p, cu], W))
        par_amt = float(par.replace(",", "")) * 1000
        g.multi(cu, "muni", "muni", [("yield", None, y), ("price", None, p)], None, par_amt)
    g.add(bond_key("MASS CLEAN WATER TRUST", "5s", "2036"), "muni", "muni", "yield", None, "3.05", None,
          size("750k"))
    g.add(bond_key("CHICAGO MIDWAY ARPT REV", "5.5s", "2043"), "muni", "muni", "yield", None, "4.02", None,
          size("1mm"))
    g.add(bond_key("NJ TPK", "4s", "2045"), "muni", "muni", "yield", "3.55", None, size("2mm"), None)
    body = """Good morning,

Ridgeline offerings for Monday 11/23. All subject to prior sale / change. Yields are to
the call where priced to the call; prices are for 11/25 settlement.

""" + "\n".join(lines) + """

Also have (no CUSIPs handy - call for details):
  $750k Mass Clean Water Trust 5s of 2036 @ 3.05% (NC)
  $1mm Chicago Midway Arpt Rev 5.5s of 2043 @ 4.02%, c 1/1/33 @ 100

Bid side: we'd pay 3.55% for up to 2mm NJ TPK 4s of 2045.

MMD 10y closed 2.71 Friday (-2). Visible supply $11.4bn for the holiday-shortened week.

Karen Oyelaran
Municipal Trading | Ridgeline Municipal Securities LLC
One Liberty Plaza, 40th Fl, New York NY 10006 | (212) 555-0131
Securities offered through Ridgeline Municipal Securities LLC, Member FINRA, MSRB registered.
"""
    msg = build_mail("03", "Karen Oyelaran <koyelaran@ridgelinemuni.com>", "muni-desk@ridgelinemuni.com",
                     "RMS Offerings 11/23 - NY / CA / TX / WA / IL", when(23, 8, 5, 2), text=body,
                     mailer="Microsoft Outlook 16.0")
    emit("03-muni-offerings", "text", msg, g)


def m04():
    D = "fenwickmarkets"
    g = Gold(D)
    rows = [
        ("FHLB 4 1/8 12/12/28", "FHLB", "4 1/8", "12/12/28", "+9", "+6", "100.62", "100.68", "10mm"),
        ("FFCB 3.875 04/15/29", "FFCB", "3.875", "04/15/29", "+11", "+8", "100.11", "100.18", ""),
        ("FNMA 6 1/4 05/15/29", "FNMA", "6 1/4", "05/15/29", "+7", "+5", "107.73", "107.79", "25x25"),
        ("FHLB 3 3/4 09/09/31", "FHLB", "3 3/4", "09/09/31", "+16", "+13", "98.87", "99.01", ""),
        ("TVA 4.65 06/15/35", "TVA", "4.65", "06/15/35", "+31", "+27", "100.55", "100.82", "5mm"),
    ]
    lines = []
    for disp, iss, c, m, sb, sa, pb, pa, sz in rows:
        lines.append(pad([disp, f"{sb}/{sa}", f"{pb} / {pa}", sz], [24, 10, 19, 6]))
        if "x" in sz:
            bs, asz = (size(x + "mm") for x in sz.split("x"))
        else:
            bs = asz = size(sz)
        g.multi(bond_key(iss, c, m), "agency", "agency", [("spread", sb, sa), ("price", pb, pa)], bs, asz)
    body = """Hi Sarah,

Refreshed for you, all non-call bullets, spread vs the UST curve and px for 11/25 settle:

""" + "\n".join(lines) + """

Can work the FHLB 28s in up to 25mm but I'm not at 100.55, sorry. The FNMA 29s are an
old on-the-run 10y so the coupon throws the px off; trades on spread.

Tom

Tom Alvarez
Rates Sales | Fenwick Markets LLC
Tel +1 212 555 0160

On Mon, Nov 23, 2026 at 7:48 AM Sarah Lindqvist <slindqvist@harborview-am.com> wrote:
> Tom - looking to put 50mm to work in 2-5y agency bullets for 11/25 settle.
> Can you show me FHLB / FFCB / FNMA 2028-2031 and anything TVA out to 2035?
> We'd pay 100.55 for the FHLB 28s if you have them.
>
> Thanks,
> Sarah
>
> Sarah Lindqvist | Portfolio Manager | Harborview Asset Management
> 100 Federal St, Boston MA 02110 | +1 617 555 0112
"""
    msg = build_mail("04", "Tom Alvarez <talvarez@fenwickmarkets.com>",
                     "Sarah Lindqvist <slindqvist@harborview-am.com>",
                     "RE: agency bullets 2-5y - levels?", when(23, 8, 12, 55), text=body,
                     headers={"In-Reply-To": "<CAH7x9w2Lk8Q@mail.harborview-am.com>",
                              "References": "<CAH7x9w2Lk8Q@mail.harborview-am.com>"})
    emit("04-agency-reply", "text", msg, g)


def m05():
    D = "ashgrovecredit"
    g = Gold(D)
    sections = [
        ("TMT", [
            ("Zayo Group TL B S+300 3/27", "93.25-93.75", "(prev 93.00-93.50)", ""),
            ("UKG Inc TLB S+300 2/31", "100.125-100.375", "", ""),
            ("Peraton 1L S+375 2/28", "88.00-88.75", "", ""),
            ("Peraton 2L S+775 2/29", "71.50-73.50", "", "2mm"),
        ]),
        ("HEALTHCARE", [
            ("Medline TLB S+225 10/28", "100.25/100.50", "", "5x5"),
            ("Gainwell 1L S+400 10/27", "95 1/4 – 95 3/4", "(prev 95-95 1/2)", ""),
        ]),
        ("INDUSTRIALS / SERVICES", [
            ("TransDigm TLJ S+250 2/31", "100.375-100.625", "", ""),
            ("Asurion B11 S+425 8/28", "98.625-99.00", "", ""),
            ("Asurion 2L B4 S+525 1/29", "93.50-94.50", "", "3mm"),
            ("Hub International TLB S+275 6/30", "100.625-100.375", "", ""),
        ]),
    ]
    lines = []
    for sec, rows in sections:
        lines.append(sec)
        for desc, lv, prev, sz in rows:
            lines.append("  " + pad([desc, lv, sz, prev], [36, 18, 6, 20]))
            if " - " in lv or " – " in lv:
                b, a = lv.replace(" – ", " - ").split(" - ")
            elif "/" in lv:
                b, a = lv.split("/")
            else:
                b, a = lv.split("-")
            b, a = frac(b), frac(a)
            if sz and "x" in sz:
                bs, asz = (size(x + "mm") for x in sz.split("x"))
            else:
                bs = asz = size(sz) if sz else None
            g.add(desc_key(desc), "loan", "loan", "price", b, a, bs, asz, review=b > a)
        lines.append("")
    body = """All,

Ashgrove loan levels - Mon 23-Nov - indicative, subject to availability. Sizes on request
unless shown. Settles on LSTA par docs unless noted.

""" + "\n".join(lines) + """\nTraded 5mm Zayo at 93.50 this morning, Peraton 2L printed 72 1/2 Friday.
Medline add-on closed, breaks 100.25 expected.

Best,
Luis

Luis Ferrante | Par Loan Trading | Ashgrove Credit Partners LP
44 Wall Street, 12th Floor, New York NY 10005 | +1 212 555 0127
"""
    msg = build_mail("05", "Luis Ferrante <lferrante@ashgrovecredit.com>", "loans@ashgrovecredit.com",
                     "Ashgrove par loan levels 23-Nov", when(23, 9, 2, 18), text=body)
    emit("05-loan-levels", "text", msg, g)


def m06():
    body = """All,

Holiday schedule for this week, please note the early close.

  Wed 25-Nov   normal hours; last day for T+1 settlement before the holiday
  Thu 26-Nov   US markets closed (Thanksgiving) - SIFMA full close
  Fri 27-Nov   SIFMA recommended early close 2:00 pm ET for US bond markets
  Mon 30-Nov   normal hours

London desk (+44 20 7946 0321) covers USD credit flow on Thursday 08:00-16:00 GMT.
New York coverage on Friday: Dan Keller (+1 212 555 0143) until 13:30 ET, then the
Northbridge duty phone +1 212 555 0100.

Month-end index extension estimates (Bloomberg US Agg) go out Tuesday; last month was
0.07 yrs, the 5-year average for November is 0.09.

Happy Thanksgiving,
Desk Management

Northbridge Capital Markets LLC | 299 Park Avenue, New York, NY 10171
This message is for information purposes only. Member FINRA/SIPC.
"""
    msg = build_mail("06", "Desk Management <desk-mgmt@northbridgecap.com>",
                     "ig-clients@list.northbridgecap.com", "Thanksgiving week coverage and early close",
                     when(23, 6, 45, 0), text=body)
    emit("06-holiday-schedule-no-quotes", "text", msg, [])


def m07():
    D = "oakmontcap"
    g = Gold(D)
    rows = [
        (us_isin("06051GMA"), "BAC", "04/27/28", "SOFR+83", "78", "74", "100.11", "100.19", "5x5", "corporate"),
        (us_isin("46647PEB"), "JPM", "10/22/28", "SOFR+93", "82", "78", "100.21", "100.29", "", "corporate"),
        (us_isin("38141GB1"), "GS", "01/24/29", "SOFR+112", "101", "96", "100.30", "100.45", "3x3", "corporate"),
        (us_isin("61747YFA"), "MS", "07/19/29", "SOFR+101", "94", "90", "100.22", "100.35", "", "corporate"),
        (us_isin("89236TMM"), "TOYOTA", "05/15/28", "SOFR+62", "55", "51", "100.14", "100.20", "10x10",
         "corporate"),
        (us_isin("3133EPVK"), "FFCB", "02/07/28", "SOFR+10", "6.5", "5", "100.06", "100.08", "25x25", "agency"),
        (us_isin("3130B3LQ"), "FHLB", "09/12/27", "SOFR+4", "2", "0.5", "100.03", "100.04", "", "agency"),
    ]
    W = [15, 9, 11, 12, 15, 17, 6]
    lines = [pad(["ISIN", "Issuer", "Maturity", "Coupon", "DM bid/ask", "Px bid/ask", "Size"], W)]
    for isn, iss, m, cp, db, da, pb, pa, sz, ac in rows:
        lines.append(pad([isn, iss, m, cp, f"{db}/{da}", f"{pb}/{pa}", sz], W))
        bs = asz = None
        if sz:
            bs, asz = (size(x + "mm") for x in sz.split("x"))
        g.multi(isn, ac, "frn", [("dm", db, da), ("price", pb, pa)], bs, asz)
    body = """Oakmont FRN run - USD SOFR floaters. DM to compounded SOFR (act/360), clean px for T+1.

""" + "\n".join(lines) + """

Agencies are 25mm+ clips, happy to go bigger in FFCB. Bank paper offered in size on the
GS 29s. Next reset dates: BAC 27-Jan, JPM 22-Jan, GS 24-Jan.

Megan Doyle | Floating Rate Trading | Oakmont Capital LLC | +1 312 555 0184
Chicago - 227 W Monroe St, Suite 2100
"""
    msg = build_mail("07", "Megan Doyle <mdoyle@oakmontcap.com>", "frn-list@oakmontcap.com",
                     "Oakmont FRN run - bank / agency SOFR floaters - DM", when(23, 9, 14, 3, ), text=body)
    emit("07-frn-run", "text", msg, g)


def m08():
    D = "larkspursec"
    g = Gold(D)
    rows = [
        ("1", cusip("67110UAL"), "OCTR 2019-3A", "AR", "5,000,000", "99.75-99.875", "99.86", "TRD"),
        ("2", cusip("55820RAB"), "MDPK 2021-52A", "A", "10,000,000", "100.00-100.125", "100.07", "TRD"),
        ("3", cusip("05683BAN"), "BABSN 2020-1A", "AR", "3,000,000", "99.875/100.00", "DNT", ""),
        ("4", cusip("28933TAE"), "ELM28 2024-4A", "B", "4,000,000", "100.125-100.25", "100.195", "TRD"),
        ("5", cusip("67402FAG"), "OAKC 2023-15A", "C", "2,500,000", "99.50-99.75", "99.68", "TRD"),
        ("6", cusip("87166WAJ"), "SYMP 2022-32A", "D", "2,000,000", "97.50-98.00", "DNT", ""),
        ("7", cusip("92915JAL"), "VOYA 2018-2A", "E", "1,500,000", "93.00-94.00", "93.52", "TRD"),
    ]
    W = [4, 12, 16, 7, 13, 17, 10, 6]
    lines = [pad(["#", "CUSIP", "Deal", "Class", "Orig Face", "Talk", "Cover", "Status"], W)]
    for n, cu, deal, cl, face, talk, cover, st in rows:
        lines.append(pad([n, cu, deal, cl, face, talk, cover, st], W))
        f = size(face)
        b, a = talk.replace("/", "-").split("-")
        g.add(cu, "structured", "structured", "talk", b, a, f, f)
        if cover != "DNT":
            g.add(cu, "structured", "structured", "cover", cover, cover, f, f)
    body = """FYI - covers from this morning's list below. We were 2nd on the OCTR AR and the VOYA E.
SYMP D DNT'd again, 3rd time on a list this month.

Priya

Priya Nair | CLO Sales | Larkspur Securities | +1 646 555 0193

---------- Forwarded message ---------
From: Larkspur CLO Trading <clo-trading@larkspursec.com>
Date: Fri, Nov 20, 2026 at 10:41 AM
Subject: BWIC RESULTS - CLO 1.0/2.0 AAA-E - 20-Nov 10:00 ET
To: clo-distro@larkspursec.com

BWIC results - 20-Nov - bids were due 10:00 ET - 7 line items, settle T+2.
Talk was our pre-bid talk, price basis.

""" + "\n".join(lines) + """

TRD = traded, DNT = did not trade. Cover = second best bid. 2 line items DNT.

Larkspur Securities LLC - for institutional investors only.
"""
    msg = build_mail("08", "Priya Nair <priya.nair@larkspursec.com>", "Ben Holt <bholt@larkspursec.com>",
                     "FW: BWIC RESULTS - CLO 1.0/2.0 AAA-E - 20-Nov 10:00 ET", when(20, 11, 6, 30), text=body)
    emit("08-clo-bwic-covers-fwd", "text", msg, g)


ALL = [m01, m02, m03, m04, m05, m06, m07, m08]
