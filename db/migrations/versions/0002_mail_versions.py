"""One parser version per mail for readers: mails.parser_version/unit_count/file_sha256, parsed units and
quotes keyed by parser version too (old and new rows side by side during a re-parse), and the
``analyst_quotes`` view showing each mail's visible version only.

Existing mails get the newest version of their parsed units as their visible version.

Revision ID: 0002
Revises: 0001
"""
import re
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

from db.views import ANALYST_QUOTES_V1, ANALYST_QUOTES_V2, DROP_ANALYST_QUOTES

revision: str = '0002'
down_revision: Union[str, Sequence[str], None] = '0001'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_UNIT_COMMENT_V1 = "'mail' for the bodies, else the attachment part"
_UNIT_COMMENT = "body, body:<MIME path>, an attachment's MIME path, or file"


def upgrade() -> None:
    op.execute(DROP_ANALYST_QUOTES)
    with op.batch_alter_table('mails', schema=None) as batch_op:
        batch_op.add_column(sa.Column('file_sha256', sa.String(length=64), nullable=True,
                                      comment='SHA-256 of the file it arrived in'))
        batch_op.add_column(sa.Column('unit_count', sa.Integer(), nullable=True,
                                      comment='part records of the mail (bodies, attachments)'))
        batch_op.add_column(sa.Column('parser_version', sa.String(length=32), nullable=True,
                                      comment='the version whose quotes readers see: set once every part is '
                                              'parsed by it'))
    with op.batch_alter_table('parsed_units', schema=None) as batch_op:
        batch_op.add_column(sa.Column('unit_count', sa.Integer(), nullable=True,
                                      comment="the mail's part count, as its record said"))
        batch_op.alter_column('unit', existing_type=sa.Text(), existing_nullable=False, comment=_UNIT_COMMENT,
                              existing_comment=_UNIT_COMMENT_V1)
        batch_op.drop_constraint('pk_parsed_units', type_='primary')
        batch_op.create_primary_key('pk_parsed_units', ['mail_id', 'unit', 'parser_version'])
    with op.batch_alter_table('quotes', schema=None) as batch_op:
        batch_op.drop_constraint('uq_quotes_natural_key', type_='unique')
        batch_op.create_unique_constraint('uq_quotes_natural_key', ['mail_id', 'part', 'location', 'instrument_key',
                                                                    'quote_type', 'parser_version'])
    _visible_versions()
    op.execute(ANALYST_QUOTES_V2)


def _visible_versions() -> None:
    """Each existing mail shows the newest version among its parsed units (compared by their numbers:
    1.10.0 > 1.9.0, which SQL's max() on text gets wrong). A v1 mail caught half-way through a re-parse
    shows its re-parsed units only, until a replay completes it."""
    conn = op.get_bind()
    versions: dict[str, tuple[tuple[int, ...], str, int]] = {}
    for mail_id, version in conn.execute(sa.text("SELECT mail_id, parser_version FROM parsed_units")):
        key = tuple(int(n) for n in re.findall(r"\d+", version or ""))
        best = versions.get(mail_id)
        count = (best[2] if best else 0) + 1
        versions[mail_id] = (key, version, count) if best is None or key > best[0] else (best[0], best[1], count)
    update = sa.text("UPDATE mails SET parser_version = :version, unit_count = :units WHERE id = :id")
    rows = [{"id": m, "version": v, "units": n} for m, (_, v, n) in versions.items()]
    for i in range(0, len(rows), 1000):
        conn.execute(update, rows[i:i + 1000])


def downgrade() -> None:
    op.execute(DROP_ANALYST_QUOTES)
    with op.batch_alter_table('quotes', schema=None) as batch_op:
        batch_op.drop_constraint('uq_quotes_natural_key', type_='unique')
        batch_op.create_unique_constraint('uq_quotes_natural_key', ['mail_id', 'part', 'location', 'instrument_key',
                                                                    'quote_type'])
    with op.batch_alter_table('parsed_units', schema=None) as batch_op:
        batch_op.drop_constraint('pk_parsed_units', type_='primary')
        batch_op.create_primary_key('pk_parsed_units', ['mail_id', 'unit'])
        batch_op.alter_column('unit', existing_type=sa.Text(), existing_nullable=False, comment=_UNIT_COMMENT_V1,
                              existing_comment=_UNIT_COMMENT)
        batch_op.drop_column('unit_count')
    with op.batch_alter_table('mails', schema=None) as batch_op:
        batch_op.drop_column('parser_version')
        batch_op.drop_column('unit_count')
        batch_op.drop_column('file_sha256')
    op.execute(ANALYST_QUOTES_V1)
