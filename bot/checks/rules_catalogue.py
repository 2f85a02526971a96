"""Our Semgrep rule pack's documentation, by rule id (`/explain` without the LLM, SARIF rules)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from bot.checks.semgrep import REPO_RULE_PREFIX
from bot.core.sarif import SarifRule

RULES_DIR = Path(__file__).resolve().parents[2] / "rules"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`(\"'])")
_PRECISION = {"HIGH": "high", "MEDIUM": "medium", "LOW": "low"}
# GitHub grades security alerts by this score: 7.0-8.9 high, 4.0-6.9 medium, 0.1-3.9 low.
_SECURITY_SEVERITY = {"ERROR": 8.0, "WARNING": 5.5, "INFO": 3.0}


def first_sentence(message: str) -> str:
    text = " ".join(message.split())
    return _SENTENCE_END.split(text, maxsplit=1)[0]


@cache
def _pack(rules_dir: Path = RULES_DIR) -> tuple[tuple[str, dict[str, Any]], ...]:
    """(language folder, rule) for every rule of the pack."""
    rules: list[tuple[str, dict[str, Any]]] = []
    for path in sorted(rules_dir.rglob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError):
            continue
        language = path.relative_to(rules_dir).parts[0]
        rules += [(language, rule) for rule in data.get("rules", []) if "id" in rule]
    return tuple(rules)


def _strings(value: object) -> list[str]:
    """A metadata entry that may be one string or a list of them."""
    if isinstance(value, str):
        return [value]
    return [str(item) for item in value] if isinstance(value, list) else []


def _documentation(rule: dict[str, Any]) -> str:
    metadata = rule.get("metadata") or {}
    lines = [str(rule.get("message", "")).strip()]
    if cwe := _strings(metadata.get("cwe")):
        lines.append("Weakness: " + "; ".join(cwe))
    if references := _strings(metadata.get("references")):
        lines += ["References:", *(f"- {reference}" for reference in references)]
    return "\n".join(lines)


def rule_documentation(rule_id: str) -> str | None:
    """The rule's message, weakness and references; None for findings not from our pack."""
    wanted = rule_id.removeprefix(REPO_RULE_PREFIX)
    return next((_documentation(rule) for _, rule in _pack() if rule["id"] == wanted), None)


def _sarif_rule(language: str, rule: dict[str, Any]) -> SarifRule:
    metadata = rule.get("metadata") or {}
    message = " ".join(str(rule.get("message", "")).split())
    references = _strings(metadata.get("references"))
    security = metadata.get("category") == "security"
    severity = _SECURITY_SEVERITY.get(str(rule.get("severity")), 5.5)
    return SarifRule(
        id=str(rule["id"]),
        short_description=first_sentence(message),
        help_uri=references[0] if references else None,
        tags=(language,),
        cwe=tuple(_strings(metadata.get("cwe"))),
        full_description=message,
        help_markdown=_documentation(rule).replace("\nReferences:\n", "\n\nReferences:\n"),
        precision=_PRECISION.get(str(metadata.get("confidence"))),
        security_severity=f"{severity:.1f}" if security else None,
    )


def sarif_rules() -> Mapping[str, SarifRule]:
    """Every rule of the pack as SARIF describes it, by rule id."""
    return {str(rule["id"]): _sarif_rule(language, rule) for language, rule in _pack()}
