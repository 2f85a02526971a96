"""The job kinds: each one's payload model and handler, in one table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pydantic import BaseModel

from bot.commands.job import command_handler
from bot.feedback.job import feedback_handler
from bot.feedback.relearn import relearn_handler
from bot.fix.job import fix_handler
from bot.fix.request import FixJob
from bot.github import GitHubApp
from bot.installations.job import sync_installation_handler
from bot.jobs.kinds import (
    CommandJob,
    FeedbackJob,
    JobKind,
    NoPayload,
    ReviewJob,
    SyncInstallationJob,
)
from bot.jobs.sweep import redeliver_handler
from bot.jobs.worker import JobHandler
from bot.review.job import review_handler
from bot.settings import Settings
from bot.store.db import Engine


@dataclass(frozen=True, slots=True)
class JobDeps:
    """What a handler is built from."""

    settings: Settings
    engine: Engine
    github: GitHubApp


@dataclass(frozen=True, slots=True)
class JobType:
    kind: JobKind
    payload: type[BaseModel]
    """The model a job of this kind's payload validates against."""
    handler: Callable[[JobDeps], JobHandler]


JOB_TYPES: tuple[JobType, ...] = (
    JobType(
        JobKind.SYNC_INSTALLATION,
        SyncInstallationJob,
        lambda deps: sync_installation_handler(deps.engine),
    ),
    JobType(
        JobKind.REVIEW,
        ReviewJob,
        lambda deps: review_handler(deps.settings, deps.engine, deps.github),
    ),
    JobType(
        JobKind.COMMAND,
        CommandJob,
        lambda deps: command_handler(deps.engine, deps.github, deps.settings),
    ),
    JobType(JobKind.FEEDBACK, FeedbackJob, lambda deps: feedback_handler(deps.engine, deps.github)),
    JobType(JobKind.RELEARN, NoPayload, lambda deps: relearn_handler(deps.engine)),
    JobType(JobKind.FIX, FixJob, lambda deps: fix_handler(deps.settings, deps.engine, deps.github)),
    JobType(JobKind.REDELIVER, NoPayload, lambda deps: redeliver_handler(deps.engine, deps.github)),
)


def build_job_handlers(deps: JobDeps) -> dict[str, JobHandler]:
    """A handler per job kind, for the worker."""
    return {job_type.kind: job_type.handler(deps) for job_type in JOB_TYPES}
