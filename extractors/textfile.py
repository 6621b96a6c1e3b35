"""Loose text and HTML attachments (``run.txt``, ``run.htm``) and attached ``.eml`` files."""

from __future__ import annotations

from extractors.body import extract_html, extract_text
from extractors.delimited import decode
from extractors.mail import extract_mail  # an attached .eml: the whole-mail extractor
from extractors.model import ExtractionResult, SourceContext


def extract(data: bytes, context: SourceContext) -> ExtractionResult:
    return extract_text(decode(data), context)


def extract_html_file(data: bytes, context: SourceContext) -> ExtractionResult:
    return extract_html(decode(data), context)


def extract_eml(data: bytes, context: SourceContext) -> ExtractionResult:
    return extract_mail(data, context)


def ignore(data: bytes, context: SourceContext) -> ExtractionResult:
    """Logos, calendar invites and signatures carry no prices."""
    return ExtractionResult()
