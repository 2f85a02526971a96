"""The Action's job summary comes from the render package: untrusted text cannot break it."""

from __future__ import annotations

from bot.core.render.action import (
    FORK_NOTE,
    CompletedCheck,
    not_reviewed_page,
    posted_page,
    read_only_note,
    report_page,
)
from bot.core.report import ReviewReport
from tests.core.test_render import HEAD, HOSTILE, SEMGREP_RAN, shown


def hostile_report() -> ReviewReport:
    finding = shown(f"Bad | cell {HOSTILE}", path="app/`x|y`.py")
    return ReviewReport(head_sha=HEAD, findings=(finding,), checks=(SEMGREP_RAN,))


def table_rows(page: str) -> list[str]:
    return [line for line in page.splitlines() if line.startswith("| ") and "app/" in line]


def test_a_hostile_title_and_path_stay_inside_their_cells() -> None:
    page = report_page(hostile_report(), FORK_NOTE, "redline.sarif")
    (row,) = table_rows(page)
    assert row.count(" | ") == 2  # three cells: no pipe of the PR's text splits one
    assert "<img" not in page and "@octocat" not in page.replace("@\u200boctocat", "")
    assert "comes from a fork" in page and "`redline.sarif`" in page


def test_refusals_and_reasons_are_sanitised() -> None:
    assert "<img" not in read_only_note(f"403 {HOSTILE}")
    assert "<img" not in not_reviewed_page(HOSTILE)
    page = posted_page("posted", HOSTILE, 2, CompletedCheck("failure", HOSTILE, "", True))
    assert "<img" not in page
    assert "a commit status stands in for the check run" in page
    assert "2 inline comment(s)" in page
