"""The dashboard in Debian's Chromium: sign in through the fake GitHub, read, unmute."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest
from sqlalchemy import Engine
from starlette.applications import Starlette

from bot.dashboard import dashboard_routes
from bot.store.db import make_engine, migrate
from tests.dashboard.conftest import dashboard_settings, grant_github_access
from tests.dashboard.data import MUTED_RULE, SINCE, UNTIL, XSS_TITLE, seed
from tests.fakes.github import GitHubFake
from tests.fakes.server import serve
from tests.services import service_missing

CHROMIUM = shutil.which("chromium")  # Debian's package
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
pytestmark = pytest.mark.browser


@pytest.fixture(autouse=True)
def _needs_chromium() -> None:
    if CHROMIUM is None:
        service_missing("needs Chromium (`chromium` on PATH; Debian's package)")


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    url = f"sqlite:///{tmp_path / 'dashboard.db'}"
    migrate(url)
    built = make_engine(url)
    seed(built)
    yield built
    built.dispose()


@pytest.fixture
def screenshots(tmp_path: Path) -> Path:
    """test-output/ when REDLINE_TEST_OUTPUT names it (CI keeps it), else the test's tmp dir."""
    root = Path(os.environ.get("REDLINE_TEST_OUTPUT", tmp_path))
    target = root / "dashboard-browser"
    target.mkdir(parents=True, exist_ok=True)
    return target


def test_sign_in_read_charts_follow_repository_and_unmute(
    engine: Engine, github_fake: GitHubFake, screenshots: Path
) -> None:
    from playwright.sync_api import Dialog, expect, sync_playwright

    grant_github_access(github_fake)
    github_fake.state.sign_in_as("alice")
    app = Starlette(routes=dashboard_routes(dashboard_settings(github_fake), engine))
    dialogs: list[str] = []
    with serve(app) as base_url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})

            def dismiss(dialog: Dialog) -> None:
                dialogs.append(dialog.message)
                dialog.dismiss()

            page.on("dialog", dismiss)
            march = urlencode({"since": SINCE, "until": UNTIL})
            page.goto(f"{base_url}dashboard/?{march}")
            expect(page).to_have_url(
                f"{base_url}dashboard/signin?" + urlencode({"next": f"/dashboard/?{march}"})
            )
            page.screenshot(path=screenshots / "1-signin.png")
            page.click("#github-signin")

            page.wait_for_url(f"{base_url}dashboard/?{march}")
            expect(page.locator("header .who")).to_have_text("alice")
            for chart in ("#chart-weekly", "#chart-category", "#chart-source"):
                svg = page.locator(f"{chart} svg")
                box = svg.bounding_box()
                assert box is not None and box["width"] > 100 and box["height"] > 50, chart
                assert svg.locator("path").count() > 3, chart
            assert page.locator("#chart-weekly svg .dot").count() > 0
            page.screenshot(path=screenshots / "2-overview.png", full_page=True)

            page.click("a.repository-link:has-text('acme/widgets')")
            page.wait_for_url(f"{base_url}dashboard/repos/acme/widgets?*")
            expect(page.locator("h1")).to_have_text("acme/widgets")
            assert page.locator("#chart-curve svg path").count() > 3
            page.screenshot(path=screenshots / "3-repository.png", full_page=True)

            row = page.locator("#muted-rules tr", has_text=MUTED_RULE)
            row.locator("button.unmute").click()
            expect(page.locator("#unmute-notice")).to_contain_text(MUTED_RULE)
            expect(page.locator("#muted-rules tr", has_text=MUTED_RULE)).to_contain_text(
                "unmute requested"
            )

            title = page.locator("td.title", has_text=XSS_TITLE)
            expect(title).to_have_count(1)
            expect(title).to_have_text(XSS_TITLE)
            assert title.locator("img").count() == 0
            page.screenshot(path=screenshots / "4-after-unmute.png", full_page=True)
        finally:
            browser.close()
    assert dialogs == []
