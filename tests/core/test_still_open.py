"""Which findings stay open at a later head (docs/open-findings.md)."""

from __future__ import annotations

from dataclasses import replace

from bot.core.findings import Category, Finding, Location, Severity, Source, fingerprint
from bot.core.selection import relocate, still_open

HEAD = "import os\n\n\ndef run(x):\n    os.system('a ' + x)\n"


def finding(source: Source, line: int = 5, text: str = "    os.system('a ' + x)") -> Finding:
    return Finding(
        location=Location("app.py", line, line),
        category=Category.SECURITY,
        severity=Severity.BLOCKING,
        title="Shell command built from input",
        explanation="",
        source=source,
        rule_id="os-system" if source is not Source.LLM else "",
        raw_confidence=0.8,
        flagged_text=text,
    )


def test_a_deterministic_finding_found_at_the_head_stays_open_even_when_dismissed() -> None:
    found = finding(Source.SEMGREP)
    key = fingerprint(found)
    kept = still_open(
        [found],
        posted_now=set(),
        posted_before={key},
        dismissed={key},
        earlier_model=[],
        head_files={"app.py": HEAD},
    )
    assert kept == [found]
    assert (
        still_open(
            [found],
            posted_now={key},
            posted_before=set(),
            dismissed=set(),
            earlier_model=[],
            head_files={},
        )
        == []
    )


def test_a_model_finding_is_open_while_its_text_is_there_and_nobody_dismissed_it() -> None:
    posted = finding(Source.LLM)
    key = fingerprint(posted)
    shifted = "import os\n\nTAX = 1\n\n\ndef run(x):\n    os.system('a ' + x)\n"

    def kept(dismissed: set[str], text: str) -> list[Finding]:
        return still_open(
            [],
            posted_now=set(),
            posted_before={key},
            dismissed=dismissed,
            earlier_model=[(key, replace(posted, flagged_text=""))],
            head_files={"app.py": text},
        )

    (moved,) = kept(set(), shifted)
    assert (moved.location.start_line, fingerprint(moved)) == (7, key)
    assert kept({key}, shifted) == []
    assert kept(set(), shifted.replace("'a '", "'b '")) == []


def test_a_model_finding_the_model_repeats_is_open_only_if_posted_before() -> None:
    found = finding(Source.LLM)

    def kept(posted_before: set[str]) -> list[Finding]:
        return still_open(
            [found],
            posted_now=set(),
            posted_before=posted_before,
            dismissed=set(),
            earlier_model=[],
            head_files={},
        )

    assert kept(set()) == []
    assert kept({fingerprint(found)}) == [found]


def test_relocate_needs_the_file() -> None:
    posted = finding(Source.LLM)
    assert relocate(posted, fingerprint(posted), None) is None
