"""`otcmail serve` in Debian's headless Chromium, on a database filled through the real pipeline.

The hand-written corpus mails and a few desk mails (three dealers quoting one Apple bond today, a mail
whose PDF is broken) go inbox -> producer -> raw topic -> unpack -> part topics -> parsers -> SQLite.
The real `otcmail serve` command serves that database; the browser opens every page and what it shows
is checked against the database read through the analyst views: the numbers of the price table, the
points in the chart's data, a price's link to its mail and the raw line there, the review queue, and
the token rule (refusing to bind beyond loopback without one; login; accept through the page).
"""

from __future__ import annotations

import datetime as dt
import os
import signal
import subprocess
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlencode

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import Select
from sqlalchemy import Engine, insert, select, text

from config.settings import Settings
from db.models import DailyAggregate, QuoteReview
from tests.support.browser import chromium, wait_http, wait_until
from tests.support.cli import OTCMAIL, run_cli, write_config
from tests.support.desk import (
    APPLE,
    desk_mails,
    fill_through_pipeline,
    latest_lines,
    pending_ids,
    pipeline_settings,
    shown_quotes,
)
from tests.support.ports import free_port

pytestmark = [pytest.mark.kafka, pytest.mark.browser, pytest.mark.slow]
TOKEN = "desk-secret-7f3a"


@contextmanager
def serving(config: Path, log: Path, *args: str, token: str | None = None) -> Iterator[str]:
    """The real `otcmail serve` on a free port; its base URL while it runs, stopped with SIGTERM."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTCMAIL_")}
    if token:
        env["OTCMAIL_WEB__TOKEN"] = token
    with log.open("wb") as out:
        proc = subprocess.Popen([str(OTCMAIL), "--config", str(config), "serve", "--port", str(port), *args],
                                stdout=out, stderr=subprocess.STDOUT, env=env)
        try:
            wait_http(f"http://127.0.0.1:{port}/healthz", proc)
            yield f"http://127.0.0.1:{port}"
        finally:
            proc.send_signal(signal.SIGTERM)
            assert proc.wait(timeout=30) == 0, log.read_text()[-2000:]


def number(cell: str) -> float | None:
    return float(cell.replace(",", "")) if cell.strip() else None


def price_rows(driver: WebDriver) -> dict[tuple[str, str], dict[str, object]]:
    out = {}
    for tr in driver.find_elements(By.CSS_SELECTOR, "#prices tbody tr[data-quote-id]"):
        cells = {c: tr.find_element(By.CSS_SELECTOR, f"td.{c}").text for c in
                 ("bid", "ask", "mid", "dealer", "dealers-today")}
        out[(tr.get_attribute("data-key"), tr.get_attribute("data-type"))] = {
            "id": int(tr.get_attribute("data-quote-id") or 0), "bid": number(cells["bid"]),
            "ask": number(cells["ask"]), "mid": number(cells["mid"]), "dealer": cells["dealer"] or None,
            "dealers": int(cells["dealers-today"])}
    return out


def assert_lines(shown: dict[tuple[str, str], dict[str, object]], expected: dict) -> None:  # type: ignore[type-arg]
    assert set(shown) == set(expected)
    for line, (q, dealers) in expected.items():
        row = shown[line]
        assert row["id"] == q.quote_id, line
        assert (row["bid"], row["ask"], row["dealer"], row["dealers"]) == (
            pytest.approx(q.bid) if q.bid is not None else None, pytest.approx(q.ask) if q.ask is not None else None,
            q.dealer, dealers), line
        assert row["mid"] == (pytest.approx(q.mid) if q.mid is not None else None), line


def shot(driver: WebDriver, path: Path) -> None:
    driver.save_screenshot(str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 10_000


def get(url: str, **headers: str) -> tuple[int, str, str]:
    """(status, final URL, body) of a GET, redirects followed."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10) as r:
            return r.status, r.url, r.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, url, exc.read().decode()


