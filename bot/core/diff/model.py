"""The diff as data: files, hunks and lines, as GitHub shows them in a pull request."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from bot.core.findings import Side


class DiffParseError(ValueError):
    """The text is not a diff we can read; the message names the file and the line."""


class FileStatus(StrEnum):
    ADDED = "added"
    MODIFIED = "modified"
    REMOVED = "removed"
    RENAMED = "renamed"
    COPIED = "copied"


class LineKind(StrEnum):
    ADDED = "added"
    DELETED = "deleted"
    CONTEXT = "context"


@dataclass(frozen=True, slots=True)
class DiffLine:
    """One line of a hunk; `old_lineno` is None for an added line, `new_lineno` for a deleted one.

    `text` is the line without its `+`/`-`/` ` marker and without its line ending.
    """

    kind: LineKind
    old_lineno: int | None
    new_lineno: int | None
    text: str


@dataclass(frozen=True, slots=True)
class Hunk:
    old_start: int
    old_length: int
    new_start: int
    new_length: int
    lines: tuple[DiffLine, ...]
    section_header: str = ""

    @property
    def old_range(self) -> range:
        """Old-file lines the hunk shows (deleted, context); empty for a pure insertion."""
        return range(self.old_start, self.old_start + self.old_length)

    @property
    def new_range(self) -> range:
        """The new file's lines this hunk shows (added and context); empty for a pure deletion."""
        return range(self.new_start, self.new_start + self.new_length)

    def range_on(self, side: Side) -> range:
        return self.new_range if side is Side.RIGHT else self.old_range


@dataclass(frozen=True, slots=True)
class FileDiff:
    """One file of a diff.

    `path` is the new path, or the old path for a removed file; `old_path` is the path at
    the base (None for an added file). `is_viewable` is False when the diff holds no lines
    for a file that changed: a binary file, or GitHub left the patch out as too large.
    """

    path: str
    old_path: str | None
    status: FileStatus
    hunks: tuple[Hunk, ...] = ()
    is_binary: bool = False
    is_submodule: bool = False
    mode_change: tuple[str, str] | None = None
    is_viewable: bool = True

    def added_lines(self) -> frozenset[int]:
        """New-side line numbers of the added lines."""
        return frozenset(
            line.new_lineno
            for hunk in self.hunks
            for line in hunk.lines
            if line.kind is LineKind.ADDED and line.new_lineno is not None
        )

    def deleted_lines(self) -> frozenset[int]:
        """Old-side line numbers of the deleted lines."""
        return frozenset(
            line.old_lineno
            for hunk in self.hunks
            for line in hunk.lines
            if line.kind is LineKind.DELETED and line.old_lineno is not None
        )

    def hunk_ranges(self, side: Side) -> tuple[range, ...]:
        """Each hunk's lines on one side, in order; empty ranges are left out."""
        return tuple(r for hunk in self.hunks if (r := hunk.range_on(side)))


@dataclass(frozen=True, slots=True)
class Diff:
    """The files of a diff, in the order the diff lists them."""

    files: tuple[FileDiff, ...] = ()

    def __iter__(self) -> Iterator[FileDiff]:
        return iter(self.files)

    def __len__(self) -> int:
        return len(self.files)

    @property
    def paths(self) -> tuple[str, ...]:
        return tuple(file.path for file in self.files)
