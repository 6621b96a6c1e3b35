"""`otcmail serve`: the desk's price page. Starlette + Jinja2; every asset is served from this package.

Pages (all read-only but the review actions):

    /                     latest price per instrument and measure; filters: asset class, dealer, ISIN/CUSIP/text;
                          how many dealers quoted it on the day (today in spark.trading_timezone, or ?day=)
    /instrument?key=K     bid/ask/mid per dealer over time (chart), the Spark daily aggregates, the quotes
    /mail/<id>            one mail: its parts, its quotes with the raw line each came from, its errors
    /review               the review queue; accept/reject (db.reviews.decide, as `otcmail review`) with the token
    /login, /logout       the token as a cookie (web/auth.py has the rule)

Readers' quotes only (db/reviews.py), but on the review page. The engine is made by the caller (the
`serve` command, a test); sessions are read-only except the one transaction of a review decision.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

from pydantic import SecretStr
from sqlalchemy import Engine, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from db.engine import make_session_factory
from db.models import Quote
from db.prices import PriceFilter, filter_choices, instrument_view, latest_prices
from db.queries import AmbiguousMailId, mail_detail
from db.reviews import ACCEPTED, DECISIONS, PENDING, STATES, ReviewFilter, UnknownQuotes, decide, list_reviews
from web.auth import COOKIE, Access

log = logging.getLogger(__name__)
HERE = Path(__file__).parent
SHOWN_STATES = ("ok", ACCEPTED)


@dataclass(frozen=True)
class PageOptions:
    """What the pages need besides the database."""

    access: Access
    max_rows: int = 500
    max_chart_points: int = 20_000
    timezone: str = "UTC"  # whose calendar day "today" is


def options_from_settings(settings: Any, host: str) -> PageOptions:
    from web.auth import is_loopback

    web = settings.web
    return PageOptions(Access(web.token, public=not is_loopback(host)), web.max_rows, web.max_chart_points,
                       settings.spark.trading_timezone)


# -- formatting ---------------------------------------------------------------------------------------


def level(value: Any) -> str:
    """A level with the decimals it needs (99.515625), a size with thousands separators (5,000,000)."""
    if value is None:
        return ""
    if isinstance(value, float):
        if value.is_integer() and abs(value) >= 1000:
            return f"{value:,.0f}"
        return f"{value:.6f}".rstrip("0").rstrip(".")
    return str(value)


def when(value: dt.datetime | None) -> str:
    return value.astimezone(dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC") if value else ""


def epoch_ms(value: dt.datetime) -> int:
    return int(value.timestamp() * 1000)


def _templates() -> Jinja2Templates:
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    templates.env.filters["level"] = level
    templates.env.filters["when"] = when
    templates.env.globals["urlencode"] = urlencode
    return templates


# -- the app ------------------------------------------------------------------------------------------


class Pages:
    def __init__(self, engine: Engine, options: PageOptions) -> None:
        self.engine = engine
        self.options = options
        self.read = make_session_factory(engine, write=False)
        self.write = make_session_factory(engine, write=True)
        self.templates = _templates()

    # helpers

    def _db(self, fn: Callable[[Session], Any]) -> Any:
        with self.read() as session:
            return fn(session)

    def render(self, request: Request, name: str, context: dict[str, Any], status: int = 200) -> Response:
        base = {"access": self.options.access, "authenticated": self.options.access.authenticated(request)}
        return self.templates.TemplateResponse(request, name, base | context, status_code=status)

    def _day(self, text: str | None) -> dt.date:
        if text:
            try:
                return dt.date.fromisoformat(text.strip())
            except ValueError:
                pass
        return dt.datetime.now(ZoneInfo(self.options.timezone)).date()

    def _day_bounds(self, day: dt.date) -> tuple[dt.datetime, dt.datetime]:
        zone = ZoneInfo(self.options.timezone)
        start = dt.datetime.combine(day, dt.time(), zone)
        return start, dt.datetime.combine(day + dt.timedelta(days=1), dt.time(), zone)

    # pages

    def prices(self, request: Request) -> Response:
        q = request.query_params
        day = self._day(q.get("day"))
        start, end = self._day_bounds(day)
        f = PriceFilter(asset_class=q.get("asset_class") or None, dealer=q.get("dealer") or None,
                        text=q.get("q") or None, day_start=start, day_end=end, limit=self.options.max_rows)
        rows, total = self._db(lambda s: latest_prices(s, f))
        choices = self._db(filter_choices)
        return self.render(request, "prices.html", {
            "rows": rows, "total": total, "filter": f, "day": day, "choices": choices,
            "timezone": self.options.timezone, "query": q})

    def instrument(self, request: Request) -> Response:
        key = request.query_params.get("key", "")
        qtype = request.query_params.get("type") or None
        view = self._db(lambda s: instrument_view(s, key, qtype, self.options.max_chart_points,
                                                  self.options.max_rows)) if key else None
        if view is None:
            return self.render(request, "error.html", {"title": "No such instrument",
                                                       "message": f"no quote of {key!r} is shown"}, 404)
        chart = _chart_data(view.series)
        return self.render(request, "instrument.html", {"view": view, "chart": chart})

    def mail(self, request: Request) -> Response:
        mail_id = request.path_params["mail_id"]
        if len(mail_id) < 6:
            return self.render(request, "error.html", {"title": "Mail id too short",
                                                       "message": "give at least 6 characters"}, 400)
        try:
            detail = self._db(lambda s: mail_detail(s, mail_id))
        except AmbiguousMailId as exc:
            return self.render(request, "error.html", {"title": "Ambiguous mail id", "message": str(exc)}, 400)
        if detail is None:
            return self.render(request, "error.html", {"title": "No such mail",
                                                       "message": f"no mail {mail_id!r} in the database"}, 404)
        shown = [q for q in detail.quotes if q["review_state"] in SHOWN_STATES]
        return self.render(request, "mail.html", {"d": detail, "quotes": shown,
                                                  "hidden": len(detail.quotes) - len(shown)})

    def review(self, request: Request) -> Response:
        q = request.query_params
        state = q.get("state") if q.get("state") in STATES else PENDING
        f = ReviewFilter(state=state, dealer=q.get("dealer") or None, reason=q.get("reason") or None,
                         limit=self.options.max_rows)

        def load(s: Session) -> tuple[list[dict[str, Any]], int, dict[int, str]]:
            rows, total = list_reviews(s, f)
            ids = [r["id"] for r in rows]
            raw = dict(iter(s.execute(select(Quote.id, Quote.raw).where(Quote.id.in_(ids))))) if ids else {}
            return rows, total, raw

        rows, total, raw = self._db(load)
        return self.render(request, "review.html", {
            "rows": rows, "total": total, "filter": f, "raw": raw, "states": STATES, "done": q.get("done"),
            "may_act": self.options.access.actions_enabled and self.options.access.authenticated(request)})

    async def decide(self, request: Request) -> Response:
        access = self.options.access
        if not access.actions_enabled:
            return PlainTextResponse("review actions are off: set web.token (OTCMAIL_WEB__TOKEN)", 403)
        if not access.may_act(request):
            return PlainTextResponse("the review actions need the token: log in first", 403)
        form = await request.form()
        decision = str(form.get("decision", ""))
        by = str(form.get("by", "")).strip()
        note = str(form.get("note", "")).strip() or None
        back = str(form.get("back", "/review"))
        try:
            ids = [int(str(v)) for v in form.getlist("id")]
        except ValueError:
            return PlainTextResponse("quote ids are numbers", 400)
        if decision not in DECISIONS or not ids or not by:
            return PlainTextResponse("choose quotes, accept or reject, and say who you are", 400)

        def write() -> int:
            with self.write.begin() as session:
                return len(decide(session, ids, decision, by, note))

        try:
            n = await run_in_threadpool(write)
        except UnknownQuotes as exc:
            return PlainTextResponse(str(exc), 404)
        log.info("review: %d quote(s) %s by %s from %s", n, decision, by, request.client)
        target = back if back.startswith("/review") and "\\" not in back else "/review"
        sep = "&" if "?" in target else "?"
        return RedirectResponse(f"{target}{sep}{urlencode({'done': f'{n} quote(s) {decision} by {by}'})}", 303)

    def login_form(self, request: Request) -> Response:
        return self.render(request, "login.html", {"next": request.query_params.get("next", "/"), "failed": False})

    async def login(self, request: Request) -> Response:
        form = await request.form()
        access = self.options.access
        target = str(form.get("next", "/"))
        # Only a path of this site: never '//host' or '/\\host', which browsers read as another site.
        target = target if target.startswith("/") and not target.startswith(("//", "/\\")) else "/"
        if not access.token_matches(str(form.get("token", ""))):
            return self.render(request, "login.html", {"next": target, "failed": True}, 401)
        response = RedirectResponse(target, 303)
        response.set_cookie(COOKIE, access.cookie_value(), httponly=True, samesite="strict")
        return response

    def logout(self, request: Request) -> Response:
        response = RedirectResponse("/", 303)
        response.delete_cookie(COOKIE)
        return response

    def healthz(self, request: Request) -> Response:
        return PlainTextResponse("ok\n")


def _chart_data(series: list[tuple[int, dt.datetime | None, str | None, float | None, float | None]]
                ) -> dict[str, Any]:
    """Per dealer, columns of its quotes oldest first: time (epoch ms), bid, ask, mid (null where a side is not
    quoted) and the quote id. The page draws bid, ask and mid per dealer from them (web/static/instrument.js)."""
    dealers: dict[str, dict[str, list[Any]]] = {}
    for quote_id, quoted_at, dealer, bid, ask in series:
        if quoted_at is None:
            continue
        d = dealers.setdefault(dealer or "?", {"t": [], "bid": [], "ask": [], "mid": [], "id": []})
        d["t"].append(int(quoted_at.timestamp() * 1000))
        d["bid"].append(bid)
        d["ask"].append(ask)
        d["mid"].append((bid + ask) / 2 if bid is not None and ask is not None else None)
        d["id"].append(quote_id)
    return {"dealers": [{"dealer": name, **cols} for name, cols in sorted(dealers.items())]}


class _Guard:
    """ASGI middleware: every page but /login, /static and /healthz needs the token when the page is public."""

    OPEN = ("/login", "/static/", "/healthz")

    def __init__(self, app: Any, access: Access) -> None:
        self.app = app
        self.access = access

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and self.access.public and not scope["path"].startswith(self.OPEN):
            request = Request(scope)
            if not self.access.may_read(request):
                if request.method == "GET":
                    nxt = scope["path"] + (f"?{scope['query_string'].decode()}" if scope["query_string"] else "")
                    response: Response = RedirectResponse(f"/login?{urlencode({'next': nxt})}", 303)
                else:
                    response = PlainTextResponse("this page needs the token", 401)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


class _Timing:
    """ASGI middleware: a Server-Timing header with the time the app took, and database errors as 503."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()

        async def timed(message: Any) -> None:
            if message["type"] == "http.response.start":
                ms = (time.perf_counter() - started) * 1000
                message["headers"] = [*message.get("headers", []), (b"server-timing", f"app;dur={ms:.1f}".encode())]
            await send(message)

        try:
            await self.app(scope, receive, timed)
        except SQLAlchemyError as exc:
            log.error("database error on %s: %s", scope["path"], str(exc).splitlines()[0])
            await PlainTextResponse(f"the database is unavailable: {str(exc).splitlines()[0]}\n", 503)(
                scope, receive, send)


def create_app(engine: Engine, options: PageOptions) -> Starlette:
    """The page on ``engine``; the caller disposes of the engine."""
    if options.access.public and options.access.token is None:
        raise ValueError("the page is bound beyond loopback: set web.token")
    pages = Pages(engine, options)

    routes = [
        Route("/", pages.prices, name="prices"),
        Route("/instrument", pages.instrument, name="instrument"),
        Route("/mail/{mail_id}", pages.mail, name="mail"),
        Route("/review", pages.review, name="review"),
        Route("/review/decide", pages.decide, methods=["POST"], name="decide"),
        Route("/login", pages.login_form, methods=["GET"], name="login_form"),
        Route("/login", pages.login, methods=["POST"], name="login"),
        Route("/logout", pages.logout, methods=["POST"], name="logout"),
        Route("/healthz", pages.healthz, name="healthz"),
        Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static"),
    ]
    app = Starlette(routes=routes, max_body_size=1 << 20)
    app.add_middleware(_Guard, access=options.access)
    app.add_middleware(_Timing)
    return app


def token_access(token: str | None, public: bool) -> Access:
    """An Access from a plain token (tests, benchmarks)."""
    return Access(SecretStr(token) if token else None, public)
