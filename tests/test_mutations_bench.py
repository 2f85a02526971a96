"""The mutation bench stays runnable: every mutation's file, snippet and tests still exist."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mutations_bench", ROOT / "bench/mutations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_mutation_applies_to_the_current_tree() -> None:
    bench = load_bench()
    assert bench.problems(bench.MUTATIONS) == []


def test_a_moved_snippet_is_reported() -> None:
    bench = load_bench()
    first = bench.MUTATIONS[0]
    moved = bench.Mutation(first.name, first.promise, "bot/nowhere.py", "x", "y", first.tests)
    assert bench.problems([moved]) == [f"{first.name}: no file bot/nowhere.py"]
