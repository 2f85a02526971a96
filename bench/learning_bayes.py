"""The ceiling for `learning_sim.py`: a learner that knows how the world was generated.

It is given the same weighted events as the learner (after the same actor cap) and
everything `World` drew them from except the draws themselves: each category's Beta prior
of rule quality, how a Semgrep rule's raw confidence is made from its quality (slope 0.8,
the scenario's noise, clipped to [0.05, 0.95] and rounded to 0.05), the spread of
repository tastes, and which repository hates style. For each Semgrep rule it computes the
exact posterior of the rule's quality on a grid (prior, raw confidence and every
repository's events, each repository's taste integrated out) and from it each
(repository, rule)'s posterior mean acceptance: the best estimate any learner can make
from these events. LLM findings are given their true probability, so the ceiling is, if
anything, too high.

Ranked by these estimates and cut where their mean meets the target (they are
calibrated, so no pessimism is needed), this is the most recall a policy can expect at
the target precision from the same feedback. When it is below 0.9 of the oracle, no
learner meets the issue's recall target in that world.
"""

from __future__ import annotations

import math
import random
import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from itertools import pairwise
from statistics import NormalDist
from typing import Protocol

from bot.core.findings import Category, Source
from bot.core.learning import LearningConfig, Observation
from bot.core.learning_evidence import weigh
from bot.core.learning_stats import beta_cdf

RAW_SLOPE = 0.8
"""`World`: a Semgrep rule's raw log-odds are RAW_SLOPE * logit(quality) + noise."""
QUALITY_EDGE = 0.03
"""`World` clips rule quality to [QUALITY_EDGE, 1 - QUALITY_EDGE]."""
QUALITY_POINTS = 141
TASTE_POINTS = 31
HATED = -4.0


def _raw_likelihood(raw: float, quality_log_odds: float, noise: float) -> float:
    """P(a rule of this quality gets this rounded raw confidence)."""
    low = -math.inf if raw <= 0.05 + 1e-9 else math.log((raw - 0.025) / (1.025 - raw))
    high = math.inf if raw >= 0.95 - 1e-9 else math.log((raw + 0.025) / (0.975 - raw))
    spread = NormalDist(RAW_SLOPE * quality_log_odds, noise)
    below_high = 1.0 if high == math.inf else spread.cdf(high)
    below_low = 0.0 if low == -math.inf else spread.cdf(low)
    return max(1e-300, below_high - below_low)


def _tastes(spread: float) -> list[tuple[float, float]]:
    """(taste, prior weight) on a grid over ±3 standard deviations."""
    if spread == 0:
        return [(0.0, 1.0)]
    points = [-3.0 + 6.0 * k / (TASTE_POINTS - 1) for k in range(TASTE_POINTS)]
    weights = [math.exp(-0.5 * z * z) for z in points]
    total = sum(weights)
    return [(spread * z, w / total) for z, w in zip(points, weights, strict=True)]


def _quality_grid(prior: tuple[float, float]) -> list[tuple[float, float]]:
    """(logit(quality), prior mass): the Beta's mass between grid midpoints, the clipped
    tails in the end points."""
    low, high = (
        math.log(QUALITY_EDGE / (1 - QUALITY_EDGE)),
        -math.log(QUALITY_EDGE / (1 - QUALITY_EDGE)),
    )
    points = [low + (high - low) * i / (QUALITY_POINTS - 1) for i in range(QUALITY_POINTS)]
    bounds = [0.0]
    bounds += [1 / (1 + math.exp(-(x + y) / 2)) for x, y in pairwise(points)]
    bounds.append(1.0)
    a, b = prior
    return [
        (point, beta_cdf(upper, a, b) - beta_cdf(lower, a, b))
        for point, lower, upper in zip(points, bounds, bounds[1:], strict=False)
    ]


def _rule_estimates(
    quality_prior: tuple[float, float],
    raw: float,
    raw_noise: float,
    tastes_by_repository: dict[str, list[tuple[float, float]]],
    counts: dict[str, tuple[float, float]],
) -> dict[str, float]:
    """Posterior mean acceptance of one rule in each repository.

    counts: repository → (accepted, dismissed) weight."""
    log_posterior: list[float] = []
    means: list[dict[str, float]] = []
    for quality_log_odds, mass in _quality_grid(quality_prior):
        total = math.log(max(1e-300, mass)) + math.log(
            _raw_likelihood(raw, quality_log_odds, raw_noise)
        )
        here: dict[str, float] = {}
        for repository, tastes in tastes_by_repository.items():
            accepted, dismissed = counts.get(repository, (0.0, 0.0))
            weights: list[float] = []
            rates: list[float] = []
            for taste, prior in tastes:
                rate = 1.0 / (1.0 + math.exp(-(quality_log_odds + taste)))
                weights.append(prior * rate**accepted * (1.0 - rate) ** dismissed)
                rates.append(rate)
            marginal = sum(weights)
            here[repository] = sum(w * r for w, r in zip(weights, rates, strict=True)) / marginal
            total += math.log(marginal)
        log_posterior.append(total)
        means.append(here)
    top = max(log_posterior)
    posterior = [math.exp(v - top) for v in log_posterior]
    norm = sum(posterior)
    return {
        repository: sum(p * m[repository] for p, m in zip(posterior, means, strict=True)) / norm
        for repository in tastes_by_repository
    }


