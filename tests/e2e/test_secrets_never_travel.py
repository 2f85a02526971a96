"""A secret committed in a pull request never reaches the model, and a model that quotes one
(scripted to, as the worst case) gets it posted nowhere and stored nowhere: the review, its
inline comments and check run, and `/explain`, through the fakes and a real database
(`/fix`: tests/fix/test_fix_secrets.py).

Secret-shaped values are assembled from pieces so this file holds none.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import Engine, MetaData, select

from bot.checks.llm.schema import TOOL_NAME
from tests.e2e.harness import Service, pull_request_payload, serving_with_model
from tests.e2e.test_conversation import World
from tests.e2e.test_review_flow import BASE_FILES, PLANTED, TOKEN
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.anthropic_state import JSON
from tests.fakes.github import GitHubFake

DB_PASSWORD = "Zq7" + "#vL2mN8pR4tX9wK"
INVENTED_KEY_ID = "AK" + "IA" + "QWERTYUIOPASDFGH"
"""A secret the model makes up: it was in no prompt, so only the patterns can catch it."""
SETTINGS = f'"""Settings."""\n\ndb_password = "{DB_PASSWORD}"\n'
SECRETS = (TOKEN, DB_PASSWORD, INVENTED_KEY_ID)
MARKER = "[REDACTED-SECRET-"


def quoting(text: str, secrets: tuple[str, ...] = SECRETS) -> str:
    return f"{text} (it reads {', '.join(secrets)})"


def leaked(value: object, secrets: tuple[str, ...] = SECRETS) -> list[str]:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return [secret for secret in secrets if secret in text]


def everything_stored(engine: Engine) -> str:
    """Every row of every table, as text."""
    metadata = MetaData()
    metadata.reflect(engine)
    with engine.connect() as connection:
        return "\n".join(
            repr(tuple(row))
            for table in metadata.sorted_tables
            for row in connection.execute(select(table))
        )


def everything_posted(github: GitHubFake) -> list[Any]:
    return [request.json for request in github.state.requests() if request.json is not None]


def prompts(anthropic_fake: AnthropicFake) -> list[JSON]:
    return [request.body for request in anthropic_fake.state.requests]


@pytest.fixture
def llm_service(
    github_fake: GitHubFake, anthropic_fake: AnthropicFake, database_url: str
) -> Iterator[Service]:
    with serving_with_model(github_fake, anthropic_fake, database_url) as built:
        yield built


def quoting_review() -> JSON:
    finding = {
        "path": "shop/settings.py",
        "start_line": 1,
        "end_line": 1,
        "side": "RIGHT",
        "category": "correctness",
        "severity": "blocking",
        "title": quoting("Hard-coded token"),
        "explanation": quoting("Load it from the environment"),
        "confidence": 0.95,
        "replacement": f'"""Settings: {TOKEN}, {DB_PASSWORD}."""',
    }
    return {
        "findings": [finding],
        "triage": [{"id": "S1", "verdict": "likely-true-positive", "reason": quoting("Real")}],
        "walkthrough": {
            "summary": quoting("Adds archiving"),
            "files": [{"path": "shop/orders.py", "change": quoting("archive()")}],
            "risks": [quoting("credentials")],
        },
    }


def test_the_review_masks_secrets_for_the_model_and_posts_and_stores_none_it_quotes(
    llm_service: Service, anthropic_fake: AnthropicFake
) -> None:
    anthropic_fake.state.reply_tool_use(TOOL_NAME, quoting_review())
    state = llm_service.github.state
    installation = state.add_installation("acme")
    repository = state.add_repository("acme/shop", installation, BASE_FILES)
    pull = state.add_pull_request(
        repository,
        head_files={
            **BASE_FILES,
            "shop/orders.py": PLANTED.encode(),
            "shop/settings.py": SETTINGS.encode(),
        },
        title="Archive orders",
        body=f"Uses the token {TOKEN} for now.",
    )
    llm_service.deliver(
        "pull_request", pull_request_payload("opened", repository, pull, installation.id)
    )
    llm_service.run_jobs()

    (prompt,) = prompts(anthropic_fake)
    assert leaked(prompt) == []
    user = prompt["messages"][0]["content"]
    assert f'GITHUB_TOKEN = "{MARKER}' in user and f'db_password = "{MARKER}' in user
    (review,) = state.reviews_of(pull)
    comments = state.review_comments_of(pull)
    assert "Hard-coded token" in " ".join(c.body for c in comments), "the finding is posted"
    assert "Adds archiving" in review.body
    assert any(r.json and r.json.get("output") for r in state.requests("PATCH", r".*check-runs.*"))
    assert leaked(everything_posted(llm_service.github)) == []
    assert leaked(everything_stored(llm_service.engine)) == []
    (quoted,) = [c.body for c in comments if c.path == "shop/settings.py" and c.line == 1]
    assert MARKER in quoted and "```suggestion" not in quoted, "a masked suggestion is dropped"


def test_explain_masks_secrets_for_the_model_and_posts_and_stores_none_it_quotes(
    llm_service: Service, anthropic_fake: AnthropicFake
) -> None:
    anthropic_fake.state.reply_tool_use(
        TOOL_NAME, {"findings": [], "triage": []}, when=lambda body: bool(body.get("tools"))
    )
    # this pull request has no database password: the model cannot have seen one to quote
    anthropic_fake.state.reply_text(
        quoting("Rotate the token", (TOKEN, INVENTED_KEY_ID)),
        when=lambda body: not body.get("tools"),
    )
    world = World(llm_service)
    world.pull.body = f"token: {TOKEN}"
    finding = next(f for f in world.findings() if f.start_line == 6)
    assert finding.source == "secrets"

    world.reply(finding, "/explain", "maria")

    explain = [body for body in prompts(anthropic_fake) if not body.get("tools")]
    assert len(explain) == 1 and leaked(explain) == []
    assert f'GITHUB_TOKEN = "{MARKER}' in explain[0]["messages"][0]["content"]
    replies = [
        c.body
        for c in llm_service.github.state.review_comments_of(world.pull)
        if c.in_reply_to_id == finding.comment_id
    ]
    assert any("Rotate the token" in body for body in replies)
    assert leaked(everything_posted(llm_service.github)) == []
    assert leaked(everything_stored(llm_service.engine)) == []
