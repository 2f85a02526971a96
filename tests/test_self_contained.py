"""A fresh clone passes its own tests anywhere: nothing the tests, benches, scripts or CI run
points outside the repository or assumes where the virtualenv lives."""

from __future__ import annotations

import ast
import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("tests", "bench", "scripts", ".ci", "conftest.py", "Makefile")
# Inputs the code under test parses (coverage XML naming /home/runner/...), not references.
DATA_FOLDERS = frozenset({"testdata", "fixtures"})
OUTSIDE = re.compile(
    r"""(?<![\w.~-])/work/"""  # the machine's shared work folder, not `/home/ci/work/`
    r"""|\.\./shared"""
    r"""|\bshared/fixtures\b"""
    r"""|["']shared["']\s*/\s*["']fixtures["']"""
)
HOME = re.compile(r"""^(~|/root|/home/[^/]+|/Users/[^/]+)(/|$)""")
THIS_FILE = Path(__file__).resolve().relative_to(ROOT)  # names every pattern it looks for
FILE_CALLS = frozenset({"Path", "PurePath", "open", "exists", "isfile", "isdir", "join"})


def _git_ignored(root: Path, paths: list[Path]) -> set[Path]:
    """The paths git ignores under `root` (a bench's download cache): not the repository's."""
    if not (root / ".git").exists() or not paths:
        return set()
    listed = "\n".join(str(path.relative_to(root)) for path in paths)
    result = subprocess.run(
        ["git", "check-ignore", "--stdin"],
        cwd=root,
        input=listed,
        capture_output=True,
        text=True,
        check=False,
    )
    return {root / line for line in result.stdout.splitlines()}


def _scanned_files(root: Path) -> Iterator[Path]:
    for name in SCANNED:
        top = root / name
        candidates = [top] if top.is_file() else sorted(top.rglob("*"))
        files = [path for path in candidates if path.is_file()]
        ignored = _git_ignored(root, files)
        for path in files:
            relative = path.relative_to(root)
            if relative == THIS_FILE or DATA_FOLDERS.intersection(relative.parts):
                continue
            if path not in ignored:
                yield path


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _home_literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and HOME.match(node.value):
        return node.value
    return None


def _python_problems(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """`.venv` in code (docstrings and comments may show commands), home paths used as files."""
    docstrings = _docstrings(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.expr):
            continue
        text = node.value if isinstance(node, ast.Constant) else None
        if isinstance(text, str) and ".venv" in text and id(node) not in docstrings:
            yield node.lineno, f"assumes the virtualenv is at .venv: {text!r}"
        used_as_file: list[ast.expr] = []
        if isinstance(node, ast.Call):
            name = _call_name(node)
            if name in ("home", "expanduser"):
                yield node.lineno, f"reads the home folder ({name})"
            used_as_file = node.args[:1] if name in FILE_CALLS else []
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            used_as_file = [node.left]
        for home_path in filter(None, map(_home_literal, used_as_file)):
            yield node.lineno, f"a file in a home folder: {home_path!r}"


def references_outside(root: Path) -> list[str]:
    """`path:line: what` for each reference outside the repository under `root`."""
    problems = []
    for path in _scanned_files(root):
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue
        relative = path.relative_to(root)
        found = [
            (text.count("\n", 0, match.start()) + 1, f"outside the repository: {match.group()!r}")
            for match in OUTSIDE.finditer(text)
        ]
        if path.suffix == ".py":
            found += _python_problems(ast.parse(text, str(relative)))
        elif path.suffix not in (".md", ".txt"):
            found += [
                (number, f"a home folder: {line.strip()!r}")
                for number, line in enumerate(text.splitlines(), 1)
                if any(HOME.match(word.strip("\"'")) for word in line.split())
            ]
        problems += [f"{relative}:{line}: {what}" for line, what in sorted(found)]
    return problems


def test_nothing_references_a_path_outside_the_repository() -> None:
    assert references_outside(ROOT) == []


# Each kind of reference the scan must catch (bad) or leave alone (good), as file → text; kept
# in a data file so that this module itself holds no such reference.
CASES = json.loads((Path(__file__).parent / "testdata" / "outside_references.json").read_text())
BAD: dict[str, str] = CASES["bad"]
GOOD: dict[str, str] = CASES["good"]


@pytest.mark.parametrize("name", sorted(BAD))
def test_each_kind_of_outside_reference_is_caught(tmp_path: Path, name: str) -> None:
    for relative, text in {**GOOD, name: BAD[name]}.items():
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(text)
    problems = references_outside(tmp_path)
    assert len(problems) >= 1
    assert all(problem.startswith(f"{name}:") for problem in problems), problems


def test_what_git_ignores_is_not_the_repository(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("bench/.cache/\n")
    outside = BAD["bench/c.py"]
    cache = tmp_path / "bench" / ".cache" / "downloaded.py"
    cache.parent.mkdir(parents=True)
    cache.write_text(outside)
    (tmp_path / "bench" / "c.py").write_text(outside)

    problems = references_outside(tmp_path)
    assert problems and all(problem.startswith("bench/c.py:") for problem in problems), problems
