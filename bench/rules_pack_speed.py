"""How much the whole rule pack costs on a typical pull request, against a one-rule floor.

Builds a 25-file change in a throwaway git repository (Python modules taken from this
repository's `bot/`, plus generated Express/React and Jinja2 files), then times Semgrep the
way Redline runs it (`bot/checks/semgrep/invocation.py`: osemgrep, the same flags, the changed files as
targets) once with every rule under rules/ and once with a single trivial rule (`pass`, which
still makes Semgrep parse every Python file). The floor is Semgrep's fixed cost (start-up,
targeting, parsing); the ratio is what the pack adds on top. Target: the pack takes at most 5x
the floor.

The figure is CPU time (user + system of Semgrep and its workers); wall time is printed beside
it. With `--jobs 1` other work on a shared machine barely changes it; with several workers it
also counts their waiting for each other, which grows with the machine's load (see
docs/rule-pack-speed.md). Pack and floor runs alternate, so slow phases hit both alike.

    .venv/bin/python bench/rules_pack_speed.py [--runs 5] [--jobs N] [--check] [--per-rule N]
    .venv/bin/python bench/rules_pack_speed.py --compare-jobs 7

`--per-rule N` then prints the N costliest rule files: the CPU of a scan with the rule file and
the floor rule, minus the floor alone (`--jobs 1`, the minimum of 3 runs each; the floor is
measured again every 10 files).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bot.checks.semgrep.invocation import SMALL_CHANGE_FILES, Invocation
from bot.checks.semgrep.invocation import environment as semgrep_environment
from bot.checks.semgrep.rules import pack_rule_folders
from bot.checks.semgrep.rules import rule_files as folder_rule_files

REPO_ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = REPO_ROOT / "rules"
TARGET_RATIO = 5.0
PER_RULE_RUNS = 3
"""Runs per rule file in --per-rule: the minimum of a few is the least disturbed by other work."""
FLOOR_EVERY = 10
"""--per-rule measures the floor again after this many rule files."""
PYTHON_FILES = 18
JS_FILES = 5
TEMPLATE_FILES = 2
MIN_LINES, MAX_LINES = 120, 700
"""Python modules of a size a pull request typically touches."""


FLOOR_RULE = """\
rules:
  - id: bench-floor
    languages: [python]
    severity: INFO
    message: A trivial rule, for timing Semgrep's fixed cost.
    pattern: pass
"""

EXPRESS_ROUTE = """\
const express = require("express");
const {{ pool }} = require("../db");

const router = express.Router();

router.get("/{name}s", async (req, res, next) => {{
  try {{
    const limit = Math.min(parseInt(req.query.limit || "20", 10), 100);
    const {{ rows }} = await pool.query(
      "SELECT id, title, created_at FROM {name}s ORDER BY created_at DESC LIMIT $1",
      [limit],
    );
    res.json(rows.map((row) => ({{ id: row.id, title: row.title }})));
  }} catch (err) {{
    next(err);
  }}
}});

router.get("/{name}s/:id", async (req, res, next) => {{
  try {{
    const {{ rows }} = await pool.query("SELECT * FROM {name}s WHERE id = $1", [req.params.id]);
    if (rows.length === 0) {{
      return res.status(404).json({{ error: "not found" }});
    }}
    return res.json(rows[0]);
  }} catch (err) {{
    return next(err);
  }}
}});

router.post("/{name}s", async (req, res, next) => {{
  const {{ title, body }} = req.body;
  if (typeof title !== "string" || title.length === 0) {{
    return res.status(400).json({{ error: "title is required" }});
  }}
  try {{
    const {{ rows }} = await pool.query(
      "INSERT INTO {name}s (title, body) VALUES ($1, $2) RETURNING id",
      [title, body || ""],
    );
    return res.status(201).json({{ id: rows[0].id }});
  }} catch (err) {{
    return next(err);
  }}
}});

module.exports = router;
"""

REACT_COMPONENT = """\
import React, {{ useEffect, useState }} from "react";

