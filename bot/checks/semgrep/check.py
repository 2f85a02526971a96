"""The Semgrep check: targets, rule folders, and the scan repeated without rejected rules."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Sequence
from pathlib import Path

from bot.checks.base import CheckContext, CheckResult
from bot.checks.semgrep.findings import asked_for, findings_of, unasked_note
from bot.checks.semgrep.invocation import Invocation, environment, executable
from bot.checks.semgrep.report_errors import rejections, target_error_notes
from bot.checks.semgrep.rules import (
    RuleFolder,
    id_prefixes_of,
    pack_rule_folders,
    repo_rule_folder,
    resolved,
)
from bot.core.conventions import lint_config_paths
from bot.core.diff.model import Diff
from bot.core.findings import Source
from bot.core.repo_config import RepoConfig, rules_folder

MAX_ATTEMPTS = 3
MAX_TARGET_BYTES = 1_000_000
"""Semgrep's default `--max-target-bytes`: it silently skips larger files, so we say so."""


class SemgrepCheck:
    source = Source.SEMGREP

    def __init__(
        self,
        rules_dir: Path,
        semgrep_bin: str = "semgrep",
        timeout_seconds: float = 300,
        jobs: int | None = None,
    ) -> None:
        self.rules_dir = Path(rules_dir).resolve()
        self.semgrep_bin = semgrep_bin
        self.timeout_seconds = timeout_seconds
        self.jobs = jobs
        self._invocation = Invocation(semgrep_bin, executable(semgrep_bin), timeout_seconds, jobs)

    def wanted_paths(self, diff: Diff, tree_paths: frozenset[str], config: RepoConfig) -> set[str]:
        """The linter configs that say which conventions apply; the repository's own rules come
        from the base branch, not from here."""
        return lint_config_paths(diff.paths, tree_paths)

    async def run(self, context: CheckContext) -> CheckResult:
        try:
            with tempfile.TemporaryDirectory(prefix="redline-semgrep-home-") as home:
                return await self._run(context, Path(home))
        except (OSError, ValueError, KeyError, TypeError) as error:  # a report of a shape we
            # did not expect, or an unreadable rules folder: the review goes on without us
            return _not_run((), f"Semgrep check failed: {type(error).__name__}: {error}.")

    def _rule_folders(
        self,
        context: CheckContext,
        home: Path,
        workdir: Path,
        targets: Sequence[str],
        notes: list[str],
    ) -> tuple[list[RuleFolder], dict[Path, str]]:
        """The pack's rule files the targets need and the repository's rules (written under
        `home`), and how the repository names the folders Semgrep sees."""
        texts = [context.files[target] for target in targets]
        folders = pack_rule_folders(self.rules_dir, targets, texts, workdir)
        repo_rules = home / "repository-rules"
        repo_folder, repo_note = repo_rule_folder(
            context.config.rules_dir, context.repo_rules, repo_rules, workdir
        )
        shown_as = {workdir: ""}
        if repo_folder is not None:
            folders.append(repo_folder)
            shown_as[repo_rules] = f"{rules_folder(context.config.rules_dir)}/"
        if repo_note:
            notes.append(repo_note)
        return folders, shown_as

    async def _run(self, context: CheckContext, home: Path) -> CheckResult:
        env = environment(home)
        workdir = context.workdir.resolve()
        targets, notes = _targets(context, workdir)
        if not targets:
            return CheckResult(self.source, notes=tuple(notes))
        folders, shown_as = self._rule_folders(context, home, workdir, targets, notes)
        id_prefixes = id_prefixes_of(folders)
        rule_files = {resolved(file, workdir) for folder in folders for file in folder.files}
        configs = [config for folder in folders for config in folder.configs]
        if not configs:  # no rule of the pack could match these files
            return CheckResult(self.source, notes=tuple(notes))
        skipped: set[Path] = set()
        deadline = asyncio.get_running_loop().time() + self.timeout_seconds  # for all attempts
        for _ in range(MAX_ATTEMPTS):
            report = await self._invocation.scan(configs, targets, workdir, deadline, env)
            if isinstance(report, str):
                return CheckResult(self.source, notes=(*notes, report), ran=False)
            rejected = rejections(report, id_prefixes, shown_as, rule_files, workdir)
            if not (rejected.files or rejected.unexplained):
                report["results"], unasked = asked_for(report["results"], context.related_files)
                if unasked:
                    notes.append(unasked_note(unasked))
                findings, dropped = findings_of(report, id_prefixes, context, workdir)
                notes.extend(note for note in rejected.notes if note not in notes)
                notes.extend(target_error_notes(report, id_prefixes, workdir, rule_files))
                return CheckResult(self.source, tuple(findings), tuple(notes), dropped=dropped)
            newly_skipped = rejected.files - skipped
            if rejected.unexplained or not newly_skipped:
                reason = "; ".join(rejected.unexplained) or "it rejected the same rules again"
                return _not_run(notes, f"Semgrep did not run: {reason}.")
            notes.extend(note for note in rejected.notes if note not in notes)
            skipped |= newly_skipped
            configs = [
                file
                for folder in folders
                for file in folder.files
                if resolved(file, workdir) not in skipped
            ]
            if not configs:
                return _not_run(notes, "Semgrep did not run: every rule file was invalid.")
        return _not_run(
            notes, f"Semgrep did not run: its rules were still invalid after {MAX_ATTEMPTS} runs."
        )


def _not_run(notes: Sequence[str], reason: str) -> CheckResult:
    return CheckResult(Source.SEMGREP, notes=(*notes, reason), ran=False)


def _targets(context: CheckContext, workdir: Path) -> tuple[list[str], list[str]]:
    targets: list[str] = []
    too_large: list[str] = []
    for path, text in sorted(context.files.items()):
        if not (workdir / path).is_file():
            continue
        if len(text.encode("utf-8")) > MAX_TARGET_BYTES:
            too_large.append(path)
        else:
            targets.append(path)
    notes = []
    if too_large:
        notes.append(
            f"Semgrep skipped {', '.join(too_large)}: larger than {MAX_TARGET_BYTES:,} bytes."
        )
    return targets, notes
