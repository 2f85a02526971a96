"""The vendored, trimmed REST description holds everything the fake GitHub validates against."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.fakes import openapi
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "trim_openapi.py"


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                yield value
            else:
                yield from _refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from _refs(item)


def test_the_description_is_inside_the_repository() -> None:
    assert openapi.DESCRIPTION_PATH.is_relative_to(ROOT)
    assert openapi.DESCRIPTION_PATH.stat().st_size < 1_000_000


def test_every_operation_the_fake_serves_is_described() -> None:
    served = openapi.served_operations()
    assert len(served) >= 30  # the route table was read, not an empty stand-in
    paths = openapi.description()["paths"]
    missing = sorted((m, t) for m, t in served if m not in paths.get(t, {}))
    assert missing == [], f"run scripts/trim_openapi.py on a full description: {missing}"


def test_every_ref_resolves() -> None:
    document = openapi.description()
    refs = set(_refs(document))
    assert refs
    for ref in sorted(refs):
        assert ref.startswith("#/components/"), ref
        kind, name = ref.removeprefix("#/components/").split("/")
        assert name in document["components"].get(kind, {}), ref


def test_every_schema_the_fake_builds_answers_from_is_there() -> None:
    names = load_script("scripts/trim_openapi.py").skeleton_schemas(
        sorted((ROOT / "tests" / "fakes").glob("*.py"))
    )
    assert {"simple-user", "pull-request", "check-run"} <= names
    for name in sorted(names):
        assert openapi.skeleton(name) is not None


@pytest.mark.parametrize(
    ("method", "template"),
    [
        ("post", "/repos/{owner}/{repo}/check-runs"),
        ("post", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews"),
        ("patch", "/repos/{owner}/{repo}/issues/comments/{comment_id}"),
    ],
)
def test_request_bodies_are_still_validated(method: str, template: str) -> None:
    assert openapi.request_body_errors(method, template, {"body": 7}) != []


def test_trimming_the_trimmed_file_changes_nothing(tmp_path: Path) -> None:
    """The committed file is exactly what the script keeps of it: no stale operation or part."""
    output = tmp_path / "api.github.com.json"
    subprocess.run(
        [sys.executable, str(SCRIPT), str(openapi.DESCRIPTION_PATH), "--output", str(output)],
        check=True,
        capture_output=True,
    )
    assert json.loads(output.read_text()) == openapi.description()
    assert output.read_bytes() == openapi.DESCRIPTION_PATH.read_bytes()


def test_the_script_reports_an_unreadable_description_in_one_line(tmp_path: Path) -> None:
    broken = tmp_path / "full.json"
    broken.write_text("{not json")
    result = subprocess.run(
        [sys.executable, str(SCRIPT), str(broken), "--output", str(tmp_path / "out.json")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert result.stderr.startswith(f"cannot read {broken}:")
    assert len(result.stderr.strip().splitlines()) == 1
