"""Write the accuracy corpus: realistic dealer mails with the expected quotes beside each.

    .venv/bin/python tests/corpus/generate.py [--out tests/corpus/mails]

Deterministic (fixed seed). Each ``NNN-<format>.eml`` has ``NNN-<format>.expected.json`` with the
format label and the quotes the generator put in; the scorer compares the extractor against it.
The truth is the same on every run; the .eml files' Message-IDs and MIME boundaries are not.

A yield beside a price is the yield to maturity that price implies for the coupon and maturity
written, on the day the mail is sent (semi-annual, 3 decimals, as dealers show it): the parser's
cross-check sends a row whose price and yield disagree to review as misread.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import corpus_docs  # noqa: E402
from corpus_render import run_line, table_rows  # noqa: E402
from corpus_truth import RUN_DATE, Inst, instrument, levels  # noqa: E402

SEED = 20241014
HERE = Path(__file__).parent
DEALERS = [
    ("Jane Smith", "jane.smith@desk.acmebank.com", "acmebank"),
    ("Raj Patel", "rpatel@trading.northbridge.co.uk", "northbridge"),
    ("Tom Lee", "tlee@emdesk.meridiancap.com", "meridiancap"),
    ("Ana Costa", "acosta@halcyonsec.com", "halcyonsec"),
    ("Li Wei", "li.wei@credit.orientbank.com.sg", "orientbank"),
]
EU_DEALERS = [
    ("Klaus Weber", "k.weber@bankhaus-keller.de", "bankhaus-keller"),
    ("Marie Dubois", "m.dubois@banque-lyon.fr", "banque-lyon"),
]
ASSETS = ["corporate", "sovereign", "government", "loan", "structured", "cds", "muni", "convertible", "preferred"]
HEADINGS = {
    "corporate": ["IG RUN", "HY RUN", "CREDIT RUN", "Corporates"],
    "sovereign": ["EM SOVS  PX / YLD", "EM Sovereigns"],
    "government": ["UST", "Treasuries"],
    "loan": ["LOANS", "Leveraged loans"],
    "structured": ["CLO BWIC", "CLO / ABS"],
    "cds": ["CDS", "CDS single names and indices"],
    "muni": ["MUNIS", "Municipals"],
    "convertible": ["CONVERTS"],
    "preferred": ["PREFERREDS", "Pfds"],
}
SIGNATURES = [
    "{name}\nDirector | Credit Trading\n{firm}\n383 Madison Avenue, 10th Floor, New York, NY 10179\n"
    "T: +1 (212) 555-0142 | M: +1 917 555 0199\n{email}",
    "Best,\n{name}\n{firm} | 25 Bank Street, London E14 5JP\nTel +44 20 7123 4567  Fax +44 20 7123 4568\n"
    "Ref: 2024/10/14-7781  Desk ID 443-1200",
    "--\n{name} | {firm}\nOffice: 212.555.0100 ext 4471 | Bloomberg: {short} <GO>\nSent 10/14/2024 09:31 ET",
]
DISCLAIMERS = [
    "This message is for information purposes only and is not an offer or solicitation. Prices are "
    "indicative as of 10/14/2024 9:30 AM ET and subject to change. Member SIPC/FINRA. Ref #88213-22/7.",
    "IMPORTANT: levels shown 1/2 hour old. Not research. Copyright 2024. All rights reserved. "
    "Registered office: 1 Churchill Place, London E14 5HP. Registered in England No. 1026167.",
    "Confidential. If you received this in error call +1 800 555 0100 and delete it. "
    "Distributed 14-Oct-2024 under MiFID II Art. 24(3); 5 1/2% of ...",
]
EU_TEXT = (
    "Guten Morgen,\n\nanbei unsere indikativen Kurse (Geld / Brief):",
    "Mit freundlichen Grüßen\n{name}\n"
    "{firm} · Neue Mainzer Str. 52, 60311 Frankfurt am Main\nTel. +49 69 1234 5678 · Fax +49 69 1234 5679\n"
    "Handelsregister HRB 12345, Amtsgericht Frankfurt; USt-IdNr. DE123456789",
)


def pick_items(
    rng: random.Random, asset: str, n: int, eu: bool = False, settle: dt.date = RUN_DATE
) -> list[tuple[Inst, list[tuple[str, float, float]]]]:
    """``n`` distinct instruments and their levels as shown on the day ``settle`` (a yield follows from it)."""
    items, seen = [], set()
    while len(items) < n:
        inst = instrument(rng, asset, eu)
        if inst.key in seen:
            continue
        seen.add(inst.key)
        items.append((inst, levels(rng, inst, settle)))
    return items


def run_text(
    rng: random.Random,
    assets: list[str],
    dealer: str,
    eu: bool = False,
    one_sided: float = 0.12,
    settle: dt.date = RUN_DATE,
) -> tuple[list[str], list[dict[str, Any]]]:
    lines, truth = [], []
    for asset in assets:
        lines.append(rng.choice(HEADINGS[asset]) if not eu else rng.choice(["Anleihen", "Renten EUR"]))
        items = pick_items(rng, asset, rng.randint(2, 7), eu, settle)
        plus = True
        if asset == "corporate" and rng.random() < 0.25 and not eu:
            lines[-1] = "IG RUN - SPREADS"
            plus = False
        for inst, quotes in items:
            if not plus and quotes[0][0] != "spread":
                continue
            line, t = run_line(rng, inst, quotes, dealer, eu, plus, one_sided)
            lines.append(line)
            truth.extend(t)
        lines.append("")
    return lines, truth


def signature(rng: random.Random, name: str, email: str, firm: str) -> str:
    sig = rng.choice(SIGNATURES).format(name=name, email=email, firm=firm, short=firm[:4].upper())
    return sig + "\n\n" + rng.choice(DISCLAIMERS)


def new_mail(rng: random.Random, sender: tuple[str, str, str], subject: str, when: dt.datetime) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = f"{sender[0]} <{sender[1]}>"
    msg["To"] = "credit-desk@buyside-fund.com"
    msg["Subject"] = subject
    msg["Date"] = format_datetime(when)
    msg["Message-ID"] = make_msgid(domain=sender[1].split("@")[1])
    return msg


def set_text(rng: random.Random, msg: EmailMessage, text: str, eu: bool = False) -> None:
    charset = rng.choice(["utf-8", "iso-8859-1", "windows-1252"]) if eu else rng.choice(["utf-8", "us-ascii", "utf-8"])
    cte = rng.choice(["quoted-printable", "base64", "7bit" if charset == "us-ascii" else "8bit"])
    try:
        text.encode(charset)
    except UnicodeEncodeError:
        charset = "utf-8"
    msg.set_content(text, charset=charset, cte=cte if not (cte == "7bit" and not text.isascii()) else "base64")


def html_table(header: list[str], rows: list[list[Any]]) -> str:
    cells = "".join(f"<th>{h}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table border="1" cellpadding="2"><tr>{cells}</tr>{body}</table>'


def aligned(header: list[str], rows: list[list[Any]]) -> list[str]:
    """Column-aligned text lines of a table (how plain-text alternatives and PDFs show it)."""
    texts = [[str(c) if c is not None else "" for c in row] for row in [header, *rows]]
    widths = [max(len(r[i]) for r in texts) for i in range(len(header))]
    return ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in texts]


def tables(  # type: ignore[no-untyped-def]
    rng: random.Random, assets: list[str], dealer: str, numeric: bool, eu: bool = False, settle: dt.date = RUN_DATE
):
    out, truth = [], []
    for asset in assets:
        items = pick_items(rng, asset, rng.randint(3, 9), eu, settle)
        header, rows, t = table_rows(rng, asset, items, dealer, numeric, eu)
        out.append((asset, header, rows))
        truth.extend(t)
    return out, truth


def build(rng: random.Random, fmt: str, n: int) -> tuple[bytes, list[dict[str, Any]]]:
    eu = fmt == "eu"
    sender = rng.choice(EU_DEALERS if eu else DEALERS)
    name, addr, dealer = sender
    firm = dealer.replace("-", " ").title()
    when = dt.datetime(
        2024, 10, 14, 7, 0, tzinfo=dt.timezone(dt.timedelta(hours=rng.choice([-4, 0, 1, 8])))
    ) + dt.timedelta(minutes=rng.randint(0, 600), days=rng.randint(0, 30))
    assets = rng.sample(ASSETS, rng.randint(1, 3))
    day = when.date()  # the yields a run shows are the ones its prices imply on the day it is sent
    greeting = rng.choice(["Morning all,", "Hi team -", "Good morning, axes and levels below:", "Levels as of 9:30am:"])
    sig = signature(rng, name, addr, firm)
    if fmt in {"text", "reply", "forward", "forward-attached"}:
        lines, truth = run_text(rng, assets, dealer, settle=day)
        body = "\n".join([greeting, "", *lines, sig])
        if fmt == "reply":
            old, _ = run_text(rng, rng.sample(ASSETS, 2), dealer, settle=day)
            if rng.random() < 0.5:
                hist = f"\n\nOn Fri, Oct 11, 2024 at 9:12 AM {name} <{addr}> wrote:\n" + "\n".join(
                    "> " + x for x in old
                )
            else:
                hist = (
                    f"\n\n-----Original Message-----\nFrom: {name} <{addr}>\nSent: Friday, October 11, 2024 9:12 AM\n"
                    f"To: credit-desk\nSubject: RUN\n\n" + "\n".join(old)
                )
            msg = new_mail(rng, sender, "RE: " + rng.choice(["runs", "IG RUN", "levels"]), when)
            set_text(rng, msg, "Updated levels:\n" + "\n".join(lines) + "\n" + sig + hist)
            return bytes(msg), truth
        if fmt.startswith("forward"):
            fwd_sender = rng.choice([d for d in DEALERS if d != sender])
            truth = [{**t, "dealer": fwd_sender[2]} for t in truth]
            inner = new_mail(rng, fwd_sender, "RUN " + when.strftime("%m/%d"), when - dt.timedelta(minutes=20))
            set_text(
                rng, inner, "\n".join([greeting, "", *lines, signature(rng, *fwd_sender[:2], fwd_sender[2].title())])
            )
            msg = new_mail(rng, sender, "FW: RUN " + when.strftime("%m/%d"), when)
            if fmt == "forward-attached":
                set_text(rng, msg, "fyi - see attached\n\n" + sig)
                msg.add_attachment(inner)
                return bytes(msg), truth
            head = (
                f"---------- Forwarded message ---------\nFrom: {fwd_sender[0]} <{fwd_sender[1]}>\n"
                f"Date: Mon, Oct 14, 2024 at 9:01 AM\nSubject: RUN\nTo: <credit-desk@buyside-fund.com>\n\n"
            )
            set_text(rng, msg, "FYI, worth a look\n\n" + sig + "\n\n" + head + "\n".join([greeting, "", *lines]) + "\n")
            return bytes(msg), truth
        msg = new_mail(rng, sender, rng.choice(["IG RUN", "Axes", "Levels", "RUNS 10/14", "Credit run"]), when)
        set_text(rng, msg, body)
        return bytes(msg), truth
    if fmt == "eu":
        lines, truth = run_text(rng, ["corporate", "government"], dealer, eu=True, one_sided=0.0, settle=day)
        intro, outro = EU_TEXT
        msg = new_mail(rng, sender, "Kurse " + when.strftime("%d.%m.%Y"), when)
        set_text(rng, msg, "\n".join([intro, "", *lines, outro.format(name=name, firm=firm)]), eu=True)
        return bytes(msg), truth
    if fmt == "html":
        tabs, truth = tables(rng, assets, dealer, numeric=False, settle=day)
        plain = [greeting, ""] + [ln for _, h, rows in tabs for ln in ["", *aligned(h, rows)]] + ["", sig]
        html = (
            "<html><body><p>"
            + greeting
            + "</p>"
            + "".join(f"<p><b>{rng.choice(HEADINGS[a])}</b></p>" + html_table(h, rows) for a, h, rows in tabs)
            + "<p>"
            + sig.replace("\n", "<br>")
            + "</p></body></html>"
        )
        msg = new_mail(rng, sender, "Runs", when)
        msg.set_content("\n".join(plain))
        msg.add_alternative(html, subtype="html")
        return bytes(msg), truth
    msg = new_mail(rng, sender, rng.choice(["Run attached", "Offering sheet", "Daily run", "Inventory"]), when)
    set_text(rng, msg, f"{greeting}\n\nPlease find our run attached.\n\n{sig}")
    eu_doc = fmt == "csv" and rng.random() < 0.3
    tabs, truth = tables(
        rng, assets[:1] if fmt == "csv" else assets, dealer, numeric=fmt == "xlsx", eu=eu_doc, settle=day
    )
    if fmt == "xlsx":
        sheets = []
        for asset, header, rows in tabs:
            lead = [[rng.choice(HEADINGS[asset])], [f"As of {when:%m/%d/%Y}"]][: rng.randint(0, 2)]
            blank = [[]] * rng.randint(0, 3)
            notes = [[], ["Levels indicative, subject to change. Call +1 212 555 0142."]]
            sheets.append((asset[:20].title(), lead + blank + [header] + rows + notes, False))
        decoy, _ = tables(rng, ["corporate"], dealer, numeric=True, settle=day)
        sheets.append(("old", [decoy[0][1]] + decoy[0][2], True))
        data, ctype, ext = (
            corpus_docs.xlsx(sheets),
            ("application", "vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
            "xlsx",
        )
    elif fmt == "csv":
        asset, header, rows = tabs[0]
        data = corpus_docs.csv_bytes([header, *rows], ";" if eu_doc else ",", "cp1252" if eu_doc else "utf-8")
        ctype, ext = ("text", "csv"), "csv"
    elif fmt == "pdf":
        ruled = rng.random() < 0.4
        pages, ruled_pages = [], []
        for asset, header, rows in tabs:
            if ruled:
                pages.append([f"{firm} - {rng.choice(HEADINGS[asset])}", f"Indicative levels {when:%m/%d/%Y}"])
                ruled_pages.append([header, *rows])
            else:
                pages.append(
                    [
                        f"{firm} - {rng.choice(HEADINGS[asset])}",
                        "",
                        *aligned(header, rows),
                        "",
                        "Page footnote: prices indicative; tel +1 212 555 0142",
                    ]
                )
        data = corpus_docs.pdf(pages, ruled_pages if ruled else None)
        ctype, ext = ("application", "pdf"), "pdf"
    else:  # docx
        paras = [greeting, "Our levels below.", f"{firm}, 383 Madison Ave, New York, NY 10179, +1 212 555 0142"]
        data = corpus_docs.docx(paras, [[h, *[[str(c) for c in r] for r in rows]] for _, h, rows in tabs])
        ctype, ext = ("application", "vnd.openxmlformats-officedocument.wordprocessingml.document"), "docx"
    msg.add_attachment(data, maintype=ctype[0], subtype=ctype[1], filename=f"run_{n:03d}.{ext}")
    return bytes(msg), truth


FORMATS = {
    "text": 70,
    "html": 40,
    "reply": 25,
    "forward": 20,
    "forward-attached": 10,
    "eu": 25,
    "xlsx": 40,
    "csv": 30,
    "pdf": 40,
    "docx": 25,
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=HERE / "mails")
    args = parser.parse_args(argv)
    rng = random.Random(SEED)
    args.out.mkdir(parents=True, exist_ok=True)
    for old in args.out.glob("*"):
        old.unlink()
    n = 0
    for fmt, count in FORMATS.items():
        for _ in range(count):
            n += 1
            raw, truth = build(rng, fmt, n)
            (args.out / f"{n:03d}-{fmt}.eml").write_bytes(raw)
            (args.out / f"{n:03d}-{fmt}.expected.json").write_text(
                json.dumps({"format": fmt, "quotes": truth}, indent=1) + "\n"
            )
    print(f"wrote {n} mails to {args.out}")


if __name__ == "__main__":
    main()
