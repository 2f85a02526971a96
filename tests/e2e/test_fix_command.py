"""`/fix` in a PR conversation, end to end: review → command → fix job → verified commit pushed."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from bot.jobs.kinds import JobKind
from bot.store.fix_models import FixAttempt
from bot.store.models import JobStatus
from tests.e2e.harness import Service, make_service, post_issue_comment, pull_request_payload
from tests.fakes.github import GitHubFake
from tests.fakes.github_records import ReactionSubject
from tests.fix.world import PullWorld, make_pull_world

BASE = {
    "app/__init__.py": "",
    "app/config.py": '"""Config."""\n\n\ndef load(text):\n    return text\n',
}
HEAD = {
    "app/config.py": '"""Config."""\nimport yaml\n\n\ndef load(text):\n    return yaml.load(text)\n'
}


def comment(service: Service, world: PullWorld, body: str, author: str) -> int:
    return post_issue_comment(
        service, world.repository, world.pull, world.installation.id, body, author
    )


def test_fix_pushes_a_verified_commit_for_a_maintainer_only(
    github_fake: GitHubFake, database_url: str, tmp_path: Path
) -> None:
    world = make_pull_world(github_fake, tmp_path / "remotes", BASE, HEAD)
    service = make_service(
        github_fake, database_url, github_retry_base_seconds=0.01, git_url=world.remote.base_url
    )
    with service.client:
        service.deliver(
            "pull_request",
            pull_request_payload("opened", world.repository, world.pull, world.installation.id),
        )
        service.run_jobs()
        assert any("yaml" in c.body for c in github_fake.state.review_comments_of(world.pull))

        comment(service, world, "/fix", "reader")
        jobs = service.run_jobs()
        assert not [job for job in jobs if job.kind == JobKind.FIX]
        assert world.remote.commits("feature")[0] == world.pull.head_sha

        asked = comment(service, world, "/fix please keep it short", "maintainer")
        jobs = service.run_jobs()
    (fix_job,) = [job for job in jobs if job.kind == JobKind.FIX]
    assert fix_job.status is JobStatus.DONE, fix_job.last_error
    assert fix_job.concurrency_key == f"fix:{world.repository.full_name}#{world.pull.number}"
    assert any(
        r.content == "eyes"
        for r in github_fake.state.reactions_on(ReactionSubject.ISSUE_COMMENT, asked)
    )
    pushed = world.remote.branch_sha("feature")
    assert pushed != world.pull.head_sha
    assert "yaml.safe_load(text)" in world.remote.show(pushed or "", "app/config.py")
    with Session(service.engine) as session:
        (attempt,) = session.scalars(select(FixAttempt)).all()
    assert (attempt.requester, attempt.outcome, attempt.commit_sha) == (
        "maintainer",
        "pushed",
        pushed,
    )
