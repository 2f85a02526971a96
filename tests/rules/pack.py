"""The rule pack's files as its tests read them: rule files, their rules, their test files."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

from bot.checks.semgrep.invocation import Invocation, environment
from bot.review.job import semgrep_executable

REPO = Path(__file__).resolve().parents[2]
RULES_DIR = REPO / "rules"


def rule_paths() -> list[Path]:
    return sorted(
        path
        for path in RULES_DIR.glob("*/*/*.y*ml")
        if path.suffix in {".yaml", ".yml"} and not path.name.endswith((".test.yaml", ".test.yml"))
    )


def load_rules(path: Path) -> list[dict[str, Any]]:
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(document, dict) and isinstance(document.get("rules"), list), path
    return list(document["rules"])


def only_rule(path: Path) -> dict[str, Any]:
    rules = load_rules(path)
    assert len(rules) == 1, f"{path}: one rule per file, found {len(rules)}"
    return rules[0]


def annotated_files_of(path: Path) -> list[Path]:
    """The annotated test files semgrep --test pairs with the rule (same base name)."""
    return sorted(
        candidate
        for candidate in path.parent.glob(f"{path.stem}.*")
        if candidate.suffix not in {".yaml", ".yml"} and ".fixed." not in candidate.name
    )


def annotation_count(text: str, kind: str, rule_id: str) -> int:
    pattern = re.compile(rf"(#|//|/\*|<!--)\s*{kind}:\s*([\w.,\- ]*\b{re.escape(rule_id)}\b)")
    return len(pattern.findall(text))


def scan_report(
    configs: Sequence[str],
    targets: Sequence[str],
    home: Path,
    cwd: Path | None = None,
    jobs: int | None = None,
) -> dict[str, Any]:
    """Semgrep's report over `targets` with `configs`, run the way Redline runs it; it must
    have run without errors."""
    semgrep = semgrep_executable()
    command = Invocation(semgrep, semgrep, timeout_seconds=0, jobs=jobs).command(configs, targets)
    done = subprocess.run(
        command,
        cwd=cwd,
        env=environment(home),
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode in (0, 1), done.stderr[-2000:]
    report: dict[str, Any] = json.loads(done.stdout)
    assert not report["errors"], report["errors"][:3]
    return report


def script_check_passes(script: str) -> None:
    """`python scripts/<script> --check` exits 0: what it writes is current."""
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / script), "--check"],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
