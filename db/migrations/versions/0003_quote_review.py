"""Confidence and a review state: quotes gain figi, maturity_precision, confidence, checks and review_reason;
people's accept/reject decisions go to ``quote_reviews`` (keyed by the quote's identity without the parser
version, so they survive a re-parse); ``analyst_quotes`` leaves doubtful and rejected quotes out and
``analyst_quotes_all`` shows every review state (both documented in db/views.py).

Existing quotes were stored before validation existed: their new columns are NULL, so they stay visible
(no review reason) and say they were never validated (no confidence, no checks).

Revision ID: 0003
Revises: 0002
"""
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

from db.views import (
    ANALYST_QUOTES_ALL_V3,
    ANALYST_QUOTES_V2,
    ANALYST_QUOTES_V3,
    DROP_ANALYST_QUOTES,
    DROP_ANALYST_QUOTES_ALL,
)

revision: str = '0003'
down_revision: Union[str, Sequence[str], None] = '0002'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_PENDING = sa.text("review_reason IS NOT NULL")


def upgrade() -> None:
    op.execute(DROP_ANALYST_QUOTES)
    with op.batch_alter_table('quotes', schema=None) as batch_op:
        batch_op.add_column(sa.Column('figi', sa.String(length=12), nullable=True))
        batch_op.add_column(sa.Column('maturity_precision', sa.String(length=8), nullable=True,
                                      comment='day, month or year: how much of maturity the dealer wrote; '
                                              'NULL: no maturity'))
        batch_op.add_column(sa.Column('confidence', sa.Double(), nullable=True,
                                      comment='0..1 from validation; NULL: stored before validation existed '
                                              '(migration 0003)'))
        batch_op.add_column(sa.Column('checks', sa.Text(), nullable=True,
                                      comment="names of the checks passed, comma-joined in the validator's "
                                              'order; NULL: before 0003'))
        batch_op.add_column(sa.Column('review_reason', sa.Text(), nullable=True,
                                      comment='set: doubtful, kept from readers until a person accepts it '
                                              '(quote_reviews)'))
        batch_op.create_index(batch_op.f('ix_quotes_figi'), ['figi'], unique=False)
        batch_op.create_index('ix_quotes_review', ['quoted_at'], unique=False,
                              postgresql_where=_PENDING, sqlite_where=_PENDING)
    op.create_table('quote_reviews',
    sa.Column('mail_id', sa.String(length=64), nullable=False),
    sa.Column('part', sa.Text(), nullable=False),
    sa.Column('location', sa.Text(), nullable=False),
    sa.Column('instrument_key', sa.Text(), nullable=False),
    sa.Column('quote_type', sa.String(length=32), nullable=False),
    sa.Column('decision', sa.String(length=16), nullable=False, comment='accepted or rejected'),
    sa.Column('decided_by', sa.Text(), nullable=False),
    sa.Column('decided_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('note', sa.Text(), nullable=True),
    sa.Column('quote_id', sa.BigInteger(), nullable=True, comment='the quotes.id decided on (ids change on re-parse)'),
    sa.Column('parser_version', sa.String(length=32), nullable=True, comment='the version of the quote decided on'),
    sa.Column('review_reason', sa.Text(), nullable=True, comment='the reason the person saw when deciding'),
    sa.CheckConstraint("decision IN ('accepted', 'rejected')", name=op.f('ck_quote_reviews_decision')),
    sa.PrimaryKeyConstraint('mail_id', 'part', 'location', 'instrument_key', 'quote_type',
                            name=op.f('pk_quote_reviews'))
    )
    op.execute(ANALYST_QUOTES_ALL_V3)
    op.execute(ANALYST_QUOTES_V3)


def downgrade() -> None:
    op.execute(DROP_ANALYST_QUOTES)
    op.execute(DROP_ANALYST_QUOTES_ALL)
    op.drop_table('quote_reviews')
    with op.batch_alter_table('quotes', schema=None) as batch_op:
        batch_op.drop_index('ix_quotes_review', postgresql_where=_PENDING, sqlite_where=_PENDING)
        batch_op.drop_index(batch_op.f('ix_quotes_figi'))
        batch_op.drop_column('review_reason')
        batch_op.drop_column('checks')
        batch_op.drop_column('confidence')
        batch_op.drop_column('maturity_precision')
        batch_op.drop_column('figi')
    op.execute(ANALYST_QUOTES_V2)
