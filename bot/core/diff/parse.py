"""Text → Diff: `git diff` / GitHub's `application/vnd.github.diff`, and the per-file fallback."""

from __future__ import annotations

import io
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from unidiff import patch as unidiff_patch
from unidiff.constants import RE_DIFF_GIT_HEADER
from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchedFile, PatchSet

from bot.core.diff.model import (
    Diff,
    DiffLine,
    DiffParseError,
    FileDiff,
    FileStatus,
    Hunk,
    LineKind,
)
from bot.core.diff.paths import DEV_NULL, split_git_header, strip_prefixes, unquote

_KINDS = {"+": LineKind.ADDED, "-": LineKind.DELETED, " ": LineKind.CONTEXT}
_SUBMODULE_MODE = "160000"
_SUBPROJECT = "Subproject commit "
# unidiff reports malformed input through these as well as its own error
_LIBRARY_ERRORS = (
    UnidiffParseError,
    ValueError,
    IndexError,
    TypeError,
    AttributeError,
    AssertionError,
)


class PullFileStatus(StrEnum):
    """A file's `status` as GitHub's pull request files API spells it."""

    ADDED = "added"
    REMOVED = "removed"
    MODIFIED = "modified"
    RENAMED = "renamed"
    COPIED = "copied"
    CHANGED = "changed"
    UNCHANGED = "unchanged"


_STATUS_OF_PULL_FILE = {
    PullFileStatus.ADDED: FileStatus.ADDED,
    PullFileStatus.REMOVED: FileStatus.REMOVED,
    PullFileStatus.MODIFIED: FileStatus.MODIFIED,
    PullFileStatus.RENAMED: FileStatus.RENAMED,
    PullFileStatus.COPIED: FileStatus.COPIED,
    PullFileStatus.CHANGED: FileStatus.MODIFIED,
    PullFileStatus.UNCHANGED: FileStatus.MODIFIED,
}
_STATUSES_WITHOUT_LINES = frozenset(
    {
        PullFileStatus.RENAMED,
        PullFileStatus.COPIED,
        PullFileStatus.CHANGED,
        PullFileStatus.UNCHANGED,
    }
)


@dataclass(frozen=True, slots=True)
class PullFile:
    """One entry of `GET /repos/{owner}/{repo}/pulls/{pull_number}/files`.

    `patch` holds the file's hunks without file headers; GitHub leaves it out for binary
    files and for files too large to show.
    """

    filename: str
    status: PullFileStatus
    additions: int = 0
    deletions: int = 0
    changes: int = 0
    patch: str | None = None
    previous_filename: str | None = None


class _LineFeed:
    """Hands unidiff one line at a time and remembers how far it got, for error messages."""

    __slots__ = ("consumed", "lines")

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.consumed = 0

    def __iter__(self) -> Iterator[str]:
        return self

    def __next__(self) -> str:
        index = self.consumed
        if index >= len(self.lines):
            raise StopIteration
        self.consumed = index + 1
        return self.lines[index]


def parse_diff(text: str | bytes) -> Diff:
    """Parse a whole diff; an empty text is an empty Diff, a malformed one a DiffParseError."""
    decoded = _decode(text)
    if not decoded.strip():
        return Diff()
    lines = io.StringIO(decoded, newline="\n").readlines()
    _align_target_headers(lines)
    feed = _LineFeed(lines)
    patch_set = _patch_set(feed)
    if not patch_set:
        raise DiffParseError(
            "cannot parse diff: no file header (`diff --git` or `---`/`+++`) found"
        )
    try:
        return Diff(tuple(_file_diff(patched) for patched in patch_set))
    except DiffParseError:
        raise
    except _LIBRARY_ERRORS as error:  # pragma: no cover - unidiff accepted what it cannot describe
        raise DiffParseError(f"cannot parse diff: {error}") from None


def diff_from_files(files: Sequence[PullFile]) -> Diff:
    """Build a Diff from the pull request files API, used when GitHub refuses the whole diff."""
    return Diff(tuple(_file_from_pull_file(file) for file in files))


def _decode(text: str | bytes) -> str:
    decoded = text.decode("utf-8", "surrogateescape") if isinstance(text, bytes) else text
    first_line_end = decoded.find("\n")
    # a diff saved with CRLF throughout (headers too); CRLF only inside content lines is kept
    if first_line_end > 0 and decoded[first_line_end - 1] == "\r":
        decoded = decoded.replace("\r\n", "\n")
    return decoded


def _align_target_headers(lines: list[str]) -> None:
    """Let unidiff accept a `diff --git` header whose new path holds ` b/` (`a/x b/y b/x b/y`).

    unidiff splits such a header at its last ` b/` and then rejects the `+++` line that
    disagrees; our own paths come from split_git_header and the rename/copy lines, so the
    `+++` line is rewritten to the path unidiff expects.
    """
    for number, line in enumerate(lines):
        if not line.startswith("diff --git ") or line.count(" b/") < 2:
            continue
        header = RE_DIFF_GIT_HEADER.match(line)
        if header is None:
            continue
        for following in range(number + 1, min(number + 8, len(lines))):
            text = lines[following]
            if text.startswith(("@@", "diff --git ")):
                break
            if text.startswith("+++ ") and not text.startswith(f"+++ {DEV_NULL}"):
                lines[following] = f"+++ {header.group('target')}\n"
                break


def _patch_set(feed: _LineFeed) -> PatchSet:
    try:
        return PatchSet(feed)
    except _LIBRARY_ERRORS as error:
        raise _error_at(feed.lines, feed.consumed, error) from None


