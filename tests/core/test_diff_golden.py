"""Golden files: each testdata/x.diff parses to the statuses and commentable lines in
x.expected.json.

Regenerate after a deliberate change with
`REDLINE_UPDATE_GOLDEN=1 .venv/bin/pytest tests/core/test_diff_golden.py` and review the
JSON diff; a missing expected file fails rather than being written silently.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from bot.core.diff import DiffIndex, FileDiff, LineKind, parse_diff
from bot.core.findings import Side

TESTDATA = Path(__file__).parent / "testdata"
DIFFS = sorted(TESTDATA.glob("*.diff"))
UPDATE = os.environ.get("REDLINE_UPDATE_GOLDEN") == "1"


def compact(lines: list[int]) -> str:
    """[1, 2, 3, 7] → "1-3,7"."""
    runs: list[str] = []
    start = previous = None
    for line in sorted(lines):
        if previous is not None and line == previous + 1:
            previous = line
            continue
        if start is not None:
            runs.append(f"{start}-{previous}" if start != previous else f"{start}")
        start = previous = line
    if start is not None:
        runs.append(f"{start}-{previous}" if start != previous else f"{start}")
    return ",".join(runs)


def test_compact() -> None:
    assert compact([]) == ""
    assert compact([7, 1, 2, 3]) == "1-3,7"
    assert compact([5]) == "5"


def describe_file(index: DiffIndex, file: FileDiff) -> dict[str, Any]:
    """What the index answers for this file, probing every line up to two past the last hunk."""
    last = {side: max((r.stop for r in file.hunk_ranges(side)), default=1) + 2 for side in Side}
    commentable = {
        side: [n for n in range(0, last[side]) if index.is_commentable(file.path, n, side)]
        for side in Side
    }
    return {
        "path": file.path,
        "old_path": file.old_path,
        "status": file.status.value,
        "is_binary": file.is_binary,
        "is_submodule": file.is_submodule,
        "is_viewable": file.is_viewable,
        "mode_change": list(file.mode_change) if file.mode_change else None,
        "hunks": [
            f"-{h.old_start},{h.old_length} +{h.new_start},{h.new_length}" for h in file.hunks
        ],
        "added": compact(
            [
                n
                for n in commentable[Side.RIGHT]
                if index.kind_of(file.path, n, Side.RIGHT) is LineKind.ADDED
            ]
        ),
        "deleted": compact(
            [
                n
                for n in commentable[Side.LEFT]
                if index.kind_of(file.path, n, Side.LEFT) is LineKind.DELETED
            ]
        ),
        "commentable_right": compact(commentable[Side.RIGHT]),
        "commentable_left": compact(commentable[Side.LEFT]),
    }


def describe(raw: bytes) -> dict[str, Any]:
    diff = parse_diff(raw)
    index = DiffIndex(diff)
    return {"files": [describe_file(index, file) for file in diff.files]}


@pytest.mark.parametrize("diff_path", DIFFS, ids=[p.name for p in DIFFS])
def test_golden(diff_path: Path) -> None:
    expected_path = diff_path.with_suffix(".expected.json")
    actual = describe(diff_path.read_bytes())
    if UPDATE:
        expected_path.write_text(json.dumps(actual, indent=1, ensure_ascii=True) + "\n")
    assert expected_path.exists(), f"{expected_path.name} missing: set REDLINE_UPDATE_GOLDEN=1 once"
    assert actual == json.loads(expected_path.read_text())


@pytest.mark.parametrize("diff_path", DIFFS, ids=[p.name for p in DIFFS])
def test_line_counts_match_the_raw_text(diff_path: Path) -> None:
    """Independent of unidiff: count `+`/`-` body lines per file straight from the bytes."""
    raw = diff_path.read_bytes()
    if raw.split(b"\n", 1)[0].endswith(b"\r"):
        raw = raw.replace(b"\r\n", b"\n")
    counted: list[tuple[int, int]] = []
    in_body = False
    for line in raw.split(b"\n"):
        if line.startswith(b"diff --git "):
            counted.append((0, 0))
            in_body = False
        elif line.startswith(b"@@ "):
            in_body = True
        elif in_body and line.startswith(b"+"):
            counted[-1] = (counted[-1][0] + 1, counted[-1][1])
        elif in_body and line.startswith(b"-"):
            counted[-1] = (counted[-1][0], counted[-1][1] + 1)
    parsed = [(len(f.added_lines()), len(f.deleted_lines())) for f in parse_diff(raw).files]
    assert parsed == counted
