"""Chat transcripts pasted into a mail or sent as a file (Bloomberg IB, Symphony, pipe-table exports).

Each line's prefix (time, room, user, firm) is stripped and its firm becomes the quote's dealer; what
the message says about earlier lines is applied here: a correction ("not 96/101, sorry", "pls ignore
that") drops or replaces the speaker's previous quotes, a doubt ("checking", "may be stale") sends
them to review, a back-reference ("same in 10y") writes out the instrument it points at, and a
question or an earlier level ("was 142/150") quotes nothing. ``lines.scan_lines`` calls these line
by line.
"""

from __future__ import annotations

import re
from dataclasses import replace

from extractors import vocab
from extractors.corrections import FRACTION_LEVEL
from extractors.model import Quote

#: "pls ignore that, wrong line.", "disregard my last": the speaker's previous line was wrong.
_RETRACTION = re.compile(
    r"^\s*(?:(?:pls|please)\s+)?(?:ignore|disregard|scratch)\s+(?:that|this|my last|the last|last|previous|above)\b"
    r"[^.;:]*[.;:]?\s*|^\s*wrong line\b[.,;:!]?\s*", re.IGNORECASE)
#: "BRISKOR 5Y 91/96, not 96/101, sorry": the level after "not" is the one corrected, never a level.
#: Fractions too: "SANNOX 98 - 98 1/2, not 98 1/8 - 98 5/8".
_NOT_LEVEL = re.compile(rf",?\s*\bnot\s+(?:{FRACTION_LEVEL}|[+-]?\d[\d.,+-]*)\s*(?:/|\s-)\s*"
                        rf"(?:{FRACTION_LEVEL}|[+-]?\d[\d.,+-]*)(?:\s*,?\s*sorry\b[.!]?)?", re.IGNORECASE)


def correction(line: str, dealer: str | None, earlier: list[Quote],
               last_message: str | None = None, unnamed_firm: bool = False) -> tuple[str, list[Quote]]:
    """(a chat line without its correcting words, the quotes it corrects). Retracting words drop
    the speaker's previous line at once; "not 96/101" marks the speaker's previous line's quotes
    of the instruments the line quotes again, which the caller drops. ``last_message``, the location
    of the speaker's previous message when known: "pls ignore that" after a message that quoted
    nothing takes back nothing (never a line further up). ``unnamed_firm``: the prefix names the
    speaker (``[09:10:31] jlee:``) but no firm, so his quotes carry the mail's dealer, not ``dealer``:
    his previous message is found by ``last_message`` alone."""
    retract = _RETRACTION.match(line) if ("ignore" in line or "wrong" in line or "disregard" in line
                                          or "scratch" in line) else None
    not_level = _NOT_LEVEL.search(line) if retract is None and "not " in line.lower() else None
    if retract is None and not_level is None:
        return line, []
    if unnamed_firm:
        last = last_message
        previous = [q for q in earlier if q.location == last] if last else []
    else:
        last = next((q.location for q in reversed(earlier) if q.dealer == dealer), None)
        if retract is not None and last_message is not None and last != last_message:
            last = None  # the message it takes back quoted nothing
        previous = [q for q in earlier if q.location == last and q.dealer == dealer] if last else []
    if retract is not None:
        earlier[:] = [q for q in earlier if not any(q is p for p in previous)]
        return line[retract.end():], []
    assert not_level is not None
    return line[:not_level.start()] + line[not_level.end():], previous


def refresh_as_correction(line: str) -> str:
    """A chat refresh written as the correction it is: ``Yarrow now 99.875 / 100.25, was 99.75 / 100.125``
    as ``Yarrow 99.875 / 100.25, not 99.75 / 100.125`` (the speaker's earlier quote at the old levels, however
    many lines up and however short the name, takes the new ones)."""
    return _NOW_WAS.sub(r"\g<new>, not \g<old>", line) if "now" in line and "was" in line else line


#: "now" before a market, a "was" clause after it naming the market it replaces.
_NOW_WAS = re.compile(r"\bnow\s+(?P<new>[+-]?\d[\d.]*\s*/\s*[+-]?\d[\d.]*),?\s+was\s+"
                      r"(?P<old>[+-]?\d[\d.]*\s*/\s*[+-]?\d[\d.]*)", re.IGNORECASE)


