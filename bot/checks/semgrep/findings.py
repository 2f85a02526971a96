"""Semgrep's `results` as Findings: convention rules the repository asked for, locations,
severity, a title from the message, and the rule's fix as a whole-line suggestion."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.checks.base import CheckContext
from bot.checks.semgrep.rules import rule_id
from bot.core.conventions import conventions_asked_for
from bot.core.findings import (
    Category,
    Finding,
    Location,
    RuleConfidence,
    Severity,
    Side,
    Source,
)
from bot.core.scoring import prior

TITLE_MAX_CHARS = 120
_BLOCKING_SEVERITIES = frozenset({"ERROR", "HIGH", "CRITICAL"})
_SENTENCE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\betc)[.!?](?=\s|$)")


def asked_for(
    results: Sequence[Mapping[str, Any]], files: Mapping[str, str]
) -> tuple[list[Mapping[str, Any]], Counter[str]]:
    """Results of convention rules the repository's linter does not turn on are left out;
    returns the rest, and how many were left out per convention."""
    asked = conventions_asked_for(files)
    kept: list[Mapping[str, Any]] = []
    unasked: Counter[str] = Counter()
    for result in results:
        extra = result.get("extra") if isinstance(result, Mapping) else None
        metadata = extra.get("metadata") if isinstance(extra, Mapping) else None
        convention = metadata.get("convention") if isinstance(metadata, Mapping) else None
        if convention is None or convention in asked:
            kept.append(result)
        else:
            unasked[str(convention)] += 1
    return kept, unasked


def unasked_note(unasked: Counter[str]) -> str:
    counts = ", ".join(f"{convention} ({count})" for convention, count in sorted(unasked.items()))
    return f"Left out style conventions this repository's linter does not turn on: {counts}."


def findings_of(
    report: Mapping[str, Any],
    id_prefixes: Sequence[tuple[str, str]],
    context: CheckContext,
    workdir: Path,
) -> tuple[list[Finding], int]:
    findings: list[Finding] = []
    dropped = 0
    for result in report["results"]:
        try:
            finding = _finding(result, id_prefixes, context, workdir)
        except (KeyError, TypeError, ValueError):
            finding = None
        if finding is None:
            dropped += 1
        else:
            findings.append(finding)
    return findings, dropped


def _finding(
    result: Mapping[str, Any],
    id_prefixes: Sequence[tuple[str, str]],
    context: CheckContext,
    workdir: Path,
) -> Finding | None:
    path = _relative_path(str(result["path"]), workdir)
    text = context.files.get(path)
    if text is None:
        return None
    start, end = result["start"], result["end"]
    start_line, end_line = int(start["line"]), int(end["line"])
    if end_line > start_line and int(end["col"]) == 1:
        end_line -= 1  # the match ends with a line break: the next line is not part of it
    lines = text.split("\n")
    if not 1 <= start_line <= end_line <= len(lines):
        return None
    extra: Mapping[str, Any] = result.get("extra") or {}
    metadata: Mapping[str, Any] = extra.get("metadata") or {}
    severity = _severity(extra)
    rule_confidence = _rule_confidence(metadata.get("confidence"))
    message = " ".join(str(extra.get("message", "")).split())
    fix = extra.get("fix")
    offsets = int(start["offset"]), int(end["offset"])
    replacement = (
        _whole_line_replacement(text, start_line, end_line, *offsets, fix)
        if isinstance(fix, str)
        else None
    )
    return Finding(
        location=Location(path, start_line, end_line, Side.RIGHT),
        category=_category(metadata.get("category")),
        severity=severity,
        title=_first_sentence(message),
        explanation=message,
        source=Source.SEMGREP,
        rule_id=rule_id(str(result["check_id"]), id_prefixes),
        raw_confidence=prior(Source.SEMGREP, severity, rule_confidence),
        replacement=replacement,
        rule_confidence=rule_confidence,
        cwe=_strings(metadata.get("cwe")),
        references=_strings(metadata.get("references")),
        targets_tests=metadata.get("targets") == "tests",
        flagged_text="\n".join(
            line.removesuffix("\r") for line in lines[start_line - 1 : end_line]
        ),
    )


def _severity(extra: Mapping[str, Any]) -> Severity:
    blocking = str(extra.get("severity", "")).upper() in _BLOCKING_SEVERITIES
    return Severity.BLOCKING if blocking else Severity.SUGGESTION


def _relative_path(reported: str, workdir: Path) -> str:
    path = Path(reported)
    if path.is_absolute():
        path = path.resolve().relative_to(workdir)
    return path.as_posix().removeprefix("./")


def _category(value: object) -> Category:
    try:
        return Category(str(value).lower())
    except ValueError:
        return Category.CORRECTNESS


def _rule_confidence(value: object) -> RuleConfidence | None:
    try:
        return RuleConfidence(str(value).upper())
    except ValueError:
        return None


def _strings(value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list):
        return tuple(str(item) for item in value)
    return ()


def _first_sentence(message: str) -> str:
    """The message's first sentence, cut at a clause (else a word) when longer than a title."""
    masked = re.sub(r"`[^`]*`", lambda m: "x" * len(m.group()), message)  # no cuts inside code
    match = _SENTENCE_END.search(masked)
    end = match.end() if match else len(message)
    if end <= TITLE_MAX_CHARS:
        return message[:end]
    window = masked[: TITLE_MAX_CHARS - 1]
    cut = max(window.rfind(", "), window.rfind("; "), window.rfind(" - "))
    if cut < TITLE_MAX_CHARS // 3:
        cut = window.rfind(" ")
    return message[: cut if cut > 0 else TITLE_MAX_CHARS - 1].rstrip(",;: ") + "…"


def _whole_line_replacement(
    text: str, start_line: int, end_line: int, start_offset: int, end_offset: int, fix: str
) -> str | None:
    """Semgrep's `fix` replaces the matched bytes; a suggestion replaces whole lines.

    Returns the new text of lines start..end: what preceded the match on the first line,
    the fix, and what followed it on the last line. None when the offsets disagree with
    the text (the file changed under us).
    """
    data = text.encode("utf-8")
    lines = data.split(b"\n")
    line_start = sum(len(line) + 1 for line in lines[: start_line - 1])
    line_end = sum(len(line) + 1 for line in lines[: end_line - 1]) + len(lines[end_line - 1])
    if not line_start <= start_offset <= end_offset <= line_end + 1:
        return None
    fixed = fix.encode("utf-8")
    if end_offset == line_end + 1:  # the match took the line break with it
        end_offset = line_end
        fixed = fixed.removesuffix(b"\n")
    try:
        new_text = (data[line_start:start_offset] + fixed + data[end_offset:line_end]).decode(
            "utf-8"
        )
    except UnicodeDecodeError:
        return None
    return "\n".join(line.removesuffix("\r") for line in new_text.split("\n"))
