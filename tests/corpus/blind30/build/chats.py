"""Chat transcripts in the mail body: Bloomberg IB history and desk-log exports, corrections and refreshes."""

from __future__ import annotations

import datetime as dt

from common import MM, eml, price, q, r, years, yld

D = dt.date


def _ib(day, lines):
    return "\n".join(f"{day} {t}  {who}:  {msg}" for t, who, msg in lines)


def _log(lines):
    return "\n".join(f"{t}  {who}  {msg}" for t, who, msg in lines)


# ------------------------------------------------------------------ 37: IB chat, CDS run with corrections


def k37():
    dealer = "stonebridge"
    me, mk = "Kate Mills, ASHGROVE CAPITAL", "Mark Kemble, STONEBRIDGE"
    lines = [
        ("07:58:02", me, "morning Mark, can you show me a CDS run? IG names + indices"),
        ("08:01:52", mk, "morning. sizes 10x10 single names, 25x25 index"),
        ("08:02:10", mk, "CDX IG 48 5Y 52.25 / 52.75"),
        ("08:02:31", mk, "same in 10s 88.5/89.5"),
        ("08:03:05", mk, "ALLERTON UTILITIES 5Y 61/65"),
        ("08:03:19", mk, "BARRINGTON MOTORS 5Y 96/101"),
        ("08:03:44", mk, "sorry, Barrington 91/96, not 96/101"),
        ("08:04:10", mk, "CRANLEIGH TELECOM 5Y 144/150 (was 150/156 Friday)"),
        ("08:04:22", mk, "DENBIGH RETAIL 5Y 310/330 5x5"),
        ("08:04:40", mk, "pls ignore that, wrong line"),
        ("08:05:02", mk, "DENBIGH RETAIL 5Y 290/310 5x5"),
        ("08:05:30", me, "Elmstead 5y?"),
        ("08:06:12", mk, "ELMSTEAD FOODS 5Y 78/83, 10y same size 112/119"),
        ("08:07:40", me, "CDX HY?"),
        ("08:08:01", mk, "CDX HY 48 5Y 106.40 / 106.55 (mid 106.475)"),
        ("08:31:15", mk, "mkt moving - CDX IG 48 5Y now 51.5 / 52, was 52.25 / 52.75"),
        ("08:31:40", mk, "10s now 87.75/88.75, was 88.5/89.5"),
        ("08:33:02", me, "thx, will come back on Barrington"),
    ]
    gold = [
        q("ALLERTON UTILITIES 5Y", "cds", "spread", 61, 65, 10 * MM, 10 * MM, dealer),
        q("BARRINGTON MOTORS 5Y", "cds", "spread", 91, 96, 10 * MM, 10 * MM, dealer),
        q("CRANLEIGH TELECOM 5Y", "cds", "spread", 144, 150, 10 * MM, 10 * MM, dealer),
        q("DENBIGH RETAIL 5Y", "cds", "spread", 290, 310, 5 * MM, 5 * MM, dealer),
        q("ELMSTEAD FOODS 5Y", "cds", "spread", 78, 83, 10 * MM, 10 * MM, dealer),
        q("ELMSTEAD FOODS 10Y", "cds", "spread", 112, 119, 10 * MM, 10 * MM, dealer),
        q("CDX HY 48 5Y", "cds", "price", 106.40, 106.55, 25 * MM, 25 * MM, dealer),
        q("CDX IG 48 5Y", "cds", "spread", 51.5, 52, 25 * MM, 25 * MM, dealer),
        q("CDX IG 48 10Y", "cds", "spread", 87.75, 88.75, 25 * MM, 25 * MM, dealer),
    ]
    body = (
        "Marks from this morning's IB chat with Stonebridge below - please use the latest levels.\n\n"
        "Kate\n\n"
        "Bloomberg IB history: ASHGROVE / STONEBRIDGE CDS, 27-Apr-2027\n\n"
        + _ib("27-Apr-2027", lines)
        + "\n\n--\nKate Mills | Ashgrove Capital | Credit PM\n+1 415 555 0133\n"
    )
    mail = eml("Kate Mills <kmills@ashgrovecap.com>", "Credit Marks <credit-marks@ashgrovecap.com>",
               "Tue, 27 Apr 2027 08:40:12 -0700", "FW: IB chat w/ Stonebridge - CDS 4/27",
               "<CAKm.0427.0840@ashgrovecap.com>", text=body)
    return "37-ib-chat-cds-run-corrections-refresh", "chat", mail, gold


