"""Score the Python rule pack on our own labelled suite of small web handlers.

Runs real Semgrep with every rule under rules/python/ over bench/security_suite/ and prints,
per weakness class, the true-positive rate (vulnerable cases flagged), the false-positive rate
(safe look-alikes flagged), TPR - FPR, their mean x100, and the line-level figures. A case
counts as flagged when a finding in its file carries one of its class's CWEs. Writes nothing.

    .venv/bin/python bench/security_suite.py [--details] [--rules DIR] [--suite DIR]

--suite bench/security_holdoutN (any of the bench/security_holdout* folders) scores held-out
cases instead (docs/security-suite.md).

To score an older pack: git archive COMMIT rules/python | tar -x -C /tmp/old, then
--rules /tmp/old/rules/python.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
SUITE_DIR = REPO_ROOT / "bench" / "security_suite"
MANIFEST = SUITE_DIR / "manifest.json"
RULES_DIR = REPO_ROOT / "rules" / "python"
MIN_CASES_PER_LABEL = 6
CWE_ID = re.compile(r"CWE-\d+")


@dataclass(frozen=True, slots=True)
class WeaknessClass:
    name: str
    title: str
    cwe: str
    cwes: frozenset[str]


@dataclass(frozen=True, slots=True)
class Case:
    file: str
    weakness: str
    cwe: str
    vulnerable: bool
    line: int
    code: str


@dataclass(frozen=True, slots=True)
class Finding:
    file: str
    rule: str
    start: int
    end: int
    cwes: frozenset[str]


@dataclass(frozen=True, slots=True)
class ClassScore:
    name: str
    true_positives: int
    vulnerable: int
    false_positives: int
    safe: int

    @property
    def tpr(self) -> float:
        return self.true_positives / self.vulnerable if self.vulnerable else 0.0

    @property
    def fpr(self) -> float:
        return self.false_positives / self.safe if self.safe else 0.0

    @property
    def score(self) -> float:
        return self.tpr - self.fpr


def load_manifest(path: Path = MANIFEST) -> tuple[dict[str, WeaknessClass], list[Case]]:
    """The suite's classes by name and its labelled cases, as the manifest lists them."""
    data: dict[str, Any] = json.loads(path.read_text())
    classes = {
        name: WeaknessClass(name, entry["title"], entry["cwe"], frozenset(entry["cwes"]))
        for name, entry in data["classes"].items()
    }
    cases = [
        Case(c["file"], c["class"], c["cwe"], bool(c["vulnerable"]), int(c["line"]), c["code"])
        for c in data["cases"]
    ]
    return classes, cases


def manifest_problems(suite_dir: Path = SUITE_DIR) -> list[str]:
    """What makes the manifest disagree with the case files; empty when consistent."""
    classes, cases = load_manifest(suite_dir / "manifest.json")
    return suite_problems(suite_dir, classes, cases)


def suite_problems(
    suite_dir: Path, classes: dict[str, WeaknessClass], cases: list[Case]
) -> list[str]:
    """What makes a loaded manifest disagree with the case files in suite_dir."""
    problems: list[str] = []
    for case in cases:
        problems.extend(_case_problems(suite_dir, classes, case))
    counts = Counter((case.weakness, case.vulnerable) for case in cases)
    for name in classes:
        for vulnerable, label in ((True, "vulnerable"), (False, "safe")):
            if counts[name, vulnerable] < MIN_CASES_PER_LABEL:
                found = counts[name, vulnerable]
                problems.append(f"{name}: {found} {label} cases, fewer than {MIN_CASES_PER_LABEL}")
    listed = {case.file for case in cases}
    if len(listed) != len(cases):
        problems.append("a case file is listed more than once")
    for path in sorted(suite_dir.rglob("*.py")):
        if path.relative_to(suite_dir).as_posix() not in listed:
            problems.append(f"{path.relative_to(suite_dir).as_posix()}: not in the manifest")
    return problems


def _case_problems(suite_dir: Path, classes: dict[str, WeaknessClass], case: Case) -> list[str]:
    weakness = classes.get(case.weakness)
    if weakness is None:
        return [f"{case.file}: unknown class {case.weakness}"]
    problems = []
    if case.cwe != weakness.cwe:
        problems.append(f"{case.file}: {case.cwe} is not its class's {weakness.cwe}")
    if not case.file.startswith(f"{case.weakness}/"):
        problems.append(f"{case.file}: not in the folder of its class {case.weakness}")
    path = suite_dir / case.file
    if not path.is_file():
        return [*problems, f"{case.file}: no such file"]
    lines = path.read_text().splitlines()
    if not 1 <= case.line <= len(lines):
        return [*problems, f"{case.file}: line {case.line} is past the end"]
    if lines[case.line - 1].strip() != case.code:
        problems.append(f"{case.file}:{case.line} does not read {case.code!r}")
    return problems


def run_semgrep(suite_dir: Path = SUITE_DIR, rules_dir: Path = RULES_DIR) -> list[Finding]:
    """Every finding of the Python pack on the suite, Semgrep run as Redline runs it."""
    sys.path.insert(0, str(REPO_ROOT))
    from bot.checks.semgrep.invocation import Invocation, environment, executable
    from bot.review.job import semgrep_executable

    semgrep = semgrep_executable()
    invocation = Invocation(semgrep, executable(semgrep), 600, None)
    command = invocation.command([str(rules_dir)], [str(suite_dir)])
    with tempfile.TemporaryDirectory() as home:
        completed = subprocess.run(
            command, env=environment(Path(home)), capture_output=True, text=True, check=False
        )
    if completed.returncode not in (0, 1):
        sys.stderr.write(completed.stderr[-4000:])
        raise SystemExit(f"semgrep failed with exit code {completed.returncode}")
    report = json.loads(completed.stdout)
    if report.get("errors"):
        sys.stderr.write(json.dumps(report["errors"], indent=1)[:4000] + "\n")
        raise SystemExit("semgrep reported errors on the suite")
    return [_finding(result, suite_dir) for result in report["results"]]


