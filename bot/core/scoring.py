"""Initial confidence of a finding, before any learning.

The confidence is meant as a probability that a reviewer accepts the comment. Learning
(`bot.core.learning.fold`) later calibrates it per repository; these priors are the cold
start. Each tier (source, severity, Semgrep rule `confidence`) has a stated value, what the
rule's author claims, and the corpus bench's counts of judged findings on added lines
(bench/corpus.py, docs/corpus.md); its prior is the measured precision with the stated value
worth `PRIOR_STRENGTH` judged findings: `(useful + k * stated) / (judged + k)`. For a
Semgrep level the value it is shrunk toward is itself measured: its stated value shrunk the
same way toward the counts of every level of its severity, so a level whose noisy rules were
fixed until few findings were left does not return to its claim. A tier the
corpus never met keeps its stated value. `tests/test_corpus_bench.py` keeps `MEASURED` equal
to bench/corpus_results.json, so a re-judged corpus moves the priors.

Severity, not this score, decides what blocks (docs/review.md, "What blocks"): the prior of
a blocking tier ranks its findings and feeds learning; for suggestions it decides whether
they are posted inline (the learner's cut-off is 0.5 with no data). A LOW rule stays under
it at either severity (tests/core/test_select_low_confidence.py).

The LLM's self-reported confidence (`Finding.raw_confidence` on an LLM finding) is
shrunk toward its prior in log-odds: `logit(p) = logit(prior) + 0.3 * (logit(c) -
logit(prior))`, with `c` clipped to [0.02, 0.98] — models are over-confident, so a
self-reported 0.95 moves a 0.55 prior to about 0.72. For the other sources the check's
own `raw_confidence` is ignored: the table decides.

Agreement: findings from different sources on overlapping lines of the same category
(a secret only with another secret: a leaked token is never the code's problem) are
combined by noisy-or of their probabilities, `1 - prod(1 - p_source)`, taking the highest
probability per source (two rules of one source are not independent evidence),
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

PRIOR_STRENGTH = 10.0
"""How many judged findings a tier's stated value is worth against the corpus's counts."""

Tier = tuple[Source, Severity, RuleConfidence | None]

STATED: dict[Tier, float] = {
    (Source.SEMGREP, Severity.BLOCKING, RuleConfidence.HIGH): 0.80,
    (Source.SEMGREP, Severity.BLOCKING, RuleConfidence.MEDIUM): 0.65,
    (Source.SEMGREP, Severity.BLOCKING, RuleConfidence.LOW): 0.45,
    (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.HIGH): 0.70,
    (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.MEDIUM): 0.55,
    (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.LOW): 0.35,
    (Source.SECRETS, Severity.BLOCKING, None): 0.90,
    (Source.SECRETS, Severity.SUGGESTION, None): 0.75,
    (Source.COVERAGE, Severity.BLOCKING, None): 0.50,
    (Source.COVERAGE, Severity.SUGGESTION, None): 0.40,
    (Source.LLM, Severity.BLOCKING, None): 0.55,
    (Source.LLM, Severity.SUGGESTION, None): 0.40,
}
"""What each tier claims before any measurement."""

MEASURED: dict[Tier, tuple[int, int]] = {
    (Source.SEMGREP, Severity.BLOCKING, RuleConfidence.HIGH): (1, 1),
    (Source.SEMGREP, Severity.BLOCKING, RuleConfidence.MEDIUM): (0, 1),
    (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.HIGH): (0, 2),
    (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.MEDIUM): (2, 9),
    (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.LOW): (0, 63),
    (Source.SECRETS, Severity.BLOCKING, None): (0, 2),
    (Source.COVERAGE, Severity.SUGGESTION, None): (8, 186),
}
"""(useful, judged) per tier in bench/corpus_results.json ("tier"); debatable counts as not
useful. The corpus runs no LLM."""


def measured_prior(stated: float, useful: int, judged: int) -> float:
    """The measured precision, with the stated value worth `PRIOR_STRENGTH` judgements."""
    return (useful + PRIOR_STRENGTH * stated) / (judged + PRIOR_STRENGTH)


def _ordered(levels: list[tuple[float, float]]) -> list[float]:
    """Pool adjacent (value, weight) levels into weighted means until no value rises."""
    pools: list[tuple[float, float, int]] = []
    for value, weight in levels:
        pools.append((value, weight, 1))
        while len(pools) > 1 and pools[-2][0] < pools[-1][0]:
            (v2, w2, n2), (v1, w1, n1) = pools.pop(), pools.pop()
            pools.append(((v1 * w1 + v2 * w2) / (w1 + w2), w1 + w2, n1 + n2))
    return [value for value, _, count in pools for _ in range(count)]


def _priors(measured: dict[Tier, tuple[int, int]] = MEASURED) -> dict[Tier, float]:
    """Each tier's measured prior. A Semgrep level is shrunk toward its severity's measured
    rate rather than its stated value, and one claiming more confidence never starts lower."""
    priors = {tier: measured_prior(STATED[tier], *measured.get(tier, (0, 0))) for tier in STATED}
    for severity in Severity:
        tiers = [(Source.SEMGREP, severity, level) for level in RuleConfidence]
        counts = [measured.get(tier, (0, 0)) for tier in tiers]
        group_useful, group_judged = (sum(column) for column in zip(*counts, strict=True))
        levels = []
        for tier, (useful, judged) in zip(tiers, counts, strict=True):
            toward = measured_prior(STATED[tier], group_useful, group_judged)
            levels.append((measured_prior(toward, useful, judged), judged + PRIOR_STRENGTH))
        priors.update(zip(tiers, _ordered(levels), strict=True))
    return priors


PRIORS: dict[Tier, float] = _priors()


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
        return PRIORS[(source, severity, rule_confidence or RuleConfidence.MEDIUM)]
    return PRIORS[(source, severity, None)]


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
    """Same category on overlapping lines; a secret agrees only with another secret (a
    leaked token is never the same problem as the code's)."""
    return (
        a.category == b.category
        and (a.source is Source.SECRETS) is (b.source is Source.SECRETS)
        and a.location.overlaps(b.location)
    )


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
