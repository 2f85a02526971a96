"""Is a candidate fix good? Syntax, the same Semgrep rules again, then the tests in the sandbox.

A verdict that fails carries the error text that goes back to the model for another round;
`final` marks failures another round cannot change (no sandbox, Semgrep not running).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path, PurePosixPath

from bot.checks.base import CheckContext
from bot.checks.semgrep import SemgrepCheck
from bot.core.diff.index import DiffIndex
from bot.core.diff.model import Diff
from bot.core.findings import Finding, fingerprint
from bot.core.repo_config import RepoConfig
from bot.fix.edits import changed_lines
from bot.fix.sandbox import Sandbox, SandboxUnavailable
from bot.fix.targets import FixTarget
from bot.fix.workspace import Workspace

MAX_ERROR_CHARS = 4_000
SYNTAX_TIMEOUT_SECONDS = 60.0
_TOOL_PATH = "/usr/local/bin:/usr/bin:/bin"


class Stage(StrEnum):
    EDITS = "edits"
    SYNTAX = "syntax"
    SEMGREP = "semgrep"
    TESTS = "tests"


@dataclass(frozen=True, slots=True)
class Verdict:
    passed: bool
    stage: Stage | None = None
    """The stage that failed."""
    error: str = ""
    final: bool = False
    notes: tuple[str, ...] = ()
    """What was not checked, and why (no `node`, no test command …)."""

    @classmethod
    def failure(cls, stage: Stage, error: str, final: bool = False) -> Verdict:
        return cls(False, stage, tail(error), final)


def tail(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    return text if len(text) <= limit else "…" + text[-limit:]


class Verifier:
    def __init__(
        self,
        semgrep: SemgrepCheck,
        sandbox: Sandbox,
        config: RepoConfig,
        repo_rules: Mapping[str, str] | None = None,
    ) -> None:
        """repo_rules: the repository's own Semgrep rule files on the base branch."""
        self._semgrep = semgrep
        self._sandbox = sandbox
        self._config = config
        self._repo_rules = repo_rules or {}
        self._baseline: dict[str, list[Finding]] = {}

    async def scan(self, workspace: Workspace, files: Mapping[str, str]) -> list[Finding] | str:
        """Semgrep's findings in `files` (as they are on disk now), or why it did not run."""
        diff = Diff()
        context = CheckContext(
            diff, DiffIndex(diff), files, workspace.root, self._config, repo_rules=self._repo_rules
        )
        result = await self._semgrep.run(context)
        if not result.ran:
            return " ".join(result.notes) or "Semgrep did not run."
        return list(result.findings)

    async def record_baseline(
        self, workspace: Workspace, texts: Mapping[str, str | None]
    ) -> str | None:
        """Scan the head versions of paths not scanned yet (the workspace must be at the head)."""
        missing = {p: t for p, t in texts.items() if p not in self._baseline and t is not None}
        if not missing:
            return None
        found = await self.scan(workspace, missing)
        if isinstance(found, str):
            return found
        for path in missing:
            self._baseline[path] = [f for f in found if f.location.path == path]
        for path, text in texts.items():
            if text is None:
                self._baseline.setdefault(path, [])
        return None

    def baseline(self, path: str) -> list[Finding]:
        return self._baseline.get(path, [])

    async def verify(
        self,
        workspace: Workspace,
        head_texts: Mapping[str, str | None],
        new_texts: Mapping[str, str],
        targets: Sequence[FixTarget],
    ) -> Verdict:
        """`new_texts` are already written into the workspace."""
        notes: list[str] = []
        for path, text in new_texts.items():
            problem, note = await syntax_problem(workspace.root, path, text)
            if note:
                notes.append(note)
            if problem:
                return Verdict.failure(Stage.SYNTAX, f"{path}: {problem}")
        semgrep_verdict = await self._semgrep_verdict(workspace, head_texts, new_texts, targets)
        if semgrep_verdict is not None:
            return semgrep_verdict
        command = self._config.fix.test_command
        if not command:
            notes.append("No test command is configured (`fix.test_command`); tests were not run.")
            return Verdict(True, notes=tuple(notes))
        try:
            result = await self._sandbox.run(command, workspace.root)
        except SandboxUnavailable as error:
            return Verdict.failure(
                Stage.TESTS,
                f"The test command was not run: {error}. Redline never runs repository "
                "code outside the sandbox.",
                final=True,
            )
        finally:
            await workspace.reset()
        if not result.passed:
            how = result.describe(self._sandbox.limits)
            return Verdict.failure(
                Stage.TESTS, f"`{command}` {how}:\n{tail(result.output, MAX_ERROR_CHARS - 200)}"
            )
        return Verdict(True, notes=tuple(notes))

    async def _semgrep_verdict(
        self,
        workspace: Workspace,
        head_texts: Mapping[str, str | None],
        new_texts: Mapping[str, str],
        targets: Sequence[FixTarget],
    ) -> Verdict | None:
        scanned = {path: text for path, text in new_texts.items()}
        for target in targets:
            if target.is_semgrep and target.path not in scanned:
                text = head_texts.get(target.path)
                if text is not None:
                    scanned[target.path] = text
        after = await self.scan(workspace, scanned)
        if isinstance(after, str):
            return Verdict.failure(
                Stage.SEMGREP, f"Semgrep could not re-check the fix: {after}", final=True
            )
        after_counts = Counter(fingerprint(f) for f in after)
        still_there = [
            t
            for t in targets
            if t.fingerprint is not None
            and after_counts[t.fingerprint]
            >= Counter(fingerprint(f) for f in self.baseline(t.path))[t.fingerprint]
        ]
        if still_there:
            lines = [
                f"- {t.stored.rule_id} at {t.path}:{t.lines[0]} is still reported: {t.stored.title}"
                for t in still_there
            ]
            return Verdict.failure(Stage.SEMGREP, "The finding is not fixed:\n" + "\n".join(lines))
        introduced = _introduced(after, head_texts, new_texts, self.baseline)
        if introduced:
            lines = [
                f"- {f.rule_id} at {f.location.path}:{f.location.start_line}: {f.title}"
                for f in introduced
            ]
            return Verdict.failure(
                Stage.SEMGREP, "The edits introduce new findings:\n" + "\n".join(lines)
            )
        return None


