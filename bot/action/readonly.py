"""A fork's pull request: its token cannot write, so the review is a SARIF log and the job
summary instead of a posted review. The analysis is the App's (bot.review.pipeline)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bot.action.event import LLMOptions, PullRequestEvent
from bot.action.llm import action_llm
from bot.checks.base import PullContext
from bot.core.languages import language_of
from bot.core.learning.fold import learn
from bot.core.learning.model import LearningConfig
from bot.core.render.summary import SHOWN
from bot.core.repo_config import CONFIG_PATH, RepoConfig, parse_repo_config
from bot.core.report import ReviewReport, ShownFinding
from bot.core.selection import select
from bot.github import Installation
from bot.local.review import print_sarif
from bot.review.analyse import pull_diff, review_guidance
from bot.review.headfiles import HeadFiles, repo_rules_at
from bot.review.job import deterministic_checks
from bot.review.pipeline import MAX_FILE_BYTES, Analysis, analyse, check_statuses


@dataclass(frozen=True, slots=True)
class ReadOnlyReview:
    report: ReviewReport
    analysis: Analysis

    @property
    def shown(self) -> list[ShownFinding]:
        return list(self.report.where(*SHOWN))


async def review_without_posting(
    client: Installation, event: PullRequestEvent, llm: LLMOptions
) -> ReadOnlyReview | str:
    """The review the App would post on this head, read through a read-only token; or why
    the App would not review it (closed, a draft)."""
    owner, repo = event.owner, event.repo
    info = await client.get_pull(owner, repo, event.number)
    if info.state != "open":
        return "the pull request is closed"
    loaded = parse_repo_config(
        await client.get_file(owner, repo, CONFIG_PATH, info.base_ref),
        f"{CONFIG_PATH} on {info.base_ref}",
    )
    config = loaded.config
    if info.draft and not config.review_drafts:
        return "draft pull requests are not reviewed"
    diff, diff_notes = await pull_diff(client, owner, repo, event.number)
    files = HeadFiles(client, owner, repo, info.head_sha, max_bytes=MAX_FILE_BYTES)
    analysis = await analyse(
        diff,
        config,
        files.read,
        deterministic_checks(config),
        llm=action_llm(llm, config),
        pull=PullContext(
            title=info.title,
            body=info.body,
            guidance=await review_guidance(client, owner, repo, info.base_ref, loaded),
        ),
        tree_paths=await client.tree_paths(owner, repo, info.head_sha),
        repo_rules=await repo_rules_at(client, owner, repo, info.base_sha, config.rules_dir),
    )
    report = ReviewReport(
        head_sha=info.head_sha,
        findings=tuple(_with_priors(analysis, config, event.full_name)),
        checks=check_statuses(analysis, config, llm.off_reason),
        skipped_files=tuple((s.path, s.reason) for s in analysis.skipped),
        diff_notes=tuple(diff_notes),
        config_source=loaded.source,
        config_problems=loaded.problems,
        usage=analysis.usage,
        walkthrough=analysis.walkthrough,
        fail_on_blocking=config.fail_on_blocking,
    )
    return ReadOnlyReview(report, analysis)


def _with_priors(analysis: Analysis, config: RepoConfig, repository: str) -> list[ShownFinding]:
    """Selected as the App selects, with the rule pack's priors: a fork's run has no database."""
    return select(
        analysis.findings,
        analysis.index,
        model=learn((), LearningConfig(target_precision=config.target_precision)),
        repository=repository,
        installation_id=0,
        mode=config.filter,
        max_inline=config.max_inline_comments,
        fixed_thresholds=config.thresholds,
        language_of=language_of,
        test_paths=config.test_paths,
    )


def write_sarif(review: ReadOnlyReview, path: Path) -> bool:
    """The shown findings as `redline review --format sarif` writes them; False if invalid."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        return print_sarif(out, review.shown, review.analysis)
