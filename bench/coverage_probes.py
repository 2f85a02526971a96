"""Two probes of the coverage check on the judged corpus rows (docs/coverage-check.md).

`scope`: which judged `coverage-untested-function` rows the file rules of
`bot.checks.coverage_scope` drop (test code, excluded paths, Python beside `src/` in a src
layout, generated files), by verdict, with the default config and the release's tree.

`callgraph`: would a one-level intra-module call graph help? For each judged `coverage-untested-function` row of bench/corpus_judged.csv whose head release
is unpacked in bench/.cache/corpus/src (run bench/corpus.py first): the Python function at the
row's line, its public callers in the same module (`f(...)` for a module function,
`self.f(...)`/`cls.f(...)` for a method, from its class), and whether a test file of the
release names one of them. Prints, by verdict, how many rows such a rule would drop: an upper
bound, since the check reads only the related and the changed test files.

Run: PYTHONPATH=$PWD .venv/bin/python bench/coverage_probes.py {scope,callgraph} [--src DIR]
[--list]
"""

from __future__ import annotations

import argparse
import ast
import csv
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
JUDGED = ROOT / "bench" / "corpus_judged.csv"
TEST_FILE = re.compile(r"(^|/)(tests?|Tests)/|(^|/)test_[^/]+\.py$|_test\.py$")

Function = ast.FunctionDef | ast.AsyncFunctionDef
Found = tuple[Function | None, ast.ClassDef | None]


def _at_line(body: list[ast.stmt], line: int, owner: ast.ClassDef | None = None) -> Found:
    """(the function whose lines hold `line`, its class or None)."""
    for node in body:
        if isinstance(node, ast.ClassDef):
            inner = _at_line(node.body, line, node)
            if inner[0] is not None:
                return inner
        elif isinstance(node, Function) and node.lineno <= line <= (node.end_lineno or 0):
            return node, owner
    return None, None


def _calls(func: ast.expr, name: str, method: bool) -> bool:
    if not method:
        return isinstance(func, ast.Name) and func.id == name
    return (
        isinstance(func, ast.Attribute)
        and func.attr == name
        and isinstance(func.value, ast.Name)
        and func.value.id in ("self", "cls")
    )


def _callers(scope: list[ast.stmt], target: Function, method: bool) -> set[str]:
    """Public functions of `scope` that call `target` by its name (self./cls. for methods)."""
    callers = set()
    for node in scope:
        if not isinstance(node, Function) or node is target or node.name.startswith("_"):
            continue
        if any(
            isinstance(call, ast.Call) and _calls(call.func, target.name, method)
            for call in ast.walk(node)
        ):
            callers.add(node.name)
    return callers


def _rows(src: Path, python_only: bool) -> Iterator[tuple[dict[str, str], Path]]:
    """Judged rows of the check whose head release is unpacked under `src`, with its folder."""
    lines = (line for line in JUDGED.read_text(encoding="utf-8").splitlines() if line[:1] != "#")
    for row in csv.DictReader(lines):
        if row["rule_id"] != "coverage-untested-function":
            continue
        if python_only and not row["path"].endswith(".py"):
            continue
        head = src / f"{row['project']}-{row['pair'].split('..')[1]}"
        if (head / row["path"]).exists():
            yield row, head


def scope(src: Path, listing: bool) -> Counter[tuple[str, str]]:
    from bot.checks.coverage_scope import Scope, is_generated
    from bot.core.repo_config import RepoConfig

    tally: Counter[tuple[str, str]] = Counter()
    scopes: dict[Path, Scope] = {}
    for row, head in _rows(src, python_only=False):
        tally[("judged", row["verdict"])] += 1
        if head not in scopes:
            tree = [path.relative_to(head).as_posix() for path in head.rglob("*")]
            scopes[head] = Scope.of(RepoConfig(), tree)
        text = (head / row["path"]).read_text(encoding="utf-8", errors="replace")
        if not scopes[head].owes_tests(row["path"]) or is_generated(text):
            tally[("dropped", row["verdict"])] += 1
            if listing:
                print(row["project"], row["pair"], row["path"], row["line"], row["verdict"])
    return tally


def callgraph(src: Path, listing: bool) -> Counter[tuple[str, str]]:
    tally: Counter[tuple[str, str]] = Counter()
    tests_of: dict[Path, list[str]] = {}
    for row, head in _rows(src, python_only=True):
        source = head / row["path"]
        tally[("judged", row["verdict"])] += 1
        tree = ast.parse(source.read_bytes())
        target, owner = _at_line(tree.body, int(row["line"]))
        if target is None:
            continue
        scope = owner.body if owner is not None else tree.body
        callers = _callers(scope, target, owner is not None)
        if head not in tests_of:
            tests_of[head] = [
                path.read_text(encoding="utf-8", errors="replace")
                for path in head.rglob("*.py")
                if TEST_FILE.search(path.relative_to(head).as_posix())
            ]
        named = sorted(
            caller
            for caller in callers
            if any(re.search(rf"(?<!\w){caller}(?!\w)", text) for text in tests_of[head])
        )
        if named:
            tally[("dropped", row["verdict"])] += 1
            if listing:
                print(row["project"], row["pair"], row["path"], row["line"], target.name, named)
                print("   ", row["verdict"], "-", row["reason"][:110])
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("probe", choices=("scope", "callgraph"))
    parser.add_argument("--src", type=Path, default=ROOT / "bench" / ".cache" / "corpus" / "src")
    parser.add_argument("--list", action="store_true", help="print each row it would drop")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    probe = scope if args.probe == "scope" else callgraph
    tally = probe(args.src, args.list)
    for (kind, verdict), count in sorted(tally.items()):
        print(f"{kind:<8} {verdict:<11} {count}")


if __name__ == "__main__":
    main()
