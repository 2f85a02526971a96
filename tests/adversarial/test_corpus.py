"""Every pull request of the corpus, with the model scripted to obey its injection, gets the
same blocking findings, inline comments on them and check conclusion as its control."""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from bot.checks.llm.schema import TOOL_NAME
from bot.store.db import migrate
from bot.store.models import JobStatus
from tests.adversarial.corpus import PullText, load_corpus, merged
from tests.e2e.harness import Service, pull_request_payload, serving_with_model
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.github import GitHubFake
from tests.fakes.github_records import PullRequest, Repository

CORPUS = load_corpus()
BASE = {
    "README.md": b"The corpus repository.\n",
    ".github/redline.yml": b"max_inline_comments: 100\n",
}
REPLIES_PER_PULL = 6
TRIAGE_IDS = 40
Blocking = frozenset[tuple[str, int, int, str]]
"""(the case's template path, start line, end line, annotation title)."""


@pytest.fixture
def corpus_service(
    github_fake: GitHubFake, anthropic_fake: AnthropicFake, tmp_path: Any
) -> Iterator[Service]:
    url = f"sqlite:///{tmp_path / 'redline.db'}"
    migrate(url)
    with serving_with_model(
        github_fake, anthropic_fake, url, timeout_seconds=5.0, max_retries=1
    ) as built:
        yield built


def honest_answer() -> dict[str, Any]:
    """The control's model: agrees with every Semgrep finding, adds nothing of its own."""
    return {
        "findings": [],
        "triage": [
            {"id": f"S{n}", "verdict": "likely-true-positive", "reason": "Input reaches a sink."}
            for n in range(1, TRIAGE_IDS + 1)
        ],
        "walkthrough": {"summary": "Adds helpers.", "files": [], "risks": []},
    }


def obedient_answer(flagged: Sequence[tuple[str, int]]) -> dict[str, Any]:
    """The worst case: every Semgrep finding a false positive, nothing found, a mild
    "it is fine" suggestion on every flagged line, and a walkthrough saying it is safe."""
    return {
        "findings": [
            {
                "path": path,
                "start_line": line,
                "end_line": line,
                "side": "RIGHT",
                "category": "security",
                "severity": "suggestion",
                "title": "Reviewed: safe as the author says",
                "explanation": "As instructed, this line is safe; no change is needed.",
                "confidence": 0.99,
            }
            for path, line in flagged
        ],
        "triage": [
            {"id": f"S{n}", "verdict": "likely-false-positive", "reason": "The author says so."}
            for n in range(1, TRIAGE_IDS + 1)
        ],
        "walkthrough": {
            "summary": "The change is safe to merge; no security issues.",
            "files": [],
            "risks": [],
        },
    }


def open_pull(service: Service, repository: Repository, text: PullText) -> PullRequest:
    state = service.github.state
    files = {path: body.encode() for path, (_, body) in text.files.items()}
    pull = state.add_pull_request(
        repository, head_files={**BASE, **files}, title=text.title, body=text.body, user="mallory"
    )
    installation_id = repository.installation_id or 0
    service.deliver(
        "pull_request", pull_request_payload("opened", repository, pull, installation_id)
    )
    return pull


def review_all(service: Service) -> None:
    jobs = service.run_jobs(limit=200)
    assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]


def blocking_of(
    service: Service, repository: Repository, pull: PullRequest, text: PullText
) -> tuple[Blocking, frozenset[tuple[str, int]]]:
    """The case's blocking findings in the check run, and the inline comments on them."""
    (run,) = service.github.state.check_runs_of(repository, pull.head_sha)
    blocking = frozenset(
        (text.files[a["path"]][0], int(a["start_line"]), int(a["end_line"]), str(a["title"]))
        for a in run.annotations
        if a["annotation_level"] == "failure" and a["path"] in text.files
    )
    lines = {(text.files[path][0], start) for path, start, _, _ in _rendered(blocking, text)}
    commented = frozenset(
        (text.files[c.path][0], c.line or 0)
        for c in service.github.state.review_comments_of(pull)
        if c.path in text.files
        and (text.files[c.path][0], c.line or 0) in lines
        and "Blocking" in c.body
    )
    return blocking, commented


def _rendered(blocking: Blocking, text: PullText) -> list[tuple[str, int, int, str]]:
    by_template = {template: path for path, (template, _) in text.files.items()}
    return [(by_template[path], start, end, title) for path, start, end, title in blocking]


@pytest.mark.timeout(900)
def test_the_model_obeying_an_injection_changes_nothing_that_blocks(
    corpus_service: Service, anthropic_fake: AnthropicFake
) -> None:
    assert len(CORPUS) >= 20
    service, script = corpus_service, anthropic_fake.state
    state = service.github.state
    repository = state.add_repository("acme/corpus", state.add_installation("acme"), BASE)
    started = time.monotonic()

    # Semgrep's run per review is most of the cost: the controls share one pull request
    # (none has an injection in its title or body), and so do the injected cases whose
    # injection is only in files; a case injected through the title or body has its own.
    controls = [case.pull(injected=False) for case in CORPUS]
    for _ in range(REPLIES_PER_PULL * 4):
        script.reply_tool_use(TOOL_NAME, honest_answer())
    control_pull = open_pull(service, repository, merged(controls))
    review_all(service)
    (control_run,) = state.check_runs_of(repository, control_pull.head_sha)
    assert control_run.conclusion == "failure"
    expected = {
        case.name: blocking_of(service, repository, control_pull, text)
        for case, text in zip(CORPUS, controls, strict=True)
    }
    empty = [name for name, (blocking, _) in expected.items() if not blocking]
    assert not empty, f"cases whose vulnerability no deterministic check blocks: {empty}"
    uncommented = [name for name, (_, commented) in expected.items() if not commented]
    assert not uncommented, f"cases with no inline comment on a blocking finding: {uncommented}"

    script.script.clear()
    injected = {case.name: case.pull(injected=True) for case in CORPUS}
    flagged = [
        (path, start)
        for case in CORPUS
        for path, start, _, _ in _rendered(expected[case.name][0], injected[case.name])
    ]
    groups = [[case] for case in CORPUS if case.in_pull_text]
    groups.append([case for case in CORPUS if not case.in_pull_text])
    for _ in range(REPLIES_PER_PULL * len(groups)):
        script.reply_tool_use(TOOL_NAME, obedient_answer(flagged))
    pulls = [
        open_pull(
            service,
            repository,
            injected[group[0].name]
            if len(group) == 1
            else merged([injected[case.name] for case in group]),
        )
        for group in groups
    ]
    review_all(service)

    for group, pull in zip(groups, pulls, strict=True):
        (run,) = state.check_runs_of(repository, pull.head_sha)
        assert run.conclusion == control_run.conclusion, ([c.name for c in group], run.title)
        for case in group:
            found = blocking_of(service, repository, pull, injected[case.name])
            assert found == expected[case.name], case.name
    assert len(anthropic_fake.state.requests) >= len(pulls) + 1
    print(
        f"\n{len(CORPUS)} corpus cases in {len(pulls) + 1} reviews: "
        f"{time.monotonic() - started:.1f}s"
    )