#: A dealer doubting a level he sends: it goes to review (docs/quotes.md), never stored as good.
DOUBT = re.compile(r"\b(?:(?:may|might) be stale|stale|double[- ]check|checking|not sure|tbc|to be confirmed"
                    r"|leave it with me|let me (?:check|confirm))\b", re.IGNORECASE)


def doubt_last_line(quotes: list[Quote], dealer: str | None, phrase: str, message: str = "") -> None:
    """Send the quotes of ``dealer``'s last quoting line to review: the next message doubts them.
    A message naming one of the dealer's instruments ("KENTMERE px might be stale") doubts that
    instrument's latest quotes instead, however many lines ago it was quoted."""
    named = set(_NAME_WORD.findall(message.upper())) - _NOT_NAMES
    ours = [q for q in quotes if q.dealer == dealer]
    hit = next((q for q in reversed(ours) if named and named & set((q.instrument or q.ticker or "").split())), None)
    last = hit.location if hit is not None else next((q.location for q in reversed(ours)), None)
    reason = f"the dealer doubts the level: '{phrase}'"
    for k, q in enumerate(quotes):
        if last is not None and q.location == last and q.dealer == dealer and (
                hit is None or (q.instrument or q.ticker) == (hit.instrument or hit.ticker)):
            quotes[k] = replace(q, review_reason=f"{q.review_reason}; {reason}" if q.review_reason else reason,
                                confidence=max(0.05, round(q.confidence - 0.3, 2)))


_NAME_WORD = re.compile(r"\b[A-Z][A-Z&'-]{2,}\b")
#: Words of a doubting message that name no instrument.
_NOT_NAMES = frozenset({"THE", "PX", "LEVEL", "LEVELS", "BID", "OFFER", "ASK", "MIGHT", "MAY", "STALE", "LET", "CHECK",
                        "DOUBLE", "NOT", "SURE", "TBC", "THAT", "THIS", "ONE", "CHECKING", "CONFIRM", "SPRD", "YLD"})

#: Chatter before a chat message's levels ("fyi", "mrng.") and an earlier level after them
#: (", was 142/150 this am"): neither names the instrument or quotes it.
_CHATTER = re.compile(r"^\s*(?:fyi|btw|mrng|morning|update|upd|(?:mkt|market)\s+moving)\b\s*[-.,:!]?\s+",
                      re.IGNORECASE)
_EARLIER_LEVEL = re.compile(r",?\s+(?:was|earlier|prev(?:ious(?:ly)?)?)\s+[+-]?\d[\d.,/+ -]*.*$", re.IGNORECASE)


def chat_message(line: str) -> str:
    """A chat message's quoting part: no chatter, no earlier level, no question ("Brontide bid
    9.85?", "where are you in ORSINO 5y? could do 10": what a client asks quotes nothing)."""
    if "?" in line:
        line = _QUESTION.sub(" ", line)
    return _EARLIER_LEVEL.sub(_size_kept, _CHATTER.sub("", line))


def _size_kept(m: re.Match[str]) -> str:
    """An earlier level's clause dropped, the size a later clause states kept (", was 98.50 / 99.00 Fri, 1x1")."""
    size = _LATER_SIZE.search(m[0])
    return f" {size[1]}" if size else ""


_LATER_SIZE = re.compile(r",\s*(\d{1,3}\s?x\s?\d{1,3}|\d+(?:\.\d+)?\s?mm)\s*$", re.IGNORECASE)


#: A question clause: from the start of the message or a clause break to its "?" ("+112/+107, size?" keeps the level).
_QUESTION = re.compile(r"(?:^|(?<=[.,;!?])\s)(?:[^.,;!?]|(?<=\d)[.,](?=\d))*\?")


