"""Analysis of one change, shared by PR reviews and `redline review`:

plan files → read head files → run checks → score → merge → fingerprint.
The edges it touches (file source, check subprocesses, the LLM) come in as
arguments; publishing is the caller's business. Its CPU-bound steps (indexing, scoring,
merging, the pure-Python checks) run in worker threads: the loop also serves webhooks.
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath

from bot.checks.base import Check, CheckContext, CheckResult, PullContext, Usage
from bot.checks.llm.reviewer import LLMCheck
from bot.core.diff.index import DiffIndex
from bot.core.diff.model import Diff, FileDiff, FileStatus
from bot.core.findings import Finding, Source, fingerprint
from bot.core.languages import matches_any
from bot.core.repo_config import RepoConfig
from bot.core.report import CheckState, CheckStatus, Walkthrough
from bot.core.scoring import combine_agreeing, score

log = logging.getLogger(__name__)

MAX_FILE_BYTES = 1_000_000
ReadFiles = Callable[[Sequence[str]], Awaitable[Mapping[str, bytes]]]


@dataclass(frozen=True, slots=True)
class SkippedFile:
    path: str
    reason: str


@dataclass(frozen=True, slots=True)
class Analysis:
    diff: Diff
    index: DiffIndex
    findings: tuple[Finding, ...]
    """Scored, merged, with flagged_text filled: ready to fingerprint and select."""
    results: tuple[CheckResult, ...]
    skipped: tuple[SkippedFile, ...]
    usage: Usage | None
    walkthrough: Walkthrough | None = None
    head_files: Mapping[str, str] = field(default_factory=dict)
    """The reviewed files' text at the head."""


def check_statuses(
    analysis: Analysis, config: RepoConfig, llm_off_reason: str
) -> tuple[CheckStatus, ...]:
    """How each check fared, for the summary and the check run; an LLM that did not run says why."""
    statuses = [
        CheckStatus(
            source=result.source,
            state=CheckState.RAN
            if result.ran and not result.notes
            else (CheckState.DEGRADED if result.ran else CheckState.SKIPPED),
            notes=result.notes,
            findings=len(result.findings),
            dropped=result.dropped,
        )
        for result in analysis.results
    ]
    ran = {result.source for result in analysis.results}
    if Source.LLM not in ran:
        reason = "disabled in .github/redline.yml" if not config.checks.llm else llm_off_reason
        statuses.append(CheckStatus(Source.LLM, CheckState.SKIPPED, (reason,)))
    return tuple(statuses)


def plan_files(diff: Diff, config: RepoConfig) -> tuple[list[str], list[SkippedFile]]:
    """Which changed files get reviewed; every other one is listed with its reason."""
    reviewable: list[str] = []
    skipped: list[SkippedFile] = []
    for file in diff:
        reason = _skip_reason(file, config)
        if reason is None:
            reviewable.append(file.path)
        else:
            skipped.append(SkippedFile(file.path, reason))
    return reviewable, skipped


def _skip_reason(file: FileDiff, config: RepoConfig) -> str | None:
    if file.status is FileStatus.REMOVED:
        return "removed"
    if file.is_binary:
        return "binary"
    if file.is_submodule:
        return "submodule"
    if not file.hunks:
        return "no content change"
    glob = matches_any(file.path, config.ignored_globs)
    if glob is not None:
        return f"ignored ({glob})"
    return None


def _decode(path: str, data: bytes) -> str | None:
    if b"\0" in data[:8192]:
        return None
    return data.decode("utf-8", errors="replace")


def _write_workdir(root: Path, files: Mapping[str, str]) -> None:
    for path, text in files.items():
        relative = PurePosixPath(path)
        if relative.is_absolute() or ".." in relative.parts:
            continue
        target = root.joinpath(*relative.parts)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def _flagged_text(finding: Finding, files: Mapping[str, str]) -> str:
    location = finding.location
    text = files.get(location.path)
    if text is None or location.start_line is None or location.end_line is None:
        return finding.title
    lines = text.splitlines()
    return "\n".join(lines[location.start_line - 1 : location.end_line])


async def analyse(
    diff: Diff,
    config: RepoConfig,
    read_head: ReadFiles,
    checks: Sequence[Check],
    *,
    llm: LLMCheck | None = None,
    pull: PullContext | None = None,
    tree_paths: frozenset[str] = frozenset(),
    repo_rules: Mapping[str, str] | None = None,
) -> Analysis:
    """repo_rules: the repository's own Semgrep rule files on the base branch (path → text)."""
    every_check = (*checks, *([llm] if llm else []))
    files, related, skipped = await _read_head_files(
        diff, config, read_head, every_check, tree_paths
    )
    index = await asyncio.to_thread(DiffIndex, diff, files)
    with tempfile.TemporaryDirectory(prefix="redline-review-") as workdir:
        await asyncio.to_thread(_write_workdir, Path(workdir), {**related, **files})
        context = CheckContext(
            diff=diff,
            index=index,
            files=files,
            workdir=Path(workdir),
            config=config,
            pull=pull or PullContext(),
            related_files=related,
            tree_paths=tree_paths,
            repo_rules=repo_rules or {},
        )
        results, prepared, walkthrough = await _run_checks(context, checks, llm)
    usage = None
    for result in results:
        if result.usage is not None:
            usage = result.usage if usage is None else usage + result.usage
    merged = await asyncio.to_thread(_merge, prepared)
    return Analysis(
        diff=diff,
        index=index,
        findings=tuple(merged),
        results=tuple(results),
        skipped=tuple(skipped),
        usage=usage,
        walkthrough=walkthrough,
        head_files=files,
    )


