"""How a /fix attempt ended (stored as `fix_attempts.outcome`)."""

from __future__ import annotations

from enum import StrEnum


class FixOutcomeKind(StrEnum):
    PUSHED = "pushed"
    SUGGESTED = "suggested"
    """Verified, but not pushable (a fork): the patch was posted instead."""
    GAVE_UP = "gave_up"
    BRANCH_MOVED = "branch_moved"
    REFUSED = "refused"
    IGNORED = "ignored"
    NOT_OPEN = "not_open"
    NOTHING_TO_FIX = "nothing_to_fix"
    FAILED = "failed"
    """Could not even try: clone failed, GitHub error."""
    ANSWERED = "answered"
    """An earlier attempt of the job answered: nothing more to do (not recorded)."""
