"""`redline review`: the same pipeline on a local git change, printed instead of posted."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path
from typing import TextIO

import typer

from bot.checks.rules_catalogue import sarif_rules
from bot.core.diff.model import Diff, DiffParseError
from bot.core.diff.parse import parse_diff
from bot.core.findings import Severity
from bot.core.languages import language_of
from bot.core.learning.fold import learn
from bot.core.learning.model import LearningConfig
from bot.core.repo_config import (
    CONFIG_PATH,
    MAX_RULE_FILE_BYTES,
    LoadedConfig,
    parse_repo_config,
    repo_rule_files,
    rules_folder,
)
from bot.core.report import ShownFinding, Visibility
from bot.core.sarif import to_sarif
from bot.core.selection import select
from bot.local.git import GitError, LocalRepository
from bot.review.job import deterministic_checks, llm_check
from bot.review.pipeline import MAX_FILE_BYTES, Analysis, analyse
from bot.schemas import sarif_problems
from bot.settings import Settings

SHOWN = (Visibility.INLINE, Visibility.FILE_LEVEL, Visibility.SUMMARY, Visibility.OVER_CAP)


def _progress(message: str) -> None:
    if sys.stderr.isatty():
        typer.echo(typer.style(f"… {message}", dim=True), err=True)


@dataclass(frozen=True, slots=True)
class LocalChange:
    base_sha: str
    head_sha: str
    diff: Diff
    config: LoadedConfig
    """From the base: a change cannot loosen its own review."""
    tree: frozenset[str]
    """Every path at the head: where the coverage check looks for tests."""
    repo_rules: Mapping[str, str]
    """The repository's own Semgrep rule files at the base (config `rules_dir`)."""


def read_change(
    repository: LocalRepository, base: str | None, head: str, worktree: bool
) -> LocalChange:
    """The change to review: `head` (or a snapshot of the working tree) against `base`
    (default: its first parent). Raises GitError or DiffParseError."""
    head_sha = repository.snapshot_worktree() if worktree else repository.resolve(head)
    base_sha = repository.resolve(base) if base else repository.default_base(head_sha)
    _progress(f"diffing {base_sha[:12]}..{head_sha[:12]}")
    loaded = parse_repo_config(
        repository.read_file(base_sha, CONFIG_PATH), f"{CONFIG_PATH} at {base_sha[:12]}"
    )
    rules_dir = loaded.config.rules_dir
    rule_files = (
        repo_rule_files(rules_dir, repository.tree_paths(base_sha))
        if rules_folder(rules_dir)
        else []
    )
    return LocalChange(
        base_sha,
        head_sha,
        parse_diff(repository.diff(base_sha, head_sha)),
        loaded,
        repository.tree_paths(head_sha),
        {
            path: data.decode("utf-8", "replace")
            for path, data in repository.read_files(
                base_sha, rule_files, MAX_RULE_FILE_BYTES
            ).items()
        },
    )


def run_local_review(
    settings: Settings,
    *,
    repo: Path,
    base: str | None,
    head: str,
    output_format: str,
    fail_on: str,
    use_llm: bool,
    show_all: bool = False,
    worktree: bool = False,
) -> int:
    """show_all: also list what a review would not show (below the threshold, muted),
    marked as such; only shown findings decide the exit code. worktree: review the
    uncommitted working tree (a snapshot commit on top of HEAD) instead of `head`."""
    repository = LocalRepository(repo)
    try:
        change = read_change(repository, base, head, worktree)
    except (GitError, DiffParseError) as error:
        typer.echo(f"redline: error: {error}", err=True)
        return 2
    analysis, shown = _review(settings, repository, change, use_llm)
    visible = [s for s in shown if s.visibility in SHOWN]
    listed = shown if show_all else visible
    out = sys.stdout
    if output_format == "json":
        _print_json(out, listed, analysis)
    elif output_format == "sarif" and not print_sarif(out, listed, analysis):
        return 2
    elif output_format == "github":
        llm_off = "" if use_llm and settings.llm_enabled else "no ANTHROPIC_API_KEY, or --no-llm"
        _print_github(out, shown, analysis, change, llm_off)
    elif output_format == "text":
        _print_text(out, listed, visible, shown, analysis, change.config.problems)
    # what was there before the change is listed, but only the change's own findings gate
    own = [s for s in visible if analysis.index.owns(s.finding)]
    if fail_on == "never":
        return 0
    if fail_on == "any":
        return 1 if own else 0
    return 1 if any(s.finding.severity is Severity.BLOCKING for s in own) else 0