#: Chat transcript prefixes: Bloomberg IB ``[08:01] [ldn-cds-1] jpm_cds:`` / ``08:01:22 jpm_cds:``,
#: Symphony ``John Smith (JPM) 08:01:22:`` / ``[08:01:22] John Smith (JPM):``, LSEG Messenger
#: ``25-Nov-2026 13:04:40 GMT  Dan Whitcombe [TAMARISK]:``, a WhatsApp export ``30/11/2026, 08:02 - Ros
#: Pennick (Vellacott):``.
_IB_PREFIX = re.compile(
    r"^\s*\[?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\]?\s+(?:\[[^\]]{1,40}\]\s+)?"
    r"(?P<user>[\w.@-]{2,40}(?: [A-Z][\w.'-]{1,20}){0,3})\s*:\s+"
)
#: The date an exported transcript writes before each time ("18-Nov-2026 08:02:14", "2026-11-18 15:00:05 UTC").
_CHAT_DATE = r"(?:\d{1,2}[-/ ][A-Za-z]{3}[-/ ]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4})"
#: A time, after its date or not: ``08:01``, ``[08:01:22]``, ``24/11/2027 07:40:11.954`` (a persistent chat's
#: milliseconds), ``2027-11-29T08:00:02-05:00`` (ISO 8601, with its offset).
_CHAT_TIME = (rf"\[?(?:{_CHAT_DATE}(?:,?\s+|T))?\d{{1,2}}:\d{{2}}(?::\d{{2}}(?:[.,]\d{{1,6}})?)?"
              r"(?:\s*[AP]M)?(?:Z|[+-]\d{2}:?\d{2}|\s*(?:UTC|GMT|ET|EST|EDT|CET|BST))?\]?")
#: A person's name as chat exports write it: up to four capitalised words ("Jane Doe", "OLU ADEBAYO").
_PERSON = r"[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*){0,3}"
#: A person's name or a firm's in a chat prefix: words of letters, no digits (a message has levels).
_CHAT_NAME = r"[A-Za-z][\w.'&-]*(?: [A-Za-z][\w.'&-]*){0,4}"
_SYMPHONY_PREFIX = re.compile(
    rf"^\s*(?:{_CHAT_TIME}\s+(?:-\s+)?)?(?P<name>{_PERSON})\s*"
    r"[(\[](?P<firm>[^)\]]{1,30})[)\]]\s*(?:\d{1,2}:\d{2}(?::\d{2})?)?\s*:\s+"
)
#: A speaker line, the message on the lines under it: a Symphony export's ``[2026-11-18 15:00:05 UTC] Jane
#: Doe [ACME]``, a Slack paste's ``Ben Ashworth [MYNOTT]  10:41 AM`` (or ``Lena Marsh (Ilsington)  9:12 AM``),
#: a Zoom chat's ``08:31:02 From  Priya Venn (Hartshorn)  to  Everyone:``, a Symphony export's
#: ``[Cothelstone Capital] Wendy Cothel, 23 Nov 2027 8:41:17 AM:``.
_SPEAKER_DAY = (r"(?:(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[- ][A-Za-z]{3}[- ]\d{2,4}"
                r"|[A-Za-z]{3,9}\.? \d{1,2},? \d{4}),?\s+)?")  # "Nov 26, 2027, 9:02 AM" too
_SPEAKER_LINES = (
    re.compile(rf"^\s*{_CHAT_TIME}\s+{_PERSON}\s*\[(?P<firm>[^\]]{{1,30}})\]\s*$"),
    # "Eilidh Stroud (Drumcarrow)  7:58 AM", or with the day before the time ("2/9/27, 7:58 AM"), the
    # seconds after it ("2027-02-17 07:32:51")
    re.compile(rf"^\s*{_PERSON}\s*[\[(](?P<firm>[^\])]{{1,30}})[\])]\s+{_SPEAKER_DAY}"
               r"\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\s*$"),
    re.compile(rf"^\s*{_CHAT_TIME}\s+From\s+{_PERSON}\s*\((?P<firm>[^)]{{1,30}})\)\s+to\s+[\w ]{{1,40}}:\s*$"),
    # Symphony exported with the firm first: "[Cothelstone Capital] Wendy Cothel, 23 Nov 2027 8:41:17 AM:"
    # or with a dot between the person and the time: "[Farleton Securities] Kit Ambrose · Nov 26, 2027, 9:02 AM"
    re.compile(rf"^\s*\[(?P<firm>[^\]]{{1,30}})\]\s+{_PERSON}(?:,|\s+[\u00b7\u2022|-])?\s+{_SPEAKER_DAY}"
               r"\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\s*:?\s*$"),
    # Symphony pasted: "Harriet Vey  |  Ardsley Partners  07:45", the message on the lines under it
    re.compile(rf"^\s*{_PERSON}\s+\|\s+(?P<firm>{_CHAT_NAME})\s+"
               r"\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\s*$"),
)


#: A transcript's participant list (``Participants:`` then ``  OLU ADEBAYO, TARRANT MARKETS (TARRANT)``): who
#: works where, for message prefixes that name only the person (``09:05:30 OLU ADEBAYO: ...``).
PARTICIPANTS_HEADING = re.compile(r"^\s*participants\s*:\s*$", re.IGNORECASE)
_PARTICIPANT = re.compile(rf"^\s+(?P<name>{_PERSON}),[^()]*\((?P<firm>[^)]{{1,30}})\)\s*$")


