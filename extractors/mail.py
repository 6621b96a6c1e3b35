"""The whole-mail extractor: every body (one of each multipart/alternative group) and every attachment.

The MIME walk is :mod:`extractors.mime`; this module reads what it found. A failing attachment
becomes an error entry and never discards the rest of the mail.
"""

from __future__ import annotations

from dataclasses import replace

from extractors.body import extract_html, extract_text
from extractors.crosscheck import cross_check
from extractors.dealers import dealer_from_sender
from extractors.errors import EXPECTED_ERRORS, ExtractorError
from extractors.mime import Body, Envelope, ParsedMail, parse_mail, walk_msg, walk_tnef
from extractors.model import ExtractionError, ExtractionResult, SourceContext
from extractors.registry import extract


def _body_result(body: Body, context: SourceContext, subject: str | None) -> ExtractionResult:
    changes: dict[str, object] = {"part": body.part, "content_type": body.content_type, "filename": None}
    if body.sender:
        changes.update(sender=body.sender, dealer=dealer_from_sender(body.sender))
    if body.sent_at:
        changes["quoted_at"] = body.sent_at
    ctx = replace(context, **changes)  # one copy of the context, not three: this runs on every body
    if body.content_type == "text/html":
        return extract_html(body.text, ctx, subject)
    return extract_text(body.text, ctx, subject)


def extract_bodies(bodies: tuple[Body, ...] | list[Body], context: SourceContext,
                   subject: str | None = None) -> ExtractionResult:
    """Quotes of every body, one body per multipart/alternative group (the one that yields most)."""
    results: list[ExtractionResult] = []
    groups: dict[str, list[tuple[str, ExtractionResult]]] = {}
    for body in bodies:
        result = _body_result(body, context, subject)
        if body.alternative_group is None:
            results.append(result)
        else:
            groups.setdefault(body.alternative_group, []).append((body.content_type, result))
    for members in groups.values():
        # The plain and HTML versions carry the same run; keep one, the richer in quotes not doubted, the
        # HTML on a tie: a mail client writes the plain text from the HTML, and its plain text of a table
        # drops the empty cells and merged bands that say which column is which (a bid alone reads as an
        # offer; rows under a merged label shift).
        results.append(max(members, key=lambda pair: (*_richness(pair[1]), pair[0] == "text/html"))[1])
    merged = ExtractionResult.merge(results)
    return ExtractionResult(cross_check(merged.quotes), merged.errors)


def _richness(result: ExtractionResult) -> tuple[int, int]:
    return sum(1 for q in result.quotes if q.review_reason is None), len(result.quotes)


def mail_context(mail: ParsedMail, context: SourceContext) -> SourceContext:
    """Fill what the caller did not know from the mail itself."""
    return replace(
        context,
        sender=context.sender or mail.sender,
        dealer=context.dealer or dealer_from_sender(mail.sender),
        quoted_at=context.quoted_at or mail.sent_at,
    )


def extract_mail(raw: bytes, context: SourceContext) -> ExtractionResult:
    """Parse a mail and extract its bodies and every attachment."""
    mail = parse_mail(raw)
    ctx = mail_context(mail, context)
    results = [extract_bodies(mail.bodies, ctx, mail.subject)]
    for att in mail.attachments:
        att_ctx = replace(ctx, part=att.part, filename=att.filename, content_type=att.content_type)
        try:
            results.append(extract(att.data, att_ctx))
        except EXPECTED_ERRORS as exc:
            kind = exc.kind if isinstance(exc, ExtractorError) else "error"
            results.append(ExtractionResult(errors=(ExtractionError(att.part, kind, str(exc)),)))
    return ExtractionResult.merge(results)


def extract_tnef(data: bytes, context: SourceContext) -> ExtractionResult:
    """A loose winmail.dat: its bodies and attachments, as if it came inside a mail."""
    bodies, attachments = walk_tnef(data)
    results = [extract_bodies(bodies, context)]
    for att in attachments:
        results.append(extract(att.data, replace(context, part=att.part, filename=att.filename,
                                                 content_type=att.content_type)))
    return ExtractionResult.merge(results)


def extract_msg(data: bytes, context: SourceContext) -> ExtractionResult:
    """A loose Outlook item (.msg): like a forwarded mail, its bodies and attachments under its own envelope.

    An attachment that fails becomes an error entry of its part; the rest of the item is read.
    """
    messages, bodies, attachments = walk_msg(data, context.part)
    results = []
    for message in messages:
        ctx = _envelope_context(message, context)
        results.append(extract_bodies([b for b in bodies if b.message == message.path], ctx, message.subject))
        for att in (a for a in attachments if a.message == message.path):
            try:
                results.append(extract(att.data, replace(ctx, part=att.part, filename=att.filename,
                                                         content_type=att.content_type)))
            except EXPECTED_ERRORS as exc:
                kind = exc.kind if isinstance(exc, ExtractorError) else "error"
                results.append(ExtractionResult(errors=(ExtractionError(att.part, kind, str(exc)),)))
    return ExtractionResult.merge(results)


def _envelope_context(message: Envelope, context: SourceContext) -> SourceContext:
    """The context of a message's parts: its own sender and date when it has them."""
    if message.sender:
        context = replace(context, sender=message.sender, dealer=dealer_from_sender(message.sender))
    return replace(context, quoted_at=message.sent_at) if message.sent_at else context
