"""Real headless Chromium (Debian's package, driven by Playwright) with every network request blocked.

Used by the browser tests and by ``benchmarks/render_bench.py``. Nothing is downloaded: the browser is
``/usr/bin/chromium`` (or ``$SCHOLARKG_CHROMIUM``), installed by ``make test`` (``make browser``).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-default-apps", "--disable-extensions"]


def chromium_path() -> str | None:
    """The Chromium executable, or None when it is not installed."""
    path = os.environ.get("SCHOLARKG_CHROMIUM", "/usr/bin/chromium")
    return path if Path(path).is_file() and os.access(path, os.X_OK) else shutil.which("chromium")


def missing_browser_reason() -> str | None:
    """Why the browser tests cannot run here (None when they can)."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install -e '.[test]', or make test)"
    if chromium_path() is None:
        return "Debian's chromium is not installed (apt-get install -y chromium, or make browser)"
    return None


@dataclass
class PageLog:
    """Everything the page did that a test may want to see."""

    url: str
    requests: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    console: list[tuple[str, str]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    @property
    def console_errors(self) -> list[str]:
        return [text for kind, text in self.console if kind == "error"] + self.errors

    @property
    def external_requests(self) -> list[str]:
        return [u for u in self.requests if u != self.url] + self.blocked


@contextmanager
def launched_browser() -> Iterator[Any]:
    """A headless Chromium browser (Playwright), closed on exit."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


@contextmanager
def offline_page(browser: Any, path: Path, *, viewport: dict[str, int] | None = None) -> Iterator[tuple[Any, PageLog]]:
    """Open ``path`` (file://) in a fresh context where every request but the file itself is aborted and logged."""
    log = PageLog(Path(path).resolve().as_uri())
    context = browser.new_context(viewport=viewport or {"width": 1280, "height": 800}, service_workers="block")
    page = context.new_page()

    def route(r: Any) -> None:
        if r.request.url == log.url:
            r.continue_()
        else:
            log.blocked.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    page.on("request", lambda r: log.requests.append(r.url))
    page.on("console", lambda m: log.console.append((m.type, m.text)))
    page.on("pageerror", lambda e: log.errors.append(str(e)))
    page.on("dialog", lambda d: (log.dialogs.append(f"{d.type}: {d.message}"), d.dismiss()))
    try:
        page.goto(log.url)
        yield page, log
    finally:
        context.close()


def wait_until_stable(page: Any, *, timeout_ms: int = 120_000) -> None:
    """Wait until the network page says it is drawn and physics is off (``window.__networkStable``)."""
    page.wait_for_function("() => window.__networkStable === true", timeout=timeout_ms)
