"""action.yml and the README's example workflow: valid for GitHub (SchemaStore's schemas, as
check-jsonschema vendors them) and saying what the Action needs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]  # no types-jsonschema in the venv
import yaml

from bot.core.sarif import INFORMATION_URI
from tests.action.harness import EXAMPLE_WORKFLOW, ROOT

WORKFLOWS = "github-workflows.json"
SCHEMAS = ROOT / "tests" / "fixtures" / "github-actions-schemas"
ACTION = ROOT / "action.yml"
REPOSITORY = INFORMATION_URI.removeprefix("https://github.com/")
README = ROOT / "README.md"


def _yaml(path: Path) -> dict[str, Any]:
    loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def _problems(document: dict[str, Any], schema_file: str) -> list[str]:
    schema = json.loads((SCHEMAS / schema_file).read_text(encoding="utf-8"))
    validator = jsonschema.Draft7Validator(schema)
    return [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
        for e in validator.iter_errors(document)
    ]


def _on(workflow: dict[Any, Any]) -> Any:
    # YAML 1.1 reads the key `on` as True
    return workflow.get("on", workflow.get(True))


def _as_json_keys(workflow: dict[Any, Any]) -> dict[str, Any]:
    return {("on" if key is True else key): value for key, value in workflow.items()}


def test_action_yml_is_a_valid_composite_action() -> None:
    action = _yaml(ACTION)
    assert _problems(action, "github-actions.json") == []
    assert action["runs"]["using"] == "composite"
    run_steps = [step.get("run", "") for step in action["runs"]["steps"]]
    assert any("python -m bot.action" in run for run in run_steps)
    # every input reaches the step as the variable bot.action reads
    review = action["runs"]["steps"][-1]
    passed = " ".join(review["env"].values())
    assert sorted(re.findall(r"inputs\.([\w-]+)", passed)) == sorted(
        name for name in action["inputs"] if name != "python-version"
    )


def test_the_example_workflow_runs_this_action_with_the_permissions_it_needs() -> None:
    workflow = _yaml(EXAMPLE_WORKFLOW)
    assert _problems(_as_json_keys(workflow), WORKFLOWS) == []
    assert "pull_request" in _on(workflow)
    assert workflow["permissions"] == {
        "contents": "read",
        "pull-requests": "write",
        "checks": "write",
    }
    uses = [step.get("uses", "") for job in workflow["jobs"].values() for step in job["steps"]]
    assert any(re.fullmatch(rf"{re.escape(REPOSITORY)}@v\d+", item) for item in uses), uses


def test_the_readme_shows_the_example_workflow() -> None:
    readme = README.read_text(encoding="utf-8")
    section = readme.split("## Run it as a GitHub Action", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```yaml\n(.*?)```", section, re.DOTALL)
    assert blocks, "the section has a workflow"
    example = EXAMPLE_WORKFLOW.read_text(encoding="utf-8")
    assert any(yaml.safe_load(block) == yaml.safe_load(example) for block in blocks)


def test_the_schemas_catch_a_broken_file() -> None:
    """Not vacuous: a job with no runner and an action that runs nothing are refused."""
    workflow = _as_json_keys(_yaml(EXAMPLE_WORKFLOW))
    assert _problems({**workflow, "jobs": {"review": {"steps": [{"run": "x"}]}}}, WORKFLOWS)
    action = _yaml(ACTION)
    assert _problems({**action, "runs": {"using": "composite"}}, "github-actions.json")