type {title} = {{ id: number; title: string; createdAt: string }};

export function {title}List({{ endpoint }}: {{ endpoint: string }}) {{
  const [items, setItems] = useState<{title}[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {{
    let cancelled = false;
    fetch(endpoint)
      .then((response) => response.json())
      .then((data: {title}[]) => {{
        if (!cancelled) setItems(data);
      }})
      .catch((err: Error) => {{
        if (!cancelled) setError(err.message);
      }});
    return () => {{
      cancelled = true;
    }};
  }}, [endpoint]);

  if (error) return <p className="error">{{error}}</p>;
  return (
    <ul>
      {{items.map((item) => (
        <li key={{item.id}}>
          {{item.title}} <time>{{item.createdAt}}</time>
        </li>
      ))}}
    </ul>
  );
}}
"""

TEMPLATE = """\
{{% extends "base.html" %}}
{{% block content %}}
<h1>{{{{ {name}.title }}}}</h1>
<ul>
{{% for item in {name}.items %}}
  <li><a href="{{{{ url_for('{name}_detail', item_id=item.id) }}}}">{{{{ item.title }}}}</a></li>
{{% endfor %}}
</ul>
{{% endblock %}}
"""

CHANGE = """

def _bench_changed_{index}(values):
    \"\"\"A small edit, so that this file is part of the change.\"\"\"
    return [value for value in values if value is not None]
