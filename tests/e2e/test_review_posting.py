"""Posting a review when GitHub refuses, fails midway, or the head moves on."""

from __future__ import annotations

from bot.core.render import parse_finding_marker
from bot.core.render.markers import summary_marker
from bot.store.models import JobStatus
from tests.e2e.harness import Service, pull_request_payload
from tests.e2e.test_review_flow import BASE_FILES, PLANTED, findings, open_pull

REVIEWS = r"/repos/acme/shop/pulls/\d+/reviews"


def test_inline_comments_github_refuses_go_to_the_summary_and_still_fail_the_check(
    service: Service,
) -> None:
    state = service.github.state
    refusal = {"message": "Unprocessable Entity", "errors": ["Line could not be resolved"]}
    state.fail_next("POST", REVIEWS, 422, body=refusal)
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    jobs = service.run_jobs()
    assert [job.status.value for job in jobs] == ["done"], [job.last_error for job in jobs]

    refused, posted = (request.json for request in state.requests("POST", REVIEWS))
    assert refused["comments"] and posted["comments"] == []
    (review,) = state.reviews_of(pull)
    assert state.review_comments_of(pull) == []
    stored = findings(service)
    assert len(refused["comments"]) == review.body.count("GitHub refused it as an inline comment")
    assert all(f.comment_id is None for f in stored)
    assert {f.placement for f in stored} <= {"summary", "below_threshold", "muted"}

    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    assert check_run.status == "completed" and check_run.conclusion == "failure"
    assert "blocking" in (check_run.title or "")


def _quoted(body: str) -> str:
    return "\n".join(f"> {line}" for line in body.splitlines())


def test_a_person_quoting_redlines_markers_is_not_taken_for_redline(service: Service) -> None:
    state = service.github.state
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    state.add_review(pull, "maria", "As the bot would say:\n\n" + summary_marker(pull.head_sha))
    service.run_jobs()
    ours = [review for review in state.reviews_of(pull) if review.user.login != "maria"]
    assert len(ours) == 1 and summary_marker(pull.head_sha) in ours[0].body
    by_line = {c.line: c for c in state.review_comments_of(pull)}
    yaml_comment, shell_comment = by_line[18], by_line[14]

    # in the shell comment's thread, a person quotes the yaml comment, marker and all
    state.add_review_reply(shell_comment.id, "maria", "Same as:\n" + _quoted(yaml_comment.body))
    fixed = PLANTED.replace("yaml.load(text)", "yaml.safe_load(text)")
    state.advance_head(pull, head_files={**BASE_FILES, "shop/orders.py": fixed.encode()})
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    jobs = service.run_jobs()
    assert all(job.status.value == "done" for job in jobs), [job.last_error for job in jobs]

    stored = {f.fingerprint: f for f in findings(service)}
    assert stored[parse_finding_marker(yaml_comment.body) or ""].comment_id == yaml_comment.id
    assert stored[parse_finding_marker(shell_comment.body) or ""].comment_id == shell_comment.id
    assert [thread.comment_ids[0] for thread in state.resolved_threads()] == [yaml_comment.id]


def test_a_push_during_the_review_leaves_the_stale_review_unposted(service: Service) -> None:
    state = service.github.state
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    old_head = pull.head_sha
    fixed = PLANTED.replace("yaml.load(text)", "yaml.safe_load(text)")
    # the push lands once the checks have run, as Redline looks at the comments on the PR
    state.before_next(
        "GET",
        r"/repos/acme/shop/pulls/\d+/comments",
        lambda: state.advance_head(
            pull, head_files={**BASE_FILES, "shop/orders.py": fixed.encode()}
        ),
    )
    jobs = service.run_jobs()
    assert [job.status.value for job in jobs] == ["done"], [job.last_error for job in jobs]
    assert pull.head_sha != old_head
    assert state.reviews_of(pull) == [] and state.review_comments_of(pull) == []
    assert findings(service) == []
    (stale_run,) = state.check_runs_of(repository, old_head)
    assert (stale_run.status, stale_run.conclusion) == ("completed", "cancelled")

    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    jobs = service.run_jobs()
    assert all(job.status.value == "done" for job in jobs), [job.last_error for job in jobs]
    (review,) = state.reviews_of(pull)
    assert review.commit_id == pull.head_sha
    (run,) = state.check_runs_of(repository, pull.head_sha)
    assert run.conclusion == "failure"


def test_a_review_github_posted_before_failing_is_not_posted_again(service: Service) -> None:
    state = service.github.state
    state.fail_next("POST", REVIEWS, 502, after=True)
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    (job,) = service.run_jobs()
    assert job.status is JobStatus.QUEUED and "502" in (job.last_error or "")
    assert len(state.requests("POST", REVIEWS)) == 1
    (review,) = state.reviews_of(pull)
    comments = {c.id for c in state.review_comments_of(pull)}

    service.make_jobs_due()
    (job,) = service.run_jobs()
    assert job.status is JobStatus.DONE, job.last_error
    assert len(state.requests("POST", REVIEWS)) == 1
    assert state.reviews_of(pull) == [review] and review.body.count("redline:summary") == 1
    assert {c.id for c in state.review_comments_of(pull)} == comments
    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    assert (check_run.status, check_run.conclusion) == ("completed", "failure")
    inline = [f for f in findings(service) if f.placement == "inline"]
    assert {f.comment_id for f in inline} == comments


def test_a_retry_reuses_the_check_run_its_first_attempt_left_unfinished(service: Service) -> None:
    state = service.github.state
    state.fail_next("POST", r"/repos/acme/shop/check-runs", 502, after=True)
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    (job,) = service.run_jobs()
    assert job.status is JobStatus.QUEUED and "502" in (job.last_error or "")
    (left,) = state.check_runs_of(repository, pull.head_sha)
    assert left.status == "in_progress"

    service.make_jobs_due()
    (job,) = service.run_jobs()
    assert job.status is JobStatus.DONE, job.last_error
    assert state.check_runs_of(repository, pull.head_sha) == [left]
    assert (left.status, left.conclusion) == ("completed", "failure")
    assert len(state.reviews_of(pull)) == 1
    assert len(state.requests("POST", r"/repos/acme/shop/check-runs")) == 1


def test_annotations_github_took_before_failing_are_not_sent_again(service: Service) -> None:
    state = service.github.state
    check_run_path = r"/repos/acme/shop/check-runs/\d+"
    state.fail_next("PATCH", check_run_path, 502, after=True)
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    (job,) = service.run_jobs()
    assert job.status is JobStatus.QUEUED and "502" in (job.last_error or "")
    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    first = [(a["path"], a["start_line"], a["title"]) for a in check_run.annotations]
    assert first and len(state.requests("PATCH", check_run_path)) == 1  # not sent twice

    service.make_jobs_due()
    (job,) = service.run_jobs()
    assert job.status is JobStatus.DONE, job.last_error
    assert state.check_runs_of(repository, pull.head_sha) == [check_run]
    assert [(a["path"], a["start_line"], a["title"]) for a in check_run.annotations] == first
    assert (check_run.status, check_run.conclusion) == ("completed", "failure")


def test_a_first_review_lists_reviews_once_and_no_annotations_of_the_run_it_created(
    service: Service,
) -> None:
    state = service.github.state
    open_pull(service, {"shop/orders.py": PLANTED.encode()})
    (job,) = service.run_jobs()
    assert job.status is JobStatus.DONE, job.last_error
    assert len(state.requests("GET", REVIEWS)) == 1
    assert state.requests("GET", r"/repos/acme/shop/check-runs/\d+/annotations") == []
