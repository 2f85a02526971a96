"""A head reviewed while the model was down gets the model's review once it is back: once,
and without repeating what was posted."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.checks.llm.schema import TOOL_NAME
from bot.store.models import JobStatus
from tests.e2e.harness import Service
from tests.e2e.test_review_llm import answer, llm_finding, llm_service, open_pull
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.anthropic_state import FaultKind

__all__ = ["llm_service"]


def test_the_model_reviews_a_head_it_missed_once_it_is_back(
    llm_service: Service, anthropic_fake: AnthropicFake
) -> None:
    model = anthropic_fake.state
    model.fail(FaultKind.OVERLOADED)
    model.fail(FaultKind.OVERLOADED)
    pull = open_pull(llm_service)
    jobs = llm_service.run_jobs()
    state = llm_service.github.state
    (review,) = state.reviews_of(pull)
    assert "unavailable" in review.body
    posted = [c.body for c in state.review_comments_of(pull)]
    assert posted and all("LLM" not in body for body in posted)
    (waiting,) = [job for job in jobs if job.status is JobStatus.QUEUED]
    assert waiting.kind == "review" and waiting.run_after > datetime.now(UTC)

    model.fail(FaultKind.OVERLOADED)  # still down at the first follow-up: it waits again
    model.fail(FaultKind.OVERLOADED)
    llm_service.make_jobs_due()
    llm_service.run_jobs()
    assert len(state.reviews_of(pull)) == 1

    model.reply_tool_use(TOOL_NAME, answer([llm_finding()]))
    asked = len(model.requests)
    llm_service.make_jobs_due()
    jobs = llm_service.run_jobs()
    assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]
    assert len(model.requests) == asked + 1
    new = [c.body for c in state.review_comments_of(pull) if c.body not in posted]
    assert len(new) == 1 and "accepts any YAML document" in new[0]
    assert len(state.reviews_of(pull)) == 2
    assert state.reviews_of(pull)[0].body == review.body  # the summary is left as it was

    llm_service.make_jobs_due()
    llm_service.run_jobs()
    assert len(model.requests) == asked + 1  # once