def participant(line: str) -> tuple[str, str] | None:
    """(person upper case, firm lower case) of a participant list's line, or ``None``."""
    m = _PARTICIPANT.match(line)
    return (m["name"].upper(), m["firm"].strip().lower()) if m else None


def prefix_person(line: str) -> str | None:
    """The person a Bloomberg-style prefix names (``09:05:30 OLU ADEBAYO:``), upper case."""
    m = _IB_PREFIX.match(line)
    return m["user"].upper() if m else None


#: A pasted speaker line naming a person and a time but no firm (``Hana Kwiatek  10:42 AM``): someone
#: else speaks, a client most likely; the previous speaker's messages end.
_PERSON_AT = re.compile(rf"^\s*{_PERSON}\s+\d{{1,2}}:\d{{2}}(?:\s*[AP]M)?\s*$")


def person_without_firm(line: str) -> bool:
    return _PERSON_AT.match(line) is not None


#: Symphony pasted with the time on a line of its own: "Ian Geddes | Pitsligo & Co", then "    09:16", then the
#: message indented. Alone, such a line may be a heading or a signature: it names a speaker only when a
#: bare time follows it (lines.py).
_PIPE_SPEAKER = re.compile(r"^\s*[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*){1,3}\s+\|\s+"
                           r"(?P<firm>[A-Za-z][\w.'&-]*(?: (?:&|[A-Za-z][\w.'&-]*)){0,4})\s*$")
BARE_TIME = re.compile(r"^\s*\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\s*$")


def pipe_speaker(line: str) -> str | None:
    """The firm of a "Person Name | Firm" line (a speaker if a bare time follows), or ``None``."""
    m = _PIPE_SPEAKER.match(line) if "|" in line else None
    return _dealer_name(m["firm"]) if m else None


def speaker_firm(line: str) -> str | None:
    """The firm a speaker line names (lower case), or ``None`` if the line is none."""
    if "]" not in line and ")" not in line and "|" not in line:
        return None
    for pattern in _SPEAKER_LINES:
        m = pattern.match(line)
        if m is not None:
            return _dealer_name(m["firm"])
    return None


def _dealer_name(firm: str) -> str:
    """A firm's name as its dealer, lower case, company forms dropped: "Ardsley Partners", "Tarrant
    Markets Ltd", "FERRIBY SECURITIES" are Ardsley, Tarrant, Ferriby."""
    words = firm.strip().lower().split()
    while len(words) > 1 and (words[-1].strip(".,") in vocab.COMPANY_FORMS or words[-1] in {"&", "and"}
                              or _cut_form(words[-1]) or _cut_after_form(words)):
        words.pop()  # "Nettlecombe & Co": the "&" goes with the "Co"
    return " ".join(words)


_LONG_FORMS = tuple(form for form in vocab.COMPANY_FORMS if len(form) > 4) + ("management",)


def _cut_form(word: str) -> bool:
    """A company form cut short where Bloomberg cuts a firm's name at 20 characters ("LASTINGHAM
    SECURITI", "MELMERBY CAPITAL MARK")."""
    return (len(word) >= 4 and any(form.startswith(word) for form in _LONG_FORMS)) or word in {"ll", "l"}  # "LLC" cut


def _cut_after_form(words: list[str]) -> bool:
    """A company form's first letters after another form ("SHIPBOURNE CAPITAL M", cut at 20 characters)."""
    return (len(words) > 2 and words[-2] in vocab.COMPANY_FORMS
            and any(form.startswith(words[-1]) for form in _LONG_FORMS))


_ROOM_USER_FIRM = re.compile(r"^([a-z]{2,6})[_.-]", re.IGNORECASE)
_CHAT_HINT = re.compile(
    rf"^\s*\|?\s*\[?(?:{_CHAT_DATE}(?:,?\s+|T))?\d{{1,2}}:\d{{2}}|\)\s*(?:\d{{1,2}}:\d{{2}}(?::\d{{2}})?)?\s*:\s")
#: Bloomberg IB with the firm after the user: ``08:01:12 HAL BRIXEY, SALTCOTE: ...``, ``08-Dec-2027 08:01:52
#: Mark Kemble, YELDEN CAPITAL MARKE: ...`` (a history export's date, the firm cut at 20 characters).
_IB_USER_FIRM = re.compile(
    rf"^\s*{_CHAT_TIME}\s+[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){{0,3}},"
    rf"\s*(?P<firm>{_CHAT_NAME})\s*:\s+")
