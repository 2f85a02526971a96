"""List modules over 400 lines and functions over 50 under bot/; fail on any without leave.

python scripts/size_scan.py [--allow scripts/size_scan_allow.txt] [--root bot]

A function may be longer when its def line (or its signature) says why: `# long: <reason>`.
The allow-list names today's known offenders (`path` or `path::Qualified.name`), to be
shrunk as they are split; an entry that no longer exceeds fails too, so the list stays true.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 50
LONG_REASON = "# long:"
DEFAULT_ALLOW = ROOT / "scripts" / "size_scan_allow.txt"

FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef


@dataclass(frozen=True, slots=True, order=True)
class Oversize:
    """A module or function over its limit; `key` is how the allow-list names it."""

    key: str
    lines: int
    limit: int

    def __str__(self) -> str:
        return f"{self.key}: {self.lines} lines (limit {self.limit})"


def _functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, FunctionNode]]:
    """Every function and method, nested ones too, with its qualified name."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            name = f"{prefix}{node.name}"
            yield name, node
            yield from _functions(node, f"{name}.")
        elif isinstance(node, ast.ClassDef):
            yield from _functions(node, f"{prefix}{node.name}.")
        else:
            yield from _functions(node, prefix)


def _has_reason(lines: list[str], node: FunctionNode) -> bool:
    """A `# long: <reason>` comment on the def line or anywhere in the signature."""
    signature = lines[node.lineno - 1 : node.body[0].lineno - 1] or [lines[node.lineno - 1]]
    for line in signature:
        _, found, reason = line.partition(LONG_REASON)
        if found and reason.strip():
            return True
    return False


def scan_module(path: Path, relative: str) -> list[Oversize]:
    text = path.read_text()
    lines = text.splitlines()
    found = []
    if len(lines) > MAX_MODULE_LINES:
        found.append(Oversize(relative, len(lines), MAX_MODULE_LINES))
    for name, node in _functions(ast.parse(text, filename=relative)):
        length = (node.end_lineno or node.lineno) - node.lineno + 1
        if length > MAX_FUNCTION_LINES and not _has_reason(lines, node):
            found.append(Oversize(f"{relative}::{name}", length, MAX_FUNCTION_LINES))
    return found


def scan(tree: Path, base: Path) -> list[Oversize]:
    """Every oversize module and unexplained long function under `tree`, sorted."""
    found = []
    for path in sorted(tree.rglob("*.py")):
        found += scan_module(path, path.relative_to(base).as_posix())
    return sorted(found)


def read_allow_list(path: Path) -> set[str]:
    if not path.exists():
        return set()
    entries = (line.partition("#")[0].strip() for line in path.read_text().splitlines())
    return {entry for entry in entries if entry}


@dataclass(frozen=True, slots=True)
class Verdict:
    unexplained: list[Oversize]
    stale: list[str]
    """Allowed entries that no longer exceed (or no longer exist): delete them."""

    @property
    def ok(self) -> bool:
        return not self.unexplained and not self.stale


def judge(found: list[Oversize], allowed: set[str]) -> Verdict:
    keys = {item.key for item in found}
    return Verdict(
        unexplained=[item for item in found if item.key not in allowed],
        stale=sorted(allowed - keys),
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT / "bot", help="the tree to scan")
    parser.add_argument("--allow", type=Path, default=DEFAULT_ALLOW, help="the allow-list")
    args = parser.parse_args(argv)
    root: Path = args.root.resolve()
    found = scan(root, root.parent)
    verdict = judge(found, read_allow_list(args.allow))
    new = len(verdict.unexplained)
    for item in verdict.unexplained:
        print(f"too long: {item}")
    for key in verdict.stale:
        print(f"stale: {key} no longer exceeds: delete it from {args.allow.name}")
    print(f"size scan: {len(found)} over the limits, {len(found) - new} allowed, {new} new")
    return 0 if verdict.ok else 1


if __name__ == "__main__":
    sys.exit(main())
