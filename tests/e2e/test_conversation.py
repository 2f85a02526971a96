"""Commands in the PR conversation and feedback on findings, end to end through the fakes."""

from __future__ import annotations

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from bot.jobs.kinds import JobKind
from bot.store.feedback_models import FeedbackSignal, RuleUnmute
from bot.store.jobs import retry_job
from bot.store.models import Job, JobStatus
from bot.store.review_models import FindingRecord, PullState
from tests.e2e.harness import (
    Service,
    closed_payload,
    post_issue_comment,
    pull_request_payload,
    review_comment_payload,
    review_thread_payload,
)
from tests.e2e.test_review_flow import BASE_FILES, PLANTED
from tests.fakes.github_records import (
    AccountType,
    Permission,
    PullRequest,
    ReactionSubject,
    Repository,
)


class World:
    def __init__(self, service: Service) -> None:
        self.service = service
        state = service.github.state
        installation = state.add_installation("acme")
        self.installation_id = installation.id
        self.repository: Repository = state.add_repository("acme/shop", installation, BASE_FILES)
        state.set_permission(self.repository, "maria", Permission.WRITE)
        state.set_permission(self.repository, "rita", Permission.READ)
        self.pull: PullRequest = state.add_pull_request(
            self.repository,
            head_files={**BASE_FILES, "shop/orders.py": PLANTED.encode()},
            user="alice",
        )
        service.deliver(
            "pull_request",
            pull_request_payload("opened", self.repository, self.pull, self.installation_id),
        )
        service.run_jobs()

    def comment(self, body: str, author: str, *, bot: bool = False, action: str = "created") -> int:
        comment_id = post_issue_comment(
            self.service,
            self.repository,
            self.pull,
            self.installation_id,
            body,
            author,
            bot=bot,
            action=action,
        )
        self.service.run_jobs()
        return comment_id

    def reply(self, finding: FindingRecord, body: str, author: str, *, bot: bool = False) -> None:
        assert finding.comment_id is not None
        reply = self.service.github.state.add_review_reply(finding.comment_id, author, body)
        self.service.deliver(
            "pull_request_review_comment",
            review_comment_payload(
                self.repository,
                self.pull,
                self.installation_id,
                comment_id=reply.id,
                in_reply_to_id=finding.comment_id,
                body=body,
                author=author,
                bot=bot,
            ),
        )
        self.service.run_jobs()

    def findings(self) -> list[FindingRecord]:
        with Session(self.service.engine) as session:
            return list(
                session.scalars(
                    select(FindingRecord)
                    .where(FindingRecord.comment_id.is_not(None))
                    .order_by(FindingRecord.id)
                )
            )

    def signals(self) -> list[tuple[int, str, str]]:
        with Session(self.service.engine) as session:
            return [
                (s.finding_id, s.actor, s.kind)
                for s in session.scalars(select(FeedbackSignal).order_by(FeedbackSignal.id))
            ]

    def jobs(self) -> list[Job]:
        return self.service.run_jobs(0)

    def replies(self) -> list[str]:
        state = self.service.github.state
        texts = [c.body for c in state.issue_comments_of(self.pull) if c.user.login != "alice"]
        texts += [
            c.body
            for c in state.review_comments_of(self.pull)
            if c.review_id is None or "Sorry" in c.body
        ]
        return texts

    def bot_issue_replies(self) -> list[str]:
        return [
            c.body
            for c in self.service.github.state.issue_comments_of(self.pull)
            if c.user.login not in ("alice", "maria", "rita", "dependabot[bot]")
        ]


def eyes_on(service: Service, subject: ReactionSubject, comment_id: int) -> bool:
    return any(r.content == "eyes" for r in service.github.state.reactions_on(subject, comment_id))


def test_pause_blocks_automatic_reviews_and_review_overrides(service: Service) -> None:
    world = World(service)
    state = service.github.state
    comment_id = world.comment("/pause", "alice")
    assert eyes_on(service, ReactionSubject.ISSUE_COMMENT, comment_id)
    assert any("paused" in body for body in world.bot_issue_replies())
    with Session(service.engine) as session:
        assert session.scalars(select(PullState)).one().paused

    state.advance_head(
        world.pull,
        head_files={
            **BASE_FILES,
            "shop/orders.py": (PLANTED + '\n\ndef purge(name):\n    os.system("rm -rf " + name)\n')
            .replace("import subprocess", "import os\nimport subprocess")
            .encode(),
        },
    )
    service.deliver(
        "pull_request",
        pull_request_payload("synchronize", world.repository, world.pull, world.installation_id),
    )
    service.run_jobs()
    assert len(state.reviews_of(world.pull)) == 1

    world.comment("@redline review", "maria")
    assert len(state.reviews_of(world.pull)) == 2

    world.comment("/resume", "alice")
    with Session(service.engine) as session:
        assert not session.scalars(select(PullState)).one().paused