def k38():
    dealer = "halverson"
    lf, cl = "Lena Fischer, HALVERSON", "Marc Olsen, FJORDLINE AM"
    lines = [
        ("07:45:10", lf, "morning Marc, sizes: single names EUR 10x10, indices 50x50"),
        ("07:45:31", lf, "ITRX MAIN S48 5Y 55.75/56.25"),
        ("07:45:50", lf, "same in 10s 89.5/90.5"),
        ("07:46:12", lf, "ITRX XOVER S48 5Y 281/284"),
        ("07:47:03", lf, "OSTERBERG AG 5Y 64/68"),
        ("07:47:30", lf, "PRAXEDIS PHARMA 5Y 88/94 (mid 91)"),
        ("07:47:44", lf, "7y same size 112/120"),
        ("07:48:20", lf, "QUINTERO TELECOM 5Y 175/183 5x5"),
        ("07:48:35", lf, "pls ignore that, wrong line"),
        ("07:48:58", lf, "QUINTERO TELECOM 5Y 157/165 5x5"),
        ("07:49:40", lf, "RAVELLO ENERGIA 5Y 131/137, and 10Y 168/178"),
        ("07:52:13", cl, "Sankt Moritz Re 5y?"),
        ("07:53:01", lf, "SANKT MORITZ RE 5Y 49/53 - was 51/55 Friday"),
        ("08:20:44", lf, "ITRX MAIN S48 5Y now 55.25/55.75, was 55.75/56.25, 2 tighter on the open"),
        ("08:26:09", lf, "OSTERBERG AG 5Y off, got lifted"),
        ("08:27:30", cl, "ok thanks, Praxedis 5y bid 90?"),
        ("08:28:02", lf, "not there, sorry"),
    ]
    gold = [
        q("ITRX MAIN S48 10Y", "cds", "spread", 89.5, 90.5, 50 * MM, 50 * MM, dealer),
        q("ITRX XOVER S48 5Y", "cds", "spread", 281, 284, 50 * MM, 50 * MM, dealer),
        q("PRAXEDIS PHARMA 5Y", "cds", "spread", 88, 94, 10 * MM, 10 * MM, dealer),
        q("PRAXEDIS PHARMA 7Y", "cds", "spread", 112, 120, 10 * MM, 10 * MM, dealer),
        q("QUINTERO TELECOM 5Y", "cds", "spread", 157, 165, 5 * MM, 5 * MM, dealer),
        q("RAVELLO ENERGIA 5Y", "cds", "spread", 131, 137, 10 * MM, 10 * MM, dealer),
        q("RAVELLO ENERGIA 10Y", "cds", "spread", 168, 178, 10 * MM, 10 * MM, dealer),
        q("SANKT MORITZ RE 5Y", "cds", "spread", 49, 53, 10 * MM, 10 * MM, dealer),
        q("ITRX MAIN S48 5Y", "cds", "spread", 55.25, 55.75, 50 * MM, 50 * MM, dealer),
    ]
    body = (
        "Hi Desk -\n\nBelow my chat with Halverson this morning for the EOD CDS marks.\n\n"
        + _ib("09-Sep-2027", lines)
        + "\n\nMarc Olsen\nFjordline Asset Management | Credit\n+47 22 55 58 10\n"
    )
    mail = eml("Marc Olsen <marc.olsen@fjordline.no>", "Credit Desk <credit@fjordline.no>",
               "Thu, 09 Sep 2027 09:02:48 +0200", "IB chat Halverson - CDS levels",
               "<fj.chat.0909.090248@fjordline.no>", text=body)
    return "38-ib-chat-itraxx-names-tenors-cancel-withdrawn", "chat", mail, gold


# ------------------------------------------------------------------ 39: desk-log chat, SSA and IG


