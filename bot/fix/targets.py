"""What a /fix attempt repairs: stored findings, re-located at the current head."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.findings import Finding, Source, fingerprint
from bot.core.fix_findings import StoredFinding


@dataclass(frozen=True, slots=True)
class FixTarget:
    stored: StoredFinding
    current: Finding | None
    """The same Semgrep finding found again at the head the fix starts from."""

    @property
    def path(self) -> str:
        return self.stored.path

    @property
    def is_semgrep(self) -> bool:
        return self.stored.source == Source.SEMGREP.value

    @property
    def fingerprint(self) -> str | None:
        return fingerprint(self.current) if self.current is not None else None

    @property
    def lines(self) -> tuple[int | None, int | None]:
        if self.current is not None:
            return self.current.location.start_line, self.current.location.end_line
        return self.stored.start_line, self.stored.end_line

    @property
    def replacement(self) -> str | None:
        """Semgrep's deterministic fix, as whole-line text for `lines`."""
        return self.current.replacement if self.current is not None else None


def locate(
    stored: Sequence[StoredFinding], head_findings: Sequence[Finding]
) -> tuple[list[FixTarget], list[StoredFinding]]:
    """(targets, findings already gone): each Semgrep finding matched to its nearest twin.

    Twins share path and rule; the nearest to the stored line wins, each used once.
    Findings of other sources are kept as they are (nothing re-checks them).
    """
    unused = list(head_findings)
    targets: list[FixTarget] = []
    gone: list[StoredFinding] = []
    for finding in stored:
        if finding.source != Source.SEMGREP.value:
            targets.append(FixTarget(finding, None))
            continue
        twins = [
            f for f in unused if f.location.path == finding.path and f.rule_id == finding.rule_id
        ]
        if not twins:
            gone.append(finding)
            continue
        anchor = finding.start_line or 0
        nearest = min(twins, key=lambda f: abs((f.location.start_line or 0) - anchor))
        unused.remove(nearest)
        targets.append(FixTarget(finding, nearest))
    return targets, gone
