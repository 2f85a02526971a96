"""One /fix attempt inside its clone: re-locate the findings, repair, verify each round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.checks.base import Usage
from bot.core.fix_findings import StoredFinding
from bot.core.render import fix as render
from bot.core.repo_config import RepoConfig
from bot.fix.agent import RoundReport, fix_brief, repair_loop
from bot.fix.attempt import FixDeps, FixOutcome
from bot.fix.delivery import deliver
from bot.fix.deterministic import deterministic_plan
from bot.fix.edits import Edit, apply_edits, path_problem
from bot.fix.outcomes import FixOutcomeKind
from bot.fix.request import FixJob
from bot.fix.scope import EditScope
from bot.fix.targets import FixTarget, locate
from bot.fix.verify import Stage, Verdict, Verifier
from bot.fix.workspace import GitCredentials, UnsafePath, Workspace
from bot.github import PullInfo


@dataclass(frozen=True, slots=True)
class Repair:
    """What the repair rounds produced; `files` is None when no round was verified."""

    files: Mapping[str, str] | None
    rounds: tuple[RoundReport, ...]
    explanation: str = ""
    usage: Usage = field(default_factory=Usage)
    fixed: Sequence[FixTarget] = ()
    skipped: Sequence[str] = ()
    """Lines for the reply: findings the rules' own fixes could not fix."""


class FixSession:
    """One attempt's state while it runs: the workspace, the head texts, the verifier."""

    def __init__(
        self,
        deps: FixDeps,
        job: FixJob,
        pull: PullInfo,
        config: RepoConfig,
        verifier: Verifier,
        workspace: Workspace,
        credentials: GitCredentials,
        remote: str,
    ) -> None:
        self.deps, self.job, self.pull, self.config = deps, job, pull, config
        self.workspace, self.credentials, self.remote = workspace, credentials, remote
        self.verifier = verifier
        self.head_texts: dict[str, str | None] = {}
        self.targets: list[FixTarget] = []
        self.scope = EditScope(frozenset(), job.instruction)

    def outcome(self, kind: FixOutcomeKind, reply: str, **fields: object) -> FixOutcome:
        ids = tuple(t.stored.id for t in self.targets)
        return FixOutcome(kind, reply, start_sha=self.pull.head_sha, finding_ids=ids, **fields)  # type: ignore[arg-type]

    async def run(self, stored: Sequence[StoredFinding]) -> FixOutcome:
        for path in dict.fromkeys(f.path for f in stored):
            try:
                self.head_texts[path] = self.workspace.read_text(path)
            except UnsafePath:
                self.head_texts[path] = None
        problem = await self.verifier.record_baseline(self.workspace, self.head_texts)
        if problem is not None:
            return self.outcome(FixOutcomeKind.FAILED, render.failed(problem))
        head_findings = [f for path in self.head_texts for f in self.verifier.baseline(path)]
        self.targets, gone = locate(stored, head_findings)
        if not self.targets:
            return self.outcome(FixOutcomeKind.NOTHING_TO_FIX, render.nothing_to_fix(gone))
        self.scope = EditScope(frozenset(t.path for t in self.targets), self.job.instruction)
        repair = await self._repair()
        if repair.files is None:
            return self.outcome(
                FixOutcomeKind.GAVE_UP, _gave_up(repair), rounds=repair.rounds, usage=repair.usage
            )
        return await deliver(self, repair.files, repair)

    async def _repair(self) -> Repair:
        plan = deterministic_plan(self.targets, self.head_texts)
        brief = fix_brief(
            self.targets, self.head_texts, self.job.instruction, self.pull.title, self.scope
        )
        proposer = self.deps.proposers(self.config, brief) if self.deps.proposers else None
        skipped = [render.not_fixed(t.stored.rule_id, t.path, why) for t, why in plan.skipped]
        rounds: list[RoundReport] = []
        if proposer is None and plan.files:
            verdict = await self._try_files(plan.files)
            rounds.append(RoundReport(1, tuple(plan.files), verdict))
            if verdict.passed:
                explanation = render.DETERMINISTIC_EXPLANATION
                return Repair(
                    plan.files, tuple(rounds), explanation, Usage(), plan.applied, skipped
                )
        if proposer is None:
            return Repair(None, tuple(rounds), skipped=skipped)
        try:
            loop = await repair_loop(
                proposer, self._try_edits, self.config.fix.max_rounds, previous=rounds
            )
        finally:
            close = getattr(proposer, "aclose", None)
            if close is not None:
                await close()
        return Repair(loop.files, loop.rounds, loop.explanation, loop.usage, self.targets)

    async def _try_edits(self, edits: Sequence[Edit]) -> tuple[Mapping[str, str], Verdict]:
        await self.workspace.reset()
        originals: dict[str, str | None] = {}
        for path in dict.fromkeys(edit.path for edit in edits):
            if path in self.head_texts or path_problem(path):
                originals[path] = self.head_texts.get(path)  # a bad path: apply_edits says why
                continue
            try:
                originals[path] = self.workspace.read_text(path)
            except UnsafePath as error:
                return {}, Verdict.failure(Stage.EDITS, f"Edit refused: {error}")
        result = apply_edits(originals, edits, self.deps.limits, self.scope.problem)
        if not result.ok:
            reasons = "\n".join(f"- {r.describe()}" for r in result.rejections)
            return {}, Verdict.failure(
                Stage.EDITS, f"Edits rejected, so none was applied:\n{reasons}"
            )
        return result.files, await self._try_files(result.files)

    async def _try_files(self, files: Mapping[str, str]) -> Verdict:
        await self.workspace.reset()
        new_paths: dict[str, str | None] = {}
        for path in files:
            if path not in self.head_texts:
                new_paths[path] = self.workspace.read_text(path)
        self.head_texts.update(new_paths)
        if problem := await self.verifier.record_baseline(self.workspace, new_paths):
            return Verdict.failure(Stage.SEMGREP, problem, final=True)
        try:
            self.workspace.write_texts(files)
        except UnsafePath as error:
            return Verdict.failure(Stage.EDITS, f"Edit refused: {error}")
        return await self.verifier.verify(self.workspace, self.head_texts, files, self.targets)


def _gave_up(repair: Repair) -> str:
    if not repair.rounds:
        return render.no_fix_available()
    tried = [report.describe() for report in repair.rounds]
    return render.gave_up(tried, repair.rounds[-1].verdict.error, repair.skipped)
