"""Shared rule fragments (rules/fragments/) are inlined, current, in the rules that name them."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "rule_fragments", REPO / "scripts" / "rule_fragments.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_fragment_block_in_the_pack_is_current() -> None:
    stale = load_script().stale_rules()
    assert not stale, f"run scripts/rule_fragments.py: {stale}"


def test_every_fragment_is_used() -> None:
    fragments = {
        path.name.removesuffix(".yaml-fragment")
        for path in (REPO / "rules" / "fragments").iterdir()
    }
    named = {
        line.split("# BEGIN fragment ", 1)[1].split()[0]
        for path in (REPO / "rules").glob("*/*/*.yaml")
        for line in path.read_text().splitlines()
        if "# BEGIN fragment " in line
    }
    assert fragments == named


def test_a_changed_fragment_is_written_into_the_rule_at_its_indentation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = load_script()
    (tmp_path / "fragments").mkdir()
    (tmp_path / "fragments" / "demo.yaml-fragment").write_text(
        "# header\n\n- pattern: new(...)\n\n- pattern: other(...)\n"
    )
    rule = tmp_path / "python" / "security" / "demo.yaml"
    rule.parent.mkdir(parents=True)
    rule.write_text(
        "    pattern-sanitizers:\n"
        "      # BEGIN fragment demo (see rules/fragments/)\n"
        "      - pattern: old(...)\n"
        "      # END fragment demo\n"
        "    pattern-sinks: []\n"
    )
    monkeypatch.setattr(script, "RULES_DIR", tmp_path)
    monkeypatch.setattr(script, "FRAGMENTS_DIR", tmp_path / "fragments")

    assert script.main(["--check"]) == 1
    assert script.main([]) == 0

    assert rule.read_text() == (
        "    pattern-sanitizers:\n"
        "      # BEGIN fragment demo (see rules/fragments/)\n"
        "      - pattern: new(...)\n"
        "\n"
        "      - pattern: other(...)\n"
        "      # END fragment demo\n"
        "    pattern-sinks: []\n"
    )
    assert script.main(["--check"]) == 0
