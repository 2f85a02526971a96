"""What a /fix attempt runs with (`FixDeps`) and how it ended (`FixOutcome`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from bot.checks.base import Usage
from bot.core.repo_config import RepoConfig
from bot.fix.agent import EditProposer, RoundReport
from bot.fix.edits import EditLimits
from bot.fix.outcomes import FixOutcomeKind
from bot.fix.sandbox import Sandbox
from bot.github import GitHubApp
from bot.store.types import utcnow

if TYPE_CHECKING:
    from bot.store.sessions import Engine

ProposerFactory = Callable[[RepoConfig, str], EditProposer | None]
"""(repository config, the brief) → a model conversation, or None without a model."""


@dataclass(frozen=True, slots=True)
class FixDeps:
    engine: Engine
    github: GitHubApp
    git_base_url: str
    """Clones come from `<git_base_url>/<owner>/<repo>.git`: github.com, a GHE host, file://."""
    app_slug: str
    app_id: int
    rules_dir: Path
    semgrep_bin: str
    sandbox: Sandbox
    proposers: ProposerFactory | None = None
    limits: EditLimits = field(default_factory=EditLimits)
    max_findings: int = 5
    workspace_parent: Path | None = None
    clock: Callable[[], datetime] = utcnow


@dataclass(frozen=True, slots=True)
class FixOutcome:
    kind: FixOutcomeKind
    reply: str | None
    commit_sha: str | None = None
    rounds: tuple[RoundReport, ...] = ()
    usage: Usage = field(default_factory=Usage)
    start_sha: str | None = None
    finding_ids: tuple[int, ...] = ()
    attempt_id: int | None = None
