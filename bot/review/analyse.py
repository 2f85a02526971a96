"""Stage two: the pull request's diff, analysed at its head (bot.review.pipeline)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from bot.checks.base import Check, PullContext
from bot.checks.llm.reviewer import LLMCheck
from bot.core.diff.index import DiffIndex
from bot.core.diff.model import Diff
from bot.core.diff.parse import PullFile, PullFileStatus, diff_from_files, parse_diff
from bot.core.findings import Source
from bot.core.repo_config import LoadedConfig
from bot.github import DiffTooLarge, GitHubError, Installation
from bot.review.context import PullUnderReview
from bot.review.headfiles import HeadFiles, repo_rules_at
from bot.review.pipeline import MAX_FILE_BYTES, Analysis, analyse

log = logging.getLogger(__name__)

GUIDANCE_FILES = ("AGENTS.md", "CONTRIBUTING.md", ".github/CONTRIBUTING.md")
GUIDANCE_MAX_CHARS = 4_000
# GitHub cannot compare: the last reviewed head is gone (a force-push, then garbage
# collection), or the comparison is too large to render.
_NO_COMPARISON = frozenset({404, 406, 422})


@dataclass(frozen=True, slots=True)
class AnalysisPlan:
    """What to run on the pull request, and from which reviewed head."""

    checks: Sequence[Check]
    llm: LLMCheck | None
    reviewed_from: str | None
    """The last reviewed head: only what changed since is new. None: the whole pull request."""
    repo_rules: bool = True
    """Read the repository's own Semgrep rules from the base branch."""


@dataclass(frozen=True, slots=True)
class PullAnalysis:
    analysis: Analysis
    diff_notes: tuple[str, ...]
    """How the diff was read, when GitHub refused it whole."""
    since_last: DiffIndex | None
    """What changed since `reviewed_from`; None when the whole pull request is reviewed."""
    reviewed_from: str | None

    @property
    def model_unavailable(self) -> bool:
        """The model was asked and gave no answer at all: its review is owed (bot.review.rerun)."""
        return any(r.source is Source.LLM and not r.ran for r in self.analysis.results)


async def analyse_pull(
    pull: PullUnderReview, loaded: LoadedConfig, plan: AnalysisPlan
) -> PullAnalysis:
    """The diff (or the files API's), what changed since `reviewed_from`, and the analysis."""
    client, owner, repo, info = pull.client, pull.owner, pull.repo, pull.info
    config = loaded.config
    diff, diff_notes = await pull_diff(client, owner, repo, info.number)
    since = await _diff_since(client, owner, repo, plan.reviewed_from, info.head_sha)
    files = HeadFiles(client, owner, repo, info.head_sha, max_bytes=MAX_FILE_BYTES)
    tree = await client.tree_paths(owner, repo, info.head_sha)
    context = PullContext(
        title=info.title,
        body=info.body,
        guidance=await review_guidance(client, owner, repo, info.base_ref, loaded),
    )
    repo_rules = (
        await repo_rules_at(client, owner, repo, info.base_sha, config.rules_dir)
        if plan.repo_rules
        else None
    )
    analysis = await analyse(
        diff,
        config,
        files.read,
        plan.checks,
        llm=plan.llm,
        pull=context,
        tree_paths=tree,
        repo_rules=repo_rules,
    )
    since_last = (
        None if since is None else await asyncio.to_thread(DiffIndex, since, analysis.head_files)
    )
    return PullAnalysis(analysis, tuple(diff_notes), since_last, plan.reviewed_from)


async def pull_diff(
    client: Installation, owner: str, repo: str, number: int
) -> tuple[Diff, list[str]]:
    try:
        text = await client.get_pull_diff(owner, repo, number)
        return await asyncio.to_thread(parse_diff, text), []
    except DiffTooLarge:
        pass
    listed = await client.list_pull_files(owner, repo, number)
    files = [
        PullFile(
            filename=f.filename,
            status=PullFileStatus(f.status),
            previous_filename=f.previous_filename,
            additions=f.additions,
            deletions=f.deletions,
            changes=f.changes,
            patch=f.patch,
        )
        for f in listed
    ]
    without_patch = [f.filename for f in listed if f.patch is None and f.status != "removed"]
    notes = [
        f"GitHub refused the full diff as too large; reviewed {len(listed):,} files "
        "through the files API instead."
    ]
    if without_patch:
        notes.append(
            f"{len(without_patch):,} file(s) had no patch (binary or too large) and were "
            f"not reviewed line by line: {', '.join(without_patch[:10])}"
            + (" …" if len(without_patch) > 10 else "")
        )
    if len(listed) >= 3000:
        notes.append(
            "GitHub lists at most 3,000 files of a pull request; later files were not seen."
        )
    return diff_from_files(files), notes


async def _diff_since(
    client: Installation, owner: str, repo: str, base: str | None, head: str
) -> Diff | None:
    """What changed since the last reviewed head; None reviews the whole pull request."""
    if base is None:
        return None
    try:
        text = await client.compare_diff(owner, repo, base, head)
        return await asyncio.to_thread(parse_diff, text)
    except GitHubError as error:
        if error.status not in _NO_COMPARISON:
            raise
        log.info("no comparison with %s (%s): reviewing the whole pull request", base[:12], error)
        return None


async def review_guidance(
    client: Installation, owner: str, repo: str, base_ref: str, loaded: LoadedConfig
) -> str:
    parts = [loaded.config.instructions] if loaded.config.instructions else []
    for path in GUIDANCE_FILES:
        data = await client.get_file(owner, repo, path, base_ref)
        if data:
            parts.append(f"From {path}:\n" + data.decode("utf-8", "replace")[:GUIDANCE_MAX_CHARS])
            break
    return "\n\n".join(parts)
