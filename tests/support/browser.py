"""Debian's Chromium, headless, driven by Selenium through Debian's chromedriver (no browser download).

``scripts/ensure-system-packages`` installs ``chromium`` and ``chromium-driver``; a missing one fails the
test with that hint rather than skipping it.
"""

from __future__ import annotations

import shutil
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
#: As root in a sandboxed machine, with the closed network's background connections turned off.
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
         "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--window-size=1400,1000")


@contextmanager
def chromium(profile: Path) -> Iterator[webdriver.Chrome]:
    for binary in (CHROMIUM, CHROMEDRIVER):
        if not binary.exists():
            raise AssertionError(f"{binary} is missing: run scripts/ensure-system-packages (Debian's chromium and "
                                 "chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def wait_until(driver: webdriver.Chrome, condition: Any, timeout: float = 30) -> Any:
    return WebDriverWait(driver, timeout).until(condition)


def wait_http(url: str, proc: subprocess.Popen[bytes], timeout: float = 60) -> None:
    """Until ``url`` answers (any status); fails at once when the server process exited."""
    deadline = time.monotonic() + timeout
    while True:
        code = proc.poll()
        if code is not None:
            raise AssertionError(f"the server exited with {code} before answering")
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            if time.monotonic() > deadline:
                raise AssertionError(f"{url} did not answer within {timeout:g}s") from None
            time.sleep(0.2)
