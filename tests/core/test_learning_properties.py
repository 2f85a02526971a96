from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.findings import Category, Source
from bot.core.learning.curves import candidate_thresholds, fit_threshold
from bot.core.learning.fold import (
    LearnedModel,
    LearningConfig,
    Observation,
    ScopeLevel,
    calibrated_probability,
    learn,
)
from bot.core.learning.stats import beta_cdf, beta_quantile
from bot.core.outcomes import Outcome

T0 = datetime(2025, 2, 3, 9, 0)
REPOSITORIES = ("o/a", "o/b", "p/c")
RULES = ("r1", "r2", "r3")


def obs(
    raw: float,
    accepted: bool,
    repository: str = "o/a",
    rule_id: str = "r1",
    category: Category = Category.CORRECTNESS,
    source: Source = Source.SEMGREP,
    minute: int = 0,
) -> Observation:
    return Observation(
        installation_id=1 if repository.startswith("o/") else 2,
        repository=repository,
        source=source,
        category=category,
        rule_id=rule_id,
        language="python",
        raw_confidence=raw,
        outcome=Outcome.ACCEPTED if accepted else Outcome.DISMISSED,
        at=T0 + timedelta(minutes=minute),
    )


observations = st.lists(
    st.builds(
        obs,
        raw=st.floats(0, 1),
        accepted=st.booleans(),
        repository=st.sampled_from(REPOSITORIES),
        rule_id=st.sampled_from(RULES),
        source=st.sampled_from([Source.SEMGREP, Source.LLM]),
    ),
    max_size=40,
)
FAST = settings(max_examples=40, deadline=None)


@FAST
@given(observations, st.sampled_from(REPOSITORIES), st.sampled_from((*RULES, "unseen", "")))
def test_probability_is_monotone_in_raw_and_bounded(
    events: list[Observation], repository: str, rule_id: str
) -> None:
    model = learn(events)
    for source in (Source.SEMGREP, Source.LLM):
        values = [
            calibrated_probability(
                model, repository, 1, source, Category.CORRECTNESS, i / 50, rule_id
            )
            for i in range(51)
        ]
        assert all(0.0 < v < 1.0 for v in values)
        assert all(a <= b + 1e-12 for a, b in pairwise(values))


def _single_raw(events: list[Observation]) -> list[Observation]:
    """Each rule's findings share one raw confidence, as a Semgrep rule's do."""
    raw_of = {rule: 0.2 + 0.3 * i for i, rule in enumerate(RULES)}
    return [replace(o, raw_confidence=raw_of[o.rule_id], source=Source.SEMGREP) for o in events]


def _probability(model: LearnedModel, rule_id: str) -> float:
    raw = 0.2 + 0.3 * RULES.index(rule_id)
    return calibrated_probability(
        model, "o/a", 1, Source.SEMGREP, Category.CORRECTNESS, raw, rule_id
    )


# Replaces "dismissals never lower a threshold", which was stated on the old raw-confidence
# thresholds. Cutoffs are now on the calibrated probability of a mix of rules, and a
# set-level cutoff may move either way when one rule's findings leave the shown set; what
# must hold is that a rule's own dismissals make it less likely, and acceptances more.
@FAST
@given(observations, st.integers(1, 5), st.sampled_from(RULES))
def test_dismissals_never_raise_a_rules_probability(
    events: list[Observation], added: int, rule_id: str
) -> None:
    events = _single_raw(events)
    raw = 0.2 + 0.3 * RULES.index(rule_id)
    before = learn(events)
    more = [obs(raw, False, rule_id=rule_id, minute=i) for i in range(added)]
    after = learn(events + more)
    assert _probability(after, rule_id) <= _probability(before, rule_id) + 1e-12


