"""The findings a /fix attempt starts from, as the database holds them (pure data)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.core.findings import Severity


@dataclass(frozen=True, slots=True)
class StoredFinding:
    """A posted finding as the database holds it (see bot.store.review_models.FindingRecord)."""

    id: int
    rule_id: str
    source: str
    severity: str
    path: str
    start_line: int | None
    end_line: int | None
    title: str
    head_sha: str
    replacement: str | None = None
    comment_url: str | None = None

    @property
    def reference(self) -> str:
        where = f"{self.path}:{self.start_line}" if self.start_line else self.path
        link = f" {self.comment_url}" if self.comment_url else ""
        return f"{self.rule_id} at {where}{link}"


def blocking_first(findings: Iterable[StoredFinding]) -> list[StoredFinding]:
    return sorted(
        findings,
        key=lambda f: (f.severity != Severity.BLOCKING.value, f.path, f.start_line or 0, f.id),
    )
