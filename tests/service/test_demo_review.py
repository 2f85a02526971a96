"""`make review`: the bundled example change, reviewed as its pull request would be."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_make_review_runs_the_bundled_example() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = re.search(r"^review: .*\n\t(.+)$", makefile, re.MULTILINE)
    assert recipe is not None
    assert recipe[1].split()[1:2] == ["examples/demo/review.py"]


def test_the_example_shows_inline_findings_summary_and_check_in_under_a_minute() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    env.pop("ANTHROPIC_API_KEY", None)
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "demo" / "review.py")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    elapsed = time.monotonic() - started
    assert result.returncode == 0, result.stderr
    out = result.stdout
    inline = re.findall(r"^--- shop/orders\.py:(\d+)$", out, re.MULTILINE)
    assert {"12", "23", "27"} <= set(inline), out  # SQL from an f-string, yaml.load, shell=True
    assert "python-sql-format-execute" in out and "CWE-89" in out
    assert "```suggestion\n    return yaml.safe_load(answer.text)\n```" in out
    assert "## Redline review" in out
    assert re.search(r"Found \d+ findings, 3 of them blocking", out)
    assert "Check run 'Redline': failure" in out
    assert elapsed < 60, f"{elapsed:.0f} s"
