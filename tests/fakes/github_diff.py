"""What GitHub derives from a unified diff: the per-file list and which lines take a comment.

Written independently of bot/core/diff.py on purpose: the fake is the referee.
"""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from unidiff.patch import PatchedFile, PatchSet


class Side(StrEnum):
    LEFT = "LEFT"
    RIGHT = "RIGHT"


class FileStatus(StrEnum):
    ADDED = "added"
    REMOVED = "removed"
    MODIFIED = "modified"
    RENAMED = "renamed"


@dataclass(frozen=True, slots=True)
class DiffLine:
    side: Side
    line: int
    hunk: int


@dataclass(frozen=True, slots=True)
class DiffFile:
    filename: str
    previous_filename: str | None
    status: FileStatus
    additions: int
    deletions: int
    patch: str | None
    """The hunks as GitHub's `patch` field has them; None for a binary file."""
    hunk_of: Mapping[tuple[Side, int], int]
    """Every commentable (side, line) and the index of the hunk that holds it."""
    position_of: Mapping[tuple[Side, int], int]
    positions: Mapping[int, DiffLine]
    """Legacy `position`: 1 is the line below the file's first `@@` header."""

    @property
    def changes(self) -> int:
        return self.additions + self.deletions

    def hunk_text_until(self, side: Side, line: int) -> str:
        """GitHub's `diff_hunk`: the hunk header through the commented line."""
        assert self.patch is not None
        lines = self.patch.split("\n")
        hunk_starts = [index for index, text in enumerate(lines) if text.startswith("@@")]
        # a position is also the index of its line in `patch`, whose line 0 is the first header
        end = self.position_of[(side, line)]
        return "\n".join(lines[hunk_starts[self.hunk_of[(side, line)]] : end + 1])


@dataclass(frozen=True, slots=True)
class ParsedDiff:
    text: str
    files: tuple[DiffFile, ...]

    @property
    def line_count(self) -> int:
        return self.text.count("\n")

    def file(self, path: str) -> DiffFile | None:
        return next((file for file in self.files if file.filename == path), None)


def _strip_prefix(path: str) -> str:
    return path[2:] if path.startswith(("a/", "b/")) else path


def _status(patched: PatchedFile) -> FileStatus:
    if patched.is_added_file:
        return FileStatus.ADDED
    if patched.is_removed_file:
        return FileStatus.REMOVED
    if patched.is_rename:
        return FileStatus.RENAMED
    return FileStatus.MODIFIED


def _parse_file(patched: PatchedFile) -> DiffFile:
    hunk_of: dict[tuple[Side, int], int] = {}
    position_of: dict[tuple[Side, int], int] = {}
    positions: dict[int, DiffLine] = {}
    position = 0
    for hunk_index, hunk in enumerate(patched):
        if hunk_index > 0:
            position += 1  # a later hunk's own `@@` header counts as a position
        for diff_line in hunk:
            position += 1
            anchors: list[tuple[Side, int | None]] = []
            if diff_line.is_added:
                anchors = [(Side.RIGHT, diff_line.target_line_no)]
            elif diff_line.is_removed:
                anchors = [(Side.LEFT, diff_line.source_line_no)]
            elif diff_line.is_context:
                anchors = [
                    (Side.RIGHT, diff_line.target_line_no),
                    (Side.LEFT, diff_line.source_line_no),
                ]
            for side, number in anchors:
                if number is not None:
                    hunk_of[(side, number)] = hunk_index
                    position_of[(side, number)] = position
            if anchors and anchors[0][1] is not None:
                side, number = anchors[0]
                assert number is not None
                positions[position] = DiffLine(side, number, hunk_index)
    status = _status(patched)
    patch = None if patched.is_binary_file else "".join(str(hunk) for hunk in patched).rstrip("\n")
    return DiffFile(
        filename=patched.path,
        previous_filename=_strip_prefix(patched.source_file)
        if status is FileStatus.RENAMED
        else None,
        status=status,
        additions=patched.added,
        deletions=patched.removed,
        patch=patch,
        hunk_of=hunk_of,
        position_of=position_of,
        positions=positions,
    )


def parse_diff(text: str) -> ParsedDiff:
    return ParsedDiff(text=text, files=tuple(_parse_file(patched) for patched in PatchSet(text)))


def blob_sha(content: bytes) -> str:
    """Git's object id of a blob."""
    return hashlib.sha1(b"blob %d\0" % len(content) + content, usedforsecurity=False).hexdigest()


def tree_diff(base: Mapping[str, bytes], head: Mapping[str, bytes]) -> str:
    """A git-style unified diff between two file trees (text files; others as binary)."""
    chunks: list[str] = []
    for path in sorted(set(base) | set(head)):
        old, new = base.get(path), head.get(path)
        if old == new:
            continue
        chunks.append(f"diff --git a/{path} b/{path}\n")
        if old is None:
            chunks.append("new file mode 100644\n")
        elif new is None:
            chunks.append("deleted file mode 100644\n")
        try:
            old_lines = (old or b"").decode().splitlines(keepends=True)
            new_lines = (new or b"").decode().splitlines(keepends=True)
        except UnicodeDecodeError:
            chunks.append(f"Binary files a/{path} and b/{path} differ\n")
            continue
        source = "/dev/null" if old is None else f"a/{path}"
        target = "/dev/null" if new is None else f"b/{path}"
        for line in difflib.unified_diff(old_lines, new_lines, source, target, lineterm="\n"):
            chunks.append(
                line if line.endswith("\n") else line + "\n\\ No newline at end of file\n"
            )
    return "".join(chunks)