#: An IRC-style log naming the firm inside the angle brackets: ``08:04:17 <FAY DUNCOMBE, FERRIBY SECURITIES> ...``.
_ANGLE_USER_FIRM = re.compile(rf"^\s*{_CHAT_TIME}\s+<\s*{_PERSON}\s*,\s*(?P<firm>{_CHAT_NAME})\s*>\s+")
#: A persistent chat's user with the person and firm after it: ``24/11/2027 07:40:11.954  ISTRUTHERS3 (Iain
#: Struthers, Ardgowan Securities):  ...``.
_USER_PERSON_FIRM = re.compile(rf"^\s*{_CHAT_TIME}\s+[\w.@-]{{2,40}}\s*\(\s*{_PERSON}\s*,\s*(?P<firm>{_CHAT_NAME})\s*\)"
                               r"\s*:\s+")
#: A log naming each sender by address: ``2027-11-29T08:00:02-05:00 <jmarsh@uffington>  ...``: the firm is
#: the address's domain.
_ANGLE_ADDRESS = re.compile(rf"^\s*{_CHAT_TIME}\s+<\s*[\w.+-]{{1,40}}@(?P<firm>[A-Za-z][\w-]{{1,40}})"
                            r"(?:\.[\w.-]+)?\s*>\s+")
#: A person and a firm between pipes: ``[09:02:18] Lou Garner | Abbotsley Securities: ...``.
_PERSON_PIPE_FIRM = re.compile(rf"^\s*{_CHAT_TIME}\s+{_PERSON}\s*\|\s*(?P<firm>{_CHAT_NAME})\s*:\s+")
#: A transcript exported as a pipe table, ``timestamp | sender | company | message``:
#: ``2026-11-24 09:14:02 | Ruth Adeyemi | Glenvar | ARDMORE ...``.
_PIPE_PREFIX = re.compile(rf"^\s*\|?\s*{_CHAT_TIME}\s*\|\s*{_CHAT_NAME}\s*\|\s*(?P<firm>{_CHAT_NAME})\s*\|\s*")


#: A Bloomberg transcript as a client pastes it, the firm (cut at 20 characters) in brackets:
#: ``11/24/2027 08:01:15 AM EST | Tom Reeth (LASTINGHAM SECURITI) | ...``.
_PIPE_PERSON_BRACKET_FIRM = re.compile(rf"^\s*{_CHAT_TIME}\s*\|\s*{_PERSON}\s*\((?P<firm>[^)|]{{1,30}})\)\s*\|\s*")


#: A desk chat log: ``09:02:11  Jess Hart [MOBBERLEY]  NYC TFA 5s ...``: the firm in square brackets, no colon.
_PERSON_BRACKET_FIRM = re.compile(
    rf"^\s*{_CHAT_TIME}\s+{_PERSON}\s*\[(?P<firm>[^\]]{{1,30}})\](?:\s{{2,}}|\s*:\s+)(?=\S)")


def strip_chat_prefix(line: str) -> tuple[str, str | None]:
    """(the line without a chat prefix, the quoting firm if the prefix names one)."""
    if "]" in line and (m := _PERSON_BRACKET_FIRM.match(line)) is not None:
        return line[m.end():], _dealer_name(m["firm"])
    if (":" not in line and "|" not in line) or not _CHAT_HINT.search(line):
        return line, None
    if "|" in line and (m := _PIPE_PREFIX.match(line)) is not None:
        # "| 09:14:02 | Ann Lee | Penhallow | ... |": a table drawn with outer pipes closes the message too.
        return line[m.end():].rstrip().removesuffix("|"), m["firm"].strip().lower()
    if "|" in line and (m := _PIPE_PERSON_BRACKET_FIRM.match(line)) is not None:
        return line[m.end():], _dealer_name(m["firm"])
    if "|" in line and (m := _PERSON_PIPE_FIRM.match(line)) is not None:
        return line[m.end():], _dealer_name(m["firm"])
    if "," in line and (m := _USER_PERSON_FIRM.match(line)) is not None:
        return line[m.end():], _dealer_name(m["firm"])
    if "@" in line and (m := _ANGLE_ADDRESS.match(line)) is not None:
        return line[m.end():], m["firm"].lower()
    m = _SYMPHONY_PREFIX.match(line)
    if m:
        return line[m.end():], _dealer_name(m["firm"])
    if "," in line and (m := _IB_USER_FIRM.match(line)) is not None:
        # "08-Dec-2027 08:01:52  Mark Kemble, YELDEN CAPITAL MARKE: ...": an export's date, the firm cut short
        return line[m.end():], _dealer_name(m["firm"])
    if "<" in line and (m := _ANGLE_USER_FIRM.match(line)) is not None:
        return line[m.end():], _dealer_name(m["firm"])
    m = _IB_PREFIX.match(line)
    if m:
        firm = _ROOM_USER_FIRM.match(m["user"])
        return line[m.end():], firm.group(1).lower() if firm else None
    return line, None


