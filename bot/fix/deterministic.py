"""The fix without a model: each rule's own Semgrep `fix:`, applied as whole-line text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.fix.targets import FixTarget


@dataclass(frozen=True, slots=True)
class DeterministicPlan:
    files: Mapping[str, str]
    """New text of every file changed."""
    applied: tuple[FixTarget, ...]
    skipped: tuple[tuple[FixTarget, str], ...]
    """Targets left alone, and why."""


def deterministic_plan(
    targets: Sequence[FixTarget], head_texts: Mapping[str, str | None]
) -> DeterministicPlan:
    by_path: dict[str, list[FixTarget]] = {}
    skipped: list[tuple[FixTarget, str]] = []
    for target in targets:
        start, end = target.lines
        if target.replacement is None or start is None or end is None:
            skipped.append((target, "its rule has no deterministic fix"))
        elif head_texts.get(target.path) is None:
            skipped.append((target, "the file is not in the repository at the head"))
        else:
            by_path.setdefault(target.path, []).append(target)
    files: dict[str, str] = {}
    applied: list[FixTarget] = []
    for path, in_file in by_path.items():
        text = head_texts[path]
        assert text is not None
        lines = text.split("\n")
        taken_from = len(lines) + 1
        # bottom-up, so earlier line numbers stay valid; overlapping fixes: the lower one wins
        for target in sorted(in_file, key=lambda t: t.lines[0] or 0, reverse=True):
            start, end = target.lines
            assert start is not None and end is not None and target.replacement is not None
            if end >= taken_from or end > len(lines):
                skipped.append((target, "it overlaps another fix in the same lines"))
                continue
            lines[start - 1 : end] = target.replacement.split("\n")
            taken_from = start
            applied.append(target)
        new_text = "\n".join(lines)
        if new_text != text:
            files[path] = new_text
    return DeterministicPlan(files, tuple(applied), tuple(skipped))
