"""A 3,000-file pull request: GitHub refuses the diff; the files API and a tarball take over."""

from __future__ import annotations

from tests.e2e.harness import Service, pull_request_payload
from tests.e2e.test_review_flow import BASE_FILES, PLANTED


def test_three_thousand_files_are_reviewed_through_the_fallback(service: Service) -> None:
    state = service.github.state
    installation = state.add_installation("acme")
    repository = state.add_repository("acme/shop", installation, BASE_FILES)
    data = {f"data/part-{index:04}.txt": f"row {index}\n".encode() for index in range(2_999)}
    pull = state.add_pull_request(
        repository, head_files={**BASE_FILES, **data, "shop/orders.py": PLANTED.encode()}
    )
    service.deliver(
        "pull_request", pull_request_payload("opened", repository, pull, installation.id)
    )
    (job,) = service.run_jobs()
    assert job.last_error is None

    assert state.requests("GET", rf"/repos/acme/shop/pulls/{pull.number}/files")
    assert len(state.requests("GET", r"/repos/acme/shop/tarball/.*")) == 1
    (review,) = state.reviews_of(pull)
    assert "files API" in review.body
    lines = {c.line for c in state.review_comments_of(pull) if c.path == "shop/orders.py"}
    assert {6, 14, 18} <= lines
