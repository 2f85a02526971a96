"""The rule pack speed bench's pure parts: the rule files it times and its per-rule table."""

from __future__ import annotations

import pytest

from tests.scripts import load_script

bench = load_script("bench/rules_pack_speed.py")


def test_rule_files_are_the_pack_without_test_files() -> None:
    paths = bench.rule_files()
    names = [path.name for path in paths]

    assert "python-unawaited-coroutine.yaml" in names
    assert not [name for name in names if name.endswith(".test.yaml")]
    assert paths == sorted(set(paths))


def test_per_rule_table_prints_the_first_n_and_sums_only_costs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    costs = [(0.05, "python/a.yaml"), (0.02, "javascript/b.yaml"), (-0.01, "go/c.yaml")]

    bench.print_per_rule(costs, 2)

    lines = capsys.readouterr().out.splitlines()
    assert "sum 0.07 s over 3 files" in lines[1]
    assert [line.split()[-1] for line in lines[2:]] == ["python/a.yaml", "javascript/b.yaml"]


def test_match_time_table_ranks_rules_and_sums_every_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench.print_match_times({"a": 0.01, "b": 0.05, "c": 0.02}, 0.15, 2)

    lines = capsys.readouterr().out.strip().splitlines()
    assert "0.08 s matching over 3 rules, 0.15 s parsing" in lines[0]
    assert [line.split()[-1] for line in lines[1:]] == ["b", "c"]
