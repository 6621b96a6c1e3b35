"""The price database: SQLAlchemy 2 models, the engine factory, the idempotent writer, migrations.

Nothing here reads the environment or connects at import time: the entry point builds an engine
with :func:`db.engine.make_engine` and owns every transaction (``with factory.begin() as session``);
:mod:`db.repository` only executes statements inside the caller's transaction.
"""
