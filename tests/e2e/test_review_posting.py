"""Posting a review when GitHub refuses, fails midway, or the head moves on."""

from __future__ import annotations

from tests.e2e.harness import Service
from tests.e2e.test_review_flow import PLANTED, findings, open_pull

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
