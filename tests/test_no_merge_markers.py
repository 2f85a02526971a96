"""No file in the repository carries a left-over merge conflict marker."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile(rb"^(<{7} |>{7} |={7}$)", re.MULTILINE)


def test_no_conflict_markers() -> None:
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.split(b"\0")
    marked = [
        name.decode()
        for name in listed
        if name and (path := ROOT / name.decode()).is_file() and MARKER.search(path.read_bytes())
    ]
    assert not marked, f"merge conflict markers in {marked}"
