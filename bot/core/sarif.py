"""Findings as a SARIF 2.1.0 log (GitHub code scanning, IDEs, `redline review --format sarif`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Final
from urllib.parse import quote

from bot.core.findings import Category, Finding, Severity, Side, fingerprint

SARIF_VERSION: Final = "2.1.0"
SARIF_SCHEMA_URI: Final = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)
TOOL_NAME: Final = "Redline"
INFORMATION_URI: Final = "https://github.com/redline-bot/redline"
AUTOMATION_ID: Final = "redline/"
FINGERPRINT_KEY: Final = "redline/v1"
MAX_TAGS_PER_RULE: Final = 20
"""GitHub code scanning rejects a rule with more tags."""
_CWE_NUMBER: Final = re.compile(r"CWE-(\d+)", re.IGNORECASE)
_HTTP_URL: Final = re.compile(r"https?://\S+")


@dataclass(frozen=True, slots=True)
class SarifRule:
    """What the log says about a rule; from the rule pack's metadata when known."""

    id: str
    short_description: str
    help_uri: str | None = None
    tags: tuple[str, ...] = ()
    cwe: tuple[str, ...] = ()
    full_description: str = ""
    help_markdown: str = ""
    precision: str | None = None
    """GitHub's scale: very-high, high, medium, low."""
    security_severity: str | None = None
    """0.0-10.0 as text, for security rules: GitHub grades alerts by it."""


def rule_id_of(finding: Finding) -> str:
    """As the fingerprint does: the rule, else the category (LLM findings have no rule)."""
    return finding.rule_id or finding.category.value


def level_of(finding: Finding) -> str:
    if finding.severity is Severity.BLOCKING:
        return "error"
    return "note" if finding.category is Category.STYLE else "warning"


def cwe_tags(cwe: Iterable[str]) -> list[str]:
    """GitHub code scanning's convention: `external/cwe/cwe-89`."""
    tags: list[str] = []
    for entry in cwe:
        number = _CWE_NUMBER.search(entry)
        if number is not None and (tag := f"external/cwe/cwe-{number.group(1)}") not in tags:
            tags.append(tag)
    return tags


def to_sarif(
    findings: Iterable[Finding],
    tool_version: str = "",
    rules: Mapping[str, SarifRule] | None = None,
    suppressed: Mapping[str, str] | None = None,
    is_new: Callable[[Finding], bool] | None = None,
) -> dict[str, object]:
    """suppressed: fingerprint → why Redline would not show that finding; is_new: whether the
    change added the finding's lines (baselineState "new", else "unchanged")."""
    findings = list(findings)
    why_suppressed = suppressed or {}
    known = dict(rules or {})
    rule_ids = sorted({rule_id_of(finding) for finding in findings})
    index = {rule_id: position for position, rule_id in enumerate(rule_ids)}
    first: dict[str, Finding] = {}
    for finding in findings:
        first.setdefault(rule_id_of(finding), finding)
    driver: dict[str, object] = {
        "name": TOOL_NAME,
        "informationUri": INFORMATION_URI,
        "rules": [
            _rule_descriptor(known.get(rule_id) or _rule_from(first[rule_id]), first[rule_id])
            for rule_id in rule_ids
        ],
    }
    if tool_version:
        driver["version"] = tool_version
    return {
        "$schema": SARIF_SCHEMA_URI,
        "version": SARIF_VERSION,
        "runs": [
            {
                "tool": {"driver": driver},
                "automationDetails": {"id": AUTOMATION_ID},
                "columnKind": "unicodeCodePoints",
                "results": [
                    _result(finding, index[rule_id_of(finding)], why_suppressed, is_new)
                    for finding in findings
                ],
            }
        ],
    }


def _rule_from(finding: Finding) -> SarifRule:
    references = [ref for ref in finding.references if _HTTP_URL.fullmatch(ref)]
    return SarifRule(
        id=rule_id_of(finding),
        short_description=" ".join(finding.title.split()) or rule_id_of(finding),
        help_uri=references[0] if references else None,
        cwe=finding.cwe,
    )


def _rule_descriptor(rule: SarifRule, example: Finding) -> dict[str, object]:
    tags = list(dict.fromkeys([example.category.value, *rule.tags, *cwe_tags(rule.cwe)]))
    properties: dict[str, object] = {"tags": tags[:MAX_TAGS_PER_RULE]}
    if rule.precision:
        properties["precision"] = rule.precision
    if rule.security_severity:
        properties["security-severity"] = rule.security_severity
    descriptor: dict[str, object] = {
        "id": rule.id,
        "shortDescription": {"text": rule.short_description},
        "defaultConfiguration": {"level": level_of(example)},
        "properties": properties,
    }
    if rule.full_description:
        descriptor["fullDescription"] = {"text": rule.full_description}
    if rule.help_markdown:
        descriptor["help"] = {"text": rule.help_markdown, "markdown": rule.help_markdown}
    if rule.help_uri:
        descriptor["helpUri"] = rule.help_uri
    return descriptor


