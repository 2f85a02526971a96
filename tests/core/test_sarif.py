"""SARIF 2.1.0 output, validated against the official OASIS schema (vendored, see NOTICE.md)."""

from __future__ import annotations

from typing import Any

from bot.core.findings import Category, Finding, Location, Severity, Side, Source, fingerprint
from bot.core.sarif import SarifRule, UploadLimits, to_sarif, upload_problems
from bot.schemas import sarif_problems


def finding(
    rule_id: str = "python-sql-format",
    *,
    path: str = "app/db.py",
    lines: tuple[int, int] | None = (12, 13),
    side: Side = Side.RIGHT,
    severity: Severity = Severity.BLOCKING,
    category: Category = Category.SECURITY,
    source: Source = Source.SEMGREP,
    replacement: str | None = None,
    cwe: tuple[str, ...] = (),
    references: tuple[str, ...] = (),
) -> Finding:
    start, end = lines if lines is not None else (None, None)
    return Finding(
        location=Location(path, start, end, side),
        category=category,
        severity=severity,
        title="SQL built from request input",
        explanation="The query is built with an f-string.",
        source=source,
        rule_id=rule_id,
        raw_confidence=0.8,
        replacement=replacement,
        cwe=cwe,
        references=references,
        flagged_text=f"{path}:{rule_id}",
    )


def validate(log: dict[str, object]) -> None:
    """Against the schema Redline ships and GitHub's upload limits."""
    assert sarif_problems(log) == []


def run_of(log: dict[str, object]) -> dict[str, Any]:
    runs = log["runs"]
    assert isinstance(runs, list)
    run: dict[str, Any] = runs[0]
    return run


def representative() -> list[Finding]:
    return [
        finding(
            replacement='cursor.execute("SELECT 1 WHERE id = %s", (uid,))\n',
            cwe=("CWE-89: Improper Neutralization of Special Elements used in an SQL Command",),
            references=("https://owasp.org/www-community/attacks/SQL_Injection",),
        ),
        finding(
            "",
            path="src/my file#1.py",
            lines=None,
            severity=Severity.SUGGESTION,
            category=Category.TEST_COVERAGE,
            source=Source.LLM,
        ),
        finding("go-defer-in-loop", path="cmd/main.go", lines=(7, 7), side=Side.LEFT),
        finding("style-rule", category=Category.STYLE, severity=Severity.SUGGESTION),
        finding(path="app/other.py", lines=(1, 1)),
    ]


def test_representative_log_is_valid_sarif() -> None:
    log = to_sarif(representative(), "0.1.0")
    validate(log)
    assert log["version"] == "2.1.0"
    assert run_of(log)["tool"]["driver"]["version"] == "0.1.0"


def test_the_schema_rejects_a_broken_log() -> None:
    """The validator can fail: a result without a message is not SARIF."""
    log = to_sarif(representative())
    del run_of(log)["results"][0]["message"]
    assert sarif_problems(log) == ["runs/0/results/0: 'message' is a required property"]


def test_githubs_upload_limits() -> None:
    log = to_sarif(representative())
    del run_of(log)["results"][1]["locations"][0]["physicalLocation"]["region"]
    limits = UploadLimits(results_per_run=4, rules_per_run=3, tags_per_rule=1)
    assert upload_problems(log, limits) == [
        "run 0: 5 results (at most 4)",
        "run 0: 4 rules (at most 3)",
        "rule python-sql-format: 2 tags (at most 1)",
        "result 1 (test-coverage): a location without startLine",
    ]
    assert upload_problems(to_sarif(representative())) == []


def test_tool_and_automation_details() -> None:
    run = run_of(to_sarif(representative(), "1.2.3"))
    assert run["tool"]["driver"]["informationUri"].startswith("https://")
    assert run["automationDetails"] == {"id": "redline/"}


def test_empty_log_is_valid() -> None:
    log = to_sarif([])
    validate(log)
    assert run_of(log)["results"] == []


def test_rules_are_described_once_with_cwe_tags() -> None:
    run = run_of(to_sarif(representative()))
    rules = run["tool"]["driver"]["rules"]
    assert [rule["id"] for rule in rules] == [
        "go-defer-in-loop",
        "python-sql-format",
        "style-rule",
        "test-coverage",
    ]
    sql = rules[1]
    assert sql["shortDescription"] == {"text": "SQL built from request input"}
    assert sql["helpUri"] == "https://owasp.org/www-community/attacks/SQL_Injection"
    assert sql["properties"]["tags"] == ["security", "external/cwe/cwe-89"]
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]