def _finding(result: dict[str, Any], suite_dir: Path) -> Finding:
    cwes = result["extra"].get("metadata", {}).get("cwe", [])
    found = frozenset(CWE_ID.findall(" ".join(cwes if isinstance(cwes, list) else [cwes])))
    return Finding(
        file=Path(result["path"]).resolve().relative_to(suite_dir.resolve()).as_posix(),
        rule=result["check_id"].rsplit(".", 1)[-1],
        start=int(result["start"]["line"]),
        end=int(result["end"]["line"]),
        cwes=found,
    )


def class_findings(case: Case, weakness: WeaknessClass, findings: list[Finding]) -> list[Finding]:
    """The findings in the case's file that name one of its class's CWEs."""
    return [f for f in findings if f.file == case.file and f.cwes & weakness.cwes]


def score_classes(
    classes: dict[str, WeaknessClass], cases: list[Case], findings: list[Finding]
) -> list[ClassScore]:
    scores = []
    for name, weakness in classes.items():
        own = [case for case in cases if case.weakness == name]
        flagged = [bool(class_findings(case, weakness, findings)) for case in own]
        vulnerable = [hit for case, hit in zip(own, flagged, strict=True) if case.vulnerable]
        safe = [hit for case, hit in zip(own, flagged, strict=True) if not case.vulnerable]
        scores.append(ClassScore(name, sum(vulnerable), len(vulnerable), sum(safe), len(safe)))
    return scores


def line_figures(
    classes: dict[str, WeaknessClass], cases: list[Case], findings: list[Finding]
) -> tuple[float, float, float]:
    """(vulnerable lines flagged by their class, safe cases with any finding, ... any of their
    class's CWEs)."""
    vulnerable = [case for case in cases if case.vulnerable]
    safe = [case for case in cases if not case.vulnerable]
    lines_hit = sum(
        any(
            f.start <= case.line <= f.end
            for f in class_findings(case, classes[case.weakness], findings)
        )
        for case in vulnerable
    )
    safe_any = sum(any(f.file == case.file for f in findings) for case in safe)
    safe_class = sum(bool(class_findings(case, classes[case.weakness], findings)) for case in safe)
    return lines_hit / len(vulnerable), safe_any / len(safe), safe_class / len(safe)


def print_report(
    classes: dict[str, WeaknessClass], cases: list[Case], findings: list[Finding]
) -> None:
    scores = score_classes(classes, cases, findings)
    print(f"{'class':<20} {'CWE':<8} {'TP':>6} {'FP':>6} {'TPR':>6} {'FPR':>6} {'TPR-FPR':>8}")
    for s in scores:
        print(
            f"{s.name:<20} {classes[s.name].cwe:<8} {s.true_positives:>2}/{s.vulnerable:<3} "
            f"{s.false_positives:>2}/{s.safe:<3} {s.tpr:>6.2f} {s.fpr:>6.2f} {s.score:>8.2f}"
        )
    mean = sum(s.score for s in scores) / len(scores)
    at_or_below_zero = sum(s.score <= 0 for s in scores)
    print(f"score (mean TPR-FPR x100)  {mean * 100:.1f}  over {len(scores)} classes")
    print(f"classes at or below 0      {at_or_below_zero}")
    lines_hit, safe_any, safe_class = line_figures(classes, cases, findings)
    print(
        f"vulnerable lines flagged   {lines_hit * 100:.1f}%  (a finding of the class on the line)"
    )
    print(f"safe cases, any finding    {safe_any * 100:.1f}%  (any rule of the Python pack)")
    print(f"safe cases, class finding  {safe_class * 100:.1f}%")


def print_details(
    classes: dict[str, WeaknessClass], cases: list[Case], findings: list[Finding]
) -> None:
    """Each missed vulnerable case and each flagged safe case, with the rules that fired."""
    for case in cases:
        hits = class_findings(case, classes[case.weakness], findings)
        others = sorted({f.rule for f in findings if f.file == case.file} - {f.rule for f in hits})
        if case.vulnerable and not hits:
            print(f"MISS  {case.file}:{case.line}  other rules: {', '.join(others) or '-'}")
        elif not case.vulnerable and (hits or others):
            rules = sorted({f"{f.rule}:{f.start}" for f in hits})
            print(
                f"SAFE  {case.file}  class: {', '.join(rules) or '-'}  other: {', '.join(others) or '-'}"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--details", action="store_true", help="list misses and false alarms")
    parser.add_argument("--rules", type=Path, default=RULES_DIR, help="rule folder to run")
    parser.add_argument(
        "--suite", type=Path, default=SUITE_DIR, help="case folder with a manifest.json"
    )
    args = parser.parse_args(argv)
    suite = args.suite.resolve()
    if not (suite / "manifest.json").is_file():
        raise SystemExit(f"{suite}: no manifest.json, so not a suite of labelled cases")
    classes, cases = load_manifest(suite / "manifest.json")
    problems = suite_problems(suite, classes, cases)
    if problems:
        raise SystemExit("manifest disagrees with the cases:\n" + "\n".join(problems))
    findings = run_semgrep(suite_dir=suite, rules_dir=args.rules)
    print(f"suite    {len(cases)} cases in {len(classes)} classes ({suite})")
    print(f"rules    {args.rules}, {len(findings)} findings")
    print_report(classes, cases, findings)
    if args.details:
        print_details(classes, cases, findings)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