def post(url: str, data: dict[str, str], **headers: str) -> int:
    req = urllib.request.Request(url, data=urlencode(data).encode(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as exc:
        return exc.code


@pytest.fixture(scope="module")
def desk(kafka_settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Settings, Engine, Path]]:
    home = tmp_path_factory.mktemp("desk")
    settings = pipeline_settings(kafka_settings, home)
    today = dt.datetime.now(dt.UTC).date()
    engine = fill_through_pipeline(settings, desk_mails(today))
    # The Spark daily job's table (the job itself is tested in tests/integration/spark): one row to show.
    with engine.begin() as conn:
        conn.execute(insert(DailyAggregate), [{
            "trade_date": today, "instrument_key": APPLE, "asset_class": "corporate", "quote_type": "price",
            "quote_count": 6, "dealer_count": 3, "best_bid": 99.625, "best_ask": 99.25, "first_mid": 99.125,
            "last_mid": 99.8125, "mean_mid": 99.4375, "median_mid": 99.4375, "high_mid": 99.8125,
            "low_mid": 99.125, "last_quote_at": dt.datetime.combine(today, dt.time(0, 13), dt.UTC),
            "computed_at": dt.datetime.now(dt.UTC)}])
    yield settings, engine, write_config(settings, home / "otcmail.toml")
    engine.dispose()


def test_price_page_in_chromium(desk: tuple[Settings, Engine, Path], tmp_path: Path) -> None:
    settings, engine, config = desk
    today = dt.datetime.now(dt.UTC).date()
    quotes = shown_quotes(engine)
    assert len({q.mail_id for q in quotes}) > 30 and any(q.instrument_key == APPLE for q in quotes)
    with serving(config, tmp_path / "serve.log") as base, chromium(tmp_path / "profile") as driver:
        # Latest prices: every line, its latest quote's numbers, the dealers of the day.
        driver.get(f"{base}/?day={today.isoformat()}")
        assert driver.title.startswith("Latest prices")
        assert_lines(price_rows(driver), latest_lines(quotes, today))
        assert price_rows(driver)[(APPLE, "price")]["dealers"] == 3
        shot(driver, tmp_path / "prices.png")

        # The filters, through the form.
        Select(driver.find_element(By.ID, "f-dealer")).select_by_value("northsec")
        driver.find_element(By.ID, "f-apply").click()
        wait_until(driver, ec.url_contains("dealer=northsec"))
        assert_lines(price_rows(driver), latest_lines(quotes, today, dealer="northsec"))
        driver.get(f"{base}/?{urlencode({'q': APPLE, 'day': today.isoformat()})}")
        assert_lines(price_rows(driver), latest_lines(quotes, today, key=APPLE))
        assert driver.find_element(By.ID, "f-day").get_attribute("value") == today.isoformat()

        # The instrument page: the chart's datasets are the database's quotes, point for point.
        driver.find_element(By.CSS_SELECTOR, "#prices tbody tr td.key a").click()
        wait_until(driver, ec.presence_of_element_located((By.CSS_SELECTOR, "#price-chart[data-ready=true]")))
        assert driver.find_element(By.ID, "instrument-key").text == APPLE
        datasets = driver.execute_script(
            "return Chart.getChart(document.getElementById('price-chart')).data.datasets"
            ".map(d => [d.label, d.data.map(p => [p.x, p.y, p.id])]);")
        apple = [q for q in quotes if q.instrument_key == APPLE and q.quote_type == "price"]
        expected: dict[str, list[list[float]]] = {}
        for q in sorted(apple, key=lambda q: (q.quoted_at, q.quote_id)):
            for side in ("bid", "ask", "mid"):
                if getattr(q, side) is not None:
                    expected.setdefault(f"{q.dealer} {side}", []).append(
                        [int(q.quoted_at.timestamp() * 1000), getattr(q, side), q.quote_id])
        assert {label: points for label, points in datasets} == expected
        assert len(expected) == 9 and all(len(p) == 2 for p in expected.values())  # 3 dealers x bid/ask/mid x 2
        table_ids = {int(tr.get_attribute("data-quote-id") or 0)
                     for tr in driver.find_elements(By.CSS_SELECTOR, "#quotes tbody tr")}
        assert table_ids == {q.quote_id for q in apple}
        daily = driver.find_element(By.ID, "daily").text
        assert today.isoformat() in daily and "99.8125" in daily and "99.4375" in daily
        shot(driver, tmp_path / "instrument.png")

        # From a price to its mail: the quote is there with the raw line it came from.
        driver.get(f"{base}/?{urlencode({'q': APPLE, 'day': today.isoformat()})}")
        row = driver.find_element(By.CSS_SELECTOR, "#prices tbody tr[data-quote-id]")
        quote_id = int(row.get_attribute("data-quote-id") or 0)
        row.find_element(By.CSS_SELECTOR, "a.mail-link").click()
        wait_until(driver, ec.presence_of_element_located((By.ID, "mail-id")))
        q = next(q for q in quotes if q.quote_id == quote_id)
        assert driver.find_element(By.ID, "mail-id").text == q.mail_id
        with engine.connect() as conn:
            subject = conn.scalar(text("SELECT subject FROM mails WHERE id = :m"), {"m": q.mail_id})
        assert driver.find_element(By.ID, "mail-subject").text == subject
        quote_row = driver.find_element(By.ID, f"quote-{quote_id}")
        assert quote_row.find_element(By.CSS_SELECTOR, "td.raw code").text == q.raw.strip()
        assert APPLE in q.raw
        shown_ids = {int(tr.get_attribute("data-quote-id") or 0)
                     for tr in driver.find_elements(By.CSS_SELECTOR, "#mail-quotes tbody tr")}
        assert shown_ids == {s.quote_id for s in quotes if s.mail_id == q.mail_id}
        assert "body" in driver.find_element(By.ID, "parts").text
        shot(driver, tmp_path / "mail.png")

        # A mail with an extraction error shows it.
        with engine.connect() as conn:
            broken_id, kind = conn.execute(text(
                "SELECT e.mail_id, e.kind FROM extraction_errors e JOIN mails m ON m.id = e.mail_id "
                "WHERE e.stage = 'extract' AND m.subject = 'Broken attachment'")).one()
        driver.get(f"{base}/mail/{broken_id}")
        errors = driver.find_element(By.ID, "mail-errors").text
        assert kind in errors and "extract" in errors
        assert "run.pdf" in driver.find_element(By.ID, "parts").text
        shot(driver, tmp_path / "mail-error.png")

        # The review queue, read-only without a token.
        pending = pending_ids(engine)
        assert pending, "corpus mail 40 has doubtful levels"
        driver.get(f"{base}/review")
        listed = {int(tr.get_attribute("data-quote-id") or 0)
                  for tr in driver.find_elements(By.CSS_SELECTOR, "#review tbody tr[data-quote-id]")}
        assert listed == pending
        assert "Read-only" in driver.find_element(By.ID, "review-readonly").text
        assert not driver.find_elements(By.CSS_SELECTOR, "#review input[type=checkbox]")
        shot(driver, tmp_path / "review.png")
        # No quote in review appears on the readers' pages.
        driver.get(f"{base}/?day={today.isoformat()}")
        assert not pending & {r["id"] for r in price_rows(driver).values()}
        assert post(f"{base}/review/decide", {"id": str(min(pending)), "decision": "accepted", "by": "x"}) == 403

    assert sorted(p.name for p in tmp_path.glob("*.png")) == [
        "instrument.png", "mail-error.png", "mail.png", "prices.png", "review.png"]


def test_token_rule_in_chromium(desk: tuple[Settings, Engine, Path], tmp_path: Path) -> None:
    settings, engine, config = desk
    # Beyond loopback without a token: refused before binding.
    refused = run_cli(config, "serve", "--host", "0.0.0.0", "--port", str(free_port()), timeout=60)
    assert refused.returncode == 2 and "web.token" in refused.stderr, refused.stderr

    pending = sorted(pending_ids(engine))
    chosen = pending[0]
    with serving(config, tmp_path / "serve.log", "--host", "0.0.0.0", token=TOKEN) as base, \
            chromium(tmp_path / "profile") as driver:
        # Every page asks for the token.
        status, url, _ = get(f"{base}/")
        assert status == 200 and "/login" in url
        status, url, body = get(f"{base}/", Authorization=f"Bearer {TOKEN}")
        assert status == 200 and "/login" not in url and "Latest prices" in body
        assert get(f"{base}/review", Authorization="Bearer wrong")[1].endswith("next=%2Freview")

        driver.get(f"{base}/review")
        wait_until(driver, ec.presence_of_element_located((By.ID, "login-form")))
        driver.find_element(By.ID, "token").send_keys("not the token")
        driver.find_element(By.ID, "login-submit").click()
        wait_until(driver, ec.presence_of_element_located((By.ID, "login-failed")))
        driver.find_element(By.ID, "token").send_keys(TOKEN)
        driver.find_element(By.ID, "login-submit").click()
        wait_until(driver, ec.presence_of_element_located((By.ID, "review-form")))
        assert driver.current_url.endswith("/review")

        # Accept one doubtful quote through the page: stored as `otcmail review accept` stores it.
        driver.find_element(By.ID, f"pick-{chosen}").click()
        driver.find_element(By.ID, "review-by").send_keys("desk-tester")
        driver.find_element(By.ID, "review-note").send_keys("checked with the dealer")
        driver.find_element(By.ID, "review-accept").click()
        wait_until(driver, ec.presence_of_element_located((By.ID, "review-done")))
        assert driver.find_element(By.ID, "review-done").text == "1 quote(s) accepted by desk-tester"
        shot(driver, tmp_path / "review-accepted.png")
        with engine.connect() as conn:
            decision = conn.execute(select(QuoteReview.decision, QuoteReview.decided_by, QuoteReview.note)
                                    .where(QuoteReview.quote_id == chosen)).one()
        assert tuple(decision) == ("accepted", "desk-tester", "checked with the dealer")
        listed = {int(tr.get_attribute("data-quote-id") or 0)
                  for tr in driver.find_elements(By.CSS_SELECTOR, "#review tbody tr[data-quote-id]")}
        assert listed == set(pending) - {chosen}
        # Accepted: readers see it now.
        accepted = next(q for q in shown_quotes(engine) if q.quote_id == chosen)
        driver.get(f"{base}/instrument?{urlencode({'key': accepted.instrument_key, 'type': accepted.quote_type})}")
        assert chosen in {int(tr.get_attribute("data-quote-id") or 0)
                          for tr in driver.find_elements(By.CSS_SELECTOR, "#quotes tbody tr")}

        # The action needs the token, and a post from another site is refused even with it.
        form = {"id": str(pending[-1]), "decision": "rejected", "by": "x"}
        assert post(f"{base}/review/decide", form) == 401  # the page is public: no token, no page
        assert post(f"{base}/review/decide", form, Authorization=f"Bearer {TOKEN}",
                    Origin="http://evil.example") == 403
        with engine.connect() as conn:
            assert conn.scalar(select(QuoteReview.decision).where(QuoteReview.quote_id == pending[-1])) is None
