"""A changed file's text at the base, rebuilt from its head text and its hunks.

Lines outside the hunks are the same on both sides; inside them the base has the context
and deleted lines. A removed file's base is its deleted lines. When the diff and the head
text disagree (a line the hunk shows differs, the hunks run past the end) or the diff holds
no lines for a changed file, the base is unknown: None.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.core.diff.model import FileDiff, FileStatus, LineKind


def base_text(file: FileDiff, head_text: str | None) -> str | None:
    """The file at the base ("" for an added file), or None when it cannot be rebuilt."""
    if file.status is FileStatus.ADDED:
        return ""
    if not file.is_viewable:
        return None
    if file.status is FileStatus.REMOVED:
        return _joined(
            line.text for hunk in file.hunks for line in hunk.lines if line.kind is LineKind.DELETED
        )
    if head_text is None:
        return None
    head = head_text.splitlines()
    base: list[str] = []
    shown = 0
    """Head lines copied so far (every head line before `shown` is placed)."""
    for hunk in file.hunks:
        start = hunk.new_start - 1 if hunk.new_length else hunk.new_start
        if start < shown or start > len(head):
            return None
        base.extend(head[shown:start])
        shown = start
        for line in hunk.lines:
            if line.kind is LineKind.DELETED:
                base.append(line.text)
                continue
            if shown >= len(head) or head[shown].rstrip("\r") != line.text.rstrip("\r"):
                return None
            if line.kind is LineKind.CONTEXT:
                base.append(line.text)
            shown += 1
    base.extend(head[shown:])
    return _joined(base)


def _joined(lines: Iterable[str]) -> str:
    return "".join(f"{line}\n" for line in lines)
