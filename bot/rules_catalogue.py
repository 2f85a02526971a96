"""Our Semgrep rule pack's documentation, by rule id (for `/explain` without the LLM)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

RULES_DIR = Path(__file__).resolve().parents[1] / "rules"


@cache
def _documented_rules(rules_dir: Path = RULES_DIR) -> dict[str, str]:
    documented: dict[str, str] = {}
    for path in sorted(rules_dir.rglob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError):
            continue
        for rule in data.get("rules", []):
            if not isinstance(rule, dict) or "id" not in rule:
                continue
            metadata = rule.get("metadata") or {}
            lines = [str(rule.get("message", "")).strip()]
            cwe = metadata.get("cwe") or []
            if cwe:
                lines.append("Weakness: " + "; ".join(str(item) for item in cwe))
            references = metadata.get("references") or []
            if references:
                lines.append("References:")
                lines += [f"- {reference}" for reference in references]
            documented[str(rule["id"])] = "\n".join(lines)
    return documented


def rule_documentation(rule_id: str) -> str | None:
    """The rule's message, weakness and references; None for findings not from our pack."""
    return _documented_rules().get(rule_id.removeprefix("repo."))