def k39():
    dealer = "quillon"
    asof = D(2027, 4, 28)
    ra, jw = "Rob Ainsley [QUILLON]", "Jess Ward [HALDEN]"
    g_pb = r(price(5.2, years(asof, D(2034, 3, 15)), 4.1 + 1.17), 2)
    g_pa = r(price(5.2, years(asof, D(2034, 3, 15)), 4.1 + 1.11), 2)
    e_pb = r(price(3.0, years(asof, D(2033, 11, 15)), 2.41 + 0.055 * 6.55 + 0.13), 2)
    e_pa = r(price(3.0, years(asof, D(2033, 11, 15)), 2.41 + 0.055 * 6.55 + 0.10), 2)
    m_pa = r(price(5.75, years(asof, D(2036, 11, 15)), 4.22 + 1.24), 2)
    lines = [
        ("10:14:03", ra, "morning Jess - EUR SSA, 10x10 unless I say"),
        ("10:14:31", ra, "EIB 2.75 01/30 MS+4 / +1"),
        ("10:14:52", ra, "KFW 3.125 10/34 MS-1 / -4"),
        ("10:15:20", jw, "where are you in the EIB 33s?"),
        ("10:15:48", ra, f"EIB 3 11/33 MS+13 / +10    {e_pb:.2f} / {e_pa:.2f}"),
        ("10:16:30", ra, "ESM 2.625 09/31 MS+15/+12 5x5"),
        ("10:16:41", ra, "pls ignore that, wrong line"),
        ("10:16:59", ra, "ESM 2.625 09/31 MS+14/+11 5x5"),
        ("10:18:02", jw, "any IG? GRAYFORD 34s?"),
        ("10:19:10", ra, f"GRAYFORD 5.2 03/15/34 T+117 / T+111 2x2, px {g_pb:.2f} / {g_pa:.2f}"),
        ("10:19:40", ra, "TALBOT RAIL 4.65 08/01/31 +83/+78 3x3"),
        ("10:20:15", ra, "sorry TALBOT +85/+80, not +83/+78"),
        ("10:22:30", jw, "Talbot bid +90?"),
        ("10:23:01", ra, "can't go there sorry"),
        ("10:24:12", ra, f"also offer 5mm MERIDEN AEROSPACE 5.75 11/15/36 at T+124 / {m_pa:.2f}"),
        ("10:25:00", jw, "ty"),
    ]
    gold = [
        q("EIB 2.75 2030-01", "agency", "i_spread", 4, 1, 10 * MM, 10 * MM, dealer),
        q("KFW 3.125 2034-10", "agency", "i_spread", -1, -4, 10 * MM, 10 * MM, dealer),
        q("EIB 3 2033-11", "agency", "i_spread", 13, 10, 10 * MM, 10 * MM, dealer),
        q("EIB 3 2033-11", "agency", "price", e_pb, e_pa, 10 * MM, 10 * MM, dealer),
        q("ESM 2.625 2031-09", "agency", "i_spread", 14, 11, 5 * MM, 5 * MM, dealer),
        q("GRAYFORD 5.2 2034-03-15", "corporate", "spread", 117, 111, 2 * MM, 2 * MM, dealer),
        q("GRAYFORD 5.2 2034-03-15", "corporate", "price", g_pb, g_pa, 2 * MM, 2 * MM, dealer),
        q("TALBOT RAIL 4.65 2031-08-01", "corporate", "spread", 85, 80, 3 * MM, 3 * MM, dealer),
        q("MERIDEN AEROSPACE 5.75 2036-11-15", "corporate", "spread", None, 124, None, 5 * MM, dealer),
        q("MERIDEN AEROSPACE 5.75 2036-11-15", "corporate", "price", None, m_pa, None, 5 * MM, dealer),
    ]
    body = (
        "Jess's chat with Quillon this morning, exported from Symphony, for the record.\n\n"
        "Room: QUILLON x HALDEN - SSA / IG | 28-Apr-2027\n\n"
        + _log(lines)
        + "\n\nHalden Asset Management - Dealer Chat Archive\n"
    )
    mail = eml("Chat Archive <chat-archive@haldenam.com>", "Jess Ward <jward@haldenam.com>",
               "Wed, 28 Apr 2027 10:30:00 +0100", "Symphony export: QUILLON x HALDEN 28-Apr",
               "<halden.chat.20270428.1030@haldenam.com>", text=body)
    return "39-desk-log-chat-ssa-ig-cancel-correction", "chat", mail, gold


