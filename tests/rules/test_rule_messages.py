"""What the pack's findings say: every message reads as text, with no metavariable left unbound."""

from __future__ import annotations

import re
import shutil
from fnmatch import fnmatch
from pathlib import Path

import pytest

from tests.rules.pack import RULES_DIR, annotated_files_of, only_rule, rule_paths, scan_report

UNBOUND = re.compile(r"\$[A-Z][A-Z0-9_]*")
RULEID = re.compile(r"\bruleid:\s*([\w.-]+(?:\s*,\s*[\w.-]+)*)")


def in_scope_copies(target: Path) -> None:
    """Copy the test file of each rule limited by `paths.include` to `target` under a name the
    rule scans, so that its messages are checked too (`*settings*.py` -> `xsettingsx.py`)."""
    for rule_path in rule_paths():
        paths = only_rule(rule_path).get("paths", {})
        if not paths.get("include"):
            continue
        for test_file in annotated_files_of(rule_path):
            if any(fnmatch(test_file.name, pattern) for pattern in paths["include"]):
                continue
            name = paths["include"][0].replace("**/", "").replace("*", "x")
            excluded = [p for p in paths.get("exclude", []) if fnmatch(name, p)]
            assert not excluded, f"{name} for {rule_path.name} is excluded by {excluded}"
            shutil.copy(test_file, target / name)


@pytest.fixture(scope="module")
def pack_findings(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, object]]:
    """The whole pack over its own annotated test files, the way Redline runs Semgrep."""
    home = tmp_path_factory.mktemp("semgrep-home")
    copies = tmp_path_factory.mktemp("in-scope")
    in_scope_copies(copies)
    report = scan_report([str(RULES_DIR)], [str(RULES_DIR), str(copies)], home)
    return list(report["results"])


def annotated_rule_ids() -> set[str]:
    """Every rule id a `ruleid:` line of the pack's test files expects to fire (read from the
    annotations, so that a rule renamed without its tests shows as not firing)."""
    ids: set[str] = set()
    for path in rule_paths():
        for test in annotated_files_of(path):
            for match in RULEID.finditer(test.read_text(encoding="utf-8")):
                ids.update(part.strip() for part in match[1].split(","))
    return ids


def test_every_annotated_rule_fires(pack_findings: list[dict[str, object]]) -> None:
    fired = {str(result["check_id"]).rsplit(".", 1)[-1] for result in pack_findings}
    assert annotated_rule_ids() - fired == set()


def test_no_message_shows_an_unbound_metavariable(
    pack_findings: list[dict[str, object]],
) -> None:
    shown: dict[str, set[str]] = {}
    for result in pack_findings:
        extra = result["extra"]
        assert isinstance(extra, dict)
        for name in UNBOUND.findall(str(extra["message"])):
            shown.setdefault(str(result["check_id"]).rsplit(".", 1)[-1], set()).add(name)
    assert shown == {}, f"messages that would show a raw metavariable: {shown}"


def _span(result: dict[str, object]) -> tuple[str, str, int, int]:
    start, end = result["start"], result["end"]
    assert isinstance(start, dict) and isinstance(end, dict)
    rule = str(result["check_id"]).rsplit(".", 1)[-1]
    return rule, str(result["path"]), int(start["offset"]), int(end["offset"])


def nested_findings(results: list[dict[str, object]]) -> list[str]:
    """Findings of a rule that lie inside another finding of the same rule: one problem said
    twice, each time naming a different part of it."""
    spans = sorted({_span(result) for result in results})
    nested = []
    for index, (rule, path, start, end) in enumerate(spans):
        for other_rule, other_path, other_start, other_end in spans[index + 1 :]:
            if (other_rule, other_path) != (rule, path) or other_start >= end:
                break
            if other_end <= end:
                nested.append(
                    f"{rule} {Path(path).name}: {other_start}-{other_end} in {start}-{end}"
                )
    return nested


def test_no_rule_reports_a_part_of_its_own_finding(
    pack_findings: list[dict[str, object]],
) -> None:
    assert nested_findings(pack_findings) == []


def test_a_finding_inside_another_of_its_rule_is_caught() -> None:
    outer: dict[str, object] = {
        "check_id": "r",
        "path": "a.py",
        "start": {"offset": 0},
        "end": {"offset": 30},
    }
    inner: dict[str, object] = {
        "check_id": "r",
        "path": "a.py",
        "start": {"offset": 5},
        "end": {"offset": 9},
    }
    other_rule: dict[str, object] = {
        "check_id": "s",
        "path": "a.py",
        "start": {"offset": 5},
        "end": {"offset": 9},
    }
    assert nested_findings([outer, inner]) == ["r a.py: 5-9 in 0-30"]
    assert nested_findings([outer, other_rule]) == []
