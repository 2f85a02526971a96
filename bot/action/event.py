"""What the Action reviews: the `pull_request` event GitHub Actions hands the step, and the
step's environment (the workflow's token, the API, where the job summary goes)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

PULL_REQUEST_EVENTS = ("pull_request", "pull_request_target")


class ActionError(Exception):
    """The step cannot run as configured; the message says which input or variable."""


class LLMProvider(StrEnum):
    ANTHROPIC = "anthropic"
    BEDROCK = "bedrock"
    VERTEX = "vertex"


@dataclass(frozen=True, slots=True)
class PullRequestEvent:
    """The pull request of the event: the head and base it was opened or pushed at."""

    action: str
    owner: str
    repo: str
    number: int
    head_sha: str
    base_ref: str
    head_repo_full_name: str | None

    @property
    def full_name(self) -> str:
        return f"{self.owner}/{self.repo}"

    @property
    def from_fork(self) -> bool:
        """A fork's pull request: its workflow gets a read-only token and no secrets."""
        return self.head_repo_full_name != self.full_name


@dataclass(frozen=True, slots=True)
class LLMOptions:
    provider: LLMProvider
    api_key: str = ""
    model: str = ""
    aws_region: str = ""
    vertex_project: str = ""
    vertex_region: str = ""

    @property
    def off_reason(self) -> str:
        """Why the model does not review here ("" when it does)."""
        if self.provider is LLMProvider.ANTHROPIC and not self.api_key:
            return "no ANTHROPIC_API_KEY"
        if self.provider is LLMProvider.VERTEX and not self.vertex_project:
            return "llm-provider vertex without the vertex-project input"
        return ""


@dataclass(frozen=True, slots=True)
class ActionEnvironment:
    """The step's environment, as GitHub Actions (and action.yml's inputs) set it."""

    event_name: str
    event_path: Path
    token: str
    repository: str
    api_url: str
    step_summary: Path | None
    sarif_path: Path
    database_url: str
    llm: LLMOptions
    read_only: bool
    """The `mode: report` input: never post, as for a fork."""

    @classmethod
    def from_environ(cls, environ: Mapping[str, str]) -> ActionEnvironment:
        def value(name: str, default: str = "") -> str:
            return environ.get(name, "").strip() or default

        token = value("GITHUB_TOKEN")
        if not token:
            raise ActionError("GITHUB_TOKEN is empty: pass the github-token input")
        event_path = value("GITHUB_EVENT_PATH")
        if not event_path:
            raise ActionError("GITHUB_EVENT_PATH is not set: run this inside GitHub Actions")
        provider = value("INPUT_LLM_PROVIDER", LLMProvider.ANTHROPIC.value).lower()
        if provider not in {p.value for p in LLMProvider}:
            raise ActionError(f"llm-provider: {provider!r} is not anthropic, bedrock or vertex")
        mode = value("INPUT_MODE", "auto").lower()
        if mode not in ("auto", "report"):
            raise ActionError(f"mode: {mode!r} is not auto or report")
        summary = value("GITHUB_STEP_SUMMARY")
        return cls(
            event_name=value("GITHUB_EVENT_NAME", "pull_request"),
            event_path=Path(event_path),
            token=token,
            repository=value("GITHUB_REPOSITORY"),
            api_url=value("GITHUB_API_URL", "https://api.github.com").rstrip("/"),
            step_summary=Path(summary) if summary else None,
            sarif_path=Path(value("INPUT_SARIF_FILE", "redline.sarif")),
            database_url=value("INPUT_DATABASE_URL"),
            llm=LLMOptions(
                provider=LLMProvider(provider),
                api_key=value("ANTHROPIC_API_KEY"),
                model=value("INPUT_MODEL"),
                aws_region=value("INPUT_AWS_REGION", value("AWS_REGION")),
                vertex_project=value("INPUT_VERTEX_PROJECT"),
                vertex_region=value("INPUT_VERTEX_REGION", "us-east5"),
            ),
            read_only=mode == "report",
        )


def read_event(environment: ActionEnvironment) -> PullRequestEvent:
    """The pull request of the event file; ActionError for any other event."""
    if environment.event_name not in PULL_REQUEST_EVENTS:
        raise ActionError(
            f"Redline reviews pull_request events; this workflow ran on {environment.event_name}"
        )
    try:
        payload = json.loads(environment.event_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ActionError(f"cannot read the event at {environment.event_path}: {error}") from None
    return parse_event(payload)


def parse_event(payload: Mapping[str, Any]) -> PullRequestEvent:
    pull = payload.get("pull_request")
    repository = payload.get("repository")
    if not isinstance(pull, dict) or not isinstance(repository, dict):
        raise ActionError("the event has no pull_request: is the workflow on pull_request?")
    owner, _, repo = str(repository["full_name"]).partition("/")
    head_repo = (pull.get("head") or {}).get("repo") or {}
    return PullRequestEvent(
        action=str(payload.get("action", "")),
        owner=owner,
        repo=repo,
        number=int(pull["number"]),
        head_sha=str(pull["head"]["sha"]),
        base_ref=str(pull["base"]["ref"]),
        head_repo_full_name=head_repo.get("full_name"),
    )