@FAST
@given(observations, st.integers(1, 5), st.sampled_from(RULES))
def test_acceptances_never_lower_a_rules_probability(
    events: list[Observation], added: int, rule_id: str
) -> None:
    events = _single_raw(events)
    raw = 0.2 + 0.3 * RULES.index(rule_id)
    before = learn(events)
    more = [obs(raw, True, rule_id=rule_id, minute=i) for i in range(added)]
    after = learn(events + more)
    assert _probability(after, rule_id) >= _probability(before, rule_id) - 1e-12


@FAST
@given(observations)
def test_cutoffs_are_probabilities_of_findings_or_show_nothing(events: list[Observation]) -> None:
    model = learn(events)
    for threshold in model.thresholds.values():
        if threshold.level is ScopeLevel.PRIOR:
            continue
        assert threshold.value == 1.0 or threshold.value >= model.config.min_cutoff
        for point in threshold.curve:
            assert 0.0 <= point.lower_bound <= point.precision + 1e-9 <= 1.0 + 1e-9


population = st.lists(st.floats(0.0, 1.0), min_size=1, max_size=60)


@FAST
@given(population, st.floats(0.5, 0.95), st.floats(0.0, 40.0))
def test_the_cutoff_is_the_lowest_that_meets_the_target(
    probabilities: list[float], target: float, evidence: float
) -> None:
    labelled = [(p, evidence / len(probabilities)) for p in probabilities]
    config = LearningConfig()
    threshold = fit_threshold(
        probabilities,
        labelled,
        candidate_thresholds(20),
        config.curve_strength,
        target,
        config.quantile_for,
        ScopeLevel.REPOSITORY,
        config.min_cutoff,
    )

    def bound(cutoff: float) -> float:
        shown = [p for p in probabilities if p >= cutoff]
        weight = sum(w for p, w in labelled if p >= cutoff)
        mean = sum(shown) / len(shown)
        certainty = config.curve_strength + weight
        clamped = min(0.999, max(0.001, mean))
        quantile = beta_quantile(
            config.quantile_for(weight), certainty * clamped, certainty * (1 - clamped)
        )
        return min(mean, quantile)

    eligible = [p for p in set(probabilities) if p >= config.min_cutoff]
    meeting = [p for p in eligible if bound(p) >= target - 1e-9]
    assert threshold.value == (min(meeting) if meeting else 1.0)


@FAST
@given(st.integers(1, 8), st.integers(0, 8), st.integers(2, 5))
def test_more_evidence_narrows_the_bound(accepted: int, dismissed: int, factor: int) -> None:
    def gap(scale: int) -> float:
        events = [obs(0.6, True, minute=i) for i in range(accepted * scale)]
        events += [obs(0.6, False, minute=i) for i in range(dismissed * scale)]
        events += [obs(0.6, False, minute=i) for i in range(20)]
        events = [
            replace(o, outcome=Outcome.PENDING) if i >= (accepted + dismissed) * scale else o
            for i, o in enumerate(events)
        ]
        point = learn(events).thresholds[(ScopeLevel.REPOSITORY, "o/a", Category.CORRECTNESS)]
        everything = point.curve[0]  # cutoff 0: the set that holds every finding
        return everything.precision - everything.lower_bound

    assert gap(factor) < gap(1)


@FAST
@given(st.floats(0.01, 50), st.floats(0.01, 50), st.floats(0.001, 0.999))
def test_beta_quantile_inverts_the_cdf(a: float, b: float, q: float) -> None:
    x = beta_quantile(q, a, b)
    assert 0.0 <= x <= 1.0
    step = 2e-8  # bisection resolution, 2⁻²⁶
    assert beta_cdf(max(0.0, x - step), a, b) <= q + 1e-9
    assert beta_cdf(min(1.0, x + step), a, b) >= q - 1e-9


def test_beta_cdf_known_values() -> None:
    assert abs(beta_cdf(0.5, 2, 3) - 0.6875) < 1e-12
    assert abs(beta_cdf(0.25, 1, 1) - 0.25) < 1e-12
    assert abs(beta_quantile(0.5, 5, 5) - 0.5) < 2e-8
