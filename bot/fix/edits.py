"""Exact search/replace edits: validation and application (pure: texts in, texts out).

An edit replaces the one occurrence of `search` in a file with `replace`. An edit whose
search text occurs zero or several times is rejected, and so is a path outside the
repository, inside `.git/` or `.github/workflows/`, outside what the fix may change
(`may_change`, see `scope.py`), or an edit past the size limits. A round's edits apply all
together or not at all.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import PurePosixPath

FORBIDDEN_PREFIXES = (".github/workflows/", ".git/")

MayChange = Callable[[str, bool], str | None]
"""(path, exists at the head) → why this fix may not change it, or None (`scope.EditScope`)."""


@dataclass(frozen=True, slots=True)
class Edit:
    path: str
    search: str
    """Exact text to find; empty only to create a file that does not exist yet."""
    replace: str


@dataclass(frozen=True, slots=True)
class EditLimits:
    max_edits: int = 30
    max_files: int = 10
    max_edit_chars: int = 20_000
    """Per edit: search and replace together."""
    max_total_chars: int = 100_000
    max_file_chars: int = 1_000_000
    """A file's size after the edits."""


@dataclass(frozen=True, slots=True)
class EditRejection:
    index: int
    """0-based position of the edit in the round (-1: the round as a whole)."""
    path: str
    reason: str

    def describe(self) -> str:
        where = "the edits" if self.index < 0 else f"edit {self.index + 1} ({self.path})"
        return f"{where}: {self.reason}"


@dataclass(frozen=True, slots=True)
class EditResult:
    files: Mapping[str, str] = field(default_factory=dict)
    """New text of every file the edits changed (empty when rejected)."""
    rejections: tuple[EditRejection, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.rejections and bool(self.files)


def path_problem(path: str) -> str | None:
    """Why `path` may not be edited, or None. Symlinks are the workspace's to check."""
    if not path or "\x00" in path or "\\" in path:
        return "the path is empty or has a NUL or backslash"
    pure = PurePosixPath(path)
    if pure.is_absolute():
        return "absolute paths are not allowed; use a path relative to the repository root"
    if any(part in ("..", ".") for part in pure.parts) or pure.as_posix() != path:
        return "the path must be normalised and stay inside the repository (no `..`)"
    lowered = path.lower() + ("/" if not path.endswith("/") else "")
    for prefix in FORBIDDEN_PREFIXES:
        if lowered.startswith(prefix):
            return f"files under `{prefix}` may not be edited"
    return None


def _round_problem(edits: Sequence[Edit], limits: EditLimits) -> str | None:
    if not edits:
        return "no edits were given"
    if len(edits) > limits.max_edits:
        return f"{len(edits)} edits; at most {limits.max_edits} per round"
    if len({edit.path for edit in edits}) > limits.max_files:
        return f"edits touch more than {limits.max_files} files"
    total = sum(len(edit.search) + len(edit.replace) for edit in edits)
    if total > limits.max_total_chars:
        return f"the edits total {total:,} characters; at most {limits.max_total_chars:,}"
    return None


def apply_edits(
    originals: Mapping[str, str | None],
    edits: Sequence[Edit],
    limits: EditLimits = EditLimits(),
    may_change: MayChange | None = None,
) -> EditResult:
    """Apply `edits` in order to `originals` (path → text, None when the file does not exist).

    Every path an edit names must be a key of `originals` (the caller reads them first).
    """
    if problem := _round_problem(edits, limits):
        return EditResult(rejections=(EditRejection(-1, "", problem),))
    current: dict[str, str | None] = {}
    rejections: list[EditRejection] = []
    for index, edit in enumerate(edits):
        reason = _edit_problem(edit, limits)
        if reason is None and may_change is not None:
            reason = may_change(edit.path, originals.get(edit.path) is not None)
        if reason is None:
            if edit.path not in current:
                current[edit.path] = originals.get(edit.path)
            reason, new_text = _applied(current[edit.path], edit)
            if new_text is not None:
                if len(new_text) > limits.max_file_chars:
                    reason = f"the file would exceed {limits.max_file_chars:,} characters"
                else:
                    current[edit.path] = new_text
        if reason is not None:
            rejections.append(EditRejection(index, edit.path, reason))
    if rejections:
        return EditResult(rejections=tuple(rejections))
    changed = {
        path: text
        for path, text in current.items()
        if text is not None and text != originals.get(path)
    }
    if not changed:
        return EditResult(rejections=(EditRejection(-1, "", "the edits change nothing"),))
    return EditResult(files=changed)


def _edit_problem(edit: Edit, limits: EditLimits) -> str | None:
    if problem := path_problem(edit.path):
        return problem
    size = len(edit.search) + len(edit.replace)
    if size > limits.max_edit_chars:
        return f"{size:,} characters; at most {limits.max_edit_chars:,} per edit"
    return None


def _applied(text: str | None, edit: Edit) -> tuple[str | None, str | None]:
    """(why not, None) or (None, the new text)."""
    if text is None:
        if edit.search:
            return "the file does not exist", None
        return None, edit.replace
    if not edit.search:
        return "the search text is empty; quote the exact text to replace", None
    count = text.count(edit.search)
    if count == 0:
        return (
            "the search text was not found; copy it exactly, whitespace and indentation "
            "included, from the file as it is now",
            None,
        )
    if count > 1:
        return (
            f"the search text occurs {count} times; include more surrounding lines so that "
            "it occurs exactly once",
            None,
        )
    return None, text.replace(edit.search, edit.replace, 1)


def changed_lines(before: str, after: str) -> frozenset[int]:
    """1-based line numbers of `after` that are new or changed compared with `before`."""
    old, new = before.split("\n"), after.split("\n")
    lines: set[int] = set()
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
        if tag in ("replace", "insert"):
            lines.update(range(j1 + 1, j2 + 1))
        elif tag == "delete" and new:
            # a deletion "changes" the line it joins up with
            lines.add(min(j1 + 1, len(new)))
    return frozenset(lines)


def unified_diff(path: str, before: str | None, after: str) -> str:
    old = [] if before is None else before.splitlines(keepends=True)
    new = after.splitlines(keepends=True)
    source = "/dev/null" if before is None else f"a/{path}"
    return "".join(difflib.unified_diff(old, new, source, f"b/{path}"))
