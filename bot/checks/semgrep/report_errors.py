"""Semgrep's `errors`: rule files and rules it rejected, fatal errors, and files it could
not fully analyse, each as a note a reader understands."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.checks.semgrep.rules import resolved, rule_id


@dataclass(frozen=True, slots=True)
class Rejections:
    files: frozenset[Path]
    """Rule files that stopped the scan (resolved): it is repeated without them."""
    notes: tuple[str, ...]
    unexplained: tuple[str, ...]
    """Fatal errors that name no rule file or rule: retrying cannot help."""


def rejections(
    report: Mapping[str, Any],
    id_prefixes: Sequence[tuple[str, str]],
    shown_as: Mapping[Path, str],
    rule_files: set[Path],
    workdir: Path,
) -> Rejections:
    """Rule files that stopped the scan, rules Semgrep left out, and fatal errors, read from
    the report's fields (`path` naming a rule file, `rule_id`, `level`)."""
    files: set[Path] = set()
    notes: list[str] = []
    unexplained: list[str] = []
    for error in _errors(report):
        message = str(error.get("message") or error.get("type") or "")
        path = error.get("path")
        if isinstance(path, str) and resolved(path, workdir) in rule_files:
            files.add(resolved(path, workdir))
            shown = shown_in_repository(str(resolved(path, workdir)), shown_as)
            reason = _rule_file_problem(error, path)
            notes.append(f"Semgrep rule file {shown} is invalid and was skipped: {reason}.")
        elif path is None and error.get("rule_id"):
            rule = rule_id(str(error["rule_id"]), id_prefixes)
            reason = message.partition("\n")[2].strip().partition("\n")[0] or message
            notes.append(f"Semgrep rule `{rule}` is invalid and was skipped: {reason}")
        elif path is None and error.get("level") == "error":
            unexplained.append(message.partition("\n")[0] or "an unknown error")
    return Rejections(frozenset(files), tuple(notes), tuple(unexplained))


def _rule_file_problem(error: Mapping[str, Any], path: str) -> str:
    """`Invalid YAML at line 2`: the error's type, and its line when the message gives one."""
    kind = str(error.get("type") or "invalid")
    line = re.search(re.escape(path) + r":(\d+)", str(error.get("message") or ""))
    return f"{kind} at line {line[1]}" if line else kind


def shown_in_repository(file: str, shown_as: Mapping[Path, str]) -> str:
    """A file as the repository names it: `shown_as` maps folders Semgrep saw to theirs."""
    path = Path(file)
    if path.is_absolute():
        for folder, prefix in shown_as.items():
            if path.is_relative_to(folder):
                return f"`{prefix}{path.relative_to(folder).as_posix()}`"
    return f"`{file}`"


def _errors(report: Mapping[str, Any]) -> list[dict[str, Any]]:
    errors = report.get("errors")
    return (
        [error for error in errors if isinstance(error, dict)] if isinstance(errors, list) else []
    )


def target_error_notes(
    report: Mapping[str, Any],
    id_prefixes: Sequence[tuple[str, str]],
    workdir: Path,
    rule_files: set[Path],
) -> list[str]:
    """One note per file Semgrep could not (fully) parse or scan; the other files are unaffected."""
    problems: dict[str, list[str]] = {}
    for error in _errors(report):
        if "path" not in error or resolved(str(error["path"]), workdir) in rule_files:
            continue
        kind = error.get("type")
        problem = _error_kind(str(kind[0] if isinstance(kind, list) and kind else kind or "error"))
        if error.get("rule_id"):
            problem += f" in rule `{rule_id(str(error['rule_id']), id_prefixes)}`"
        path = shown_in_repository(str(error["path"]), {workdir: ""})
        if problem not in problems.setdefault(path, []):
            problems[path].append(problem)
    return [
        f"Semgrep could not fully analyse {path} ({', '.join(found)}); "
        "findings in it may be missing."
        for path, found in problems.items()
    ]


def _error_kind(name: str) -> str:
    return {"PartialParsing": "syntax error", "Syntax error": "syntax error"}.get(
        name, name.lower()
    )