def _result(
    finding: Finding,
    rule_index: int,
    suppressed: Mapping[str, str],
    is_new: Callable[[Finding], bool] | None,
) -> dict[str, object]:
    title = " ".join(finding.title.split())
    finding_fingerprint = fingerprint(finding)
    explanation = finding.explanation.strip()
    result: dict[str, object] = {
        "ruleId": rule_id_of(finding),
        "ruleIndex": rule_index,
        "level": level_of(finding),
        "message": {"text": f"{title}\n\n{explanation}" if explanation else title},
        "locations": [{"physicalLocation": _physical_location(finding)}],
        "partialFingerprints": {FINGERPRINT_KEY: finding_fingerprint},
        "properties": {
            "category": finding.category.value,
            "severity": finding.severity.value,
            "source": finding.source.value,
            "confidence": finding.raw_confidence,
            "alsoReportedBy": [source.value for source in finding.also_reported_by],
            "side": finding.location.side.value,
        },
    }
    if is_new is not None:
        result["baselineState"] = "new" if is_new(finding) else "unchanged"
    fix = _fix(finding)
    if fix is not None:
        result["fixes"] = [fix]
    justification = suppressed.get(finding_fingerprint)
    if justification is not None:
        result["suppressions"] = [
            {"kind": "external", "status": "accepted", "justification": justification}
        ]
    return result


def artifact_uri(path: str) -> str:
    """A relative URI reference: path segments percent-encoded, slashes kept."""
    return quote(path.lstrip("/"), safe="/")


def _physical_location(finding: Finding) -> dict[str, object]:
    """GitHub rejects a result without `startLine`: a finding about the whole file, or about
    lines only the base has (LEFT), points at line 1 of the file."""
    location = finding.location
    region = {"startLine": 1}
    if location.start_line is not None and location.side is Side.RIGHT:
        end = location.end_line if location.end_line is not None else location.start_line
        region = {"startLine": location.start_line, "endLine": end}
    return {"artifactLocation": {"uri": artifact_uri(location.path)}, "region": region}


def _fix(finding: Finding) -> dict[str, object] | None:
    location = finding.location
    if finding.replacement is None or location.start_line is None or location.side is Side.LEFT:
        return None
    end = location.end_line if location.end_line is not None else location.start_line
    # Without columns a region runs to the end of endLine, newline excluded.
    inserted = finding.replacement.removesuffix("\n")
    return {
        "description": {"text": "Replace the flagged lines with the suggested change."},
        "artifactChanges": [
            {
                "artifactLocation": {"uri": artifact_uri(location.path)},
                "replacements": [
                    {
                        "deletedRegion": {"startLine": location.start_line, "endLine": end},
                        "insertedContent": {"text": inserted},
                    }
                ],
            }
        ],
    }


@dataclass(frozen=True, slots=True)
class UploadLimits:
    """GitHub code scanning's hard limits on one SARIF upload (a log past them is rejected)."""

    runs: int = 20
    results_per_run: int = 25_000
    rules_per_run: int = 25_000
    tags_per_rule: int = MAX_TAGS_PER_RULE
    locations_per_result: int = 1_000


def upload_problems(log: Mapping[str, object], limits: UploadLimits = UploadLimits()) -> list[str]:
    """Why GitHub code scanning would reject this log, one line each; empty when it would not."""
    runs = log.get("runs")
    if not isinstance(runs, list):
        return ["no runs"]
    problems = [f"{len(runs)} runs (at most {limits.runs})"] if len(runs) > limits.runs else []
    for number, run in enumerate(runs):
        results = run.get("results", [])
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        if len(results) > limits.results_per_run:
            problems.append(
                f"run {number}: {len(results)} results (at most {limits.results_per_run})"
            )
        if len(rules) > limits.rules_per_run:
            problems.append(f"run {number}: {len(rules)} rules (at most {limits.rules_per_run})")
        for rule in rules:
            if len(tags := rule.get("properties", {}).get("tags", [])) > limits.tags_per_rule:
                problems.append(
                    f"rule {rule['id']}: {len(tags)} tags (at most {limits.tags_per_rule})"
                )
        for position, result in enumerate(results):
            locations = result.get("locations", [])
            if len(locations) > limits.locations_per_result:
                problems.append(f"result {position}: {len(locations)} locations")
            if not all(
                "startLine" in loc.get("physicalLocation", {}).get("region", {})
                for loc in locations
            ):
                problems.append(
                    f"result {position} ({result.get('ruleId')}): a location without startLine"
                )
    return problems
