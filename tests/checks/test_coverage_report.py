"""Coverage reports → uncovered added lines: formats, path mapping, ranges, hostile input."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.checks.coverage_report import (
    CoverageReportError,
    ReportFormat,
    detect_format,
    read_report,
    uncovered_lines,
)

TESTDATA = Path(__file__).parent / "testdata" / "coverage"


def fixture(name: str) -> str:
    return (TESTDATA / name).read_text(encoding="utf-8")


def lines_of(first: int, last: int) -> frozenset[int]:
    return frozenset(range(first, last + 1))


def lcov(*records: tuple[str, dict[int, int]]) -> str:
    out = []
    for source, hits in records:
        out.append("TN:")
        out.append(f"SF:{source}")
        out.extend(f"DA:{line},{count}" for line, count in hits.items())
        out.append("end_of_record")
    return "\n".join(out) + "\n"


# --- real-shaped fixtures -------------------------------------------------------------


def test_coverage_py_cobertura_with_a_source_root() -> None:
    # orders.py lines 1-7 existed; 8-20 are added. Line 7 is uncovered but unchanged,
    # line 12 is a comment (not in the report) between uncovered lines 11 and 13.
    changed = {"src/shop/orders.py": lines_of(8, 20), "src/shop/legacy/orders.py": frozenset()}
    assert uncovered_lines(fixture("coverage_py.xml"), changed) == {
        "src/shop/orders.py": [(11, 16), (20, 20)]
    }


def test_lcov_with_absolute_sf_paths() -> None:
    changed = {"src/cart.js": lines_of(1, 13)}
    assert uncovered_lines(fixture("lcov.info"), changed) == {"src/cart.js": [(8, 12)]}


def test_java_cobertura_with_doctype_reads_class_lines_not_method_copies() -> None:
    changed = {"src/main/java/com/acme/billing/Invoice.java": lines_of(1, 18)}
    assert uncovered_lines(fixture("cobertura_java.xml"), changed) == {
        "src/main/java/com/acme/billing/Invoice.java": [(15, 16)]
    }


def test_a_file_with_every_added_line_covered_is_absent() -> None:
    changed = {"src/shop/orders.py": frozenset({6, 10, 19})}
    assert uncovered_lines(fixture("coverage_py.xml"), changed) == {}


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("coverage_py.xml", ReportFormat.COBERTURA),
        ("cobertura_java.xml", ReportFormat.COBERTURA),
        ("lcov.info", ReportFormat.LCOV),
    ],
)
def test_format_is_detected_by_content(name: str, expected: ReportFormat) -> None:
    assert detect_format(fixture(name)) is expected
    assert read_report(fixture(name)).format is expected


# --- ranges -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hits", "added", "expected"),
    [
        pytest.param({3: 0, 4: 0, 5: 0}, {3, 4, 5}, [(3, 5)], id="consecutive"),
        pytest.param({3: 0, 5: 0}, {3, 4, 5}, [(3, 5)], id="unlisted added line joins"),
        pytest.param({3: 0, 4: 2, 5: 0}, {3, 4, 5}, [(3, 3), (5, 5)], id="covered line splits"),
        pytest.param({3: 0, 5: 0}, {3, 5}, [(3, 3), (5, 5)], id="unchanged line splits"),
        pytest.param({3: 0, 4: 0}, {4}, [(4, 4)], id="only added lines"),
        pytest.param({3: 1, 4: 7}, {3, 4}, [], id="all covered"),
        pytest.param({}, {3, 4}, [], id="nothing executable"),
    ],
)
def test_uncovered_added_lines_become_ranges(
    hits: dict[int, int], added: set[int], expected: list[tuple[int, int]]
) -> None:
    report = lcov(("app/core.py", hits))
    result = uncovered_lines(report, {"app/core.py": frozenset(added)})
    assert result.get("app/core.py", []) == expected


def test_lcov_merges_repeated_records_and_negative_gcov_counts_are_uncovered() -> None:
    report = lcov(("lib/a.c", {1: 0, 2: -1}), ("lib/a.c", {1: 4}))
    assert uncovered_lines(report, {"lib/a.c": frozenset({1, 2})}) == {"lib/a.c": [(2, 2)]}


# --- path mapping ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("report_paths", "repo_path", "expected_source"),
    [
        pytest.param(["/home/ci/work/repo/src/app.py"], "src/app.py", 0, id="absolute"),
        pytest.param(["src/app.py"], "src/app.py", 0, id="same relative path"),
        pytest.param(["./src/app.py"], "src/app.py", 0, id="dot prefix"),
        pytest.param(["C:\\ci\\repo\\src\\app.py"], "src/app.py", 0, id="windows"),
        pytest.param(["file:///ci/repo/src/app.py"], "src/app.py", 0, id="file uri"),
        pytest.param(["pkg/app.py"], "services/api/pkg/app.py", 0, id="subproject report"),
        pytest.param(["/app/pkg/app.py"], "services/api/pkg/app.py", 0, id="container mount"),
        pytest.param(
            ["/ci/repo/src/a/util.py", "/ci/repo/src/b/util.py"],
            "src/b/util.py",
            1,
            id="longest suffix wins",
        ),
        pytest.param(["/ci/repo/lib/util.py"], "src/util.py", None, id="file name only"),
        pytest.param(["/ci/x/app.py", "/ci/y/app.py"], "app.py", None, id="ambiguous"),
        pytest.param(["/ci/repo/src/app.py"], "src/main.py", None, id="other file"),
    ],
)
def test_report_paths_map_to_repo_paths_by_longest_unambiguous_suffix(
    report_paths: list[str], repo_path: str, expected_source: int | None
) -> None:
    # each report file gets one uncovered line whose number says which file it was
    report = lcov(*((path, {10 + n: 0}) for n, path in enumerate(report_paths)))
    result = uncovered_lines(report, {repo_path: lines_of(1, 50)})
    if expected_source is None:
        assert result == {}
    else:
        line = 10 + expected_source
        assert result == {repo_path: [(line, line)]}


def test_two_changed_paths_claiming_one_report_file_get_neither() -> None:
    report = lcov(("util.py", {1: 0}))
    changed = {"a/util.py": frozenset({1}), "b/util.py": frozenset({1})}
    assert uncovered_lines(report, changed) == {}


def test_cobertura_relative_source_root_and_absolute_filename() -> None:
    report = """<?xml version="1.0"?>
