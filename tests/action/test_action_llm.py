"""The Action's LLM reviewer: on with ANTHROPIC_API_KEY, through the SDK to the Anthropic fake."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.checks.llm.schema import TOOL_NAME
from tests.action.harness import (
    ACTION_TEST_TIMEOUT,
    WORKFLOW_PERMISSIONS,
    event_payload,
    run_action,
)
from tests.action.test_action_review import open_pull
from tests.e2e.test_review_llm import answer, llm_finding
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.github import GitHubFake

# Each Action run is a Python process running Semgrep: slow on a loaded machine.
pytestmark = pytest.mark.timeout(ACTION_TEST_TIMEOUT)


def test_with_a_key_the_model_reviews_too(
    github_fake: GitHubFake, anthropic_fake: AnthropicFake, tmp_path: Path
) -> None:
    anthropic_fake.state.reply_tool_use(TOOL_NAME, answer([llm_finding()]))
    state = github_fake.state
    world = open_pull(state)
    token = state.issue_workflow_token(world.repository, WORKFLOW_PERMISSIONS).token
    event = event_payload(world.repository, world.pull, world.installation_id)
    run = run_action(
        github_fake,
        world.repository,
        event,
        tmp_path,
        token=token,
        extra_env={
            "ANTHROPIC_API_KEY": anthropic_fake.api_key,
            "ANTHROPIC_BASE_URL": anthropic_fake.base_url,
        },
    )
    assert run.returncode == 0, run.explain()
    assert len(anthropic_fake.state.requests) == 1
    (review,) = state.reviews_of(world.pull)
    assert "Adds archiving and YAML rule loading" in review.body
    on_17 = [c.body for c in state.review_comments_of(world.pull) if c.line == 17]
    assert len(on_17) == 1 and "accepts any YAML document" in on_17[0]