def test_known_rule_metadata_wins() -> None:
    metadata = {
        "python-sql-format": SarifRule(
            "python-sql-format",
            "Formatted SQL",
            "https://example.org/rules/sql",
            ("python",),
            ("CWE-89",),
        )
    }
    rule = run_of(to_sarif([finding()], rules=metadata))["tool"]["driver"]["rules"][0]
    assert rule["shortDescription"]["text"] == "Formatted SQL"
    assert rule["helpUri"] == "https://example.org/rules/sql"
    assert rule["properties"]["tags"] == ["security", "python", "external/cwe/cwe-89"]


def test_results() -> None:
    findings = representative()
    sql, whole_file, removed, style, _ = run_of(to_sarif(findings))["results"]
    assert sql["level"] == "error"
    assert sql["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "app/db.py"},
        "region": {"startLine": 12, "endLine": 13},
    }
    assert sql["partialFingerprints"] == {"redline/v1": fingerprint(findings[0])}
    assert sql["message"]["text"].startswith("SQL built from request input\n\n")
    assert whole_file["level"] == "warning"
    assert whole_file["ruleId"] == "test-coverage"
    # GitHub requires startLine: whole-file and base-only (LEFT) findings point at line 1
    assert whole_file["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "src/my%20file%231.py"},
        "region": {"startLine": 1},
    }
    assert removed["locations"][0]["physicalLocation"]["region"] == {"startLine": 1}
    assert removed["properties"]["side"] == "LEFT"
    assert style["level"] == "note"


def test_fix_replaces_the_flagged_lines() -> None:
    sql = run_of(to_sarif(representative()))["results"][0]
    (fix,) = sql["fixes"]
    (change,) = fix["artifactChanges"]
    assert change["artifactLocation"] == {"uri": "app/db.py"}
    assert change["replacements"] == [
        {
            "deletedRegion": {"startLine": 12, "endLine": 13},
            "insertedContent": {"text": 'cursor.execute("SELECT 1 WHERE id = %s", (uid,))'},
        }
    ]
    others = run_of(to_sarif(representative()))["results"][1:]
    assert all("fixes" not in result for result in others)


def test_suppressed_findings_carry_an_external_suppression_with_the_reason() -> None:
    hidden, shown = finding(), finding("go-defer-in-loop", path="cmd/main.go")
    log = to_sarif([hidden, shown], suppressed={fingerprint(hidden): "below the threshold"})
    validate(log)
    by_rule = {result["ruleId"]: result for result in run_of(log)["results"]}
    assert by_rule["python-sql-format"]["suppressions"] == [
        {"kind": "external", "status": "accepted", "justification": "below the threshold"}
    ]
    assert "suppressions" not in by_rule["go-defer-in-loop"]


def test_rule_metadata_from_the_pack_grades_security_rules() -> None:
    metadata = {
        "python-sql-format": SarifRule(
            "python-sql-format",
            "SQL built with string formatting",
            full_description="A query built with an f-string can be injected.",
            help_markdown="Use parameters.\n\n- CWE-89",
            precision="high",
            security_severity="8.8",
        )
    }
    rule = run_of(to_sarif([finding()], rules=metadata))["tool"]["driver"]["rules"][0]
    assert rule["fullDescription"] == {"text": "A query built with an f-string can be injected."}
    assert rule["help"] == {
        "text": "Use parameters.\n\n- CWE-89",
        "markdown": "Use parameters.\n\n- CWE-89",
    }
    assert rule["properties"]["precision"] == "high"
    assert rule["properties"]["security-severity"] == "8.8"


def test_baseline_state_says_whether_the_change_added_the_lines() -> None:
    added, untouched = finding(lines=(3, 3)), finding(path="app/old.py", lines=(40, 40))
    log = to_sarif([added, untouched], is_new=lambda f: f.location.path == "app/db.py")
    validate(log)
    assert [r["baselineState"] for r in run_of(log)["results"]] == ["new", "unchanged"]
    assert "baselineState" not in run_of(to_sarif([added]))["results"][0]


def test_partial_fingerprints_survive_lines_inserted_above() -> None:
    moved = finding(lines=(30, 31))
    before, after = (run_of(to_sarif([f]))["results"][0] for f in (finding(), moved))
    assert before["partialFingerprints"] == after["partialFingerprints"]