async def _read_head_files(
    diff: Diff,
    config: RepoConfig,
    read_head: ReadFiles,
    checks: Sequence[Check | LLMCheck],
    tree_paths: frozenset[str],
) -> tuple[dict[str, str], dict[str, str], list[SkippedFile]]:
    """The changed files to review (as text), the unchanged ones the checks also want
    (tests of changed code, say), and the changed files skipped, with why."""
    reviewable, skipped = plan_files(diff, config)
    started = time.monotonic()
    raw = await read_head(reviewable)
    files: dict[str, str] = {}
    for path in reviewable:
        data = raw.get(path)
        if data is None:
            skipped.append(SkippedFile(path, "not readable at the head"))
        elif len(data) > MAX_FILE_BYTES:
            skipped.append(SkippedFile(path, f"too large ({len(data):,} bytes)"))
        elif (text := _decode(path, data)) is None:
            skipped.append(SkippedFile(path, "binary"))
        else:
            files[path] = text
    wanted: set[str] = set()
    for check in checks:
        wanted |= check.wanted_paths(diff, tree_paths, config)
    wanted -= files.keys()
    related_raw = await read_head(sorted(wanted)) if wanted else {}
    related = {
        path: text
        for path, data in related_raw.items()
        if len(data) <= MAX_FILE_BYTES and (text := _decode(path, data)) is not None
    }
    log.info(
        "read %d head files, %d related, skipped %d in %.2fs",
        len(files),
        len(related),
        len(skipped),
        time.monotonic() - started,
    )
    return files, related, skipped


async def _run_checks(
    context: CheckContext, checks: Sequence[Check], llm: LLMCheck | None
) -> tuple[list[CheckResult], list[Finding], Walkthrough | None]:
    """The checks side by side, then the LLM, which sees Semgrep's findings to triage."""
    results = list(await asyncio.gather(*(_timed(check, context) for check in checks)))
    prepared = await _prepared([f for r in results for f in r.findings], context.files)
    if llm is None:
        return results, prepared, None
    semgrep = tuple(f for f in prepared if f.source is Source.SEMGREP)
    llm_result, walkthrough = await _timed_llm(llm, replace(context, prior_findings=semgrep))
    results.append(llm_result)
    prepared = _apply_triage(prepared, llm_result.rescored)
    prepared += await _prepared(llm_result.findings, context.files)
    return results, prepared, walkthrough


async def _timed_llm(
    llm: LLMCheck, context: CheckContext
) -> tuple[CheckResult, Walkthrough | None]:
    started = time.monotonic()
    result, walkthrough = await llm.run_with_walkthrough(context)
    log.info("check llm: %d findings in %.2fs", len(result.findings), time.monotonic() - started)
    return result, walkthrough


async def _timed(check: Check, context: CheckContext) -> CheckResult:
    started = time.monotonic()
    try:
        result = await check.run(context)
    except Exception as error:  # a check must degrade the review, never fail it
        log.exception("check %s crashed", check.source)
        result = CheckResult(
            source=check.source,
            ran=False,
            notes=(
                f"The {check.source} check failed ({type(error).__name__}); "
                "its findings are missing from this review.",
            ),
        )
    log.info(
        "check %s: %d findings in %.2fs",
        check.source,
        len(result.findings),
        time.monotonic() - started,
    )
    return result


async def _prepared(findings: Sequence[Finding], files: Mapping[str, str]) -> list[Finding]:
    """Scored, with their flagged text, in a worker thread."""
    return await asyncio.to_thread(lambda: [_prepare(f, files) for f in findings])


def _prepare(finding: Finding, files: Mapping[str, str]) -> Finding:
    return score(replace(finding, flagged_text=_flagged_text(finding, files)))


def _apply_triage(findings: list[Finding], rescored: Sequence[Finding]) -> list[Finding]:
    """Take the LLM's reason for the findings it triaged, and its confidence only where it
    raises the finding's: the model cannot demote a deterministic finding."""
    by_key = {(f.source, f.rule_id, f.location): f for f in rescored}
    triaged: list[Finding] = []
    for finding in findings:
        judged = by_key.get((finding.source, finding.rule_id, finding.location))
        if judged is not None:
            finding = replace(
                finding,
                raw_confidence=max(finding.raw_confidence, judged.raw_confidence),
                explanation=judged.explanation,
            )
        triaged.append(finding)
    return triaged


def _merge(findings: Sequence[Finding]) -> list[Finding]:
    """Agreeing findings become one; then one finding per fingerprint."""
    unique: dict[str, Finding] = {}
    for finding in combine_agreeing(findings):
        unique.setdefault(fingerprint(finding), finding)
    return list(unique.values())
