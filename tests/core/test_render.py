"""Rendering: golden files for comments, summaries and check runs; limits; markers; batches.

Regenerate the golden files after an intended change with
`REDLINE_UPDATE_GOLDEN=1 .venv/bin/pytest tests/core/test_render.py`, then read the diff.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from bot.checks.base import Usage
from bot.core.diff.filter import Placement
from bot.core.findings import Category, Finding, Location, Severity, Side, Source
from bot.core.render import (
    MAX_BODY_CHARS,
    CheckConclusion,
    annotation_batches,
    annotation_key,
    check_run_output,
    parse_finding_marker,
    parse_summary_marker,
    render_comment,
    render_summary,
    review_comment_payload,
)
from bot.core.render.text import ZERO_WIDTH_SPACE
from bot.core.report import (
    CheckState,
    CheckStatus,
    ReviewReport,
    ShownFinding,
    Visibility,
    Walkthrough,
)

GOLDEN = Path(__file__).parent / "testdata" / "render"
UPDATE = os.environ.get("REDLINE_UPDATE_GOLDEN") == "1"
HEAD = "9f2c1e4b7a6d5c3e2f1a0b9c8d7e6f5a4b3c2d1e"
HOSTILE = "<img src=x onerror=alert(1)> @octocat -->"

_PLACEMENT = {
    Visibility.INLINE: Placement.INLINE,
    Visibility.FILE_LEVEL: Placement.FILE_LEVEL,
    Visibility.SUMMARY: Placement.SUMMARY,
}


def shown(
    title: str = "SQL built from request input",
    *,
    path: str = "app/db.py",
    lines: tuple[int, int] | None = (12, 12),
    side: Side = Side.RIGHT,
    severity: Severity = Severity.BLOCKING,
    category: Category = Category.SECURITY,
    source: Source = Source.SEMGREP,
    rule_id: str = "python-sql-format",
    explanation: str = "The query is built with an f-string from `request.args`.",
    replacement: str | None = None,
    visibility: Visibility = Visibility.INLINE,
    confidence: float = 0.87,
    threshold: float = 0.5,
    exploration: bool = False,
    fingerprint: str = "0123456789abcdef",
    **extra: object,
) -> ShownFinding:
    start, end = lines if lines is not None else (None, None)
    finding = Finding(
        location=Location(path, start, end, side),
        category=category,
        severity=severity,
        title=title,
        explanation=explanation,
        source=source,
        rule_id=rule_id,
        raw_confidence=confidence,
        replacement=replacement,
        **extra,  # type: ignore[arg-type]
    )
    return ShownFinding(
        finding=finding,
        fingerprint=fingerprint,
        placement=_PLACEMENT.get(visibility, Placement.INLINE),
        visibility=visibility,
        confidence=confidence,
        threshold=threshold,
        exploration=exploration,
    )


def assert_golden(name: str, actual: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.write_text(actual, encoding="utf-8")
    assert actual == path.read_text(encoding="utf-8"), f"differs from {path}"


# --- comments ---------------------------------------------------------------------------


def merged_sql_finding() -> ShownFinding:
    return shown(
        lines=(12, 13),
        replacement='cursor.execute(\n    "SELECT * FROM users WHERE id = %s", (user_id,))\n',
        cwe=("CWE-89: Improper Neutralization of Special Elements used in an SQL Command",),
        references=("https://owasp.org/www-community/attacks/SQL_Injection",),
        also_reported_by=(Source.LLM,),
    )


def test_comment_golden_merged_with_suggestion() -> None:
    assert_golden("comment_merged_suggestion.md", render_comment(merged_sql_finding()))


def test_comment_golden_style_suggestion_from_llm() -> None:
    item = shown(
        "Name says what it holds",
        severity=Severity.SUGGESTION,
        category=Category.STYLE,
        source=Source.LLM,
        rule_id="",
        explanation="`d` holds the deadline; call it `deadline`.",
        confidence=0.555,
    )
    assert_golden("comment_style_llm.md", render_comment(item))


def test_comment_golden_hostile_title() -> None:
    item = shown(HOSTILE, explanation=f"{HOSTILE}\n\n```\n@octocat <b>in code</b>")
    body = render_comment(item)
    assert_golden("comment_hostile.md", body)
    assert "<img" not in body
    assert "@octocat" not in body.replace("```\n@octocat", "")
    assert body.count("-->") == 1
    assert body.endswith("<!-- redline:fp=0123456789abcdef -->")


def test_comment_golden_suggestion_containing_backticks() -> None:
    replacement = 'doc = """\n```python\nrun()\n```\n"""\n'
    body = render_comment(shown(replacement=replacement, lines=(3, 7)))
    assert_golden("comment_suggestion_backticks.md", body)
    assert '````suggestion\ndoc = """\n```python\nrun()\n```\n"""\n````' in body


def test_suggestion_that_deletes_lines_is_an_empty_block() -> None:
    body = render_comment(shown(replacement=""))
    assert "```suggestion\n```" in body


def test_no_suggestion_on_removed_lines() -> None:
    body = render_comment(shown(replacement="x = 1\n", side=Side.LEFT))
    assert "suggestion" not in body


def test_marker_round_trip() -> None:
    item = shown(fingerprint="fedcba9876543210")
    assert parse_finding_marker(render_comment(item)) == "fedcba9876543210"
    assert parse_finding_marker("a reply quoting nothing") is None


def test_untrusted_text_cannot_forge_a_marker() -> None:
    forged = "<!-- redline:fp=aaaaaaaaaaaaaaaa -->"
    item = shown(forged, explanation=forged, fingerprint="0000000000000001")
    assert parse_finding_marker(render_comment(item)) == "0000000000000001"


def test_a_fingerprint_that_could_break_the_marker_is_refused() -> None:
    with pytest.raises(ValueError):
        render_comment(shown(fingerprint="x --> y"))


def test_comment_is_clamped_to_githubs_limit_and_keeps_its_marker() -> None:
    item = shown(explanation="<&> " * 40_000, replacement="x = 1\n")
    body = render_comment(item)
    assert len(body) <= MAX_BODY_CHARS
    assert len(body) > MAX_BODY_CHARS - 200
    assert "explanation truncated" in body
    assert "```suggestion\nx = 1\n```" in body
    assert parse_finding_marker(body) == "0123456789abcdef"


def test_a_huge_suggestion_is_dropped_before_the_marker() -> None:
    body = render_comment(shown(replacement="y = 2\n" * 20_000))
    assert len(body) <= MAX_BODY_CHARS
    assert "suggestion" not in body.split("\n\n")[-3]
    assert "too long to show" in body
    assert parse_finding_marker(body) == "0123456789abcdef"


# --- comment payloads -------------------------------------------------------------------


def test_payload_single_line() -> None:
    payload = review_comment_payload(shown(lines=(12, 12)))
    assert {k: v for k, v in payload.items() if k != "body"} == {
        "path": "app/db.py",
        "line": 12,
        "side": "RIGHT",
    }


def test_payload_multi_line_range_on_the_left() -> None:
    payload = review_comment_payload(shown(lines=(4, 9), side=Side.LEFT))
    assert (payload["start_line"], payload["start_side"], payload["line"], payload["side"]) == (
        4,
        "LEFT",
        9,
        "LEFT",
    )
    assert payload["body"] == render_comment(shown(lines=(4, 9), side=Side.LEFT))


def test_payload_refuses_a_file_level_finding() -> None:
    with pytest.raises(ValueError):
        review_comment_payload(shown(lines=None, visibility=Visibility.FILE_LEVEL))


# --- summaries --------------------------------------------------------------------------

SEMGREP_RAN = CheckStatus(Source.SEMGREP, CheckState.RAN, findings=3)
SECRETS_RAN = CheckStatus(Source.SECRETS, CheckState.RAN)
LLM_RAN = CheckStatus(Source.LLM, CheckState.RAN, findings=2, dropped=1)
LLM_OFF = CheckStatus(Source.LLM, CheckState.SKIPPED, ("no ANTHROPIC_API_KEY",))
LLM_DEGRADED = CheckStatus(
    Source.LLM, CheckState.DEGRADED, ("timed out after 60 s; Semgrep findings posted",)
)
USAGE = Usage(12_345, 678, 10_000, 0, 0.0421, "claude-sonnet-4-5")


def mixed_findings() -> tuple[ShownFinding, ...]:
    return (
        merged_sql_finding(),
        shown(
            "Missing test for the new branch",
            path="app/api.py",
            lines=None,
            severity=Severity.SUGGESTION,
            category=Category.TEST_COVERAGE,
            source=Source.COVERAGE,
            rule_id="coverage-new-branch",
            visibility=Visibility.FILE_LEVEL,
            fingerprint="1111111111111111",
        ),
        shown(
            "Maybe an off-by-one",
            path="app/pages.py",
            lines=(40, 40),
            severity=Severity.SUGGESTION,
            category=Category.CORRECTNESS,
            source=Source.LLM,
            rule_id="",
            visibility=Visibility.BELOW_THRESHOLD,
            confidence=0.41,
            threshold=0.6,
            exploration=True,
            fingerprint="2222222222222222",
        ),
        shown(
            "Unlikely",
            visibility=Visibility.BELOW_THRESHOLD,
            confidence=0.1,
            fingerprint="3333333333333333",
        ),
        shown("Muted rule", visibility=Visibility.MUTED, fingerprint="4444444444444444"),
    )


def walkthrough_report() -> ReviewReport:
    return ReviewReport(
        head_sha=HEAD,
        findings=mixed_findings(),
        checks=(SEMGREP_RAN, SECRETS_RAN, LLM_RAN),
        usage=USAGE,
        config_source=".github/redline.yml",
        walkthrough=Walkthrough(
            summary="Adds a user lookup endpoint backed by a raw SQL query.",
            files=(
                ("app/db.py", "new `find_user` query"),
                ("app/api.py", "route `/users/<id>` | calls find_user"),
            ),
            risks=("Input reaches SQL unparameterised",),
        ),
        reviewed_from_sha="1234567890abcdef1234567890abcdef12345678",
        already_posted=2,
        addressed=1,
    )


def test_summary_golden_with_walkthrough() -> None:
    body = render_summary(walkthrough_report())
    assert_golden("summary_walkthrough.md", body)
    assert body.index("What this pull request does") < body.index("### Checks")


def test_summary_golden_without_llm_says_what_ran_and_invents_nothing() -> None:
    report = ReviewReport(
        head_sha=HEAD,
        findings=(),
        checks=(SEMGREP_RAN, SECRETS_RAN, LLM_OFF),
    )
    body = render_summary(report)
    assert_golden("summary_llm_off.md", body)
    assert "What this pull request does" not in body
    assert "LLM reviewer: off (no ANTHROPIC_API_KEY)" in body


def test_summary_golden_degraded_llm_with_problems() -> None:
    report = ReviewReport(
        head_sha=HEAD,
        findings=mixed_findings()[:2],
        checks=(SEMGREP_RAN, LLM_DEGRADED),
        skipped_files=(("static/app.min.js", "generated"), ("data/big.csv", "over 1 MB")),
        diff_notes=("The diff was too large; reviewed from the files API.",),
        config_source=".github/redline.yml",
        config_problems=(f"checks.llm: expected a boolean, got {HOSTILE}",),
        fail_on_blocking=True,
    )
    body = render_summary(report)
    assert_golden("summary_degraded.md", body)
    assert "<img" not in body


def many_files_report() -> ReviewReport:
    folders = ("app/api", "app/db", "docs", "")
    files = tuple(
        (f"{folder}/file_{n:02}.py".lstrip("/"), f"change {n}")
        for n in range(45)
        for folder in (folders[n % 4],)
    )
    return ReviewReport(
        head_sha=HEAD,
        findings=(),
        checks=(SEMGREP_RAN, LLM_RAN),
        walkthrough=Walkthrough(summary="A broad refactor.", files=files),
    )


def test_summary_golden_many_files_grouped_by_folder() -> None:
    body = render_summary(many_files_report())
    assert_golden("summary_many_files.md", body)
    assert "| File | Change |" not in body
    assert "**`app/api/`** · 12 files" in body


def cap_overflow_report() -> ReviewReport:
    inline = tuple(
        shown(f"Finding {n}", lines=(n + 1, n + 1), fingerprint=f"{n:016x}") for n in range(10)
    )
    over = tuple(
        shown(
            f"Over the cap {n}",
            lines=(100 + n, 100 + n),
            severity=Severity.SUGGESTION,
            visibility=Visibility.OVER_CAP,
            fingerprint=f"{100 + n:016x}",
        )
        for n in range(4)
    )
    return ReviewReport(head_sha=HEAD, findings=inline + over, checks=(SEMGREP_RAN,))


def test_summary_golden_cap_overflow_lists_the_rest() -> None:
    body = render_summary(cap_overflow_report())
    assert_golden("summary_cap_overflow.md", body)
    assert body.count("over the inline comment cap") == 4
    assert "`app/db.py:103` **Over the cap 3**" in body


def test_summary_marker_round_trip() -> None:
    assert parse_summary_marker(render_summary(walkthrough_report())) == HEAD
    assert parse_summary_marker("a human's review") is None


def test_summary_is_clamped_dropping_the_least_important_sections_first() -> None:
    files = tuple((f"src/f{n}.py", "x" * 400) for n in range(300))
    listed = tuple(
        shown("t" * 290, lines=(n + 1, n + 1), visibility=Visibility.OVER_CAP) for n in range(100)
    )
    report = replace(
        walkthrough_report(),
        findings=walkthrough_report().findings + listed,
        walkthrough=Walkthrough(summary="Big.", files=files),
    )
    body = render_summary(report)
    assert len(body) <= MAX_BODY_CHARS
    assert "Left out to fit GitHub's size limit: changed files table" in body
    assert "### Not commented inline" in body
    assert "### Checks" in body
    assert parse_summary_marker(body) == HEAD


def test_summary_keeps_its_marker_when_even_the_essentials_are_too_long() -> None:
    report = replace(
        walkthrough_report(), walkthrough=None, findings=(), reviewed_from_sha="a" * 64
    )
    huge = replace(report, checks=(CheckStatus(Source.SEMGREP, CheckState.RAN),) * 3000)
    body = render_summary(huge)
    assert len(body) <= MAX_BODY_CHARS
    assert parse_summary_marker(body) == HEAD


# --- check runs -------------------------------------------------------------------------


def check_run_json(report: ReviewReport) -> str:
    output = check_run_output(report)
    fields = {
        "title": output.title,
        "conclusion": output.conclusion.value,
        "summary": output.summary,
        "text": output.text,
    }
    return json.dumps(fields, indent=2, ensure_ascii=False) + "\n"


def test_check_run_golden_blocking_inline_fails() -> None:
    report = walkthrough_report()
    assert_golden("check_run_blocking.json", check_run_json(report))
    assert check_run_output(report).conclusion is CheckConclusion.FAILURE


def test_check_run_golden_degraded_is_neutral() -> None:
    report = ReviewReport(head_sha=HEAD, findings=(), checks=(SEMGREP_RAN, LLM_DEGRADED))
    assert_golden("check_run_degraded.json", check_run_json(report))
    assert check_run_output(report).conclusion is CheckConclusion.NEUTRAL


@pytest.mark.parametrize(
    ("fail_on_blocking", "visibility", "llm", "expected"),
    [
        (True, Visibility.INLINE, LLM_RAN, CheckConclusion.FAILURE),
        (True, Visibility.INLINE, LLM_DEGRADED, CheckConclusion.FAILURE),
        (False, Visibility.INLINE, LLM_RAN, CheckConclusion.SUCCESS),
        (False, Visibility.INLINE, LLM_DEGRADED, CheckConclusion.NEUTRAL),
        (True, Visibility.SUMMARY, LLM_RAN, CheckConclusion.SUCCESS),
        (True, Visibility.BELOW_THRESHOLD, LLM_RAN, CheckConclusion.SUCCESS),
        (True, Visibility.INLINE, LLM_OFF, CheckConclusion.FAILURE),
        (True, Visibility.MUTED, LLM_OFF, CheckConclusion.SUCCESS),
    ],
)
def test_conclusion(
    fail_on_blocking: bool, visibility: Visibility, llm: CheckStatus, expected: CheckConclusion
) -> None:
    report = ReviewReport(
        head_sha=HEAD,
        findings=(shown(visibility=visibility),),
        checks=(SEMGREP_RAN, llm),
        fail_on_blocking=fail_on_blocking,
    )
    assert check_run_output(report).conclusion is expected


def test_check_run_text_is_clamped() -> None:
    findings = tuple(
        shown("t" * 290, lines=(n + 1, n + 1), visibility=Visibility.OVER_CAP) for n in range(400)
    )
    output = check_run_output(ReviewReport(head_sha=HEAD, findings=findings, checks=()))
    assert len(output.text) <= 65_535
    assert len(output.summary) <= 65_535


# --- annotations ------------------------------------------------------------------------


def test_annotations_come_in_batches_of_fifty() -> None:
    findings = [shown(lines=(n + 1, n + 1), fingerprint=f"{n:016x}") for n in range(120)]
    batches = annotation_batches(findings)
    assert [len(batch) for batch in batches] == [50, 50, 20]
    assert [a["start_line"] for batch in batches for a in batch] == list(range(1, 121))


def test_annotations_a_run_already_has_are_not_batched_again() -> None:
    findings = [shown(lines=(n + 1, n + 1), fingerprint=f"{n:016x}") for n in range(60)]
    sent = [annotation_key(a) for a in annotation_batches(findings)[0]]  # as GitHub lists them
    (rest,) = annotation_batches(findings, already_sent=sent)
    assert [a["start_line"] for a in rest] == list(range(51, 61))
    assert annotation_batches(findings, already_sent=sent + [annotation_key(a) for a in rest]) == []


def test_annotation_fields() -> None:
    findings = [
        merged_sql_finding(),
        shown("Style", category=Category.STYLE, severity=Severity.SUGGESTION),
        shown("Correctness", category=Category.CORRECTNESS, severity=Severity.SUGGESTION),
        shown("Whole file", lines=None, visibility=Visibility.FILE_LEVEL),
    ]
    sql, style, correctness, whole_file = annotation_batches(findings)[0]
    assert {k: sql[k] for k in ("path", "start_line", "end_line", "annotation_level")} == {
        "path": "app/db.py",
        "start_line": 12,
        "end_line": 13,
        "annotation_level": "failure",
    }
    assert sql["title"] == "SQL built from request input"
    assert "Semgrep python-sql-format" in str(sql["raw_details"])
    assert "CWE-89" in str(sql["raw_details"])
    assert "Suggested replacement for app/db.py:12-13:" in str(sql["raw_details"])
    assert "start_column" not in sql
    assert (style["annotation_level"], correctness["annotation_level"]) == ("notice", "warning")
    assert (whole_file["start_line"], whole_file["end_line"]) == (1, 1)


def test_annotations_leave_out_hidden_and_removed_line_findings() -> None:
    findings = [
        shown(visibility=Visibility.MUTED),
        shown(visibility=Visibility.BELOW_THRESHOLD, exploration=True),
        shown(side=Side.LEFT),
        shown(visibility=Visibility.OVER_CAP),
    ]
    assert [len(batch) for batch in annotation_batches(findings)] == [1]
    assert annotation_batches([]) == []


def test_annotation_limits() -> None:
    item = shown("x" * 400, explanation="é" * 70_000)
    (only,) = annotation_batches([item])[0]
    assert len(str(only["title"])) == 255
    assert len(str(only["message"]).encode("utf-8")) <= 64 * 1024
    with pytest.raises(ValueError):
        annotation_batches([item], size=51)


def test_mentions_in_a_hostile_walkthrough_do_not_ping() -> None:
    report = replace(
        walkthrough_report(),
        walkthrough=Walkthrough(summary="cc @octocat", files=(("a.py", "@team/x"),)),
    )
    body = render_summary(report)
    assert f"@{ZERO_WIDTH_SPACE}octocat" in body
    assert f"@{ZERO_WIDTH_SPACE}team/x" in body
