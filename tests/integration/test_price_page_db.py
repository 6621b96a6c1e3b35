"""The price page's queries and rules on SQLite and on the real PostgreSQL (the browser test runs on SQLite).

The database is filled by the production write path (each mail file through the producer's reader,
unpack and parse in memory, then ``db.repository``'s writers); the page is asked through Starlette's
test client and what it shows is compared with the analyst views.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup
from sqlalchemy import Engine, select
from starlette.testclient import TestClient

from config.settings import load_settings
from consumer.pipeline import run_file
from db.engine import make_engine, make_session_factory
from db.migrate import upgrade
from db.models import QuoteReview
from db.repository import write_results, write_unpacked
from extractors import PARSER_VERSION
from tests.support.desk import APPLE, CORPUS, desk_mails, latest_lines, pending_ids, shown_quotes
from web.app import PageOptions, create_app, token_access

pytestmark = [pytest.mark.postgres]
TOKEN = "s3cret-token"
TODAY = dt.date(2026, 3, 2)


@pytest.fixture
def engine(db_url: str, tmp_path: Path) -> Engine:
    settings = load_settings(home=str(tmp_path), database={"url": db_url})
    engine = make_engine(settings)
    upgrade(engine)
    files = [CORPUS / f"{n}.eml" for n in ("01-ig-spreads-signature", "16-cds", "37-row-several-measures",
                                           "40-doubtful-levels")]
    for name, data in desk_mails(TODAY).items():
        (tmp_path / name).write_bytes(data)
        files.append(tmp_path / name)
    factory = make_session_factory(engine)
    for path in files:
        result = run_file(path, settings)
        with factory.begin() as session:
            write_unpacked(session, [u.document for u in result.unpacked], PARSER_VERSION)
            write_results(session, result.parsed, PARSER_VERSION)
    yield engine
    engine.dispose()


def client(engine: Engine, token: str | None = None, public: bool = False) -> TestClient:
    return TestClient(create_app(engine, PageOptions(token_access(token, public))), follow_redirects=False)


def ids(html: str, table: str) -> set[int]:
    soup = BeautifulSoup(html, "html.parser")
    return {int(tr["data-quote-id"]) for tr in soup.select(f"#{table} tbody tr[data-quote-id]")}


def test_pages_show_what_readers_see(engine: Engine) -> None:
    quotes = shown_quotes(engine)
    pending = pending_ids(engine)
    assert pending and quotes
    web = client(engine)
    page = web.get("/", params={"day": TODAY.isoformat()})
    assert page.status_code == 200 and "server-timing" in page.headers
    expected = latest_lines(quotes, TODAY)
    assert ids(page.text, "prices") == {q.quote_id for q, _ in expected.values()}
    soup = BeautifulSoup(page.text, "html.parser")
    apple = soup.select_one(f'#prices tr[data-key="{APPLE}"]')
    assert apple is not None and apple.select_one("td.dealers-today").text == "3"
    latest, _ = expected[(APPLE, "price")]
    assert float(apple.select_one("td.bid").text) == latest.bid and apple.select_one("td.dealer").text == latest.dealer

    cds = web.get("/", params={"asset_class": "cds"}).text
    classes = {td.text for td in BeautifulSoup(cds, "html.parser").select("#prices tbody tr td:nth-of-type(3)")}
    assert classes == {"cds"}
    assert ids(web.get("/", params={"q": "us037833ak68"}).text, "prices") == {expected[(APPLE, "price")][0].quote_id}

    inst = web.get("/instrument", params={"key": APPLE})
    assert inst.status_code == 200
    assert ids(inst.text, "quotes") == {q.quote_id for q in quotes if q.instrument_key == APPLE}
    assert "\"mid\": [" in inst.text and "No daily aggregates" in inst.text

    # The doubtful quotes stay off every reader's page until accepted.
    assert not pending & ids(page.text, "prices")
    review = web.get("/review")
    assert ids(review.text, "review") == pending and "Read-only" in review.text
    for mail_id in {q.mail_id for q in quotes}:
        html = web.get(f"/mail/{mail_id}").text
        assert ids(html, "mail-quotes") == {q.quote_id for q in quotes if q.mail_id == mail_id}
        assert not pending & ids(html, "mail-quotes")

    assert web.get("/instrument", params={"key": "NO SUCH"}).status_code == 404
    assert web.get("/mail/abc").status_code == 400
    assert web.get("/mail/ffffffffff").status_code == 404
    assert web.get("/static/vendor/chart-4.6.1.umd.min.js").status_code == 200


def test_review_actions_need_the_token(engine: Engine) -> None:
    pending = sorted(pending_ids(engine))
    first = pending[0]
    form = {"id": str(first), "decision": "accepted", "by": "trader", "note": "fine"}
    assert client(engine).post("/review/decide", data=form).status_code == 403  # no token configured

    web = client(engine, TOKEN)
    assert web.get("/").status_code == 200  # on loopback the pages stay open
    assert "Log in" in web.get("/review").text
    assert web.post("/review/decide", data=form).status_code == 403
    assert web.post("/review/decide", data=form, headers={"Authorization": "Bearer nope"}).status_code == 403
    assert web.post("/review/decide", data=form, headers={"Authorization": f"Bearer {TOKEN}",
                                                          "Origin": "http://elsewhere.example"}).status_code == 403
    done = web.post("/review/decide", data=form, headers={"Authorization": f"Bearer {TOKEN}"})
    assert done.status_code == 303 and "accepted+by+trader" in done.headers["location"]
    with engine.connect() as conn:
        row = conn.execute(select(QuoteReview.decision, QuoteReview.decided_by, QuoteReview.note)
                           .where(QuoteReview.quote_id == first)).one()
    assert tuple(row) == ("accepted", "trader", "fine")
    assert first in {q.quote_id for q in shown_quotes(engine)}
    assert first not in ids(web.get("/review").text, "review")
    assert first in ids(web.get("/review", params={"state": "accepted"}).text, "review")
    # Rejected: hidden again, on every page.
    reject = form | {"decision": "rejected"}
    assert web.post("/review/decide", data=reject, headers={"Authorization": f"Bearer {TOKEN}"}).status_code == 303
    assert first not in {q.quote_id for q in shown_quotes(engine)}
    unknown = form | {"id": "987654321"}
    assert web.post("/review/decide", data=unknown, headers={"Authorization": f"Bearer {TOKEN}"}).status_code == 404


def test_public_page_needs_the_token_everywhere(engine: Engine) -> None:
    with pytest.raises(ValueError, match="web.token"):
        create_app(engine, PageOptions(token_access(None, public=True)))
    web = client(engine, TOKEN, public=True)
    anonymous = web.get("/review", params={"state": "pending"})
    assert anonymous.status_code == 303 and anonymous.headers["location"].startswith("/login?next=%2Freview")
    assert web.get("/healthz").status_code == 200 and web.get("/login").status_code == 200
    assert web.post("/review/decide", data={"id": "1"}).status_code == 401
    assert web.get("/", headers={"Authorization": f"Bearer {TOKEN}"}).status_code == 200
    assert web.post("/login", data={"token": "wrong", "next": "/review"}).status_code == 401
    ok = web.post("/login", data={"token": TOKEN, "next": "//evil.example/"})
    assert ok.status_code == 303 and ok.headers["location"] == "/"  # never sent elsewhere
    assert web.post("/login", data={"token": TOKEN, "next": "/\\evil.example/"}).headers["location"] == "/"
    assert web.post("/login", data={"token": TOKEN, "next": "/review?state=accepted"}).headers["location"] == (
        "/review?state=accepted")
    cookie = ok.headers["set-cookie"]
    assert TOKEN not in cookie and re.search(r"httponly", cookie, re.I) and re.search(r"samesite=strict", cookie, re.I)
    assert web.get("/review").status_code == 200  # the client keeps the cookie
    assert web.post("/logout").status_code == 303
    assert web.get("/").status_code == 303
