"""What every review stage is handed: the dependencies, the pull request, the outcome."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from bot.checks.base import Check
from bot.checks.llm.reviewer import LLMCheck
from bot.core.learning.model import LearnedModel
from bot.core.repo_config import RepoConfig
from bot.github import Installation, PullInfo
from bot.store.reviews import PullRef
from bot.store.sessions import Engine


class ReviewStatus(StrEnum):
    POSTED = "posted"
    CHECK_ONLY = "check_only"
    SKIPPED = "skipped"


@dataclass(frozen=True, slots=True)
class ReviewOutcome:
    status: ReviewStatus
    reason: str = ""
    inline: int = 0


class InstallationClients(Protocol):
    """What a review needs of GitHub: a client per installation (the App, or a token)."""

    def installation(self, installation_id: int) -> Installation: ...


@dataclass(frozen=True, slots=True)
class ReviewDeps:
    engine: Engine
    github: InstallationClients
    checks_for: Callable[[RepoConfig], Sequence[Check]]
    llm_for: Callable[[RepoConfig], LLMCheck | None]
    model_for: Callable[[str, RepoConfig], LearnedModel]
    """The repository's learned model (it reads the database: called in a worker thread)."""
    llm_off_reason: str = ""


@dataclass(frozen=True, slots=True)
class PullUnderReview:
    """The pull request as GitHub had it when admitted, and the client that reaches it."""

    client: Installation
    ref: PullRef
    info: PullInfo

    @property
    def owner(self) -> str:
        return self.ref.owner_repo[0]

    @property
    def repo(self) -> str:
        return self.ref.owner_repo[1]

    @property
    def head_sha(self) -> str:
        return self.info.head_sha