"""


@dataclass(frozen=True, slots=True)
class Run:
    cpu: float
    wall: float
    findings: int
    errors: int


@dataclass(frozen=True, slots=True)
class Timing:
    runs: tuple[Run, ...]

    @property
    def cpu(self) -> float:
        return statistics.median(run.cpu for run in self.runs)

    @property
    def wall(self) -> float:
        return statistics.median(run.wall for run in self.runs)

    @property
    def spread(self) -> str:
        cpus = [run.cpu for run in self.runs]
        return f"{min(cpus):.2f}-{max(cpus):.2f}"


def semgrep_executable() -> str:
    candidate = Path(sys.executable).parent / "semgrep"
    if not candidate.exists():
        raise SystemExit(f"semgrep not found next to {sys.executable}: install the project first")
    return str(candidate)


def python_sources() -> list[Path]:
    """Deterministic pick of real modules: every bot/ module of a typical size, by path."""
    picked = []
    for path in sorted((REPO_ROOT / "bot").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").count("\n")
        if MIN_LINES <= lines <= MAX_LINES:
            picked.append(path)
    if len(picked) < PYTHON_FILES:
        raise SystemExit(f"only {len(picked)} modules of {MIN_LINES}-{MAX_LINES} lines in bot/")
    step = len(picked) / PYTHON_FILES
    return [picked[int(i * step)] for i in range(PYTHON_FILES)]


def git(repo: Path, *args: str) -> str:
    environment = {
        **os.environ,
        "GIT_AUTHOR_NAME": "bench",
        "GIT_AUTHOR_EMAIL": "bench@example.com",
        "GIT_COMMITTER_NAME": "bench",
        "GIT_COMMITTER_EMAIL": "bench@example.com",
    }
    done = subprocess.run(
        ["git", *args], cwd=repo, env=environment, capture_output=True, text=True, check=True
    )
    return done.stdout


def build_change(repo: Path) -> list[str]:
    """A base commit and a head commit that edits 25 files; returns the changed paths."""
    git(repo, "init", "--quiet", "--initial-branch=main")
    files: dict[str, str] = {}
    for path in python_sources():
        files[f"app/{path.relative_to(REPO_ROOT / 'bot').as_posix()}"] = path.read_text("utf-8")
    names = ["post", "comment", "order", "invoice", "user"]
    for index in range(JS_FILES):
        name = names[index % len(names)]
        if index % 2 == 0:
            files[f"web/routes/{name}s.js"] = EXPRESS_ROUTE.format(name=name)
        else:
            files[f"web/components/{name.title()}List.tsx"] = REACT_COMPONENT.format(
                title=name.title()
            )
    for index in range(TEMPLATE_FILES):
        name = names[index]
        files[f"app/templates/{name}s.html"] = TEMPLATE.format(name=name)
    for relative, text in files.items():
        target = repo / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    git(repo, "add", "-A")
    git(repo, "commit", "--quiet", "-m", "base")
    for index, relative in enumerate(sorted(files)):
        target = repo / relative
        if target.suffix == ".py":
            target.write_text(target.read_text("utf-8") + CHANGE.format(index=index), "utf-8")
        elif target.suffix == ".html":
            target.write_text(target.read_text("utf-8") + "<!-- edited -->\n", "utf-8")
        else:
            target.write_text(target.read_text("utf-8") + "// edited\n", "utf-8")
    git(repo, "commit", "--quiet", "-am", "head")
    return git(repo, "diff", "--name-only", "HEAD~1", "HEAD").split()


def run_timed(
    semgrep: str, command: list[str], cwd: Path | None, home: Path
) -> tuple[float, float, subprocess.CompletedProcess[str]]:
    """Run a Semgrep command in the check's environment (the venv's bin on PATH): the CPU of
    its processes, the wall time and the result."""
    environment = {
        **semgrep_environment(home),
        "PATH": f"{Path(semgrep).parent}:/usr/local/bin:/usr/bin:/bin",
    }
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        command, cwd=cwd, env=environment, capture_output=True, text=True, check=False
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, done


def scan(
    semgrep: str,
    configs: Sequence[Path],
    targets: list[str],
    repo: Path,
    jobs: int | None,
    home: Path,
) -> Run:
    invocation = Invocation(semgrep, semgrep, timeout_seconds=0, jobs=jobs)
    command = invocation.command([os.path.relpath(config, repo) for config in configs], targets)
    cpu, wall, done = run_timed(semgrep, command, repo, home)
    if done.returncode not in (0, 1):
        sys.stderr.write(done.stderr[-4000:])
        raise SystemExit(f"semgrep failed with exit code {done.returncode}")
    report = json.loads(done.stdout)
    return Run(cpu, wall, len(report["results"]), len(report.get("errors", [])))


def timed(
    semgrep: str,
    setups: list[list[Path]],
    targets: list[str],
    repo: Path,
    jobs: int | None,
    runs: int,
) -> list[Timing]:
    """Alternate the setups (each its configs) run by run, after one warm-up run each."""
    results: list[list[Run]] = [[] for _ in setups]
    with tempfile.TemporaryDirectory(prefix="redline-bench-home-") as home:
        for configs in setups:
            scan(semgrep, configs, targets, repo, jobs, Path(home))
        for _ in range(runs):
            for configs, result in zip(setups, results, strict=True):
                result.append(scan(semgrep, configs, targets, repo, jobs, Path(home)))
    return [Timing(tuple(result)) for result in results]


MATCH_TIME_RUNS = 3


def match_times(
    semgrep: str, configs: Sequence[Path], targets: list[str], repo: Path
) -> tuple[dict[str, float], float]:
    """Semgrep's own match time per rule id (`--time`, summed over the targets, mean of
    MATCH_TIME_RUNS runs with --jobs 1) and its parse time: one pack scan, no subtraction."""
    invocation = Invocation(semgrep, semgrep, timeout_seconds=0, jobs=1)
    command = invocation.command([os.path.relpath(config, repo) for config in configs], targets)
    command.insert(command.index("--"), "--time")
    per_rule: dict[str, float] = {}
    parse = 0.0
    with tempfile.TemporaryDirectory(prefix="redline-bench-home-") as home:
        for _ in range(MATCH_TIME_RUNS):
            _, _, done = run_timed(semgrep, command, repo, Path(home))
            timing = json.loads(done.stdout)["time"]
            ids = [r if isinstance(r, str) else r["id"] for r in timing["rules"]]
            for target in timing["targets"]:
                parse += sum(target.get("parse_times", [])) / MATCH_TIME_RUNS
                for rule_id, seconds in zip(ids, target["match_times"], strict=True):
                    name = rule_id.rsplit(".", 1)[-1]
                    per_rule[name] = per_rule.get(name, 0.0) + seconds / MATCH_TIME_RUNS
    return per_rule, parse


def print_match_times(per_rule: dict[str, float], parse: float, top: int) -> None:
    ranked = sorted(per_rule.items(), key=lambda item: item[1], reverse=True)
    print(
        f"\nmatch time        Semgrep --time, --jobs 1, mean of {MATCH_TIME_RUNS}: "
        f"{sum(per_rule.values()):.2f} s matching over {len(per_rule)} rules, {parse:.2f} s parsing"
    )
    for rule_id, seconds in ranked[:top]:
        print(f"  {seconds:7.3f} s  {rule_id}")


def pack_configs(targets: list[str], repo: Path) -> list[Path]:
    """The `--config`s Redline passes for this change: the folders of its languages, narrowed
    to the rule files Semgrep's prefilters let through (bot/checks/semgrep/rules.py)."""
    texts = [(repo / target).read_text("utf-8") for target in targets]
    folders = pack_rule_folders(RULES_DIR, targets, texts, repo)
    return [(repo / config).resolve() for folder in folders for config in folder.configs]


