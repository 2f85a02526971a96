"""Paths in `.github/redline.yml` stay inside the repository."""

from __future__ import annotations

import pytest

from bot.core.repo_config import parse_repo_config


@pytest.mark.parametrize(
    "report",
    [
        "../../other/contents/x",
        "coverage/../../../other/contents/x",
        "/etc/passwd",
        "%2e%2e/%2e%2e/other/contents/x",
        "coverage%2F..%2F..%2Fother",
        "..\\..\\other\\x",
        "https://example.com/coverage.xml",
        "coverage.xml?ref=main",
        "coverage.xml#x",
        "./",
        "a//b.xml",
        "",
    ],
)
def test_a_coverage_report_outside_the_repository_is_refused(report: str) -> None:
    loaded = parse_repo_config(f"coverage: {{report: {report!r}}}\n", "test")
    assert loaded.config.coverage.report is None
    (problem,) = loaded.problems
    assert problem.startswith("`coverage.report`")


@pytest.mark.parametrize("report", ["coverage.xml", "build/coverage/lcov.info", "a-b_c.1/x.xml"])
def test_a_coverage_report_inside_the_repository_is_kept(report: str) -> None:
    loaded = parse_repo_config(f"coverage: {{report: {report!r}}}\n", "test")
    assert (loaded.config.coverage.report, loaded.problems) == (report, ())
