from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.core.findings import Category, Finding, Location, RuleConfidence, Severity, Source
from bot.core.scoring import (
    MAX_CONFIDENCE,
    MEASURED,
    PRIOR_STRENGTH,
    STATED,
    Tier,
    Triage,
    TriageVerdict,
    _ordered,
    _priors,
    agree,
    apply_triage,
    combine,
    combine_agreeing,
    initial_confidence,
    measured_prior,
    noisy_or,
    prior,
    score,
)


def finding(
    source: Source = Source.SEMGREP,
    *,
    severity: Severity = Severity.BLOCKING,
    category: Category = Category.SECURITY,
    lines: tuple[int, int] = (10, 12),
    path: str = "app.py",
    raw: float = 0.5,
    rule_confidence: RuleConfidence | None = None,
    rule_id: str = "py.sql-injection",
) -> Finding:
    return Finding(
        location=Location(path, lines[0], lines[1]),
        category=category,
        severity=severity,
        title="t",
        explanation="e",
        source=source,
        rule_id=rule_id,
        raw_confidence=raw,
        rule_confidence=rule_confidence,
    )


@pytest.mark.parametrize(
    ("source", "severity", "rule_confidence", "tier"),
    [
        (Source.SECRETS, Severity.BLOCKING, None, None),
        (Source.COVERAGE, Severity.SUGGESTION, None, None),
        (Source.LLM, Severity.BLOCKING, None, None),
    ],
)
def test_each_tier_starts_at_its_measured_precision(
    source: Source,
    severity: Severity,
    rule_confidence: RuleConfidence | None,
    tier: RuleConfidence | None,
) -> None:
    stated = STATED[(source, severity, tier)]
    useful, judged = MEASURED.get((source, severity, tier), (0, 0))
    expected = (useful + PRIOR_STRENGTH * stated) / (judged + PRIOR_STRENGTH)
    assert prior(source, severity, rule_confidence) == pytest.approx(expected)


def test_a_semgrep_tier_with_little_evidence_starts_near_its_severitys_measured_rate() -> None:
    """Rules fixed until two findings of a tier were left judged (0 useful) must not bring
    its stated 0.70 back: the other levels of its severity measured 2 of 71 useful."""
    suggestion: dict[Tier, tuple[int, int]] = {
        (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.HIGH): (0, 2),
        (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.MEDIUM): (2, 9),
        (Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.LOW): (0, 62),
    }
    priors = _priors(suggestion)
    high, medium, low = (priors[tier] for tier in suggestion)
    assert high < 0.2 and high >= medium >= low
    # a level with nothing judged, in a severity with nothing judged, keeps its stated value
    tier = (Source.SEMGREP, Severity.BLOCKING, RuleConfidence.MEDIUM)
    assert priors[tier] == pytest.approx(STATED[tier])


def test_a_semgrep_rule_without_confidence_is_medium() -> None:
    medium = prior(Source.SEMGREP, Severity.SUGGESTION, RuleConfidence.MEDIUM)
    assert prior(Source.SEMGREP, Severity.SUGGESTION, None) == medium


def test_a_tier_the_corpus_never_met_keeps_its_stated_value() -> None:
    assert measured_prior(0.7, 0, 0) == pytest.approx(0.7)


def test_tiers_that_would_rise_from_high_to_low_are_pooled() -> None:
    assert _ordered([(0.5, 10.0), (0.7, 30.0), (0.2, 10.0)]) == pytest.approx([0.65, 0.65, 0.2])
    assert _ordered([(0.8, 1.0), (0.6, 1.0), (0.4, 1.0)]) == [0.8, 0.6, 0.4]


def test_evidence_outweighs_the_stated_value_as_it_grows() -> None:
    assert measured_prior(0.6, 3, 10) == pytest.approx(0.45)
    assert measured_prior(0.6, 30, 100) == pytest.approx((30 + 6) / 110)
    assert measured_prior(0.6, 300, 1000) < 0.31


def test_rule_confidence_orders_semgrep_priors() -> None:
    for severity in Severity:
        high, medium, low = (prior(Source.SEMGREP, severity, c) for c in RuleConfidence)
        assert high >= medium >= low
        assert prior(Source.SEMGREP, Severity.BLOCKING, c := RuleConfidence.LOW) > prior(
            Source.SEMGREP, Severity.SUGGESTION, c
        )


def test_semgrep_ignores_the_checks_own_number() -> None:
    f = finding(raw=0.99, rule_confidence=RuleConfidence.LOW)
    assert initial_confidence(f) == prior(Source.SEMGREP, Severity.BLOCKING, RuleConfidence.LOW)
    assert score(f).raw_confidence == initial_confidence(f) < 0.99


def test_llm_self_report_is_shrunk_toward_the_prior() -> None:
    confident = initial_confidence(finding(Source.LLM, raw=0.95))
    doubtful = initial_confidence(finding(Source.LLM, raw=0.1))
    assert 0.55 < confident < 0.8
    assert 0.3 < doubtful < 0.55