def loaded_files(configs: list[Path]) -> int:
    """How many of the pack's rule files these configs hold."""
    paths = {
        path
        for config in configs
        for path in ([config] if config.is_file() else config.rglob("*.y*ml"))
    }
    return len(paths & set(rule_files()))


def rule_files() -> list[Path]:
    """The pack's rule files, as Redline lists them (no rule tests, no autofix fixtures)."""
    return folder_rule_files(RULES_DIR)


def per_rule_costs(
    semgrep: str, floor_rule: Path, targets: list[str], repo: Path
) -> list[tuple[float, str]]:
    """Each rule file's CPU over the floor, costliest first: (rule + floor) - floor, --jobs 1,
    with the floor measured again every FLOOR_EVERY files (the load moves in the meantime)."""
    with tempfile.TemporaryDirectory(prefix="redline-bench-home-") as home:

        def cpu(configs: list[Path]) -> float:
            runs = [
                scan(semgrep, configs, targets, repo, 1, Path(home)) for _ in range(PER_RULE_RUNS)
            ]
            return min(run.cpu for run in runs)

        costs = []
        floor = 0.0
        for index, path in enumerate(rule_files()):
            if index % FLOOR_EVERY == 0:
                floor = cpu([floor_rule])
            costs.append((cpu([path, floor_rule]) - floor, path.relative_to(RULES_DIR).as_posix()))
    return sorted(costs, reverse=True)


def print_per_rule(costs: list[tuple[float, str]], top: int) -> None:
    total = sum(max(cost, 0.0) for cost, _ in costs)
    print(
        f"\nper rule file     CPU over the floor (rule + floor rule, --jobs 1, min of "
        f"{PER_RULE_RUNS}); sum {total:.2f} s over {len(costs)} files"
    )
    for cost, name in costs[:top]:
        print(f"  {cost:6.3f} s  {name}")


