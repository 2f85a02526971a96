"""docs/architecture.md's package map names every package under bot/ and every module at its
top level, and nothing that is not there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAP = ROOT / "docs" / "architecture.md"
MAP_ROW = re.compile(r"^\| `(bot/[^`]*)` \|", re.MULTILINE)


def _section(text: str, heading: str) -> str:
    start = text.index(f"## {heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def mapped_paths() -> list[str]:
    return MAP_ROW.findall(_section(MAP.read_text(), "Package map"))


def tree_paths(bot: Path) -> set[str]:
    """Every package (any depth, as `bot/x/`) and top-level module (`bot/x.py`) under bot/."""
    packages = {f"{p.parent.relative_to(bot.parent).as_posix()}/" for p in bot.rglob("__init__.py")}
    modules = {p.relative_to(bot.parent).as_posix() for p in bot.glob("*.py")}
    return (packages | modules) - {"bot/", "bot/__init__.py"}


def test_the_map_lists_exactly_the_packages_and_top_level_modules() -> None:
    listed = mapped_paths()
    assert len(listed) == len(set(listed)), "a path is listed twice"
    tree = tree_paths(ROOT / "bot")
    assert sorted(tree - set(listed)) == [], "in bot/ but not in docs/architecture.md's map"
    assert sorted(set(listed) - tree) == [], "in docs/architecture.md's map but not in bot/"


def test_the_tree_walk_sees_packages_at_any_depth(tmp_path: Path) -> None:
    for package in ("bot", "bot/feature", "bot/feature/part"):
        (tmp_path / package).mkdir(parents=True, exist_ok=True)
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "bot" / "app.py").write_text("")
    (tmp_path / "bot" / "feature" / "inner.py").write_text("")
    assert tree_paths(tmp_path / "bot") == {"bot/app.py", "bot/feature/", "bot/feature/part/"}
