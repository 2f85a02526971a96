"""CPU and wall time of one Semgrep scan: a few rule files on a few (big) files.

Runs `semgrep scan` with Redline's flags (`bot/checks/semgrep/invocation.py`), `--jobs 1` and
the given per-rule `--timeout` (0: none, so that a slow rule is timed to its end; Semgrep's
default is 5 s of wall time per rule and file), and prints the CPU (user + system of Semgrep
and its workers), the wall time, the findings and the errors, timeouts included.

    .venv/bin/python bench/rule_on_file.py [--timeout 0] CONFIG [CONFIG ...] -- TARGET [...]

Compare with a trivial rule (`pattern: pass`) for the cost of parsing the files.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.rules_pack_speed import run_timed, semgrep_executable
from bot.checks.semgrep.invocation import Invocation


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--" not in argv:
        raise SystemExit(__doc__)
    split = argv.index("--")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", default="0", help="semgrep --timeout (default 0: none)")
    parser.add_argument("configs", nargs="+", help="rule files or folders")
    args = parser.parse_args(argv[:split])
    targets = [str(Path(target).resolve()) for target in argv[split + 1 :]]
    semgrep = semgrep_executable()
    invocation = Invocation(semgrep, semgrep, timeout_seconds=0, jobs=1)
    command = invocation.command([str(Path(c).resolve()) for c in args.configs], targets)
    jobs = command.index("--jobs")
    command[jobs:jobs] = ["--timeout", args.timeout]
    with tempfile.TemporaryDirectory(prefix="redline-bench-home-") as home:
        cpu, wall, done = run_timed(semgrep, command, None, Path(home))
    report = json.loads(done.stdout)
    errors = [f"{error.get('type')} {error.get('rule_id') or ''}" for error in report["errors"]]
    print(
        f"{cpu:.2f} s CPU, {wall:.2f} s wall, {len(report['results'])} findings, "
        f"errors: {', '.join(errors) or 'none'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
