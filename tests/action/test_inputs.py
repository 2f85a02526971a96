"""The step's environment and event as bot.action reads them, and the LLM providers."""

from __future__ import annotations

from pathlib import Path

import anthropic
import pytest

from bot.action.event import (
    ActionEnvironment,
    ActionError,
    LLMOptions,
    LLMProvider,
    parse_event,
    read_event,
)
from bot.action.llm import action_llm, client_factory
from bot.core.repo_config import RepoConfig
from tests.service.helpers import fixture_payload

STEP = {
    "GITHUB_EVENT_NAME": "pull_request",
    "GITHUB_EVENT_PATH": "/tmp/event.json",
    "GITHUB_TOKEN": "ghs_token",
    "GITHUB_REPOSITORY": "acme/shop",
    "GITHUB_API_URL": "https://api.github.com/",
    "GITHUB_STEP_SUMMARY": "/tmp/summary.md",
}


def test_the_environment_as_actions_sets_it() -> None:
    environment = ActionEnvironment.from_environ(STEP)
    assert environment.api_url == "https://api.github.com"
    assert environment.step_summary == Path("/tmp/summary.md")
    assert environment.sarif_path == Path("redline.sarif")
    assert environment.database_url == ""
    assert environment.llm.provider is LLMProvider.ANTHROPIC
    assert environment.llm.off_reason == "no ANTHROPIC_API_KEY"
    assert not environment.read_only


@pytest.mark.parametrize(
    ("changed", "named"),
    [
        ({"GITHUB_TOKEN": " "}, "GITHUB_TOKEN"),
        ({"GITHUB_EVENT_PATH": ""}, "GITHUB_EVENT_PATH"),
        ({"INPUT_LLM_PROVIDER": "openai"}, "llm-provider"),
        ({"INPUT_MODE": "silent"}, "mode"),
    ],
)
def test_a_bad_input_is_named(changed: dict[str, str], named: str) -> None:
    with pytest.raises(ActionError, match=named):
        ActionEnvironment.from_environ({**STEP, **changed})


def test_another_event_is_refused(tmp_path: Path) -> None:
    environment = ActionEnvironment.from_environ({**STEP, "GITHUB_EVENT_NAME": "push"})
    with pytest.raises(ActionError, match="ran on push"):
        read_event(environment)


def test_the_recorded_pull_request_event() -> None:
    payload = fixture_payload("pull_request/opened.payload.json")
    event = parse_event(payload)
    pull = payload["pull_request"]
    assert event.full_name == payload["repository"]["full_name"]
    assert (event.number, event.head_sha) == (pull["number"], pull["head"]["sha"])
    assert event.from_fork is (pull["head"]["repo"]["full_name"] != event.full_name)
    pull["head"]["repo"] = {**pull["head"]["repo"], "full_name": "mallory/fork"}
    assert parse_event(payload).from_fork


def test_bedrock_and_vertex_through_the_sdks_own_clients() -> None:
    bedrock = client_factory(
        LLMOptions(LLMProvider.BEDROCK, aws_region="eu-west-1", model="anthropic.claude-x")
    )()
    assert isinstance(bedrock, anthropic.AsyncAnthropicBedrock)
    assert bedrock.aws_region == "eu-west-1"
    vertex = client_factory(
        LLMOptions(LLMProvider.VERTEX, vertex_project="acme-ai", vertex_region="europe-west1")
    )()
    assert isinstance(vertex, anthropic.AsyncAnthropicVertex)
    assert (vertex.project_id, vertex.region) == ("acme-ai", "europe-west1")
    direct = client_factory(LLMOptions(LLMProvider.ANTHROPIC, api_key="sk-ant-x"))()
    assert isinstance(direct, anthropic.AsyncAnthropic)
    assert direct.api_key == "sk-ant-x"


def test_which_model_reviews() -> None:
    config = RepoConfig.model_validate({"model": "claude-opus-4-1"})
    off = action_llm(LLMOptions(LLMProvider.ANTHROPIC), config)
    assert off is None
    on = action_llm(LLMOptions(LLMProvider.ANTHROPIC, api_key="k", model="claude-x"), config)
    assert on is not None and on.model == "claude-opus-4-1"  # the repository's choice
    bedrock = action_llm(LLMOptions(LLMProvider.BEDROCK, model="anthropic.claude-y"), config)
    assert bedrock is not None and bedrock.model == "anthropic.claude-y"  # Bedrock's own id
    vertex = action_llm(LLMOptions(LLMProvider.VERTEX), config)
    assert vertex is None  # no project
