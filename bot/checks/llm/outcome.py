"""The LLM batches' outcomes → one CheckResult: findings, counts, usage, cost and notes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.checks.base import CheckResult, Usage
from bot.checks.llm.answer import BatchAnswer, Rejection, collapse_duplicates
from bot.checks.llm.batches import Batch, BudgetPlan
from bot.checks.llm.pricing import cost_usd, price_of
from bot.core.findings import Finding, Source

MAX_LISTED_PATHS = 20


@dataclass(frozen=True, slots=True)
class BatchOutcome:
    batch: Batch
    answer: BatchAnswer | None = None
    usage: Usage | None = None
    failure: str | None = None
    """Why the API gave no answer (after the SDK's retries): "overloaded", "timed out" …"""
    malformed: bool = False
    """The API answered, but not with a usable `report_findings` input."""


def _listed(paths: Sequence[str]) -> str:
    shown = ", ".join(paths[:MAX_LISTED_PATHS])
    more = len(paths) - MAX_LISTED_PATHS
    return shown + (f" and {more} more" if more > 0 else "")


def _paths_of(outcomes: Sequence[BatchOutcome]) -> list[str]:
    return list(dict.fromkeys(path for outcome in outcomes for path in outcome.batch.paths))


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def _failure_notes(outcomes: Sequence[BatchOutcome]) -> tuple[list[str], bool]:
    """Notes on requests without an answer, and whether nothing at all was answered."""
    failed = [outcome for outcome in outcomes if outcome.failure is not None]
    if not failed:
        return [], False
    reasons = ", ".join(dict.fromkeys(outcome.failure or "" for outcome in failed))
    if len(failed) == len(outcomes):
        return [
            f"The LLM reviewer was unavailable ({reasons}); findings below come from "
            "Semgrep and deterministic checks."
        ], True
    return [
        f"The LLM reviewer was unavailable ({reasons}) for {len(failed)} of "
        f"{_plural(len(outcomes), 'request')}; the model did not review: "
        f"{_listed(_paths_of(failed))}."
    ], False


def _dropped_note(rejections: Counter[Rejection]) -> str:
    total = sum(rejections.values())
    reasons = "; ".join(f"{count} {reason.value}" for reason, count in rejections.most_common())
    return f"Dropped {_plural(total, 'LLM answer')} that failed validation ({reasons})."


def assemble(
    source: Source,
    model: str,
    plan: BudgetPlan,
    outcomes: Sequence[BatchOutcome],
    budget: int,
) -> CheckResult:
    notes, nothing_answered = _failure_notes(outcomes)
    malformed = [outcome for outcome in outcomes if outcome.malformed]
    if malformed:
        notes.append(
            f"The LLM's answer for {len(malformed)} of {_plural(len(outcomes), 'request')} "
            "did not match the expected format and was discarded; the model's review of "
            f"these files is missing: {_listed(_paths_of(malformed))}."
        )
    if plan.left_out:
        notes.append(
            f"The per-review LLM token budget ({budget:,} tokens) was reached; the model "
            f"did not review: {_listed(plan.unreviewed_paths())}."
        )
    answers = [outcome.answer for outcome in outcomes if outcome.answer is not None]
    rejections: Counter[Rejection] = Counter()
    for answer in answers:
        rejections.update(answer.rejections)
    if rejections:
        notes.append(_dropped_note(rejections))
    usage = _usage(model, outcomes, notes)
    findings: list[Finding] = [f for answer in answers for f in answer.findings]
    rescored = tuple(judged.finding for answer in answers for judged in answer.triage)
    return CheckResult(
        source=source,
        findings=collapse_duplicates(findings),
        notes=tuple(notes),
        ran=not nothing_answered,
        usage=usage,
        dropped=sum(rejections.values()) + len(malformed),
        rescored=rescored,
    )


def _usage(model: str, outcomes: Sequence[BatchOutcome], notes: list[str]) -> Usage | None:
    usages = [outcome.usage for outcome in outcomes if outcome.usage is not None]
    if not usages:
        return None
    total = sum(usages, Usage(model=model))
    price = price_of(model)
    if price is None:
        notes.append(f"No price is known for the model {model!r}; its cost is shown as $0.")
        return total
    return replace(total, cost_usd=cost_usd(total, price))
