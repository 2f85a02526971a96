"""Benchmark the whole Semgrep rule pack on a large real codebase from PyPI.

Downloads an sdist (cached under bench/.cache/), scans its source with every rule under
rules/, and prints wall time, peak memory, lines scanned, findings and findings per
1,000 lines — the noise figure, since most findings on mature code are false alarms.

    .venv/bin/python bench/rules_bench.py [--package django==5.1.4] [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tarfile
import time
import zipfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
CACHE_DIR = REPO_ROOT / "bench" / ".cache"
RULES_DIR = REPO_ROOT / "rules"
SCANNED_SUFFIXES = frozenset({".py", ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".go", ".java"})
TOP_RULES = 15


@dataclass(frozen=True, slots=True)
class ScanResult:
    wall_seconds: float
    peak_rss_mib: float
    rule_ids: tuple[str, ...]
    errors: int


def semgrep_executable() -> Path:
    candidate = Path(sys.executable).parent / "semgrep"
    if not candidate.exists():
        raise SystemExit(f"semgrep not found next to {sys.executable}")
    return candidate


def download_sdist(package: str) -> Path:
    """Return the cached sdist archive for `package` (NAME==VERSION), downloading it once."""
    name, _, version = package.partition("==")
    download_dir = CACHE_DIR / "sdists" / package
    download_dir.mkdir(parents=True, exist_ok=True)
    archives = sorted(download_dir.glob("*.tar.gz")) + sorted(download_dir.glob("*.zip"))
    if not archives:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--no-binary",
                ":all:",
                "--quiet",
                "--dest",
                str(download_dir),
                package,
            ],
            check=True,
        )
        archives = sorted(download_dir.glob("*.tar.gz")) + sorted(download_dir.glob("*.zip"))
    if not archives:
        raise SystemExit(f"pip download produced no sdist for {name} {version}")
    return archives[0]


def extract(archive: Path) -> Path:
    """Unpack the archive once into the cache and return the source root."""
    target = CACHE_DIR / "src" / archive.name.removesuffix(".tar.gz").removesuffix(".zip")
    if not target.exists():
        target.mkdir(parents=True)
        if archive.suffix == ".zip":
            with zipfile.ZipFile(archive) as zipped:
                zipped.extractall(target)
        else:
            with tarfile.open(archive) as tarred:
                tarred.extractall(target, filter="data")
    children = [child for child in target.iterdir() if child.is_dir()]
    return children[0] if len(children) == 1 else target


def count_lines(root: Path) -> tuple[int, int]:
    """Return (files, lines) over the source files Semgrep's rule languages cover."""
    files = 0
    lines = 0
    for path in root.rglob("*"):
        if path.suffix in SCANNED_SUFFIXES and path.is_file():
            files += 1
            with path.open("rb") as handle:
                lines += sum(1 for _ in handle)
    return files, lines


def run_semgrep(source: Path, jobs: int) -> ScanResult:
    command = [
        str(semgrep_executable()),
        "scan",
        "--json",
        "--metrics=off",
        "--disable-version-check",
        "--config",
        str(RULES_DIR),
        "--jobs",
        str(jobs),
        "--timeout",
        "30",
        "--no-git-ignore",
        "--max-target-bytes",
        "2000000",
        str(source),
    ]
    started = time.perf_counter()
    completed = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    # ru_maxrss of RUSAGE_CHILDREN is the largest RSS among waited-for descendants, in KiB on Linux.
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if completed.returncode not in (0, 1):
        sys.stderr.write(completed.stderr[-4000:])
        raise SystemExit(f"semgrep failed with exit code {completed.returncode}")
    report = json.loads(completed.stdout)
    rule_ids = tuple(result["check_id"].rsplit(".", 1)[-1] for result in report["results"])
    return ScanResult(wall, peak_kib / 1024, rule_ids, len(report.get("errors", [])))


def count_rules() -> int:
    return sum(1 for path in RULES_DIR.rglob("*.yaml") if not path.name.endswith(".test.yaml"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--package", default="django==5.1.4", help="sdist to scan, NAME==VERSION")
    parser.add_argument("--jobs", type=int, default=2, help="semgrep --jobs")
    args = parser.parse_args(argv)

    source = extract(download_sdist(args.package))
    files, lines = count_lines(source)
    print(f"package           {args.package}  ({source.relative_to(REPO_ROOT)})")
    print(f"rules             {count_rules()} rule files under {RULES_DIR.relative_to(REPO_ROOT)}/")
    print(f"source            {files} files, {lines} lines (.py/.js/.ts/.go/.java)")
    result = run_semgrep(source, args.jobs)
    per_kloc = len(result.rule_ids) / (lines / 1000) if lines else 0.0
    print(f"wall time         {result.wall_seconds:.1f} s  (--jobs {args.jobs})")
    print(f"peak memory       {result.peak_rss_mib:.0f} MiB  (max RSS of a semgrep process)")
    print(f"findings          {len(result.rule_ids)}")
    print(f"findings / kLOC   {per_kloc:.2f}")
    print(f"semgrep errors    {result.errors}")
    print("top rules by count:")
    for rule_id, count in Counter(result.rule_ids).most_common(TOP_RULES):
        print(f"  {count:6d}  {rule_id}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
