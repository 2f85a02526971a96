"""The verified fix as a patch to post when it cannot be pushed: its secrets masked."""

from __future__ import annotations

from collections.abc import Mapping

from bot.checks.secrets import SecretRedactor
from bot.core.render.fix import FixPatch
from bot.fix.edits import unified_diff


def fix_patch(head_texts: Mapping[str, str | None], files: Mapping[str, str]) -> FixPatch:
    """`files` against their text at the head; a comment is mailed to every watcher."""
    raw = "".join(unified_diff(path, head_texts.get(path), text) for path, text in files.items())
    diff = SecretRedactor().redact(raw)
    return FixPatch(diff, masked=diff != raw)
