"""DiffIndex: where GitHub accepts a review comment, answered by dict and set lookups."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass

from bot.core.diff.base_text import base_text
from bot.core.diff.code_lines import CodeLines, code_lines
from bot.core.diff.model import Diff, FileDiff, FileStatus, Hunk, LineKind
from bot.core.findings import Finding, Location, Side, reads_code_only


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
    new_code: frozenset[int]
    """Added lines whose code changed: less those whose change is comments only, too."""

    def on(self, side: Side) -> dict[int, int]:
        return self.right if side is Side.RIGHT else self.left


def _without_whitespace(text: str) -> str:
    return "".join(text.split())


def _reformatted(hunk: Hunk) -> tuple[set[int], set[int]]:
    """New-side numbers of added lines that equal a deleted line of the hunk but for
    whitespace, and the old-side numbers of the deleted lines they match."""
    deleted: dict[str, list[int]] = defaultdict(list)
    for line in hunk.lines:
        if line.kind is LineKind.DELETED and line.old_lineno is not None:
            deleted[_without_whitespace(line.text)].append(line.old_lineno)
    reformatted: set[int] = set()
    matched: set[int] = set()
    for line in hunk.lines:
        if line.kind is LineKind.ADDED and line.new_lineno is not None:
            candidates = deleted.get(_without_whitespace(line.text))
            if candidates:
                matched.add(candidates.pop(0))
                reformatted.add(line.new_lineno)
    return reformatted, matched


@dataclass(frozen=True, slots=True)
class _Code:
    """One side of a file: its lines, their code (bot.core.diff.code_lines) and, in Python,
    the lines of each statement that hold code."""

    lines: tuple[str, ...]
    code: CodeLines
    statements: dict[int, tuple[int, ...]]
    """Statement number → its 1-based lines whose code is not empty."""

    @classmethod
    def of(cls, path: str, text: str | None) -> _Code | None:
        code = code_lines(path, text) if text is not None else None
        if code is None or text is None:  # `text` for the type checker: code implies it
            return None
        rows: dict[int, list[int]] = defaultdict(list)
        for number, statement in enumerate(code.statements, start=1):
            if code.keys[number - 1] != "":
                rows[statement].append(number)
        statements = {statement: tuple(numbers) for statement, numbers in rows.items()}
        return cls(tuple(text.split("\n")), code, statements)

    def key(self, number: int | None, text: str) -> str | None:
        """The line's code key; None when unknown, or when the file's line is not the diff's."""
        if number is None or not 0 < number <= len(self.code.keys):
            return None
        if _without_whitespace(self.lines[number - 1]) != _without_whitespace(text):
            return None
        return self.code.keys[number - 1]

    def whole_statements(self, free: dict[int, str]) -> dict[int, str]:
        """First line → joined code of each statement whose lines holding code are all in
        `free` (line → its key)."""
        if not self.code.statements:
            return {}
        found: dict[int, str] = {}
        for number in sorted(free):
            rows = self.statements.get(self.code.statements[number - 1], ())
            if rows and rows[0] == number and all(row in free for row in rows):
                found[number] = "".join(free[row] for row in rows)
        return found