def _error_at(lines: list[str], line_no: int, error: Exception) -> DiffParseError:
    reason = str(error).split(":", 1)[0].strip() or type(error).__name__
    line_no = max(1, min(line_no, len(lines)))
    offending = lines[line_no - 1].rstrip("\r\n") if lines else ""
    path = _file_before(lines, line_no)
    where = f"file {path!r}" if path is not None else "before any file header"
    return DiffParseError(
        f"cannot parse diff: {reason} ({where}, diff line {line_no}: {offending[:120]!r})"
    )


def _file_before(lines: list[str], line_no: int) -> str | None:
    for line in reversed(lines[: line_no - 1]):
        if line.startswith("diff --git "):
            paths = split_git_header(line)
            return strip_prefixes(*paths)[1] if paths else line.rstrip("\r\n")[11:]
        if line.startswith("+++ "):
            return strip_prefixes(DEV_NULL, unquote(line[4:].split("\t")[0].rstrip("\r\n")))[1]
    return None


def _file_diff(patched: PatchedFile) -> FileDiff:
    header = list(patched.patch_info or ())
    old_path, new_path = _paths(patched, header)
    status = _status(header, old_path, new_path)
    modes = (patched.source_mode, patched.target_mode)
    mode_change = None
    if modes[0] is not None and modes[1] is not None and modes[0] != modes[1]:
        mode_change = (modes[0], modes[1])
    return FileDiff(
        path=old_path if status is FileStatus.REMOVED else new_path,
        old_path=None if status is FileStatus.ADDED else old_path,
        status=status,
        hunks=tuple(_hunk(hunk) for hunk in patched),
        is_binary=patched.is_binary_file,
        is_submodule=_SUBMODULE_MODE in modes,
        mode_change=mode_change,
        is_viewable=not patched.is_binary_file,
    )


def _paths(patched: PatchedFile, header: list[str]) -> tuple[str, str]:
    """Old and new path without prefixes; DEV_NULL stands for the missing side."""
    source, target = patched.source_file, patched.target_file
    if header and header[0].startswith("diff --git "):
        git_paths = split_git_header(header[0])
        if git_paths is not None:
            source = DEV_NULL if source == DEV_NULL else git_paths[0]
            target = DEV_NULL if target == DEV_NULL else git_paths[1]
    else:
        source, target = unquote(source), unquote(target)
    old, new = strip_prefixes(source, target)
    for line in header:
        for verb in ("rename", "copy"):
            if line.startswith(f"{verb} from "):
                old = unquote(line[len(verb) + 6 :].rstrip("\r\n"))
            elif line.startswith(f"{verb} to "):
                new = unquote(line[len(verb) + 4 :].rstrip("\r\n"))
    if old == DEV_NULL and new == DEV_NULL:
        raise DiffParseError(
            f"cannot parse diff: file at diff line {patched.diff_line_no} has no path"
        )
    return old, new


def _status(header: list[str], old_path: str, new_path: str) -> FileStatus:
    if any(line.startswith("copy from ") for line in header):
        return FileStatus.COPIED
    if old_path == DEV_NULL:
        return FileStatus.ADDED
    if new_path == DEV_NULL:
        return FileStatus.REMOVED
    if old_path != new_path:
        return FileStatus.RENAMED
    return FileStatus.MODIFIED


def _hunk(hunk: unidiff_patch.Hunk) -> Hunk:
    lines = tuple(
        DiffLine(kind, line.source_line_no, line.target_line_no, _without_eol(line.value))
        for line in hunk
        if (kind := _KINDS.get(line.line_type)) is not None
    )
    return Hunk(
        old_start=hunk.source_start,
        old_length=hunk.source_length,
        new_start=hunk.target_start,
        new_length=hunk.target_length,
        lines=lines,
        section_header=hunk.section_header.rstrip("\r"),
    )


def _without_eol(value: str) -> str:
    if value.endswith("\n"):
        value = value[:-1]
    if value.endswith("\r"):
        value = value[:-1]
    return value


def _file_from_pull_file(file: PullFile) -> FileDiff:
    status = _STATUS_OF_PULL_FILE[file.status]
    old_path = file.previous_filename or file.filename
    hunks = _patch_hunks(file) if file.patch else ()
    # GitHub leaves `patch` out for binary and oversized files, and for changes without lines
    has_content = file.patch is not None or (
        file.status in _STATUSES_WITHOUT_LINES and file.changes == 0
    )
    return FileDiff(
        path=file.filename,
        old_path=None if status is FileStatus.ADDED else old_path,
        status=status,
        hunks=hunks,
        is_submodule=bool(hunks)
        and all(line.text.startswith(_SUBPROJECT) for hunk in hunks for line in hunk.lines),
        is_viewable=has_content,
    )


def _patch_hunks(file: PullFile) -> tuple[Hunk, ...]:
    assert file.patch is not None
    body = file.patch if file.patch.endswith("\n") else file.patch + "\n"
    header = ["--- a/file\n", "+++ b/file\n"]
    feed = _LineFeed(header + io.StringIO(body, newline="\n").readlines())
    try:
        patch_set = PatchSet(feed)
    except _LIBRARY_ERRORS as error:
        reason = str(error).split(":", 1)[0].strip() or type(error).__name__
        patch_line = max(1, feed.consumed - len(header))
        raise DiffParseError(
            f"cannot parse the patch of file {file.filename!r}: {reason} (patch line {patch_line})"
        ) from None
    if len(patch_set) != 1:
        raise DiffParseError(f"cannot parse the patch of file {file.filename!r}: no hunk found")
    return tuple(_hunk(hunk) for hunk in patch_set[0])