@given(st.floats(0, 1), st.floats(0, 1))
def test_llm_confidence_is_monotone_and_bounded(a: float, b: float) -> None:
    low, high = sorted((a, b))
    p_low = initial_confidence(finding(Source.LLM, raw=low))
    p_high = initial_confidence(finding(Source.LLM, raw=high))
    assert 0 < p_low <= p_high < 1


@given(st.lists(st.floats(0, 1), min_size=1, max_size=6))
def test_noisy_or_raises_confidence_and_stays_below_one(ps: list[float]) -> None:
    combined = noisy_or(ps)
    assert combined >= min(max(ps), MAX_CONFIDENCE) - 1e-12
    assert combined <= MAX_CONFIDENCE < 1


def test_agreement_needs_same_category_and_overlapping_lines() -> None:
    a = finding()
    assert agree(a, finding(Source.LLM, lines=(12, 14)))
    assert not agree(a, finding(Source.LLM, lines=(13, 14)))
    assert not agree(a, finding(Source.LLM, category=Category.STYLE))
    assert not agree(a, finding(Source.LLM, path="other.py"))


def test_a_secret_never_merges_with_another_checks_finding() -> None:
    """A token on the line of a pre-existing `yaml.load` is another problem: combined, the
    group's representative hid one of them (whichever scored higher)."""
    secret = finding(Source.SECRETS, rule_id="secrets-github-token", raw=0.56)
    assert not agree(finding(raw=0.77), secret)
    assert not agree(finding(Source.LLM), secret)
    assert len(combine_agreeing([finding(raw=0.77), secret])) == 2
    assert agree(secret, finding(Source.SECRETS, rule_id="secrets-generic-api-key"))


def test_sources_that_agree_raise_confidence() -> None:
    semgrep = score(finding(rule_confidence=RuleConfidence.MEDIUM))
    llm = finding(Source.LLM, lines=(11, 11)).with_confidence(0.6)
    combined = combine([semgrep, llm])
    medium = prior(Source.SEMGREP, Severity.BLOCKING, RuleConfidence.MEDIUM)
    assert combined.raw_confidence == pytest.approx(1 - (1 - medium) * (1 - 0.6))
    assert combined.source is Source.SEMGREP
    assert combined.also_reported_by == (Source.LLM,)


def test_two_rules_of_one_source_are_not_independent_evidence() -> None:
    a = finding(raw=0.6, rule_id="a")
    b = finding(raw=0.7, rule_id="b")
    assert combine([a, b]).raw_confidence == pytest.approx(0.7)


def test_combine_agreeing_groups_transitively_and_keeps_order() -> None:
    first = finding(lines=(1, 2), raw=0.5)
    bridge = finding(Source.LLM, lines=(2, 5), raw=0.5)
    last = finding(Source.COVERAGE, lines=(5, 5), raw=0.5)
    alone = finding(lines=(40, 41), raw=0.3)
    result = combine_agreeing([first, alone, bridge, last])
    assert [f.location.start_line for f in result] == [1, 40]
    assert result[0].raw_confidence == pytest.approx(1 - 0.5**3)
    assert result[1].raw_confidence == 0.3


def test_triage_false_positive_keeps_the_confidence_and_the_reason() -> None:
    f = score(finding(rule_confidence=RuleConfidence.HIGH))
    triaged = apply_triage(f, Triage(TriageVerdict.LIKELY_FALSE_POSITIVE, "input is a constant"))
    assert triaged.finding.raw_confidence == f.raw_confidence
    assert triaged.reason == "input is a constant"
    assert triaged.confidence_before == prior(
        Source.SEMGREP, Severity.BLOCKING, RuleConfidence.HIGH
    )
    confirmed = apply_triage(f, Triage(TriageVerdict.LIKELY_TRUE_POSITIVE, "user input"))
    assert f.raw_confidence < confirmed.finding.raw_confidence < 1
    unsure = apply_triage(f, Triage(TriageVerdict.UNSURE, ""))
    assert unsure.finding.raw_confidence == pytest.approx(f.raw_confidence)


def test_triage_refuses_the_llms_own_finding() -> None:
    with pytest.raises(ValueError):
        apply_triage(finding(Source.LLM), Triage(TriageVerdict.UNSURE, ""))


def test_a_milder_model_finding_does_not_replace_the_deterministic_one_it_agrees_with() -> None:
    semgrep = score(finding(rule_confidence=RuleConfidence.MEDIUM, rule_id="shell"))
    model = replace(
        finding(Source.LLM, rule_id=""), severity=Severity.SUGGESTION, raw_confidence=0.95
    )
    combined = combine([semgrep, model])
    assert (combined.source, combined.rule_id, combined.severity) == (
        Source.SEMGREP,
        "shell",
        Severity.BLOCKING,
    )
    assert combined.also_reported_by == (Source.LLM,)
    assert combined.raw_confidence > semgrep.raw_confidence
