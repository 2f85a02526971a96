"""The one interface every check implements, and the data a check receives."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from bot.core.diff.index import DiffIndex
from bot.core.diff.model import Diff
from bot.core.findings import Finding, Source
from bot.core.repo_config import RepoConfig
from bot.core.usage import Usage as Usage  # moved to bot.core; importers here keep working


@dataclass(frozen=True, slots=True)
class PullContext:
    """What the PR says about itself. Written by its author: data, never instructions."""

    title: str = ""
    body: str = ""
    guidance: str = ""
    """The repository's own review guidance (config `instructions`, CONTRIBUTING.md, AGENTS.md)."""


@dataclass(frozen=True, slots=True)
class CheckContext:
    diff: Diff
    index: DiffIndex
    files: Mapping[str, str]
    """Head text of each reviewable changed file (skipped, binary and removed files absent)."""
    workdir: Path
    """A directory holding exactly those files at their repository paths (Semgrep scans it)."""
    config: RepoConfig
    pull: PullContext = PullContext()
    related_files: Mapping[str, str] = field(default_factory=dict)
    """Head text of unchanged files a check asked for (existing tests, coverage reports)."""
    tree_paths: frozenset[str] = frozenset()
    """Every file path at the head, when known (test-file conventions)."""
    prior_findings: tuple[Finding, ...] = ()
    """Findings of the checks that ran before (the LLM triages Semgrep's)."""
    repo_rules: Mapping[str, str] = field(default_factory=dict)
    """The repository's own Semgrep rule files (config `rules_dir`) on the BASE branch:
    repository path → text. From the base, like the config, so a pull request cannot
    edit away the rules that judge it."""


@dataclass(frozen=True, slots=True)
class CheckResult:
    source: Source
    findings: tuple[Finding, ...] = ()
    notes: tuple[str, ...] = ()
    """Plain sentences for the summary: what was degraded, skipped or could not be parsed."""
    ran: bool = True
    """False when the check did not run at all (disabled, no API key, crashed)."""
    usage: Usage | None = None
    dropped: int = 0
    """Candidate findings rejected as invalid (LLM answers outside the diff, bad schema …)."""
    rescored: tuple[Finding, ...] = ()
    """Prior findings this check re-scored (LLM triage of Semgrep findings)."""


class Check(Protocol):
    source: Source

    def wanted_paths(self, diff: Diff, tree_paths: frozenset[str], config: RepoConfig) -> set[str]:
        """Unchanged files this check needs in `related_files` (default: none)."""
        ...

    async def run(self, context: CheckContext) -> CheckResult:
        """Never raises for bad input or a failing tool: it reports it in the result."""
        ...
