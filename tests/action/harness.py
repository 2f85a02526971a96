"""The Action as a workflow runs it: `python -m bot.action` in a subprocess, with the
variables GitHub Actions sets, against the fake GitHub."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from tests.e2e.harness import pull_request_payload
from tests.fakes.github import GitHubFake
from tests.fakes.github_records import PullRequest, Repository

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_WORKFLOW = ROOT / "examples" / "workflows" / "redline.yml"


def workflow_permissions(path: Path = EXAMPLE_WORKFLOW) -> dict[str, str]:
    """A workflow's `permissions:` as its GITHUB_TOKEN carries them (`pull_requests`)."""
    workflow = yaml.safe_load(path.read_text(encoding="utf-8"))
    return {name.replace("-", "_"): level for name, level in workflow["permissions"].items()}


WORKFLOW_PERMISSIONS = workflow_permissions()
"""The example workflow's token: what the README tells teams to grant."""
TIMEOUT_SECONDS = 480
"""One run of the step."""
ACTION_TEST_TIMEOUT = 1200
"""A test of several runs (pytest-timeout's default of 300 s is too short under load)."""


@dataclass(frozen=True, slots=True)
class ActionRun:
    returncode: int
    stdout: str
    stderr: str
    summary: str
    """What the step appended to $GITHUB_STEP_SUMMARY."""
    sarif: dict[str, Any] | None

    def explain(self) -> str:
        return f"exit {self.returncode}\n--- stdout\n{self.stdout}\n--- stderr\n{self.stderr}"


def event_payload(
    repository: Repository, pull: PullRequest, installation_id: int, action: str = "opened"
) -> dict[str, Any]:
    """A recorded `pull_request` event re-pointed at the fake's pull request; the head's
    repository is the fork when the pull request comes from one."""
    payload = pull_request_payload(action, repository, pull, installation_id)
    del payload["installation"]  # a workflow's event has none: the Action is no App
    pr = payload["pull_request"]
    pr["base"]["repo"] = {**pr["base"]["repo"], "full_name": repository.full_name}
    head = pull.head_repository
    pr["head"]["repo"] = {
        **pr["head"]["repo"],
        "full_name": head.full_name,
        "fork": head is not repository,
    }
    return payload


def run_action(
    github: GitHubFake,
    repository: Repository,
    event: dict[str, Any],
    workdir: Path,
    *,
    token: str,
    extra_env: dict[str, str] | None = None,
) -> ActionRun:
    """One step run: the event written where GITHUB_EVENT_PATH says, a fresh summary file."""
    workdir.mkdir(parents=True, exist_ok=True)
    event_path = workdir / "event.json"
    event_path.write_text(json.dumps(event), encoding="utf-8")
    summary = workdir / "step_summary.md"
    summary.write_text("", encoding="utf-8")
    sarif = workdir / "redline.sarif"
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(workdir),
        "GITHUB_ACTIONS": "true",
        "GITHUB_EVENT_NAME": "pull_request",
        "GITHUB_EVENT_PATH": str(event_path),
        "GITHUB_REPOSITORY": repository.full_name,
        "GITHUB_API_URL": github.base_url.rstrip("/"),
        "GITHUB_STEP_SUMMARY": str(summary),
        "GITHUB_TOKEN": token,
        "INPUT_SARIF_FILE": str(sarif),
        **(extra_env or {}),
    }
    done = subprocess.run(
        [sys.executable, "-m", "bot.action"],
        env=env,
        cwd=workdir,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )
    return ActionRun(
        returncode=done.returncode,
        stdout=done.stdout,
        stderr=done.stderr,
        summary=summary.read_text(encoding="utf-8"),
        sarif=json.loads(sarif.read_text(encoding="utf-8")) if sarif.exists() else None,
    )
