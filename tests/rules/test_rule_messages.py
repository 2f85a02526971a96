"""What the pack's findings say: every message reads as text, with no metavariable left unbound."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from fnmatch import fnmatch
from pathlib import Path

import pytest
import yaml

from bot.checks.semgrep.invocation import Invocation, environment
from bot.review.job import semgrep_executable

REPO = Path(__file__).resolve().parents[2]
RULES_DIR = REPO / "rules"
UNBOUND = re.compile(r"\$[A-Z][A-Z0-9_]*")
RULEID = re.compile(r"\bruleid:\s*([\w.-]+(?:\s*,\s*[\w.-]+)*)")


def scoped_rules() -> dict[Path, dict[str, list[str]]]:
    """Each rule file limited by `paths.include`, with its rule's path filters."""
    scoped = {}
    for path in RULES_DIR.glob("*/*/*.yaml"):
        for rule in yaml.safe_load(path.read_text(encoding="utf-8"))["rules"]:
            if rule.get("paths", {}).get("include"):
                scoped[path] = rule["paths"]
    return scoped


def in_scope_copies(target: Path) -> None:
    """Copy the test file of each path-limited rule to `target` under a name the rule scans,
    so that its messages are checked too (`*settings*.py` -> `xsettingsx.py`)."""
    for rule_path, paths in scoped_rules().items():
        for test_file in rule_path.parent.glob(f"{rule_path.stem}.*"):
            if test_file.suffix in {".yaml", ".yml"} or ".fixed." in test_file.name:
                continue
            if any(fnmatch(test_file.name, pattern) for pattern in paths["include"]):
                continue
            name = paths["include"][0].replace("**/", "").replace("*", "x")
            excluded = [p for p in paths.get("exclude", []) if fnmatch(name, p)]
            assert not excluded, f"{name} for {rule_path.name} is excluded by {excluded}"
            shutil.copy(test_file, target / name)


@pytest.fixture(scope="module")
def pack_findings(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, object]]:
    """The whole pack over its own annotated test files, the way Redline runs Semgrep."""
    semgrep = semgrep_executable()
    invocation = Invocation(semgrep, semgrep, timeout_seconds=0, jobs=None)
    home = tmp_path_factory.mktemp("semgrep-home")
    copies = tmp_path_factory.mktemp("in-scope")
    in_scope_copies(copies)
    done = subprocess.run(
        invocation.command([str(RULES_DIR)], [str(RULES_DIR), str(copies)]),
        env=environment(home),
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode in (0, 1), done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert not report["errors"], report["errors"][:3]
    return list(report["results"])


def annotated_rule_ids() -> set[str]:
    """Every rule id a `# ruleid:` line of the pack's test files expects to fire."""
    ids: set[str] = set()
    for path in RULES_DIR.glob("*/*/*"):
        if path.suffix in {".yaml", ".yml"}:
            continue
        for match in RULEID.finditer(path.read_text(encoding="utf-8", errors="replace")):
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
