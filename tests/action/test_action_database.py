"""The `database-url` input: what the Action posted and learned stays for its later runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from bot.store.db import make_engine
from bot.store.feedback_models import FeedbackSignal
from bot.store.review_models import FindingRecord, ReviewRecord
from tests.action.harness import (
    ACTION_TEST_TIMEOUT,
    WORKFLOW_PERMISSIONS,
    event_payload,
    run_action,
)
from tests.action.test_action_review import CHANGE, HEAD_SHA, open_pull
from tests.e2e.test_review_flow import PLANTED
from tests.fakes.github import GitHubFake

# Each Action run is a Python process running Semgrep: slow on a loaded machine.
pytestmark = pytest.mark.timeout(ACTION_TEST_TIMEOUT)


def test_a_push_that_fixes_a_finding_is_learned_from(
    github_fake: GitHubFake, database_url: str, tmp_path: Path
) -> None:
    state = github_fake.state
    world = open_pull(state)
    token = state.issue_workflow_token(world.repository, WORKFLOW_PERMISSIONS).token
    with_database = {"INPUT_DATABASE_URL": database_url}
    event = event_payload(world.repository, world.pull, world.installation_id)
    first = run_action(
        github_fake, world.repository, event, tmp_path / "1", token=token, extra_env=with_database
    )
    assert first.returncode == 0, first.explain()
    posted = len(state.review_comments_of(world.pull))

    fixed = PLANTED.replace("yaml.load(text)", "yaml.safe_load(text)")
    state.advance_head(world.pull, head_files={**CHANGE, "shop/orders.py": fixed.encode()})
    event = event_payload(world.repository, world.pull, world.installation_id, "synchronize")
    second = run_action(
        github_fake, world.repository, event, tmp_path / "2", token=token, extra_env=with_database
    )
    assert second.returncode == 0, second.explain()

    assert len(state.review_comments_of(world.pull)) == posted  # nothing reposted
    engine = make_engine(database_url)
    try:
        with Session(engine) as session:
            reviews = list(session.scalars(select(ReviewRecord).order_by(ReviewRecord.id)))
            stored = list(session.scalars(select(FindingRecord)))
            kinds = list(session.scalars(select(FeedbackSignal.kind)))
    finally:
        engine.dispose()
    assert [r.head_sha for r in reviews] == [HEAD_SHA, world.pull.head_sha]
    assert [r.reviewed_from_sha for r in reviews] == [None, reviews[0].head_sha]
    assert [f.status for f in stored if "yaml" in f.rule_id] == ["addressed"]
    assert kinds == ["suggestion-committed"]
    assert state.resolved_threads(), "the fixed finding's thread is resolved"