#: ``same in 10y``, ``same 7y 205/214``, ``and 7y 70/71``, ``10y same``: a chat line that names only a new tenor.
_BACK_REFERENCE = re.compile(
    r"^\s*(?P<same>same(?P<sized>\s+size)?\s+(?:(?:in|for)\s+)?(?:the\s+)?|ditto\s+|and\s+(?:the\s+)?|also\s+)?"
    r"(?P<tenor>\d{1,2}\s?y(?:r|ear)?s?|\d{1,2}s)\b(?P<rest>.*)$",
    re.IGNORECASE,
)


def resolve_back_reference(line: str, earlier: list[Quote]) -> str | None:
    """A chat line that refers to the instrument of the previous quote with a new tenor gets that
    instrument written out; one that refers to nothing is left out (``None``)."""
    m = _BACK_REFERENCE.match(line)
    if not m or not _LEADING_REFERENCE.match(line):
        return line
    if m["tenor"][-1] in "sS" and m["tenor"][-2:-1].isdigit() and not m["same"] and not _LEVEL_NEXT.match(m["rest"]):
        return line  # "2s  T 3 1/2 11/30/27 ...": a label before the line's own bond, no reference to the one above
    # The line right above is what "same" points at: after a bond ("same in 10y for KFW") it
    # names nothing, even with a CDS quoted further up.
    previous = earlier[-1] if earlier else None
    if previous is None or not (previous.tenor and previous.instrument):
        return None
    tenor = re.sub(r"\s|(?<=y)(?:r|ear)?s?$", "", m["tenor"].lower()).upper()
    if tenor.endswith("S"):
        tenor = f"{tenor[:-1]}Y"  # "same in 10s": the ten-year
    rest = m["rest"]
    same = _SAME_SIZE.search(rest)
    if same is not None:
        # "10y same size 188 / 199" under "CLEVELEYS MEDIA 5Y 141 / 148, 5x5", "7y 71 / 72.5 same size": the
        # line above's sizes
        rest = " " + " ".join(p for p in (rest[:same.start()].strip(), rest[same.end():].strip()) if p)
        rest += sizes_written(previous)
    elif m["sized"]:
        rest = f" {rest.strip()}{sizes_written(previous)}"  # "same size in the 10y 84 / 85.5"
    return f"{previous.instrument} {tenor}{rest}"


def same_size(line: str, earlier: list[Quote]) -> str:
    """A chat line saying "same size" (``WEXFORD 5.6 35s +139 / +133 same size``) with the sizes of the quote
    above written out in its place; the words dropped when that quote has none."""
    said = _SAME_SIZE.search(line)
    if said is None:
        return line
    sizes = sizes_written(earlier[-1]) if earlier else ""
    return f"{line[:said.start()].rstrip()}{sizes} {line[said.end():].strip()}".rstrip()


def sizes_written(quote: Quote) -> str:
    """A quote's two sizes as a line writes them in millions (" 5x5"), for a line that says "same size";
    "" when it has not both."""
    return f" {quote.bid_size / 1e6:g}x{quote.ask_size / 1e6:g}" if quote.bid_size and quote.ask_size else ""


_SAME_SIZE = re.compile(r"\bsame\s+size\b", re.IGNORECASE)


#: A level right after a back-reference's tenor ("10s now 87.75/88.75", "10s 88.5 / 89.5").
_LEVEL_NEXT = re.compile(r"^\s+(?:now\s+)?[+-]?\d")
_LEADING_REFERENCE = re.compile(r"^\s*(?:same|ditto|and|also)\b|^\s*\d{1,2}(?:\s?y|s\b)", re.IGNORECASE)
