"""Every source of a taint rule gives Semgrep's file prefilter a word to look for."""

from __future__ import annotations

import keyword
import re
from pathlib import Path
from typing import Any

import pytest

from tests.rules.pack import load_rules, rule_paths

# These take any parameter of a function as a source (docs/security-suite.md): they run on
# every file by design.
PARAMETER_SOURCE_RULES = {
    "python-asyncio-subprocess-shell-dynamic",
    "python-eval-dynamic",
    "python-exec-dynamic",
    "python-html-format-unescaped",
    "python-os-popen-dynamic",
    "python-os-system-dynamic",
    "python-ssh-exec-command-dynamic",
    "python-subprocess-shell-dynamic",
}
# Semgrep's prefilter requires no word that these name: negative patterns, and the conditions on
# a metavariable's value.
NO_WORD_KEYS = {
    "pattern-not",
    "pattern-not-inside",
    "pattern-not-regex",
    "metavariable-regex",
    "metavariable-pattern",
    "metavariable-comparison",
}
METAVARIABLE = re.compile(r"\$[A-Z_.0-9]+")
STRING = re.compile(r"\"[^\"]*\"|'[^']*'")
WORD = re.compile(r"[A-Za-z_]\w*")
REGEX_ESCAPE = re.compile(r"\\.")


def positive_words(spec: Any) -> set[str]:
    """The words a source's positive patterns and regexes name (not metavariables, keywords
    or strings): what Semgrep can require of a file before it runs the rule there."""
    words: set[str] = set()
    if isinstance(spec, list):
        for item in spec:
            words |= positive_words(item)
    elif isinstance(spec, dict):
        for key, value in spec.items():
            if key in NO_WORD_KEYS:
                continue
            if key == "pattern-regex" and isinstance(value, str):
                words.update(w for w in WORD.findall(REGEX_ESCAPE.sub(" ", value)) if len(w) > 2)
            elif key in ("pattern", "pattern-inside") and isinstance(value, str):
                text = STRING.sub("", METAVARIABLE.sub("", value))
                words.update(w for w in WORD.findall(text) if not keyword.iskeyword(w))
            else:
                words |= positive_words(value)
    return words


def wordless_sources(rule: dict[str, Any]) -> list[int]:
    """The index of each of a taint rule's sources that names no word."""
    sources = rule["pattern-sources"] if rule.get("mode") == "taint" else []
    return [index for index, source in enumerate(sources) if not positive_words(source)]


@pytest.mark.parametrize("path", rule_paths(), ids=lambda path: path.stem)
def test_every_source_names_a_word(path: Path) -> None:
    for rule in load_rules(path):
        if rule["id"] not in PARAMETER_SOURCE_RULES:
            assert wordless_sources(rule) == [], rule["id"]


def test_every_exempt_rule_still_needs_its_exemption() -> None:
    rules = {rule["id"]: rule for path in rule_paths() for rule in load_rules(path)}
    assert {rule_id for rule_id in PARAMETER_SOURCE_RULES if wordless_sources(rules[rule_id])} == (
        PARAMETER_SOURCE_RULES
    )


def test_a_bare_slice_names_no_word() -> None:
    source = {
        "patterns": [
            {"pattern": "$SLICED[:$STOP]"},
            {"metavariable-regex": {"metavariable": "$SLICED", "regex": "^request\\."}},
        ]
    }
    assert positive_words(source) == set()
    guarded = {
        "patterns": [{"pattern-inside": {"pattern-regex": r"\brequest\."}}, *source["patterns"]]
    }
    assert positive_words(guarded) == {"request"}
