"""`make review` in Redline's own checkout: review the bundled example change.

Builds a throwaway git repository in a temporary directory (base/ committed, then head/ on
top) and runs `redline review --format github` on it, so the output is what a pull request
of that change would get: inline comments, the review summary and the check run.
Extra arguments go to `redline review` (e.g. `--no-llm`, `--format text`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

DEMO = Path(__file__).resolve().parent
IDENTITY = {
    "GIT_AUTHOR_NAME": "Redline demo",
    "GIT_AUTHOR_EMAIL": "demo@example.invalid",
    "GIT_COMMITTER_NAME": "Redline demo",
    "GIT_COMMITTER_EMAIL": "demo@example.invalid",
}


def git(repository: Path, *args: str) -> None:
    subprocess.run(  # noqa: S603 - fixed argv, no shell
        ["git", "-C", str(repository), *args],  # noqa: S607
        check=True,
        capture_output=True,
        env={**os.environ, **IDENTITY},
    )


def build_repository(into: Path) -> Path:
    """A git repository whose last commit turns base/ into head/."""
    repository = into / "shop"
    shutil.copytree(DEMO / "base", repository)
    git(repository, "init", "--quiet", "--initial-branch=main")
    git(repository, "add", "--all")
    git(repository, "commit", "--quiet", "--no-gpg-sign", "-m", "Orders: look up and total")
    shutil.copytree(DEMO / "head", repository, dirs_exist_ok=True)
    git(repository, "add", "--all")
    git(repository, "commit", "--quiet", "--no-gpg-sign", "-m", "Import orders from a feed")
    return repository


def main(arguments: list[str]) -> int:
    redline = shutil.which(
        "redline", path=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    )
    if redline is None:
        print("review.py: the `redline` command is not installed (make .venv/.installed)")
        return 2
    with tempfile.TemporaryDirectory(prefix="redline-demo-") as scratch:
        repository = build_repository(Path(scratch))
        print("Reviewing examples/demo (base/ -> head/) as a pull request would be reviewed:\n")
        sys.stdout.flush()
        command = [redline, "review", "--repo", str(repository), "--format", "github"]
        finished = subprocess.run([*command, "--fail-on", "never", *arguments], check=False)  # noqa: S603
        return finished.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
