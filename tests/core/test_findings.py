"""A finding's fingerprint: what recognises it after a push, in stored rows, in markers and
in SARIF's partialFingerprints."""

from __future__ import annotations

from dataclasses import replace

from bot.core.findings import Category, Finding, Location, Severity, Source, fingerprint


def finding(line: int, text: str = "    return yaml.load(text)", **changes: object) -> Finding:
    made = Finding(
        location=Location("app/config.py", line, line),
        category=Category.SECURITY,
        severity=Severity.BLOCKING,
        title="yaml.load without a safe Loader",
        explanation="Loads arbitrary objects.",
        source=Source.SEMGREP,
        rule_id="python-yaml-load-without-loader",
        raw_confidence=0.9,
        flagged_text=text,
    )
    return replace(made, **changes)  # type: ignore[arg-type]


def test_a_finding_moved_by_inserted_lines_keeps_its_fingerprint() -> None:
    assert fingerprint(finding(18)) == fingerprint(finding(21))
    moved = replace(finding(18), location=Location("app/config.py", 30, 32))
    assert fingerprint(moved) == fingerprint(finding(18))


def test_reindenting_the_flagged_text_keeps_the_fingerprint() -> None:
    assert fingerprint(finding(5, "return  yaml.load(text)\n")) == fingerprint(
        finding(9, "    return yaml.load(text)")
    )


def test_another_file_rule_or_flagged_text_is_another_finding() -> None:
    original = fingerprint(finding(18))
    others = {
        fingerprint(replace(finding(18), location=Location("app/other.py", 18, 18))),
        fingerprint(finding(18, rule_id="python-eval-dynamic")),
        fingerprint(finding(18, "    return yaml.load(raw)")),
    }
    assert original not in others and len(others) == 3


def test_a_finding_without_a_rule_is_told_apart_by_its_category() -> None:
    llm = finding(18, rule_id="", source=Source.LLM)
    assert fingerprint(llm) != fingerprint(replace(llm, category=Category.CORRECTNESS))
    assert fingerprint(llm) == fingerprint(replace(llm, location=Location("app/config.py", 40, 40)))