def k40():
    dealer = "mobberley"
    asof = D(2027, 10, 12)
    jh, te = "Jess Hart [MOBBERLEY]", "Tom Ellery [NORTHCOVE]"
    sel_y = r(yld(8.5, years(asof, D(2031, 6, 15)), 96.5), 2)
    tar_y = r(yld(7.25, years(asof, D(2030, 7, 1)), 100.75), 2)
    lines = [
        ("09:02:11", jh, "morning, loans in px, 1mm clips unless noted"),
        ("09:02:40", jh, "PEMBROKE DATA TLB S+350 7/31 99.25/99.625"),
        ("09:03:05", jh, "QUILTER BRANDS TL B-2 S+400 3/30 95.5/96.5 2x2"),
        ("09:03:30", jh, "QUILTER BRANDS TL B-2 95.75/96.75, not 95.5/96.5, sorry"),
        ("09:04:12", te, "RANNOCH 2L?"),
        ("09:04:50", jh, "RANNOCH HOLDINGS 2L TL S+675 5/32 78/80 - went from 76 to 78 bid overnight"),
        ("09:05:30", jh, f"and HY: SELBORNE MEDIA 8.5 06/15/31 96.50 / 97.25 3x3, ytw {sel_y:.2f} bid"),
        ("09:06:02", jh, f"TARLETON FOODS 7.25 07/01/30 offer 100.75 / {tar_y:.2f}, 2mm"),
        ("09:06:40", te, "where would you buy Tarleton?"),
        ("09:07:01", jh, "no bid from us there today"),
        ("09:08:15", jh, "UPTON CARE TLB S+450 11/30 92/93.5"),
        ("09:08:22", jh, "pls ignore that, wrong line"),
        ("09:08:30", jh, "UPTON CARE TLB S+450 11/30 90/91.5"),
        ("09:09:10", te, "thanks Jess"),
    ]
    gold = [
        q("PEMBROKE DATA TLB S+350 7/31", "loan", "price", 99.25, 99.625, 1 * MM, 1 * MM, dealer),
        q("QUILTER BRANDS TL B-2 S+400 3/30", "loan", "price", 95.75, 96.75, 2 * MM, 2 * MM, dealer),
        q("RANNOCH HOLDINGS 2L TL S+675 5/32", "loan", "price", 78, 80, 1 * MM, 1 * MM, dealer),
        q("SELBORNE MEDIA 8.5 2031-06-15", "corporate", "price", 96.5, 97.25, 3 * MM, 3 * MM, dealer),
        q("SELBORNE MEDIA 8.5 2031-06-15", "corporate", "yield", sel_y, None, 3 * MM, None, dealer),
        q("TARLETON FOODS 7.25 2030-07-01", "corporate", "price", None, 100.75, None, 2 * MM, dealer),
        q("TARLETON FOODS 7.25 2030-07-01", "corporate", "yield", None, tar_y, None, 2 * MM, dealer),
        q("UPTON CARE TLB S+450 11/30", "loan", "price", 90, 91.5, 1 * MM, 1 * MM, dealer),
    ]
    body = (
        "Pasted from the desk log for the 9am marks (Mobberley).\n\n"
        + _log(lines)
        + "\n\n-- Tom Ellery | Northcove Credit Partners | +1 312 555 0148\n"
    )
    mail = eml("Tom Ellery <tellery@northcove.com>", "Marks <marks@northcove.com>",
               "Tue, 12 Oct 2027 09:15:37 -0500", "Mobberley chat - loans / HY", "<nc.chat.1012.091537@northcove.com>",
               text=body)
    return "40-desk-log-chat-loans-hy-correction-ignore", "chat", mail, gold


LAYOUTS = [k37, k38, k39, k40]
