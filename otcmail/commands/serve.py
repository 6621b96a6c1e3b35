"""`otcmail serve`: the read-only price page for the desk (web/app.py), until Ctrl-C/SIGTERM.

Binds ``web.host`` (127.0.0.1) on ``web.port``; bound beyond loopback it refuses to start without
``web.token``, and then every page asks for the token. With a token the review queue's accept/reject
buttons work (the same ``db.reviews.decide`` as `otcmail review`).
"""

from __future__ import annotations

import logging
import signal
from types import FrameType

import typer

from config.settings import Settings
from core.errors import UsageError
from db.engine import make_engine
from web.auth import is_loopback

log = logging.getLogger(__name__)


def _stopped(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)


def register(app: typer.Typer) -> None:
    @app.command("serve")
    def serve(
        ctx: typer.Context,
        host: str | None = typer.Option(None, "--host", help="Address to bind (default: web.host, 127.0.0.1)."),
        port: int | None = typer.Option(None, "--port", "-p", help="Port (default: web.port, 8780)."),
    ) -> None:
        """Serve the price page: latest prices, instruments with a chart, mails, the review queue.

        Read-only on the database but for review decisions, which need web.token. Anything but a loopback
        address needs web.token (OTCMAIL_WEB__TOKEN), and then every page asks for it.
        """
        import uvicorn

        from web.app import create_app, options_from_settings

        settings: Settings = ctx.obj
        host = host or settings.web.host
        port = settings.web.port if port is None else port
        if not is_loopback(host) and settings.web.token is None:
            raise UsageError(f"the page would be reachable beyond this machine on {host}: set web.token "
                             "(OTCMAIL_WEB__TOKEN) or bind 127.0.0.1")
        engine = make_engine(settings)
        try:
            app = create_app(engine, options_from_settings(settings, host))
            shown = f"[{host}]" if ":" in host else host
            typer.echo(f"otcmail price page on http://{shown}:{port}/ "
                       f"({'token required' if not is_loopback(host) else 'this machine only'}; "
                       f"review actions {'on' if settings.web.token else 'off: no web.token'}). Ctrl-C stops it.")
            # uvicorn stops gracefully on SIGTERM, then raises the signal again: exit 0, as every command does.
            signal.signal(signal.SIGTERM, _stopped)
            uvicorn.run(app, host=host, port=port, log_level=settings.log_level.lower(), access_log=False,
                        server_header=False)
        finally:
            engine.dispose()
