"""A metavariable-regex or -pattern must see its metavariable bound on every branch it tests.

Semgrep drops a `pattern-either` branch that does not bind a metavariable a sibling
`metavariable-regex` tests: the branch silently matches nothing (docs/security-suite.md, "Branches
that bind nothing").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.rules.pack import load_rules, rule_paths

METAVARIABLE = re.compile(r"\$(?:\.\.\.)?[A-Z_][A-Z0-9_]*")
POSITIVE = ("pattern", "pattern-inside")


def bound_by(spec: Any) -> set[str]:
    """Metavariables a pattern spec binds whenever it matches."""
    if isinstance(spec, str):
        return set(METAVARIABLE.findall(spec))
    if not isinstance(spec, dict):
        return set()
    bound: set[str] = set()
    for key in POSITIVE:
        if isinstance(spec.get(key), str):
            bound |= set(METAVARIABLE.findall(spec[key]))
        elif isinstance(spec.get(key), dict):
            bound |= bound_by(spec[key])
    if isinstance(spec.get("patterns"), list):
        for item in spec["patterns"]:
            bound |= bound_by(item)
            # what a metavariable-pattern's own patterns bind is bound after it too
            if isinstance(item, dict) and isinstance(item.get("metavariable-pattern"), dict):
                bound |= bound_by(item["metavariable-pattern"])
    if isinstance(spec.get("pattern-either"), list) and spec["pattern-either"]:
        bound |= set.intersection(*(bound_by(branch) for branch in spec["pattern-either"]))
    return bound


def mentioned_by(spec: Any) -> set[str]:
    """Metavariables some positive pattern of a spec binds (on any branch)."""
    if isinstance(spec, dict) and isinstance(spec.get("pattern-either"), list):
        return set().union(*(mentioned_by(branch) for branch in spec["pattern-either"]))
    return bound_by(spec)


def unbound_regexes(spec: Any) -> Iterator[str]:
    """Metavariables a `metavariable-regex` or `-pattern` tests but its own pattern list leaves unbound.

    A nested pattern list does not see what an enclosing list bound, and a `pattern-either`
    branch that does not bind the metavariable is dropped unless a sibling binds it.
    """
    if isinstance(spec, list):
        for item in spec:
            yield from unbound_regexes(item)
        return
    if not isinstance(spec, dict):
        return
    items = spec.get("patterns")
    if isinstance(items, list):
        tested = {
            item[key]["metavariable"]
            for item in items
            for key in ("metavariable-regex", "metavariable-pattern")
            if isinstance(item, dict) and isinstance(item.get(key), dict)
        }
        for item in items:
            if not isinstance(item, dict):
                continue
            siblings = set().union(*(bound_by(other) for other in items if other is not item))
            for branch in item.get("pattern-either") or ():
                missing = tested - siblings - bound_by(branch)
                if missing:
                    yield f"{sorted(missing)} unbound in branch {str(branch)[:100]}"
        unbound = tested - set().union(*(mentioned_by(item) for item in items))
        if unbound:
            yield f"{sorted(unbound)} bound by nothing in its list {str(items)[:100]}"
    for value in spec.values():
        yield from unbound_regexes(value)


@pytest.mark.parametrize("path", rule_paths(), ids=lambda p: p.stem)
def test_every_regex_metavariable_is_bound(path: Path) -> None:
    problems = [problem for rule in load_rules(path) for problem in unbound_regexes(rule)]
    assert problems == [], f"{path.name}: " + "; ".join(problems)


def test_a_branch_without_the_metavariable_is_reported() -> None:
    rule = yaml.safe_load(
        """
        patterns:
          - pattern-either:
              - pattern: $CONN.$BIND($DN, ...)
              - pattern: ldap3.Connection(..., user=$DN, ...)
          - metavariable-regex:
              metavariable: $BIND
              regex: ^bind$
        """
    )
    assert len(list(unbound_regexes(rule))) == 1


def test_a_metavariable_bound_by_a_sibling_is_fine() -> None:
    rule = yaml.safe_load(
        """
        patterns:
          - pattern-inside: "def $F(...): ..."
          - pattern-either:
              - pattern: $F()
              - pattern: $X.run()
          - metavariable-regex:
              metavariable: $F
              regex: ^run$
        """
    )
    assert list(unbound_regexes(rule)) == []


def test_a_nested_list_does_not_see_the_enclosing_bindings() -> None:
    # Semgrep evaluates the nested list on its own: $L is unbound there and the branch is dropped
    rule = yaml.safe_load(
        """
        patterns:
          - pattern-inside: "$R = $S.$L(...)"
          - pattern-either:
              - pattern: $R.$F
              - patterns:
                  - pattern: $R
                  - metavariable-regex:
                      metavariable: $L
                      regex: ^lookup$
        """
    )
    assert len(list(unbound_regexes(rule))) == 1


def test_a_metavariable_bound_inside_a_metavariable_pattern_is_fine() -> None:
    # `return $FORMATTED` with `f"...{$TABLE[$KEY]}..."` inside binds $TABLE for the regex after
    rule = yaml.safe_load(
        """
        patterns:
          - pattern-either:
              - pattern: $TABLE[$KEY]
              - patterns:
                  - pattern: return $FORMATTED
                  - metavariable-pattern:
                      metavariable: $FORMATTED
                      pattern: f"...{$TABLE[$KEY]}..."
          - metavariable-regex:
              metavariable: $TABLE
              regex: ^[A-Z]+$
        """
    )
    assert list(unbound_regexes(rule)) == []
