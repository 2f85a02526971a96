"""The diff model: parse a pull request's diff, index where comments may go, place findings.

unidiff → Diff (diff.parse) → DiffIndex (diff.index) → Placement (diff.filter).
Pure: no I/O, no clock, no environment.
"""

from __future__ import annotations

from bot.core.diff.filter import Anchored, FilterMode, Placement, anchor, place
from bot.core.diff.index import DiffIndex
from bot.core.diff.model import (
    Diff,
    DiffLine,
    DiffParseError,
    FileDiff,
    FileStatus,
    Hunk,
    LineKind,
)
from bot.core.diff.parse import PullFile, PullFileStatus, diff_from_files, parse_diff

__all__ = [
    "Anchored",
    "Diff",
    "DiffIndex",
    "DiffLine",
    "DiffParseError",
    "FileDiff",
    "FileStatus",
    "FilterMode",
    "Hunk",
    "LineKind",
    "Placement",
    "PullFile",
    "PullFileStatus",
    "anchor",
    "diff_from_files",
    "parse_diff",
    "place",
]
