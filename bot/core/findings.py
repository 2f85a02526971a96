"""What a check reports: a Finding anchored to a Location, with its fingerprint."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace
from enum import StrEnum


class Category(StrEnum):
    CORRECTNESS = "correctness"
    SECURITY = "security"
    STYLE = "style"
    TEST_COVERAGE = "test-coverage"


class Severity(StrEnum):
    BLOCKING = "blocking"
    SUGGESTION = "suggestion"


class Side(StrEnum):
    """GitHub's words: LEFT is the base (deleted lines), RIGHT the head."""

    LEFT = "LEFT"
    RIGHT = "RIGHT"


class Source(StrEnum):
    SEMGREP = "semgrep"
    SECRETS = "secrets"
    COVERAGE = "coverage"
    LLM = "llm"


class RuleConfidence(StrEnum):
    """Semgrep's rule metadata `confidence`."""

    HIGH = "HIGH"
    MEDIUM = "MEDIUM"
    LOW = "LOW"


@dataclass(frozen=True, slots=True)
class Location:
    """Lines are 1-based and inclusive; `start_line == end_line` for one line.

    `start_line is None` means the finding is about the whole file.
    """

    path: str
    start_line: int | None
    end_line: int | None
    side: Side = Side.RIGHT

    @property
    def is_file_level(self) -> bool:
        return self.start_line is None

    def overlaps(self, other: Location) -> bool:
        if self.path != other.path or self.side != other.side:
            return False
        if self.start_line is None or other.start_line is None:
            return self.start_line is None and other.start_line is None
        assert self.end_line is not None and other.end_line is not None
        return self.start_line <= other.end_line and other.start_line <= self.end_line


@dataclass(frozen=True, slots=True)
class Finding:
    location: Location
    category: Category
    severity: Severity
    title: str
    explanation: str
    source: Source
    rule_id: str
    raw_confidence: float
    replacement: str | None = None
    """Text that replaces lines start_line..end_line exactly (a committable suggestion)."""
    rule_confidence: RuleConfidence | None = None
    cwe: tuple[str, ...] = ()
    references: tuple[str, ...] = ()
    flagged_text: str = ""
    """The flagged lines' text at the head (for the fingerprint); filled by the pipeline."""
    also_reported_by: tuple[Source, ...] = field(default=())
    targets_tests: bool = False
    """The rule is about test code (metadata `targets: tests`): it counts in test files too."""

    def with_confidence(self, confidence: float) -> Finding:
        return replace(self, raw_confidence=min(1.0, max(0.0, confidence)))


CODE_ONLY_SOURCES = frozenset({Source.SEMGREP, Source.COVERAGE})
"""Checks that read code, not comments: a line whose code is unchanged is not new to them.
The secrets check and the model read comments too (a secret in a new comment is new)."""


def reads_code_only(finding: Finding) -> bool:
    return finding.source in CODE_ONLY_SOURCES


_WHITESPACE = re.compile(r"\s+")


def fingerprint(finding: Finding) -> str:
    """Stable across line shifts: path + rule (or category) + normalised flagged text."""
    text = _WHITESPACE.sub(" ", finding.flagged_text).strip()
    key = "\x1f".join((finding.location.path, finding.rule_id or finding.category.value, text))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]
