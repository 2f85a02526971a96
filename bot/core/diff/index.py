"""DiffIndex: where GitHub accepts a review comment, answered by dict and set lookups."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from bot.core.diff.model import Diff, FileDiff, FileStatus, Hunk, LineKind
from bot.core.findings import Location, Side


@dataclass(frozen=True, slots=True)
class _FileLines:
    file: FileDiff
    right: dict[int, int]
    """New-side line → index of its hunk, for every added or context line."""
    left: dict[int, int]
    """Old-side line → index of its hunk, for every deleted or context line."""
    added: frozenset[int]
    """Added lines, less those whose change is whitespace only (context for placement)."""
    deleted: frozenset[int]

    def on(self, side: Side) -> dict[int, int]:
        return self.right if side is Side.RIGHT else self.left


def _without_whitespace(text: str) -> str:
    return "".join(text.split())


def _reformatted(hunk: Hunk) -> set[int]:
    """New-side numbers of added lines that equal a deleted line of the hunk but for whitespace."""
    deleted = Counter(
        _without_whitespace(line.text) for line in hunk.lines if line.kind is LineKind.DELETED
    )
    reformatted: set[int] = set()
    for line in hunk.lines:
        if line.kind is LineKind.ADDED and line.new_lineno is not None:
            text = _without_whitespace(line.text)
            if deleted[text] > 0:
                deleted[text] -= 1
                reformatted.add(line.new_lineno)
    return reformatted


def _index_file(file: FileDiff) -> _FileLines:
    right: dict[int, int] = {}
    left: dict[int, int] = {}
    added: list[int] = []
    deleted: list[int] = []
    for number, hunk in enumerate(file.hunks):
        right.update(dict.fromkeys(hunk.new_range, number))
        left.update(dict.fromkeys(hunk.old_range, number))
        reformatted = _reformatted(hunk)
        for line in hunk.lines:
            if line.kind is LineKind.ADDED and line.new_lineno is not None:
                if line.new_lineno not in reformatted:
                    added.append(line.new_lineno)
            elif line.kind is LineKind.DELETED and line.old_lineno is not None:
                deleted.append(line.old_lineno)
    return _FileLines(file, right, left, frozenset(added), frozenset(deleted))


class DiffIndex:
    """Answers, for `(path, line, side)`, whether a review comment may sit there.

    RIGHT lines are commentable when added or context inside a hunk, LEFT lines when
    deleted or context inside a hunk. `path` is FileDiff.path (the new path; the old one
    for a removed file).
    """

    __slots__ = ("_files",)

    def __init__(self, diff: Diff) -> None:
        files: dict[str, _FileLines] = {}
        for file in diff.files:
            # a removed file never displaces a live file that now holds the same path
            if file.path in files and file.status is FileStatus.REMOVED:
                continue
            files[file.path] = _index_file(file)
        self._files = files

    @property
    def changed_paths(self) -> tuple[str, ...]:
        return tuple(self._files)

    def has_file(self, path: str) -> bool:
        return path in self._files

    def __contains__(self, path: object) -> bool:
        return path in self._files

    def file(self, path: str) -> FileDiff | None:
        entry = self._files.get(path)
        return entry.file if entry is not None else None

    def is_commentable(self, path: str, line: int, side: Side = Side.RIGHT) -> bool:
        entry = self._files.get(path)
        return entry is not None and line in entry.on(side)

    def is_commentable_range(
        self, path: str, start_line: int, line: int, side: Side = Side.RIGHT
    ) -> bool:
        """Both ends commentable, `start_line <= line`, and both in the same hunk."""
        entry = self._files.get(path)
        if entry is None or start_line > line:
            return False
        lines = entry.on(side)
        start_hunk = lines.get(start_line)
        return start_hunk is not None and start_hunk == lines.get(line)

    def hunk_index(self, path: str, line: int, side: Side = Side.RIGHT) -> int | None:
        """Position of the line's hunk in its file's `hunks`, or None outside every hunk."""
        entry = self._files.get(path)
        return entry.on(side).get(line) if entry is not None else None

    def hunk_of(self, path: str, line: int, side: Side = Side.RIGHT) -> Hunk | None:
        entry = self._files.get(path)
        if entry is None:
            return None
        number = entry.on(side).get(line)
        return entry.file.hunks[number] if number is not None else None

    def kind_of(self, path: str, line: int, side: Side = Side.RIGHT) -> LineKind | None:
        """ADDED or CONTEXT on the RIGHT, DELETED or CONTEXT on the LEFT; None outside hunks."""
        entry = self._files.get(path)
        if entry is None or line not in entry.on(side):
            return None
        if side is Side.RIGHT:
            return LineKind.ADDED if line in entry.added else LineKind.CONTEXT
        return LineKind.DELETED if line in entry.deleted else LineKind.CONTEXT

    def is_changed(self, path: str, line: int, side: Side = Side.RIGHT) -> bool:
        """The line is added (RIGHT) or deleted (LEFT)."""
        entry = self._files.get(path)
        if entry is None:
            return False
        return line in (entry.added if side is Side.RIGHT else entry.deleted)

    def added_by_change(self, location: Location) -> bool:
        """The change added one of the location's lines; a finding without lines on the head
        (about a whole file, or on deleted lines) is the change's own as well."""
        if location.start_line is None or location.side is Side.LEFT:
            return True
        end = location.end_line if location.end_line is not None else location.start_line
        return any(
            self.is_changed(location.path, line) for line in range(location.start_line, end + 1)
        )
