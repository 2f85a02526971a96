"""Filter modes as in reviewdog: label where a finding goes instead of dropping it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from bot.core.diff.index import DiffIndex
from bot.core.findings import Location


class FilterMode(StrEnum):
    ADDED = "added"
    """Inline only on added lines (deleted ones for LEFT findings)."""
    DIFF_CONTEXT = "diff_context"
    """Inline on any line inside a hunk."""
    FILE = "file"
    """Inline inside a hunk; elsewhere in a changed file as a file-level comment."""
    NOFILTER = "nofilter"
    """As FILE; a finding in a file outside the diff still goes to the summary."""


class Placement(StrEnum):
    INLINE = "inline"
    FILE_LEVEL = "file_level"
    SUMMARY = "summary"


@dataclass(frozen=True, slots=True)
class Anchored:
    """Where a finding goes; an INLINE location is trimmed to the commentable part."""

    placement: Placement
    location: Location

    def trimmed_from(self, original: Location) -> bool:
        return self.location != original


_FILE_LEVEL_MODES = frozenset({FilterMode.FILE, FilterMode.NOFILTER})


def anchor(
    index: DiffIndex,
    location: Location,
    mode: FilterMode = FilterMode.ADDED,
    *,
    code_only: bool = False,
) -> Anchored:
    """Place a finding; `code_only`: it reads code, not comments (`reads_code_only`).

    INLINE when its last line (GitHub's `line`) is commentable and allowed by the mode, or
    in ADDED mode its last changed line (the comment then ends there, as `owns` counts it
    the change's); the start is then raised to the first line of that hunk if it lay before
    it. Otherwise FILE_LEVEL when the file is in the diff and the mode allows it, else SUMMARY.
    """
    if not index.has_file(location.path):
        return Anchored(Placement.SUMMARY, location)
    if location.start_line is not None:
        inline = _inline_location(index, location, location.start_line, mode, code_only)
        if inline is not None:
            return Anchored(Placement.INLINE, inline)
    if mode in _FILE_LEVEL_MODES:
        return Anchored(Placement.FILE_LEVEL, location)
    return Anchored(Placement.SUMMARY, location)


def place(
    index: DiffIndex,
    location: Location,
    mode: FilterMode = FilterMode.ADDED,
    *,
    code_only: bool = False,
) -> Placement:
    return anchor(index, location, mode, code_only=code_only).placement


def _inline_location(
    index: DiffIndex, location: Location, start_line: int, mode: FilterMode, code_only: bool
) -> Location | None:
    line = location.end_line if location.end_line is not None else start_line
    if start_line > line:
        return None
    path, side = location.path, location.side
    if mode is FilterMode.ADDED:
        changed = (
            n
            for n in range(line, start_line - 1, -1)
            if index.is_changed(path, n, side, code_only=code_only)
        )
        line = next(changed, 0)
        allowed = line > 0
    else:
        allowed = index.is_commentable(path, line, side)
    hunk = index.hunk_of(path, line, side) if allowed else None
    if hunk is None:
        return None
    first_in_hunk = hunk.range_on(side).start
    return replace(location, start_line=max(start_line, first_in_hunk), end_line=line)