def _review(
    settings: Settings, repository: LocalRepository, change: LocalChange, use_llm: bool
) -> tuple[Analysis, list[ShownFinding]]:
    config = change.config.config

    async def read_head(paths: Sequence[str]) -> Mapping[str, bytes]:
        _progress(f"reading {len(paths)} file(s) at {change.head_sha[:12]}")
        return await asyncio.to_thread(
            repository.read_files, change.head_sha, paths, MAX_FILE_BYTES
        )

    _progress(f"running checks on {len(change.diff)} changed file(s)")
    analysis = asyncio.run(
        analyse(
            change.diff,
            config,
            read_head,
            deterministic_checks(config),
            llm=llm_check(settings, config) if use_llm else None,
            tree_paths=change.tree,
            repo_rules=change.repo_rules,
        )
    )
    shown = select(
        analysis.findings,
        analysis.index,
        model=learn((), LearningConfig(target_precision=config.target_precision)),
        repository=str(repository.path.resolve()),
        installation_id=0,
        mode=config.filter,
        max_inline=10_000,
        fixed_thresholds=config.thresholds,
        language_of=language_of,
        test_paths=config.test_paths,
    )
    return analysis, shown


def print_sarif(out: TextIO, listed: Sequence[ShownFinding], analysis: Analysis) -> bool:
    """Prints the log when it is valid SARIF GitHub would take; else says why, on stderr."""
    hidden = {s.fingerprint: _why_hidden(s) for s in listed if s.visibility not in SHOWN}
    log = to_sarif(
        [s.finding for s in listed],
        tool_version=version("redline"),
        rules=sarif_rules(),
        suppressed=hidden,
        is_new=lambda finding: analysis.index.owns(finding),
    )
    if problems := sarif_problems(log):
        typer.echo(f"redline: error: the SARIF log is not valid: {'; '.join(problems)}", err=True)
        return False
    json.dump(log, out, indent=2)
    out.write("\n")
    return True


def _why_hidden(item: ShownFinding) -> str:
    if item.visibility is Visibility.BELOW_THRESHOLD:
        return f"below the threshold: {item.confidence:.0%} < {item.threshold:.0%}"
    return f"not shown: {item.visibility.value.replace('_', ' ')}"


def _print_text(
    out: TextIO,
    listed: Sequence[ShownFinding],
    visible: Sequence[ShownFinding],
    shown: Sequence[ShownFinding],
    analysis: Analysis,
    problems: Sequence[str],
) -> None:
    colour = out.isatty()
    ordered = sorted(
        listed, key=lambda s: (s.finding.location.path, s.finding.location.start_line or 0)
    )
    own: list[ShownFinding] = []
    before: list[ShownFinding] = []
    for item in ordered:
        (own if analysis.index.owns(item.finding) else before).append(item)
    out.writelines(_text_line(item, colour) for item in own)
    if before:
        out.write("\nAlready there before this change (on lines it did not add):\n")
        out.writelines(_text_line(item, colour) for item in before)
    below = sum(1 for s in shown if s.visibility is Visibility.BELOW_THRESHOLD)
    out.write(
        f"\n{len(visible)} finding(s) shown, {below} below threshold, "
        f"{len(analysis.skipped)} file(s) skipped.\n"
    )
    for result in analysis.results:
        for note in result.notes:
            out.write(f"note: {result.source}: {note}\n")
    for problem in problems:
        out.write(f"config: {problem}\n")