def test_help_lists_commands_and_configuration(service: Service) -> None:
    world = World(service)
    world.comment("Thanks!\n/HELP", "rita")
    (reply,) = world.bot_issue_replies()
    assert "`/pause`" in reply and "`/dismiss`" in reply
    assert "defaults" in reply


def test_bots_unknown_words_and_edits_run_nothing(service: Service) -> None:
    world = World(service)
    before = len(world.jobs())
    world.comment("/review", "dependabot[bot]", bot=True)
    world.comment("/deploy now", "maria")
    world.comment("/review", "maria", action="edited")
    assert len(world.jobs()) == before
    assert world.bot_issue_replies() == []


def test_unmute_needs_write_access(service: Service) -> None:
    world = World(service)
    world.comment("/unmute python-yaml-load-without-loader", "rita")
    assert any("needs write access" in body for body in world.bot_issue_replies())
    with Session(service.engine) as session:
        assert session.scalars(select(RuleUnmute)).all() == []
    world.comment("/unmute python-yaml-load-without-loader", "maria")
    with Session(service.engine) as session:
        (unmute,) = session.scalars(select(RuleUnmute)).all()
    assert (unmute.rule_id, unmute.actor) == ("python-yaml-load-without-loader", "maria")


def test_the_authors_own_pull_request_gives_no_write_access(service: Service) -> None:
    """Being the PR's author lets one pause or spend tokens on it, never run what needs
    write access: alice, who opened it and can only read, is refused /unmute and /fix."""
    world = World(service)
    service.github.state.set_permission(world.repository, "alice", Permission.READ)
    world.comment("/unmute python-yaml-load-without-loader", "alice")
    world.comment("/fix", "alice")
    refusals = [body for body in world.bot_issue_replies() if "needs write access" in body]
    assert len(refusals) == 2
    assert any("`/unmute`" in body for body in refusals)
    assert any("`/fix`" in body for body in refusals)
    with Session(service.engine) as session:
        assert session.scalars(select(RuleUnmute)).all() == []
    assert [job for job in world.jobs() if job.kind == JobKind.FIX] == []


def test_dismiss_accept_reply_and_explain_on_findings(service: Service) -> None:
    world = World(service)
    first, second, third = world.findings()[:3]
    world.reply(first, "/dismiss false-positive this input is trusted", "maria")
    world.reply(second, "/accept", "alice")
    world.reply(third, "good catch, will fix", "alice")
    world.reply(third, "/dismiss", "dependabot[bot]", bot=True)
    assert world.signals() == [
        (first.id, "maria", "dismiss-false-positive"),
        (second.id, "alice", "accept"),
        (third.id, "alice", "reply"),
    ]
    outcomes = {f.id: f.outcome for f in world.findings()}
    assert (outcomes[first.id], outcomes[second.id], outcomes[third.id]) == (
        "dismissed",
        "accepted",
        "accepted",
    )
    world.reply(first, "/explain", "alice")
    replies = [
        c.body
        for c in service.github.state.review_comments_of(world.pull)
        if c.body.startswith(f"**{first.title}")
    ]
    assert replies, "an /explain reply on the finding's thread"
    assert len(replies[0]) > len(first.title) + 80


def test_reactions_are_polled_with_etags_and_bots_ignored(service: Service) -> None:
    world = World(service)
    state = service.github.state
    finding = world.findings()[0]
    assert finding.comment_id is not None
    state.add_user("ci[bot]", AccountType.BOT)
    state.add_reaction(ReactionSubject.REVIEW_COMMENT, finding.comment_id, "maria", "+1")
    state.add_reaction(ReactionSubject.REVIEW_COMMENT, finding.comment_id, "ci[bot]", "-1")
    closed = closed_payload(world.repository, world.pull, world.installation_id, merged=True)
    review = {
        **closed,
        "action": "submitted",
        "review": {
            "id": 1,
            "user": {"login": "rita", "id": 3, "type": "User"},
            "state": "commented",
        },
    }
    service.deliver("pull_request_review", review)
    service.run_jobs()
    assert world.signals() == [(finding.id, "maria", "reaction-+1")]
    polls = state.requests("GET", r"/repos/acme/shop/pulls/comments/\d+/reactions")
    service.deliver("pull_request_review", review)
    service.run_jobs()
    assert world.signals() == [(finding.id, "maria", "reaction-+1")]
    again = state.requests("GET", r"/repos/acme/shop/pulls/comments/\d+/reactions")[len(polls) :]
    assert again and all(request.headers.get("if-none-match") for request in again)


