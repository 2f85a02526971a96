"""The rule pack's files as its tests read them: rule files, their rules, their test files."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

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
