"""The SQL view for analysts who query the database directly.

``analyst_quotes`` -- one row per stored quote, joined with its mail and attachment::

    quote_id, quoted_at, dealer, asset_class, instrument_key, isin, cusip, ticker, instrument,
    coupon, maturity, tenor, quote_type, bid, ask, mid, bid_size, ask_size, currency, benchmark,
    raw, part, location, parser_version,                       -- the quote as extracted
    mail_id, message_id, subject, sender, sent_at, received_at, -- the mail it came from
    attachment_filename,                                        -- NULL for a quote in a body
    kafka_topic, kafka_partition, kafka_offset                  -- the record it was parsed from

``mid`` is ``(bid + ask) / 2`` when both sides are quoted. Times are UTC. Only the quotes of each
mail's visible parser version are in the view (``mails.parser_version``, see db/models.py): while a
re-parse is under way a mail shows its old quotes, then all its new ones at once. Examples::

    SELECT * FROM analyst_quotes WHERE isin = 'US037833AK68' ORDER BY quoted_at DESC;
    SELECT dealer, count(*) FROM analyst_quotes WHERE quoted_at >= '2026-01-01' GROUP BY dealer;

The view is created by the migrations (each revision embeds the SQL it creates, so changing the
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
