"""The mutation bench stays runnable: every mutation's file, snippet and tests still exist."""

from __future__ import annotations

from pathlib import Path

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[1]


def test_every_mutation_applies_to_the_current_tree() -> None:
    bench = load_script("bench/mutations.py")
    assert bench.problems(bench.MUTATIONS) == []


def test_a_moved_snippet_is_reported() -> None:
    bench = load_script("bench/mutations.py")
    first = bench.MUTATIONS[0]
    moved = bench.Mutation(first.name, first.promise, "bot/nowhere.py", "x", "y", first.tests)
    assert bench.problems([moved]) == [f"{first.name}: no file bot/nowhere.py"]
