"""Semgrep's prefilters read before a scan: their formulas, and the rule files they leave out
of a change (a rules folder of our own, its prefilters written by scripts/rule_prefilters.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.checks.semgrep.prefilter import (
    PREFILTERS_FILE,
    RuleFilePrefilter,
    Target,
    admits,
    needed,
    needed_rule_files,
)
from tests.scripts import load_script

script = load_script("scripts/rule_prefilters.py")

RULE = "rules:\n  - id: {id}\n    languages: [python]\n    severity: WARNING\n    message: m\n"


@pytest.mark.parametrize(
    ("formula", "text", "expected"),
    [
        ({"words": ["ldap", "search_s"]}, "conn.search_s(base)  # ldap", True),
        ({"words": ["ldap", "search_s"]}, "conn.search_s(base)", False),
        ({"regex": "(search|search_s)$"}, "x.search", True),
        ({"regex": "^search_s"}, "x.search_s", False),
        ({"all": [{"words": ["a"]}, {"any": [{"words": ["b"]}, {"regex": "c+d"}]}]}, "a ccd", True),
        ({"all": [{"words": ["a"]}, {"any": [{"words": ["b"]}, {"regex": "c+d"}]}]}, "a c", False),
        # Python cannot read it as Semgrep's PCRE would: admit, never drop a rule by mistake
        ({"regex": "(?<name"}, "anything", True),
        ({"regex": "[[:alpha:]]+x"}, "42", True),
        # PCRE's \z (end of text) and \Z (also before a final newline), read as PCRE reads them
        ({"regex": r"(?s)\A(?=.*?\bldap\b).*\z"}, "import json\n", False),
        ({"regex": r"(?s)\A(?=.*?\bldap\b).*\z"}, "import ldap\n", True),
        ({"regex": r"ldap\Z"}, "import ldap\n", True),
        ({"regex": r"ldap\\z"}, "ldap\\z", True),
        # Semgrep's PCRE reads UTF-8 without Unicode classes: é is not a word character
        ({"regex": r"a\Wb"}, "x = 'aéb'", True),
        ({"regex": r"a.b"}, "x = 'aéb'", True),
        # PCRE's \v is any vertical space, Python's only \x0b: admit
        ({"regex": r"a\vb"}, "a\nb", True),
    ],
)
def test_a_formula_admits_what_semgreps_prefilter_would(
    formula: dict[str, object], text: str, expected: bool
) -> None:
    assert admits(formula, Target(text)) is expected


def test_a_rule_without_a_prefilter_is_always_needed() -> None:
    prefilter = RuleFilePrefilter("", ({"words": ["ldap"]}, None))

    assert needed(prefilter, [Target("x = 1")])
    assert not needed(RuleFilePrefilter("", ({"words": ["ldap"]},)), [Target("x = 1")])


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    folder = tmp_path / "rules" / "python"
    folder.mkdir(parents=True)
    (folder / "ldap.yaml").write_text(RULE.format(id="ldap") + "    pattern: ldap_search(...)\n")
    (folder / "same.yaml").write_text(RULE.format(id="same") + "    pattern: $X == $X\n")
    assert script.main(["--rules-dir", str(tmp_path / "rules")]) == 0
    return tmp_path / "rules"


def test_a_rule_file_no_target_could_match_is_left_out(pack: Path) -> None:
    files = sorted((pack / "python").glob("*.yaml"))

    assert needed_rule_files(pack, files, ["x = 1\n"]) == [pack / "python" / "same.yaml"]
    assert needed_rule_files(pack, files, ["x = 1\n", "ldap_search(q)\n"]) == files


def test_a_rule_file_edited_since_its_prefilter_was_recorded_is_kept(pack: Path) -> None:
    files = sorted((pack / "python").glob("*.yaml"))
    (pack / "python" / "ldap.yaml").write_text(
        RULE.format(id="ldap") + "    pattern: directory_search(...)\n"
    )

    assert needed_rule_files(pack, files, ["x = 1\n"]) == files
    assert script.main(["--rules-dir", str(pack), "--check"]) == 1
    assert script.main(["--rules-dir", str(pack)]) == 0
    assert needed_rule_files(pack, files, ["x = 1\n"]) == [pack / "python" / "same.yaml"]


def test_a_pack_without_recorded_prefilters_loads_every_file(pack: Path) -> None:
    files = sorted((pack / "python").glob("*.yaml"))
    (pack / PREFILTERS_FILE).unlink()

    assert needed_rule_files(pack, files, ["x = 1\n"]) == files
