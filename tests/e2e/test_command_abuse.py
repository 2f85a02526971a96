"""Commands from people the repository does not trust: feedback without weight, one answer
per comment, a per-person rate limit on each pull request."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from bot.commands.job import COMMAND_LIMIT
from bot.core.render.text import sanitise_title
from bot.services import build_job_handlers
from bot.store.feedback_models import FeedbackSignal
from bot.store.models import JobStatus
from bot.store.review_models import FindingRecord
from tests.e2e.harness import Service, closed_payload
from tests.e2e.test_conversation import World
from tests.fakes.github_records import ReactionSubject


def weighted_signals(service: Service) -> list[tuple[int, str, str, bool]]:
    with Session(service.engine) as session:
        return [
            (s.finding_id, s.actor, s.kind, s.weighted)
            for s in session.scalars(select(FeedbackSignal).order_by(FeedbackSignal.id))
        ]


def outcomes(world: World) -> dict[int, str]:
    return {f.id: f.outcome for f in world.findings()}


def test_feedback_from_people_without_write_access_is_kept_but_weighs_nothing(
    service: Service,
) -> None:
    world = World(service)
    service.github.state.add_user("mallory")
    first, second = world.findings()[:2]
    world.reply(first, "/dismiss false-positive", "mallory")
    world.reply(second, "/accept", "rita")  # read access only
    world.reply(second, "false positive, wrong", "mallory")
    assert outcomes(world)[first.id] == "pending"
    assert outcomes(world)[second.id] == "pending"
    assert weighted_signals(service) == [
        (first.id, "mallory", "dismiss-false-positive", False),
        (second.id, "rita", "accept", False),
        (second.id, "mallory", "reply", False),
    ]
    world.reply(first, "/dismiss wont-fix", "alice")  # the PR's author
    world.reply(second, "/accept", "maria")  # write access
    assert (outcomes(world)[first.id], outcomes(world)[second.id]) == ("dismissed", "accepted")
    assert weighted_signals(service)[-2:] == [
        (first.id, "alice", "dismiss-wont-fix", True),
        (second.id, "maria", "accept", True),
    ]


def test_reactions_of_people_without_write_access_weigh_nothing(service: Service) -> None:
    world = World(service)
    state = service.github.state
    finding = world.findings()[0]
    assert finding.comment_id is not None
    state.add_user("mallory")
    state.add_reaction(ReactionSubject.REVIEW_COMMENT, finding.comment_id, "mallory", "-1")
    service.deliver(
        "pull_request",
        closed_payload(world.repository, world.pull, world.installation_id, merged=True),
    )
    service.run_jobs()
    assert outcomes(world)[finding.id] == "ignored"
    kept = [s for s in weighted_signals(service) if s[1] == "mallory"]
    assert kept == [(finding.id, "mallory", "reaction--1", False)]


def bot_answers(world: World) -> list[str]:
    return [
        c.body
        for c in world.service.github.state.issue_comments_of(world.pull)
        if c.user.login.endswith("[bot]")
    ]


def test_forty_command_lines_in_one_comment_get_one_answer(service: Service) -> None:
    world = World(service)
    state = service.github.state
    state.add_user("mallory")
    before = len(state.requests())
    world.comment("\n".join(["/help"] * 40), "mallory")
    calls = [(r.method, r.path) for r in state.requests()[before:]]
    (answer,) = bot_answers(world)
    assert answer.count("**Redline commands**") == 1
    # the pull request, the answer's check, the eyes, the configuration and the answer
    assert len(calls) <= 5, calls


def test_several_commands_of_one_comment_share_one_answer(service: Service) -> None:
    world = World(service)
    world.comment("/unmute\n/help\n/pause", "maria")
    (answer,) = bot_answers(world)
    assert "Usage: `/unmute RULE`" in answer and "**Redline commands**" in answer
    assert "paused" in answer


def test_a_persons_command_comments_on_a_pull_request_are_rate_limited(
    service: Service,
) -> None:
    world = World(service)
    state = service.github.state
    state.add_user("mallory")
    for _ in range(COMMAND_LIMIT.comments):
        world.comment("/help", "mallory")
    assert len(bot_answers(world)) == COMMAND_LIMIT.comments
    # a new set of handlers (another worker process) still sees the count: it is stored
    service.handlers = build_job_handlers(service.settings, service.engine)
    world.comment("/help", "mallory")
    notice = bot_answers(world)[-1]
    assert len(bot_answers(world)) == COMMAND_LIMIT.comments + 1
    assert "limit" in notice and "@mallory" not in notice
    before = len(state.requests())
    world.comment("/help\n/review", "mallory")
    assert state.requests()[before:] == []  # over the limit again: silence, not one call
    assert len(bot_answers(world)) == COMMAND_LIMIT.comments + 1
    world.comment("/help", "rita")  # somebody else is not limited
    assert len(bot_answers(world)) == COMMAND_LIMIT.comments + 2


def test_explain_sanitises_the_findings_title(service: Service) -> None:
    world = World(service)
    finding = world.findings()[0]
    with Session(service.engine) as session, session.begin():
        row = session.get(FindingRecord, finding.id)
        assert row is not None
        row.title = title = "Ping @maria <img src=x onerror=alert(1)> **now"
    world.reply(finding, "/explain", "alice")
    (reply,) = [
        c.body
        for c in service.github.state.review_comments_of(world.pull)
        if c.in_reply_to_id == finding.comment_id and c.user.login.endswith("[bot]")
    ]
    assert "<img" not in reply and "@maria" not in reply
    assert reply.startswith("**" + sanitise_title(title) + "**")


def test_a_403_for_a_missing_permission_is_not_retried(service: Service) -> None:
    world = World(service)
    state = service.github.state
    denied = {"message": "Resource not accessible by integration"}
    pull = r"/repos/acme/shop/pulls/\d+"
    state.fail_next("GET", pull, 403, times=10, body=denied)
    before = len(state.requests("GET", pull))
    world.comment("/help", "maria")
    service.make_jobs_due()
    service.run_jobs()
    (job,) = [job for job in world.jobs() if job.kind == "command"]
    assert (job.status, job.attempts) == (JobStatus.DEAD, 1), job.last_error
    assert len(state.requests("GET", pull)) == before + 1


def test_feedback_on_findings_is_not_rate_limited(service: Service) -> None:
    world = World(service)
    finding = world.findings()[0]
    for turn in range(COMMAND_LIMIT.comments + 2):
        world.reply(finding, "/dismiss wont-fix" if turn % 2 else "/accept", "maria")
    assert len([s for s in weighted_signals(service) if s[1] == "maria"]) == (
        COMMAND_LIMIT.comments + 2
    )
    assert bot_answers(world) == []
