"""What one review decided to show, and why: the input of rendering."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from bot.core.diff.filter import Placement
from bot.core.findings import Finding, Severity, Source
from bot.core.usage import Usage


class Visibility(StrEnum):
    INLINE = "inline"
    """A review comment on the diff line(s)."""
    FILE_LEVEL = "file_level"
    """Listed in the summary under its file (the lines are not commentable in this mode)."""
    SUMMARY = "summary"
    """Above threshold but not anchorable in the diff: listed in the summary."""
    OVER_CAP = "over_cap"
    """Above threshold, anchorable, but past the inline comment cap: listed in the summary."""
    REFUSED = "refused"
    """Meant inline, but GitHub refused the review's inline comments: listed in the summary."""
    BELOW_THRESHOLD = "below_threshold"
    """Not shown, except in the collapsed section when chosen for exploration."""
    MUTED = "muted"


@dataclass(frozen=True, slots=True)
class ShownFinding:
    finding: Finding
    fingerprint: str
    placement: Placement
    visibility: Visibility
    confidence: float
    """Calibrated probability that a maintainer accepts it."""
    threshold: float
    exploration: bool = False

    @property
    def is_blocking(self) -> bool:
        return self.finding.severity is Severity.BLOCKING


class CheckState(StrEnum):
    RAN = "ran"
    DEGRADED = "degraded"
    SKIPPED = "skipped"


@dataclass(frozen=True, slots=True)
class CheckStatus:
    source: Source
    state: CheckState
    notes: tuple[str, ...] = ()
    findings: int = 0
    dropped: int = 0


@dataclass(frozen=True, slots=True)
class Walkthrough:
    """What the PR does, from the LLM. Absent when the LLM is off: nothing is invented."""

    summary: str
    files: tuple[tuple[str, str], ...] = ()
    """(path, one line about its change)."""
    risks: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ReviewReport:
    head_sha: str
    findings: tuple[ShownFinding, ...]
    checks: tuple[CheckStatus, ...]
    skipped_files: tuple[tuple[str, str], ...] = ()
    """(path, reason)."""
    diff_notes: tuple[str, ...] = ()
    config_source: str = "defaults"
    config_problems: tuple[str, ...] = ()
    usage: Usage | None = None
    walkthrough: Walkthrough | None = None
    reviewed_from_sha: str | None = None
    """Set on an incremental review: only changes since this SHA were reviewed."""
    paused: bool = False
    fail_on_blocking: bool = True
    addressed: int = 0
    """Earlier findings recorded as addressed by this push."""
    already_posted: int = 0
    """Findings not reposted because their fingerprint is already on the PR."""
    still_open: tuple[ShownFinding, ...] = ()
    """Findings posted on an earlier head and still open at this one (docs/open-findings.md):
    not commented again, but counted by the check run with this run's own findings."""

    def where(self, *visibility: Visibility) -> tuple[ShownFinding, ...]:
        return tuple(shown for shown in self.findings if shown.visibility in visibility)

    def at_head(self) -> ReviewReport:
        """This report as the check run sees it: every finding open at the head."""
        if not self.still_open:
            return self
        return replace(self, findings=(*self.findings, *self.still_open), still_open=())

    def with_inline_refused(self) -> ReviewReport:
        """This report once GitHub refused its inline comments: they move to the summary."""
        return replace(
            self,
            findings=tuple(
                replace(shown, visibility=Visibility.REFUSED)
                if shown.visibility is Visibility.INLINE
                else shown
                for shown in self.findings
            ),
        )