def _text_line(item: ShownFinding, colour: bool) -> str:
    finding = item.finding
    where = finding.location.path + (
        f":{finding.location.start_line}" if finding.location.start_line else ""
    )
    severity = finding.severity.value
    badge = (
        typer.style(
            severity, fg="red" if finding.severity is Severity.BLOCKING else "yellow", bold=True
        )
        if colour
        else severity
    )
    hidden = "" if item.visibility in SHOWN else f" [{_why_hidden(item)}]"
    return (
        f"{where}: {badge} [{finding.category}] {finding.title} "
        f"({finding.source}:{finding.rule_id}, {item.confidence:.0%}){hidden}\n"
    )


def _print_github(
    out: TextIO,
    shown: Sequence[ShownFinding],
    analysis: Analysis,
    change: LocalChange,
    llm_off_reason: str,
) -> None:
    """What a pull request of this change would get: the review's inline comments and
    summary, and the check run, each rendered by the code that renders them on GitHub."""
    from bot.core.render.checks import check_run_output
    from bot.core.render.comment import render_comment
    from bot.core.render.summary import render_summary
    from bot.core.report import ReviewReport
    from bot.review.checkrun import CHECK_RUN_NAME
    from bot.review.pipeline import check_statuses

    config = change.config.config
    report = ReviewReport(
        head_sha=change.head_sha,
        findings=tuple(shown),
        checks=check_statuses(analysis, config, llm_off_reason),
        skipped_files=tuple((s.path, s.reason) for s in analysis.skipped),
        config_source=change.config.source,
        config_problems=change.config.problems,
        usage=analysis.usage,
        walkthrough=analysis.walkthrough,
        fail_on_blocking=config.fail_on_blocking,
    )
    inline = sorted(
        report.where(Visibility.INLINE),
        key=lambda s: (s.finding.location.path, s.finding.location.start_line or 0),
    )
    rule = "=" * 72
    out.write(f"{rule}\nInline review comments ({len(inline)})\n{rule}\n")
    for item in inline:
        location = item.finding.location
        out.write(f"\n--- {location.path}:{location.start_line}\n{render_comment(item)}\n")
    out.write(f"\n{rule}\nReview summary (the pull request conversation)\n{rule}\n")
    out.write(render_summary(report) + "\n")
    check = check_run_output(report)
    out.write(f"\n{rule}\nCheck run {CHECK_RUN_NAME!r}: {check.conclusion.value}")
    out.write(f" — {check.title}\n{rule}\n{check.summary}\n\n{check.text}\n")


def _print_json(out: TextIO, listed: Sequence[ShownFinding], analysis: Analysis) -> None:
    json.dump(
        {
            "findings": [
                {
                    "path": s.finding.location.path,
                    "start_line": s.finding.location.start_line,
                    "end_line": s.finding.location.end_line,
                    "category": s.finding.category.value,
                    "severity": s.finding.severity.value,
                    "title": s.finding.title,
                    "explanation": s.finding.explanation,
                    "source": s.finding.source.value,
                    "also_reported_by": [x.value for x in s.finding.also_reported_by],
                    "rule_id": s.finding.rule_id,
                    "confidence": round(s.confidence, 4),
                    "replacement": s.finding.replacement,
                    "fingerprint": s.fingerprint,
                    "visibility": s.visibility.value,
                    "threshold": round(s.threshold, 4),
                    "added_by_change": analysis.index.owns(s.finding),
                }
                for s in listed
            ],
            "skipped_files": [{"path": s.path, "reason": s.reason} for s in analysis.skipped],
            "notes": [
                {"check": r.source.value, "note": note}
                for r in analysis.results
                for note in r.notes
            ],
        },
        out,
        indent=2,
    )
    out.write("\n")
