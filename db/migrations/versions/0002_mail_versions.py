"""One parser version per mail for readers: mails.parser_version/unit_count/file_sha256, parsed units and
quotes keyed by parser version too (old and new rows side by side during a re-parse), and the
``analyst_quotes`` view showing each mail's visible version only.

Existing mails get the newest version of their parsed units as their visible version.

Revision ID: 0002
Revises: 0001
"""
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
    op.execute("UPDATE mails SET parser_version = (SELECT max(u.parser_version) FROM parsed_units u "
               "WHERE u.mail_id = mails.id), unit_count = (SELECT count(*) FROM parsed_units u "
               "WHERE u.mail_id = mails.id)")
    op.execute(ANALYST_QUOTES_V2)


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