def _introduced(
    after: Sequence[Finding],
    head_texts: Mapping[str, str | None],
    new_texts: Mapping[str, str],
    baseline: Callable[[str], list[Finding]],
) -> list[Finding]:
    introduced: list[Finding] = []
    for path, text in new_texts.items():
        before = head_texts.get(path) or ""
        touched = changed_lines(before, text)
        before_counts = Counter(fingerprint(f) for f in baseline(path))
        after_in_file = [f for f in after if f.location.path == path]
        after_counts = Counter(fingerprint(f) for f in after_in_file)
        for finding in after_in_file:
            start, end = finding.location.start_line, finding.location.end_line
            on_changed = (
                start is not None
                and end is not None
                and any(line in touched for line in range(start, end + 1))
            )
            key = fingerprint(finding)
            if on_changed and after_counts[key] > before_counts[key]:
                introduced.append(finding)
    return introduced


async def syntax_problem(root: Path, path: str, text: str) -> tuple[str | None, str | None]:
    """(the syntax error, a note on what was not checked)."""
    suffix = PurePosixPath(path).suffix.lower()
    if suffix in (".py", ".pyi"):
        try:
            compile(text, path, "exec", dont_inherit=True)
        except SyntaxError as error:
            return f"line {error.lineno}: {error.msg}", None
        except ValueError as error:
            return str(error), None
        return None, None
    if suffix in (".js", ".mjs", ".cjs"):
        return await _tool_check(["node", "--check"], root, path, "node")
    if suffix == ".go":
        return await _tool_check(["gofmt", "-e", "-l"], root, path, "gofmt")
    if suffix in (".ts", ".tsx", ".java", ".jsx"):
        return None, f"{path}: no syntax check for {suffix} files here."
    return None, None


async def _tool_check(
    argv: Sequence[str], root: Path, path: str, tool: str
) -> tuple[str | None, str | None]:
    executable = shutil.which(argv[0])
    if executable is None:
        return None, f"{path}: `{tool}` is not installed; its syntax was not checked."
    process = await asyncio.create_subprocess_exec(
        executable,
        *argv[1:],
        str(root / path),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        env={"PATH": _TOOL_PATH, "LANG": "C"},
        cwd=root,
        start_new_session=True,
    )
    try:
        output, _ = await asyncio.wait_for(process.communicate(), SYNTAX_TIMEOUT_SECONDS)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        await process.wait()
        return None, f"{path}: `{tool}` timed out; its syntax was not checked."
    if process.returncode != 0:
        message = output.decode("utf-8", "replace").replace(str(root) + "/", "")
        return tail(message.strip(), 1_500), None
    return None, None
