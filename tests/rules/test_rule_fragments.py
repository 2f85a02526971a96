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


@pytest.mark.parametrize("suffix", ["yaml", "py"])
def test_every_fragment_is_used(suffix: str) -> None:
    fragments = {
        path.name.removesuffix(f".{suffix}-fragment")
        for path in (REPO / "rules" / "fragments").glob(f"*.{suffix}-fragment")
    }
    named = {
        line.split("# BEGIN fragment ", 1)[1].split()[0]
        for path in (REPO / "rules").glob(f"*/*/*.{suffix}")
        for line in path.read_text().splitlines()
        if "# BEGIN fragment " in line
    }
    assert fragments == named


def test_every_rule_with_the_decidable_flow_sanitizers_has_their_test_cases() -> None:
    with_sanitizers = {
        path.stem
        for path in (REPO / "rules").glob("*/*/*.yaml")
        if "# BEGIN fragment decidable-flow-sanitizers" in path.read_text()
    }
    with_cases = {
        path.stem
        for path in (REPO / "rules").glob("*/*/*.py")
        if "# BEGIN fragment decidable-flow-cases" in path.read_text()
    }
    assert with_sanitizers and with_sanitizers == with_cases


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


def test_flow_cases_are_written_with_the_rule_id_source_and_sink(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = load_script()
    (tmp_path / "fragments").mkdir()
    (tmp_path / "fragments" / "cases.py-fragment").write_text(
        "# header\n\ndef flow_01(SOURCE):\n    # ruleid: RULE\n    SINK(value[0])\n"
    )
    test = tmp_path / "python" / "security" / "demo-rule.py"
    test.parent.mkdir(parents=True)
    begin = '# BEGIN fragment cases source=request sink=os.system("echo " + VALUE)\n'
    test.write_text("import os\n" + begin + "# END fragment cases\n")
    monkeypatch.setattr(script, "RULES_DIR", tmp_path)
    monkeypatch.setattr(script, "FRAGMENTS_DIR", tmp_path / "fragments")

    assert script.main([]) == 0

    assert test.read_text() == (
        "import os\n"
        + begin
        + "from flask import Flask, request  # noqa: E402\n\napp = Flask(__name__)\n"
        + '@app.route("/flow/01")\ndef flow_01():\n    value = request.args.get("v", "")\n'
        + "    # ruleid: demo-rule\n"
        + '    os.system("echo " + value[0])\n'
        + "# END fragment cases\n"
    )

    test.write_text(
        "import os\n# BEGIN fragment cases source=parameter sink=exec(VALUE)\n"
        "# END fragment cases\n"
    )
    assert script.main([]) == 0
    assert "def flow_01(value):\n    # ruleid: demo-rule\n    exec(value[0])\n" in test.read_text()


def test_a_method_flow_case_gets_the_value_as_a_function_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = load_script()
    (tmp_path / "fragments").mkdir()
    (tmp_path / "fragments" / "cases.py-fragment").write_text(
        "# header\n\nclass Box:\n    def flow_m(self, SOURCE):\n        SINK(self.pick(value))\n"
    )
    test = tmp_path / "python" / "security" / "demo-rule.py"
    test.parent.mkdir(parents=True)
    test.write_text(
        "# BEGIN fragment cases source=request sink=exec(VALUE)\n# END fragment cases\n"
    )
    monkeypatch.setattr(script, "RULES_DIR", tmp_path)
    monkeypatch.setattr(script, "FRAGMENTS_DIR", tmp_path / "fragments")

    assert script.main([]) == 0
    assert (
        '    def flow_m(self):\n        value = request.args.get("v", "")\n'
        "        exec(self.pick(value))\n"
    ) in test.read_text()

    test.write_text(
        "# BEGIN fragment cases source=parameter sink=exec(VALUE)\n# END fragment cases\n"
    )
    assert script.main([]) == 0
    assert "    def flow_m(self, value):\n        exec(self.pick(value))\n" in test.read_text()


def test_a_test_block_without_its_sink_is_a_one_line_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = load_script()
    (tmp_path / "fragments").mkdir()
    (tmp_path / "fragments" / "cases.py-fragment").write_text("# header\n\nSINK(x)\n")
    test = tmp_path / "python" / "security" / "demo-rule.py"
    test.parent.mkdir(parents=True)
    test.write_text("# BEGIN fragment cases source=request\n# END fragment cases\n")
    monkeypatch.setattr(script, "RULES_DIR", tmp_path)
    monkeypatch.setattr(script, "FRAGMENTS_DIR", tmp_path / "fragments")

    with pytest.raises(SystemExit, match="demo-rule: BEGIN line needs"):
        script.main(["--check"])
