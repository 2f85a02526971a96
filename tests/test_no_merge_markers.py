"""No file in the repository carries a left-over merge conflict marker."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_no_conflict_markers() -> None:
    found = subprocess.run(
        ["git", "grep", "-n", "-I", "-E", "^(<{7} |>{7} |={7}$)"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert found.returncode == 1, f"merge conflict markers:\n{found.stdout}{found.stderr}"