def test_thread_resolution_and_closing_become_outcomes(service: Service) -> None:
    world = World(service)
    findings = world.findings()
    resolved, untouched = findings[0], findings[1:]
    assert resolved.comment_id is not None
    service.deliver(
        "pull_request_review_thread",
        review_thread_payload(
            world.repository,
            world.pull,
            world.installation_id,
            action="resolved",
            comment_ids=[resolved.comment_id],
            sender="maria",
        ),
    )
    service.deliver(
        "pull_request_review_thread",
        review_thread_payload(
            world.repository,
            world.pull,
            world.installation_id,
            action="unresolved",
            comment_ids=[untouched[0].comment_id or 0],
            sender="ci[bot]",
            bot=True,
        ),
    )
    service.run_jobs()
    service.deliver(
        "pull_request",
        closed_payload(world.repository, world.pull, world.installation_id, merged=False),
    )
    service.run_jobs()
    outcomes = {f.id: f.outcome for f in world.findings()}
    assert outcomes[resolved.id] == "accepted"
    assert all(outcomes[f.id] == "ignored" for f in untouched)


def test_an_answer_github_took_before_failing_is_not_posted_again_by_the_retry(
    service: Service,
) -> None:
    world = World(service)
    state = service.github.state
    state.fail_next("POST", r"/repos/acme/shop/issues/\d+/comments", 502, after=True)
    world.comment("/help", "rita")
    (job,) = [job for job in world.jobs() if job.kind == "command"]
    assert job.status is JobStatus.QUEUED and "502" in (job.last_error or "")
    (answer,) = world.bot_issue_replies()

    service.make_jobs_due()
    (job,) = [job for job in service.run_jobs() if job.kind == "command"]
    assert job.status is JobStatus.DONE, job.last_error
    assert world.bot_issue_replies() == [answer]


def test_an_answer_in_a_findings_thread_is_not_posted_again_by_the_retry(
    service: Service,
) -> None:
    world = World(service)
    state = service.github.state
    finding = world.findings()[0]
    thread_replies = r"/repos/acme/shop/pulls/\d+/comments/\d+/replies"
    state.fail_next("POST", thread_replies, 502, after=True)
    world.reply(finding, "/explain", "alice")
    explained = [
        c.body
        for c in state.review_comments_of(world.pull)
        if c.body.startswith(f"**{finding.title}")
    ]
    assert len(explained) == 1

    service.make_jobs_due()
    service.run_jobs()
    assert [
        c.body
        for c in state.review_comments_of(world.pull)
        if c.body.startswith(f"**{finding.title}")
    ] == explained
    assert len(state.requests("POST", thread_replies)) == 1


def test_the_commands_of_one_comment_share_one_answer_posted_once_on_a_retry(
    service: Service,
) -> None:
    world = World(service)
    state = service.github.state
    # the answer is taken and the call fails; the retry finds it and posts nothing more
    state.fail_next("POST", r"/repos/acme/shop/issues/\d+/comments", 502, after=True)
    world.comment("/unmute\n/help", "maria")
    (answer,) = world.bot_issue_replies()
    service.make_jobs_due()
    service.run_jobs()
    assert world.bot_issue_replies() == [answer]
    assert "Usage: `/unmute RULE`" in answer and "`/pause`" in answer


def test_a_dead_command_job_retried_by_hand_does_not_answer_twice(service: Service) -> None:
    world = World(service)
    service.github.state.fail_next("POST", r"/repos/acme/shop/issues/\d+/comments", 502, after=True)
    world.comment("/help", "rita")
    (job,) = [job for job in world.jobs() if job.kind == "command"]
    (answer,) = world.bot_issue_replies()
    with Session(service.engine) as session, session.begin():
        session.execute(update(Job).where(Job.id == job.id).values(status=JobStatus.DEAD))
        assert retry_job(session, job.id)  # `redline jobs retry`: attempts start again at 0

    (job,) = [job for job in service.run_jobs() if job.kind == "command"]
    assert (job.status, job.attempts) == (JobStatus.DONE, 1)
    assert world.bot_issue_replies() == [answer]


def test_feedback_commands_never_answer_so_never_look_for_an_answer(service: Service) -> None:
    world = World(service)
    state = service.github.state
    first, second = world.findings()[:2]
    listings = r"/repos/acme/shop/(pulls|issues)/\d+/comments"
    before = len(state.requests("GET", listings))
    world.reply(first, "/dismiss wont-fix", "maria")
    world.reply(second, "/accept", "alice")
    assert len(state.requests("GET", listings)) == before
    assert len(world.signals()) == 2
