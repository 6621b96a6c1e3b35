"""The SQL views for analysts who query the database directly.

``analyst_quotes`` -- one row per quote readers see, joined with its mail and attachment::

    quote_id, quoted_at, dealer, asset_class, instrument_key, isin, cusip, ticker, instrument,
    coupon, maturity, tenor, quote_type, bid, ask, mid, bid_size, ask_size, currency, benchmark,
    raw, part, location, parser_version,                       -- the quote as extracted
    mail_id, message_id, subject, sender, sent_at, received_at, -- the mail it came from
    attachment_filename,                                        -- NULL for a quote in a body
    kafka_topic, kafka_partition, kafka_offset,                 -- the record it was parsed from
    figi, maturity_precision, confidence, checks, review_reason, -- what validation made of it
    review_state, reviewed_by, reviewed_at, review_note         -- what a person made of it

``mid`` is ``(bid + ask) / 2`` when both sides are quoted. Times are UTC. Only the quotes of each
mail's visible parser version are in the view (``mails.parser_version``, see db/models.py): while a
re-parse is under way a mail shows its old quotes, then all its new ones at once.

**Review.** ``review_state`` is ``ok`` (no review reason, no decision), ``pending`` (a review reason,
no decision yet), ``accepted`` or ``rejected`` (``quote_reviews``, `otcmail review`). ``analyst_quotes``
shows ``ok`` and ``accepted`` quotes only; ``analyst_quotes_all`` has the same columns and every review
state (doubtful quotes included: filter on ``review_state`` yourself). ``checks`` is the comma-joined
names of the checks a quote passed; ``confidence`` and ``checks`` are NULL for quotes stored before
validation existed. Examples::

    SELECT * FROM analyst_quotes WHERE isin = 'US037833AK68' ORDER BY quoted_at DESC;
    SELECT dealer, count(*) FROM analyst_quotes WHERE quoted_at >= '2026-01-01' GROUP BY dealer;
    SELECT quote_id, dealer, instrument_key, bid, ask, review_reason
    FROM analyst_quotes_all WHERE review_state = 'pending';

The views are created by the migrations (each revision embeds the SQL it creates, so changing a
view means a new constant here and a new revision).
"""

from __future__ import annotations

ANALYST_QUOTES_V1 = """
CREATE VIEW analyst_quotes AS
SELECT
    q.id AS quote_id,
    q.quoted_at,
    q.dealer,
    q.asset_class,
    q.instrument_key,
    q.isin,
    q.cusip,
    q.ticker,
    q.instrument,
    q.coupon,
    q.maturity,
    q.tenor,
    q.quote_type,
    q.bid,
    q.ask,
    CASE WHEN q.bid IS NOT NULL AND q.ask IS NOT NULL THEN (q.bid + q.ask) / 2 END AS mid,
    q.bid_size,
    q.ask_size,
    q.currency,
    q.benchmark,
    q.raw,
    q.part,
    q.location,
    q.parser_version,
    q.mail_id,
    m.message_id,
    m.subject,
    m.sender,
    m.sent_at,
    m.received_at,
    a.filename AS attachment_filename,
    q.topic AS kafka_topic,
    q.partition AS kafka_partition,
    q."offset" AS kafka_offset
FROM quotes q
LEFT JOIN mails m ON m.id = q.mail_id
LEFT JOIN attachments a ON a.mail_id = q.mail_id AND a.part = q.unit
"""

# Each mail's visible parser version only (db/models.py): the same columns, an inner join on the version.
ANALYST_QUOTES_V2 = ANALYST_QUOTES_V1.replace(
    "LEFT JOIN mails m ON m.id = q.mail_id\n",
    "JOIN mails m ON m.id = q.mail_id AND m.parser_version = q.parser_version\n",
)
assert ANALYST_QUOTES_V2 != ANALYST_QUOTES_V1

DROP_ANALYST_QUOTES = "DROP VIEW IF EXISTS analyst_quotes"

# -- v3 (migration 0003): validation fields and review decisions ----------------------------------

#: A quote's decision, if any: quote_reviews by the quote's identity without its parser version.
REVIEW_JOIN = """LEFT JOIN quote_reviews r ON r.mail_id = q.mail_id AND r.part = q.part AND r.location = q.location
    AND r.instrument_key = q.instrument_key AND r.quote_type = q.quote_type
"""
#: ok | pending | accepted | rejected (db/reviews.py has the same rule as a SQLAlchemy expression).
REVIEW_STATE = ("CASE WHEN r.decision IS NOT NULL THEN r.decision "
                "WHEN q.review_reason IS NOT NULL THEN 'pending' ELSE 'ok' END")
#: What readers see: no review reason and not rejected, or accepted. Needs REVIEW_JOIN's ``r``.
SHOWN = "(r.decision = 'accepted' OR (r.decision IS NULL AND q.review_reason IS NULL))"

# Every review state: the v2 columns, then the validation and review columns, the decisions joined.
ANALYST_QUOTES_ALL_V3 = ANALYST_QUOTES_V2.replace(
    "CREATE VIEW analyst_quotes AS", "CREATE VIEW analyst_quotes_all AS"
).replace(
    '    q."offset" AS kafka_offset\n',
    '    q."offset" AS kafka_offset,\n'
    "    q.figi,\n"
    "    q.maturity_precision,\n"
    "    q.confidence,\n"
    "    q.checks,\n"
    "    q.review_reason,\n"
    f"    {REVIEW_STATE} AS review_state,\n"
    "    r.decided_by AS reviewed_by,\n"
    "    r.decided_at AS reviewed_at,\n"
    "    r.note AS review_note\n",
).replace(
    "LEFT JOIN attachments a ON a.mail_id = q.mail_id AND a.part = q.unit\n",
    "LEFT JOIN attachments a ON a.mail_id = q.mail_id AND a.part = q.unit\n" + REVIEW_JOIN,
)
assert ANALYST_QUOTES_ALL_V3.count("quote_reviews") == 1 and "review_state" in ANALYST_QUOTES_ALL_V3

# What readers see: the same rows minus the doubtful and the rejected ones.
ANALYST_QUOTES_V3 = ANALYST_QUOTES_ALL_V3.replace(
    "CREATE VIEW analyst_quotes_all AS", "CREATE VIEW analyst_quotes AS"
) + f"WHERE {SHOWN}\n"

DROP_ANALYST_QUOTES_ALL = "DROP VIEW IF EXISTS analyst_quotes_all"