def compare_jobs(semgrep: str, targets: list[str], repo: Path, runs: int) -> None:
    """The whole pack with --jobs 1 and --jobs 2, alternating run by run after a warm-up each."""
    results: dict[int, list[Run]] = {1: [], 2: []}
    loaded = pack_configs(targets, repo)
    with tempfile.TemporaryDirectory(prefix="redline-bench-home-") as home:
        for jobs in results:
            scan(semgrep, loaded, targets, repo, jobs, Path(home))
        for _ in range(runs):
            for jobs, result in results.items():
                result.append(scan(semgrep, loaded, targets, repo, jobs, Path(home)))
    for jobs, result in results.items():
        timing = Timing(tuple(result))
        walls = [run.wall for run in result]
        print(
            f"pack, --jobs {jobs}     {timing.cpu:.2f} s CPU ({timing.spread}), {timing.wall:.2f} s "
            f"wall ({min(walls):.2f}-{max(walls):.2f})"
        )
    print(f"load average      {os.getloadavg()[0]:.1f} (1 min, after)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5, help="timed runs per setup (median)")
    parser.add_argument(
        "--jobs", type=int, default=None, help="semgrep --jobs (default: Redline's choice)"
    )
    parser.add_argument(
        "--check", action="store_true", help=f"exit 1 if the pack takes over {TARGET_RATIO:g}x"
    )
    parser.add_argument(
        "--per-rule",
        type=int,
        default=0,
        metavar="N",
        help="also print the N costliest rule files (a few minutes)",
    )
    parser.add_argument(
        "--match-times",
        type=int,
        default=0,
        metavar="N",
        help="also print the N rules with the most Semgrep match time (--time, one pack scan)",
    )
    parser.add_argument(
        "--compare-jobs",
        type=int,
        default=0,
        metavar="RUNS",
        help="only time the pack with --jobs 1 against --jobs 2, alternating, RUNS runs each",
    )
    args = parser.parse_args(argv)
    semgrep = semgrep_executable()
    with tempfile.TemporaryDirectory(prefix="redline-bench-change-") as tmp:
        root = Path(tmp)
        repo = root / "repo"
        repo.mkdir()
        targets = build_change(repo)
        lines = sum((repo / path).read_text("utf-8").count("\n") for path in targets)
        if args.compare_jobs:
            print(f"change            {len(targets)} files, {os.cpu_count()} CPUs")
            compare_jobs(semgrep, targets, repo, args.compare_jobs)
            return 0
        floor_rule = root / "floor" / "bench-floor.yaml"
        floor_rule.parent.mkdir()
        floor_rule.write_text(FLOOR_RULE, encoding="utf-8")
        loaded = pack_configs(targets, repo)  # as Redline loads the pack for this change
        pack, floor = timed(
            semgrep, [loaded, [floor_rule.parent]], targets, repo, args.jobs, args.runs
        )
        costs = per_rule_costs(semgrep, floor_rule, targets, repo) if args.per_rule else []
        matching = match_times(semgrep, loaded, targets, repo) if args.match_times else None
    ratio = pack.cpu / floor.cpu
    kinds = ", ".join(
        f"{sum(path.endswith(ext) for path in targets)} {ext}"
        for ext in (".py", ".js", ".tsx", ".html")
    )
    jobs = f"--jobs {args.jobs}" if args.jobs is not None else "Redline's --jobs"
    if args.jobs is None and len(targets) <= SMALL_CHANGE_FILES:
        jobs += " (1 for this many files)"
    last = pack.runs[-1]
    print(f"change            {len(targets)} files ({kinds}), {lines} lines")
    print(f"semgrep           semgrep scan --experimental, {jobs}, {os.cpu_count()} CPUs")
    print(f"runs              {args.runs} per setup, alternating, after a warm-up; medians")
    print(
        f"whole pack        {pack.cpu:.2f} s CPU ({pack.spread}), {pack.wall:.2f} s wall  "
        f"({loaded_files(loaded)} of {len(rule_files())} rule files: the change's languages, "
        f"prefiltered; {last.findings} findings, {last.errors} errors)"
    )
    print(f"one-rule floor    {floor.cpu:.2f} s CPU ({floor.spread}), {floor.wall:.2f} s wall")
    verdict = "within" if ratio <= TARGET_RATIO else "OVER"
    print(
        f"ratio             {ratio:.2f}x CPU ({verdict} the {TARGET_RATIO:g}x target), "
        f"{pack.wall / floor.wall:.2f}x wall"
    )
    if costs:
        print_per_rule(costs, args.per_rule)
    if matching is not None:
        print_match_times(*matching, args.match_times)
    return 1 if args.check and ratio > TARGET_RATIO else 0


if __name__ == "__main__":
    raise SystemExit(main())