def _recommented(
    hunk: Hunk, reformatted: set[int], matched: set[int], old: _Code | None, new: _Code
) -> set[int]:
    """New-side numbers of the other added lines whose code is unchanged: only comments
    (or nothing) on their own, or the code of a deleted line not matched yet, or a statement
    whose code equals that of a deleted statement, split over other lines (Python)."""
    deleted: dict[str, list[int]] = defaultdict(list)
    for line in hunk.lines:
        if line.kind is LineKind.DELETED and line.old_lineno not in matched and old:
            key = old.key(line.old_lineno, line.text)
            if key and line.old_lineno is not None:
                deleted[key].append(line.old_lineno)
    recommented: set[int] = set()
    unpaired: dict[int, str] = {}
    for line in hunk.lines:
        number = line.new_lineno
        if line.kind is not LineKind.ADDED or number is None or number in reformatted:
            continue
        key = new.key(number, line.text)
        if key == "":
            recommented.add(number)
        elif key and deleted.get(key):
            deleted[key].pop(0)
            recommented.add(number)
        elif key:
            unpaired[number] = key
    if old is None:
        return recommented
    left = {number: key for key, numbers in deleted.items() for number in numbers}
    statements: dict[str, int] = Counter(old.whole_statements(left).values())
    for first, joined in new.whole_statements(unpaired).items():
        if statements[joined] > 0:
            statements[joined] -= 1
            rows = new.statements[new.code.statements[first - 1]]
            recommented.update(rows)
    return recommented


def _index_file(file: FileDiff, head_text: str | None) -> _FileLines:
    right: dict[int, int] = {}
    left: dict[int, int] = {}
    added: list[int] = []
    deleted: list[int] = []
    recommented: set[int] = set()
    new = old = None
    if head_text is not None and file.added_lines():
        new = _Code.of(file.path, head_text)
        old = _Code.of(file.path, base_text(file, head_text)) if new else None
    for number, hunk in enumerate(file.hunks):
        right.update(dict.fromkeys(hunk.new_range, number))
        left.update(dict.fromkeys(hunk.old_range, number))
        reformatted, matched = _reformatted(hunk)
        if new is not None:
            recommented |= _recommented(hunk, reformatted, matched, old, new)
        for line in hunk.lines:
            if line.kind is LineKind.ADDED and line.new_lineno is not None:
                if line.new_lineno not in reformatted:
                    added.append(line.new_lineno)
            elif line.kind is LineKind.DELETED and line.old_lineno is not None:
                deleted.append(line.old_lineno)
    new_code = frozenset(added) - recommented
    return _FileLines(file, right, left, frozenset(added), frozenset(deleted), new_code)


class DiffIndex:
    """Answers, for `(path, line, side)`, whether a review comment may sit there.

    RIGHT lines are commentable when added or context inside a hunk, LEFT lines when
    deleted or context inside a hunk. `path` is FileDiff.path (the new path; the old one
    for a removed file). `head_texts` (path → text at the head) lets it tell, in the files
    given, the added lines whose code is unchanged (`code_only`).
    """

    __slots__ = ("_files",)

    def __init__(self, diff: Diff, head_texts: Mapping[str, str] | None = None) -> None:
        texts = head_texts or {}
        files: dict[str, _FileLines] = {}
        for file in diff.files:
            # a removed file never displaces a live file that now holds the same path
            if file.path in files and file.status is FileStatus.REMOVED:
                continue
            files[file.path] = _index_file(file, texts.get(file.path))
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

    def is_changed(
        self, path: str, line: int, side: Side = Side.RIGHT, *, code_only: bool = False
    ) -> bool:
        """The line is added (RIGHT) or deleted (LEFT). `code_only`: an added line whose code
        is unchanged (only its comments differ, or it holds nothing else) is not."""
        entry = self._files.get(path)
        if entry is None:
            return False
        if side is Side.LEFT:
            return line in entry.deleted
        return line in (entry.new_code if code_only else entry.added)

    def added_by_change(self, location: Location, *, code_only: bool = False) -> bool:
        """The change added one of the location's lines; a finding without lines on the head
        (about a whole file, or on deleted lines) is the change's own as well."""
        if location.start_line is None or location.side is Side.LEFT:
            return True
        end = location.end_line if location.end_line is not None else location.start_line
        return any(
            self.is_changed(location.path, line, code_only=code_only)
            for line in range(location.start_line, end + 1)
        )

    def owns(self, finding: Finding) -> bool:
        """The change added the finding's lines (`added_by_change`), by their code when its
        check reads code only."""
        return self.added_by_change(finding.location, code_only=reads_code_only(finding))