class RuleLike(Protocol):
    """What the reference needs of a simulated rule (`learning_sim.Rule`)."""

    @property
    def rule_id(self) -> str: ...
    @property
    def category(self) -> Category: ...
    @property
    def source(self) -> Source: ...
    @property
    def raw(self) -> float: ...


def bayes_estimates(
    rules: Iterable[RuleLike],
    repositories: Sequence[str],
    style_hater: str,
    quality_prior: dict[Category, tuple[float, float]],
    raw_noise: float,
    taste_noise: float,
    observations: Iterable[Observation],
    config: LearningConfig,
) -> dict[tuple[str, str], float]:
    """(repository, Semgrep rule id) → posterior mean acceptance from these observations."""
    counts: dict[str, dict[str, tuple[float, float]]] = defaultdict(dict)
    for e in weigh(list(observations), config):
        o = e.observation
        accepted, dismissed = counts[o.rule_id].get(o.repository, (0.0, 0.0))
        counts[o.rule_id][o.repository] = (
            (accepted + e.weight, dismissed) if e.accepted else (accepted, dismissed + e.weight)
        )
    tastes = _tastes(taste_noise)
    estimates: dict[tuple[str, str], float] = {}
    for rule in rules:
        if rule.source is not Source.SEMGREP:
            continue
        tastes_by_repository = {
            repository: (
                [(HATED, 1.0)]
                if repository == style_hater and rule.category is Category.STYLE
                else tastes
            )
            for repository in repositories
        }
        for repository, mean in _rule_estimates(
            quality_prior[rule.category],
            rule.raw,
            raw_noise,
            tastes_by_repository,
            counts[rule.rule_id],
        ).items():
            estimates[(repository, rule.rule_id)] = mean
    return estimates


def _self_check(seed: int = 5, draws: int = 200_000, min_members: int = 1000) -> None:
    """Monte Carlo: rules drawn as `World` draws them, events drawn from their truth; the
    mean truth of each (raw confidence, events) cell against the posterior mean, for a
    repository's own events (3 of them) and for another repository's (4)."""
    from learning_sim import QUALITY_PRIOR, SCENARIOS, logit, sigmoid

    rng = random.Random(seed)  # noqa: S311 - a seeded simulation
    scenario = SCENARIOS["base"]
    tastes = _tastes(scenario.taste_noise)
    for category in (Category.SECURITY, Category.STYLE):
        a, b = QUALITY_PRIOR[category]
        for judged_in, events in (("A", 3), ("B", 4)):
            cells: dict[tuple[float, int], list[float]] = defaultdict(list)
            for _ in range(draws):
                quality = min(0.97, max(0.03, rng.betavariate(a, b)))
                noisy = sigmoid(RAW_SLOPE * logit(quality) + rng.gauss(0, scenario.rule_raw_noise))
                raw = round(min(0.95, max(0.05, noisy)) * 20) / 20
                truth = {
                    r: sigmoid(logit(quality) + rng.gauss(0, scenario.taste_noise)) for r in "AB"
                }
                accepted = sum(rng.random() < truth[judged_in] for _ in range(events))
                cells[(raw, accepted)].append(truth["A"])
            worst_gap = worst_z = 0.0
            compared = 0
            for (raw, accepted), truths in cells.items():
                if len(truths) < min_members:
                    continue
                estimate = _rule_estimates(
                    (a, b),
                    raw,
                    scenario.rule_raw_noise,
                    {"A": tastes, "B": tastes},
                    {judged_in: (accepted, events - accepted)},
                )["A"]
                gap = abs(estimate - statistics.fmean(truths))
                standard_error = statistics.stdev(truths) / math.sqrt(len(truths))
                worst_gap, worst_z = max(worst_gap, gap), max(worst_z, gap / standard_error)
                compared += 1
            print(
                f"{category}, {events} events in repository {judged_in}: posterior mean of A"
                f" against the Monte Carlo mean over {compared} cells of ≥ {min_members} rules:"
                f" worst gap {worst_gap:.4f}, worst gap / standard error {worst_z:.1f}"
            )


if __name__ == "__main__":
    _self_check()
