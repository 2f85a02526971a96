"""Semgrep's own prefilters, read before Semgrep loads the pack: a rule file none of whose rules
could match any target is not passed at all (docs/rule-pack-speed.md, "Prefilters").

`rules/prefilters.json` holds, for every rule file of the pack, the formula Semgrep extracts
from each of its rules (`scripts/rule_prefilters.py` writes it with `semgrep-core
-prefilter_of_rules`). A formula is a necessary condition for a rule to match a file: words
that must all occur in it and regexes that must match, joined by "all" and "any".
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

PREFILTERS_FILE = "prefilters.json"
ESCAPE = re.compile(r"\\(.)", re.DOTALL)
"""A backslash and the character it escapes (pairs read left to right, so `\\\\z` is no `\\z`)."""
PCRE_ESCAPES = {"z": r"\Z", "Z": r"(?=\n?\Z)"}
"""PCRE escapes Python spells otherwise: the end of the text, and the end before a final
newline."""
AMBIGUOUS_ESCAPES = frozenset("vhHRXKGNQE")
"""PCRE escapes Python rejects or reads otherwise (\\v is one character in Python)."""

Formula = Mapping[str, Any]
"""`{"words": [...]}`, `{"regex": "..."}`, `{"all": [...]}` or `{"any": [...]}`."""


@dataclass(frozen=True, slots=True)
class RuleFilePrefilter:
    sha256: str
    """Of the rule file the formulas were taken from: another text has no known prefilter."""
    formulas: tuple[Formula | None, ...]
    """One per rule of the file; None where Semgrep has none (the rule reads every file)."""


class Target:
    """A changed file's text and the answers given for it: the pack's rules ask about the same
    words again and again (docs/rule-pack-speed.md, "Prefilters")."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._answers: dict[tuple[str, str], bool] = {}

    def has(self, kind: str, value: str) -> bool:
        """Whether the text holds the word (a substring, as Semgrep tests it) or a match of
        the regex; True when Python may read the regex otherwise than Semgrep."""
        key = (kind, value)
        if key not in self._answers:
            self._answers[key] = (
                value in self.text if kind == "words" else _regex_admits(value, self.text)
            )
        return self._answers[key]


def admits(formula: Formula, target: Target) -> bool:
    """Whether Semgrep's prefilter would let the rule read this file; True when unsure."""
    if "words" in formula:
        return all(target.has("words", word) for word in formula["words"])
    if "regex" in formula:
        return target.has("regex", formula["regex"])
    if "all" in formula:
        return all(admits(part, target) for part in formula["all"])
    if "any" in formula:
        return any(admits(part, target) for part in formula["any"])
    return True


def needed(prefilter: RuleFilePrefilter, targets: Sequence[Target]) -> bool:
    """Whether some rule of the file could match one of the targets."""
    return any(
        formula is None or any(admits(formula, target) for target in targets)
        for formula in prefilter.formulas
    )


def needed_rule_files(pack: Path, files: Sequence[Path], texts: Sequence[str]) -> list[Path]:
    """The rule files some target could need: those with no known prefilter, and those whose
    prefilter admits a target's text."""
    known = prefilters_of(pack)
    targets = [Target(text) for text in texts]
    kept = []
    for path in files:
        prefilter = known.get(path.relative_to(pack).as_posix())
        if prefilter is None or _sha256(path) != prefilter.sha256 or needed(prefilter, targets):
            kept.append(path)
    return kept


def prefilters_of(pack: Path) -> dict[str, RuleFilePrefilter]:
    """The pack's recorded prefilters by rule file (relative to the pack); none without the
    file."""
    path = pack / PREFILTERS_FILE
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return {}
    return _read(path, stamp)


@lru_cache(maxsize=4)
def _read(path: Path, stamp: int) -> dict[str, RuleFilePrefilter]:
    recorded = json.loads(path.read_text(encoding="utf-8"))
    return {
        name: RuleFilePrefilter(entry["sha256"], tuple(entry["rules"]))
        for name, entry in recorded["files"].items()
    }


def _sha256(path: Path) -> str:
    return _sha256_of(path, path.stat().st_mtime_ns)


@lru_cache(maxsize=1024)
def _sha256_of(path: Path, stamp: int) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _regex_admits(pattern: str, text: str) -> bool:
    compiled = _compiled(pattern)
    return compiled is None or compiled.search(text) is not None


@lru_cache(maxsize=2048)
def _compiled(pattern: str) -> re.Pattern[str] | None:
    """Python's reading of Semgrep's PCRE regex (UTF-8, ASCII classes); None (admit
    everything) where the two may differ: a regex Python rejects, a POSIX class, which Python
    reads as a set, an escape Python reads otherwise, or letters beyond ASCII (case folding)."""
    translated = _python_escapes(pattern) if pattern.isascii() else None
    if translated is None or "[[:" in translated:
        return None
    try:
        return re.compile(translated, re.ASCII)
    except re.error:
        return None


def _python_escapes(pattern: str) -> str | None:
    """The pattern with PCRE's ends of text spelt for Python; None when an escape has no
    Python reading."""
    if AMBIGUOUS_ESCAPES.intersection(ESCAPE.findall(pattern)):
        return None
    return ESCAPE.sub(lambda escape: PCRE_ESCAPES.get(escape[1], escape[0]), pattern)