<coverage><sources><source>backend</source></sources><packages><package name="p"><classes>
<class name="a" filename="api/views.py"><lines><line number="2" hits="0"/></lines></class>
<class name="b" filename="/srv/backend/api/models.py">
<lines><line number="3" hits="0"/></lines></class>
</classes></package></packages></coverage>"""
    changed = {"backend/api/views.py": frozenset({2}), "backend/api/models.py": frozenset({3})}
    assert uncovered_lines(report, changed) == {
        "backend/api/views.py": [(2, 2)],
        "backend/api/models.py": [(3, 3)],
    }


# --- broken and hostile reports ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        pytest.param("", "empty", id="empty"),
        pytest.param("   \n", "empty", id="blank"),
        pytest.param("name,line,hits\na.py,1,0\n", "neither Cobertura XML nor LCOV", id="csv"),
        pytest.param(fixture("truncated.xml"), "not well-formed XML", id="truncated xml"),
        pytest.param("<html><body/></html>", "not Cobertura (root element <html>)", id="html"),
        pytest.param("DA:1,0\nSF:a.py\nend_of_record\n", "line 1: `DA:` outside", id="da first"),
        pytest.param("SF:a.py\nDA:x,1\nend_of_record\n", "`DA:` line is not a whole", id="da line"),
        pytest.param("SF:a.py\nDA:0,1\n", "`DA:` line is below 1", id="line zero"),
        pytest.param("SF:a.py\nDA:3\n", "`DA:` needs a line and a count", id="da short"),
        pytest.param("SF:\nDA:3,1\n", "`SF:` without a path", id="empty sf"),
        pytest.param(
            '<coverage><packages><package><classes><class name="x">'
            "</class></classes></package></packages></coverage>",
            "no `filename`",
            id="class without filename",
        ),
        pytest.param(
            '<coverage><packages><package><classes><class filename="a.py"><lines>'
            '<line number="1" hits="many"/></lines></class></classes></package></packages>'
            "</coverage>",
            "line `hits` is not a whole number",
            id="bad hits",
        ),
    ],
)
def test_unreadable_reports_raise_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(CoverageReportError, match=re.escape(reason)):
        uncovered_lines(text, {"a.py": frozenset({1})})


@pytest.mark.timeout(10)
@pytest.mark.parametrize("name", ["entity_bomb.xml", "external_entity.xml"])
def test_entity_declarations_are_refused_without_expanding_them(name: str) -> None:
    with pytest.raises(CoverageReportError, match="entities or external references") as raised:
        uncovered_lines(fixture(name), {"src/shop/orders.py": frozenset({11})})
    assert "root:" not in str(raised.value)
    assert "lol" not in str(raised.value)


def test_an_oversized_report_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.checks.coverage_report as coverage_report

    monkeypatch.setattr(coverage_report, "MAX_REPORT_CHARS", 100)
    with pytest.raises(CoverageReportError, match="larger than 100 characters"):
        uncovered_lines(fixture("lcov.info"), {"src/cart.js": frozenset({8})})
