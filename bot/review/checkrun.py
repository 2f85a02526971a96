"""Redline's check run on a head: opened, completed with the report, or closed without one."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from bot.core.render import annotation_batches, annotation_key, check_run_output
from bot.core.render.checks import CheckRunOutput, dead_review_output, paused_output
from bot.core.report import ReviewReport, Visibility
from bot.github import CheckRunInfo, GitHubApp, Installation
from bot.jobs.kinds import ReviewJob
from bot.review.context import PullUnderReview
from bot.store.types import utcnow

CHECK_RUN_NAME = "Redline"


@dataclass(frozen=True, slots=True)
class CheckRun:
    id: int
    reused: bool
    """An earlier attempt of this job made it (and may have sent it annotations)."""


async def open_check_run(pull: PullUnderReview) -> CheckRun:
    """The check run an earlier attempt created for this head and never finished, or a new one."""
    info = pull.info
    for run in await pull.client.list_check_runs(
        pull.owner, pull.repo, info.head_sha, CHECK_RUN_NAME
    ):
        if run.status in ("queued", "in_progress") and run.external_id == str(info.number):
            return CheckRun(run.id, reused=True)
    created = await pull.client.create_check_run(
        pull.owner,
        pull.repo,
        name=CHECK_RUN_NAME,
        head_sha=info.head_sha,
        external_id=str(info.number),
    )
    return CheckRun(created, reused=False)


async def complete_check_run(
    pull: PullUnderReview, check_run: CheckRun, report: ReviewReport
) -> None:
    """The report's conclusion and annotations; a reused run is not sent them twice."""
    client, owner, repo = pull.client, pull.owner, pull.repo
    output = check_run_output(report)
    sent = (
        await client.list_check_run_annotations(owner, repo, check_run.id)
        if check_run.reused
        else []
    )
    batches = annotation_batches(
        [s for s in report.at_head().findings if s.visibility is not Visibility.BELOW_THRESHOLD],
        already_sent={annotation_key(asdict(item)) for item in sent},
    ) or [[]]
    for position, batch in enumerate(batches):
        fields: dict[str, object] = {
            "output": {
                "title": output.title,
                "summary": output.summary,
                "text": output.text,
                "annotations": batch,
            }
        }
        if position == len(batches) - 1:
            fields |= {
                "status": "completed",
                "conclusion": output.conclusion,
                "completed_at": _now(),
            }
        await client.update_check_run(owner, repo, check_run.id, fields)


async def cancel_check_run(pull: PullUnderReview, check_run: CheckRun, why: str) -> None:
    await pull.client.update_check_run(
        pull.owner,
        pull.repo,
        check_run.id,
        {
            "conclusion": "cancelled",
            "completed_at": _now(),
            "output": {"title": "Superseded", "summary": why},
        },
    )


async def finish_check_run(
    client: Installation, owner: str, repo: str, check_run_id: int, output: CheckRunOutput
) -> None:
    """Complete a check run that no review will complete (a dead job, a paused push)."""
    await client.update_check_run(
        owner,
        repo,
        check_run_id,
        {
            "status": "completed",
            "conclusion": output.conclusion.value,
            "completed_at": _now(),
            "output": {"title": output.title, "summary": output.summary, "text": output.text},
        },
    )


def _now() -> str:
    return utcnow().isoformat().replace("+00:00", "Z")


def _open_runs(runs: Sequence[CheckRunInfo], number: int) -> list[int]:
    return [
        run.id
        for run in runs
        if run.status in ("queued", "in_progress") and run.external_id == str(number)
    ]


async def paused_check(pull: PullUnderReview) -> None:
    """A head not reviewed because reviews are paused gets a completed "paused" check
    (and a check run an earlier attempt left open is completed so)."""
    client, owner, repo, info = pull.client, pull.owner, pull.repo, pull.info
    runs = await client.list_check_runs(owner, repo, info.head_sha, CHECK_RUN_NAME)
    open_runs = _open_runs(runs, info.number)
    if runs and not open_runs:
        return
    check_run_id = (
        open_runs[0]
        if open_runs
        else await client.create_check_run(
            owner, repo, name=CHECK_RUN_NAME, head_sha=info.head_sha, external_id=str(info.number)
        )
    )
    await finish_check_run(client, owner, repo, check_run_id, paused_output())


async def finish_open_runs(client: Installation, job: ReviewJob, output: CheckRunOutput) -> int:
    """Complete the check runs on the job's head that no review of it will complete."""
    pull = job.pull
    runs = await client.list_check_runs(pull.owner, pull.repo, job.head_sha, CHECK_RUN_NAME)
    open_runs = _open_runs(runs, pull.number)
    for check_run_id in open_runs:
        await finish_check_run(client, pull.owner, pull.repo, check_run_id, output)
    return len(open_runs)


async def finish_dead_review(github: GitHubApp, job: ReviewJob, reason: str, attempts: int) -> int:
    """Complete (neutral, with the reason) the check runs a dead review job left open."""
    client = github.installation(job.pull.installation_id)
    return await finish_open_runs(client, job, dead_review_output(reason, attempts))
