"""app.yml against GitHub's documented manifest rules and the calls the code makes."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

import yaml

from bot.fix.runner import PUSH_TOKEN_PERMISSIONS
from bot.handlers import build_router
from tests.fakes.github_app_rules import (
    ALWAYS_DELIVERED_EVENTS,
    EVENT_PERMISSIONS,
    GRAPHQL_FIELDS,
    LEVELS,
    REST_OPERATIONS,
    Need,
)

ROOT = Path(__file__).resolve().parents[2]
APP_YML = ROOT / "app.yml"
GITHUB_EDGE = sorted((ROOT / "bot" / "github").glob("*.py"))
METHODS = {"GET", "POST", "PUT", "PATCH", "DELETE"}


def _manifest() -> dict[str, object]:
    data = yaml.safe_load(APP_YML.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _template(node: ast.expr) -> str | None:
    """A path literal or f-string, each `{...}` part as `{}`; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(
            str(part.value) if isinstance(part, ast.Constant) else "{}" for part in node.values
        )
    else:
        return None
    text = re.sub(r"\{[^}]*\}", "{}", text)
    return text if text.startswith("/") else None


def rest_calls(source: str) -> set[str]:
    """Every `METHOD /path` the module sends: `*request("GET", "/path")` and `_paginate(...)`."""
    calls: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        args = node.args
        if node.func.attr == "_paginate" and args and (path := _template(args[0])):
            calls.add(f"GET {path}")
        elif (
            len(args) >= 2
            and isinstance(args[0], ast.Constant)
            and args[0].value in METHODS
            and (path := _template(args[1]))
        ):
            calls.add(f"{args[0].value} {path}")
    return calls


def edge_sources() -> list[str]:
    return [path.read_text(encoding="utf-8") for path in GITHUB_EDGE]


def edge_rest_calls() -> set[str]:
    """`rest_calls` of every module of the GitHub edge (`bot/github/`)."""
    return set().union(*(rest_calls(source) for source in edge_sources()))


def _matches(call: str, documented: str) -> bool:
    """A call's segment holding a `{}` stands for any segment; the table's `{}` only for one."""
    method, path = call.split(" ", 1)
    doc_method, doc_path = documented.split(" ", 1)
    doc_path = re.sub(r"\{[^}]*\}", "{}", doc_path)
    ours, theirs = path.split("/"), doc_path.split("/")
    return (
        method == doc_method
        and len(ours) == len(theirs)
        and all(a == b or "{}" in a for a, b in zip(ours, theirs, strict=True))
    )


def code_needs() -> Iterator[tuple[str, Need]]:
    """What the code does, each with the permissions GitHub documents for it."""
    source = "\n".join(edge_sources())
    for call in sorted(edge_rest_calls()):
        documented = [need for op, need in REST_OPERATIONS.items() if _matches(call, op)]
        assert documented, f"{call}: add its App permission to tests/fakes/github_app_rules.py"
        for need in documented:
            yield call, need
    used_fields = [f for f in GRAPHQL_FIELDS if re.search(rf"\b{f}\b", source)]
    graphql_calls = len(re.findall(r"self\._graphql\(", source))
    assert graphql_calls == len(used_fields), "a GraphQL call whose field is not in the table"
    for field in used_fields:
        yield f"graphql {field}", GRAPHQL_FIELDS[field]
    for name, level in PUSH_TOKEN_PERMISSIONS.items():
        yield "git push (/fix token)", ((name, level),)


def _satisfied(need: Need, granted: Mapping[str, str]) -> bool:
    return not need or any(
        LEVELS[granted.get(name, "none")] >= LEVELS[level] for name, level in need
    )


def unmet(granted: Mapping[str, str], events: list[str]) -> list[str]:
    """What `granted` cannot do: code calls, unbacked events, the mandatory metadata."""
    problems = [
        f"{what} needs {need}" for what, need in code_needs() if not _satisfied(need, granted)
    ]
    backing = {event: EVENT_PERMISSIONS.get(event, frozenset()) for event in events}
    problems += [
        f"event {event} needs one of {sorted(needed)}"
        for event, needed in backing.items()
        if not any(LEVELS[granted.get(p, "none")] >= 1 for p in needed)
    ]
    if granted.get("metadata") != "read":
        problems.append("metadata: read is mandatory for every App")
    return problems


def test_rest_calls_are_found_in_the_github_edge() -> None:
    calls = edge_rest_calls()
    assert "GET /repos/{}/{}/pulls/{}" in calls
    assert "POST /repos/{}/{}/check-runs" in calls
    assert "GET /repos/{}/{}/pulls/{}/files" in calls  # through _paginate
    assert len(calls) >= 20


def test_default_events_are_subscribable_app_events() -> None:
    events = _manifest()["default_events"]
    assert isinstance(events, list)
    assert not set(events) & ALWAYS_DELIVERED_EVENTS, "GitHub: Default events unsupported"
    assert set(events) <= set(EVENT_PERMISSIONS)
    assert len(events) == len(set(events))


def test_every_default_event_is_backed_and_every_call_permitted() -> None:
    manifest = _manifest()
    granted = manifest["default_permissions"]
    events = manifest["default_events"]
    assert isinstance(granted, dict) and isinstance(events, list)
    assert set(granted.values()) <= {"read", "write"}
    assert unmet(granted, events) == []


def test_every_permission_is_at_the_least_level_the_code_needs() -> None:
    manifest = _manifest()
    granted = manifest["default_permissions"]
    events = manifest["default_events"]
    assert isinstance(granted, dict) and isinstance(events, list)
    assert "workflows" not in granted  # a /fix commit can never change .github/workflows/
    for name, level in granted.items():
        lower = {"write": "read", "read": "none"}[level]
        weaker = {**granted, name: lower}
        assert unmet(weaker, events), f"{name}: {level} is more than the code needs"


def test_routed_events_are_the_default_events_and_the_installation_ones() -> None:
    events = _manifest()["default_events"]
    assert isinstance(events, list)
    assert set(events) | ALWAYS_DELIVERED_EVENTS == set(build_router().events)
