"""Initial confidence of a finding, before any learning.

The confidence is meant as a probability that a reviewer accepts the comment. Learning
(`bot.core.learning.fold`) later calibrates it per repository; these priors are only the
cold start. They are hand-set starting points, not measurements: what the corpus bench
measured, and why the table does not follow it yet, is in docs/corpus.md ("Priors").

Priors, P(accepted), by source, severity and the Semgrep rule's metadata `confidence`:

| source   | severity   | rule confidence   | prior |
|----------|------------|-------------------|-------|
| semgrep  | blocking   | HIGH              | 0.80  |
| semgrep  | blocking   | MEDIUM (or none)  | 0.65  |
| semgrep  | blocking   | LOW               | 0.45  |
| semgrep  | suggestion | HIGH              | 0.70  |
| semgrep  | suggestion | MEDIUM (or none)  | 0.55  |
| semgrep  | suggestion | LOW               | 0.35  |
| secrets  | blocking   | -                 | 0.90  |
| secrets  | suggestion | -                 | 0.75  |
| coverage | blocking   | -                 | 0.50  |
| coverage | suggestion | -                 | 0.40  |
| llm      | blocking   | -                 | 0.55  |
| llm      | suggestion | -                 | 0.40  |

A LOW rule stays under the 0.5 cut-off at either severity, so it is never posted inline
with no learned data (tests/core/test_select_low_confidence.py). The corpus met no secret and
runs no LLM; its coverage findings were 6 of 128 judged useful, and their 0.40 keeps them out
of line.

The LLM's self-reported confidence (`Finding.raw_confidence` on an LLM finding) is
shrunk toward its prior in log-odds: `logit(p) = logit(prior) + 0.3 * (logit(c) -
logit(prior))`, with `c` clipped to [0.02, 0.98] — models are over-confident, so a
self-reported 0.95 moves a 0.55 prior to about 0.72. For the other sources the check's
own `raw_confidence` is ignored: the table decides.

Agreement: findings from different sources on overlapping lines of the same category
are combined by noisy-or of their probabilities, `1 - prod(1 - p_source)`, taking the
highest probability per source (two rules of one source are not independent evidence),
capped at `MAX_CONFIDENCE` so agreement never claims certainty. A deterministic finding
(Semgrep, secrets, coverage) stays the group's representative, blocking if any member is:
the model's agreement adds weight, never replaces it with a milder finding of its own.

Triage: an LLM verdict on a non-LLM finding may only raise it: "likely true positive"
multiplies its odds by 1.5; "likely false positive" and "unsure" leave it as it was, the
verdict and its reason shown beside it. The model reads text the PR author wrote, so its
opinion cannot be what hides a deterministic finding (README, Security).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from bot.core.findings import Finding, RuleConfidence, Severity, Source
from bot.core.learning.stats import logit, sigmoid

MAX_CONFIDENCE = 0.99
MIN_CONFIDENCE = 0.01
LLM_SELF_REPORT_WEIGHT = 0.3
LLM_SELF_REPORT_CLIP = (0.02, 0.98)

_SEMGREP_PRIORS: dict[tuple[Severity, RuleConfidence], float] = {
    (Severity.BLOCKING, RuleConfidence.HIGH): 0.80,
    (Severity.BLOCKING, RuleConfidence.MEDIUM): 0.65,
    (Severity.BLOCKING, RuleConfidence.LOW): 0.45,
    (Severity.SUGGESTION, RuleConfidence.HIGH): 0.70,
    (Severity.SUGGESTION, RuleConfidence.MEDIUM): 0.55,
    (Severity.SUGGESTION, RuleConfidence.LOW): 0.35,
}
_SOURCE_PRIORS: dict[tuple[Source, Severity], float] = {
    (Source.SECRETS, Severity.BLOCKING): 0.90,
    (Source.SECRETS, Severity.SUGGESTION): 0.75,
    (Source.COVERAGE, Severity.BLOCKING): 0.50,
    (Source.COVERAGE, Severity.SUGGESTION): 0.40,
    (Source.LLM, Severity.BLOCKING): 0.55,
    (Source.LLM, Severity.SUGGESTION): 0.40,
}
_SOURCE_ORDER = (Source.SEMGREP, Source.SECRETS, Source.COVERAGE, Source.LLM)


class TriageVerdict(StrEnum):
    LIKELY_TRUE_POSITIVE = "likely-true-positive"
    UNSURE = "unsure"
    LIKELY_FALSE_POSITIVE = "likely-false-positive"


TRIAGE_LIKELIHOOD_RATIO: dict[TriageVerdict, float] = {
    TriageVerdict.LIKELY_TRUE_POSITIVE: 1.5,
    TriageVerdict.UNSURE: 1.0,
    TriageVerdict.LIKELY_FALSE_POSITIVE: 1.0,
}
"""Never below 1: the model's verdict cannot lower a deterministic finding's confidence."""


@dataclass(frozen=True, slots=True)
class Triage:
    verdict: TriageVerdict
    reason: str


@dataclass(frozen=True, slots=True)
class TriagedFinding:
    finding: Finding
    """The finding with its confidence re-scored by the verdict."""
    verdict: TriageVerdict
    reason: str
    confidence_before: float


def _bounded(p: float) -> float:
    return min(MAX_CONFIDENCE, max(MIN_CONFIDENCE, p))


def prior(source: Source, severity: Severity, rule_confidence: RuleConfidence | None) -> float:
    if source is Source.SEMGREP:
        return _SEMGREP_PRIORS[(severity, rule_confidence or RuleConfidence.MEDIUM)]
    return _SOURCE_PRIORS[(source, severity)]


def shrink_self_reported(self_reported: float, prior_probability: float) -> float:
    low, high = LLM_SELF_REPORT_CLIP
    clipped = min(high, max(low, self_reported))
    base = logit(prior_probability)
    return sigmoid(base + LLM_SELF_REPORT_WEIGHT * (logit(clipped) - base))


def initial_confidence(finding: Finding) -> float:
    base = prior(finding.source, finding.severity, finding.rule_confidence)
    if finding.source is Source.LLM:
        return _bounded(shrink_self_reported(finding.raw_confidence, base))
    return base


def score(finding: Finding) -> Finding:
    return finding.with_confidence(initial_confidence(finding))


def noisy_or(probabilities: Iterable[float]) -> float:
    miss = 1.0
    for p in probabilities:
        miss *= 1.0 - min(1.0, max(0.0, p))
    return min(MAX_CONFIDENCE, 1.0 - miss)


def agree(a: Finding, b: Finding) -> bool:
    return a.category == b.category and a.location.overlaps(b.location)


def combine(findings: Sequence[Finding]) -> Finding:
    """One finding for a group that agrees; its confidence is the noisy-or over sources."""
    if not findings:
        raise ValueError("combine needs at least one finding")
    if len(findings) == 1:
        return findings[0]
    best_by_source: dict[Source, float] = {}
    for f in findings:
        best_by_source[f.source] = max(best_by_source.get(f.source, 0.0), f.raw_confidence)
    representative = max(
        findings,
        key=lambda f: (
            f.source is not Source.LLM,
            f.raw_confidence,
            -_SOURCE_ORDER.index(f.source),
        ),
    )
    others = {f.source for f in findings} | set(representative.also_reported_by)
    others.discard(representative.source)
    combined = representative.with_confidence(noisy_or(best_by_source.values()))
    blocking = any(f.severity is Severity.BLOCKING for f in findings)
    return replace(
        combined,
        severity=Severity.BLOCKING if blocking else combined.severity,
        also_reported_by=tuple(s for s in _SOURCE_ORDER if s in others),
    )


def combine_agreeing(findings: Sequence[Finding]) -> list[Finding]:
    """Group findings that agree (transitively) and combine each group, keeping input order."""
    parent = list(range(len(findings)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(len(findings)):
        for j in range(i + 1, len(findings)):
            if agree(findings[i], findings[j]):
                parent[root(j)] = root(i)
    groups: dict[int, list[Finding]] = {}
    for i, f in enumerate(findings):
        groups.setdefault(root(i), []).append(f)
    return [combine(group) for group in groups.values()]


def apply_triage(finding: Finding, triage: Triage) -> TriagedFinding:
    if finding.source is Source.LLM:
        raise ValueError("triage judges a deterministic finding, not the LLM's own")
    before = finding.raw_confidence
    ratio = max(1.0, TRIAGE_LIKELIHOOD_RATIO[triage.verdict])
    odds = logit(_bounded(before)) + math.log(ratio)
    return TriagedFinding(
        finding=finding.with_confidence(max(before, _bounded(sigmoid(odds)))),
        verdict=triage.verdict,
        reason=triage.reason,
        confidence_before=before,
    )
