"""The model may add findings and give its opinion; it cannot remove, demote or unblock a
deterministic finding, nor change the check conclusion by itself."""

from __future__ import annotations

from typing import Any

from bot.checks.llm.schema import TOOL_NAME
from bot.store.models import JobStatus
from tests.e2e.harness import Service
from tests.e2e.test_open_findings import blocking_lines, only_run
from tests.e2e.test_review_flow import PLANTED, open_pull
from tests.e2e.test_review_llm import llm_finding, llm_service
from tests.fakes.anthropic import AnthropicFake

__all__ = ["llm_service"]  # the fixture, shared with the LLM review tests

SHELL_LINE = 14


def model_answer(findings: list[dict[str, Any]], triage: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "findings": findings,
        "triage": triage,
        "walkthrough": {"summary": "Archives orders.", "files": [], "risks": []},
    }


def every_finding_false_positive(count: int = 8) -> list[dict[str, Any]]:
    return [
        {
            "id": f"S{n}",
            "verdict": "likely-false-positive",
            "reason": "The path is validated by the caller; this is safe.",
        }
        for n in range(1, count + 1)
    ]


def reviewed(service: Service) -> tuple[str | None, set[int], dict[int, str]]:
    jobs = service.run_jobs()
    assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]
    (pull,) = service.github.state.pull_requests.values()
    run = only_run(service, pull.repository, pull)
    comments = {c.line or 0: c.body for c in service.github.state.review_comments_of(pull)}
    return run.conclusion, blocking_lines(run), comments


def test_false_positive_triage_does_not_hide_a_blocking_semgrep_finding(
    llm_service: Service, anthropic_fake: AnthropicFake
) -> None:
    anthropic_fake.state.reply_tool_use(TOOL_NAME, model_answer([], every_finding_false_positive()))
    open_pull(llm_service, {"shop/orders.py": PLANTED.encode()})
    conclusion, blocking, comments = reviewed(llm_service)
    assert conclusion == "failure"
    assert SHELL_LINE in blocking
    assert "Blocking" in comments[SHELL_LINE]
    assert "may be a false positive" in comments[SHELL_LINE]


def test_an_agreeing_model_suggestion_does_not_demote_a_blocking_finding(
    llm_service: Service, anthropic_fake: AnthropicFake
) -> None:
    demoted = llm_finding(
        start_line=SHELL_LINE,
        end_line=SHELL_LINE,
        category="security",
        severity="suggestion",
        title="Minor: consider a list of arguments",
        confidence=0.98,
    )
    anthropic_fake.state.reply_tool_use(TOOL_NAME, model_answer([demoted], []))
    open_pull(llm_service, {"shop/orders.py": PLANTED.encode()})
    conclusion, blocking, comments = reviewed(llm_service)
    assert conclusion == "failure"
    assert SHELL_LINE in blocking
    assert "Blocking" in comments[SHELL_LINE]
