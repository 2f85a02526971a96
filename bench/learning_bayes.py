"""The ceiling for `learning_sim.py`: a learner that knows how the world was generated.

It is given the same weighted events as the learner (after the same actor cap) and
everything `World` drew them from except the draws themselves (a `Generator`): each
category's Beta prior of rule quality, how a Semgrep rule's raw confidence is made from
its quality, the spread of repository tastes, and which repository hates style. For each
Semgrep rule it computes the exact posterior of the rule's quality on a grid (prior, raw
confidence and every repository's events, each repository's taste integrated out) and
from it each
(repository, rule)'s posterior mean acceptance: the best estimate any learner can make
from these events. LLM findings are given their true probability, so the ceiling is, if
anything, too high.

Ranked by these estimates and cut where their mean meets the target (they are
calibrated, so no pessimism is needed), this is the most recall a policy can expect at
the target precision from the same feedback. When it is below 0.9 of the oracle, no
learner meets the issue's recall target in that world.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from statistics import NormalDist
from typing import Protocol

from bot.core.findings import Category, Source
from bot.core.learning.evidence import weigh
from bot.core.learning.fold import LearningConfig, Observation
from bot.core.learning.stats import beta_cdf, logit, sigmoid

TASTE_POINTS = 31
QUALITY_POINTS = 141


@dataclass(frozen=True, slots=True)
class Generator:
    """How `learning_sim.World` draws Semgrep rules and repository tastes: all the ceiling
    knows besides the events (`learning_sim.generator` builds it)."""

    quality_prior: Mapping[Category, tuple[float, float]]
    """Beta(a, b) of a rule's quality per category, clipped to `quality_range`."""
    quality_range: tuple[float, float]
    raw_slope: float
    raw_noise: float
    raw_range: tuple[float, float]
    raw_steps: int
    """A rule's raw log-odds: raw_slope * logit(quality) + Normal(0, raw_noise), clipped to
    `raw_range`, rounded to 1 / raw_steps."""
    taste_noise: float
    hated_taste: float
    style_hater: str
    """Whose taste for every style rule is `hated_taste`."""
    repositories: Sequence[str]


def _raw_likelihood(raw: float, quality_log_odds: float, world: Generator) -> float:
    """P(a rule of this quality gets this rounded raw confidence)."""
    half_step = 0.5 / world.raw_steps
    low, high = world.raw_range
    below = -math.inf if raw <= low + 1e-9 else logit(raw - half_step)
    above = math.inf if raw >= high - 1e-9 else logit(raw + half_step)
    spread = NormalDist(world.raw_slope * quality_log_odds, world.raw_noise)
    cdf_above = 1.0 if above == math.inf else spread.cdf(above)
    cdf_below = 0.0 if below == -math.inf else spread.cdf(below)
    return max(1e-300, cdf_above - cdf_below)


def _tastes(spread: float) -> list[tuple[float, float]]:
    """(taste, prior weight) on a grid over ±3 standard deviations."""
    if spread == 0:
        return [(0.0, 1.0)]
    points = [-3.0 + 6.0 * k / (TASTE_POINTS - 1) for k in range(TASTE_POINTS)]
    weights = [math.exp(-0.5 * z * z) for z in points]
    total = sum(weights)
    return [(spread * z, w / total) for z, w in zip(points, weights, strict=True)]


@cache
def _quality_grid(
    prior: tuple[float, float], quality_range: tuple[float, float]
) -> tuple[tuple[float, float], ...]:
    """(logit(quality), prior mass): the Beta's mass between grid midpoints, the clipped
    tails in the end points."""
    low, high = (logit(q) for q in quality_range)
    points = [low + (high - low) * i / (QUALITY_POINTS - 1) for i in range(QUALITY_POINTS)]
    bounds = [0.0]
    bounds += [1 / (1 + math.exp(-(x + y) / 2)) for x, y in pairwise(points)]
    bounds.append(1.0)
    a, b = prior
    return tuple(
        (point, beta_cdf(upper, a, b) - beta_cdf(lower, a, b))
        for point, lower, upper in zip(points, bounds, bounds[1:], strict=False)
    )


def _rule_estimates(
    world: Generator,
    category: Category,
    raw: float,
    tastes_by_repository: dict[str, list[tuple[float, float]]],
    counts: dict[str, tuple[float, float]],
) -> dict[str, float]:
    """Posterior mean acceptance of one rule in each repository.

    counts: repository → (accepted, dismissed) weight."""
    log_posterior: list[float] = []
    means: list[dict[str, float]] = []
    for quality_log_odds, mass in _quality_grid(world.quality_prior[category], world.quality_range):
        total = math.log(max(1e-300, mass)) + math.log(
            _raw_likelihood(raw, quality_log_odds, world)
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
    """What the ceiling needs of a simulated rule (`learning_sim.Rule`)."""

    @property
    def rule_id(self) -> str: ...
    @property
    def category(self) -> Category: ...
    @property
    def source(self) -> Source: ...
    @property
    def raw(self) -> float: ...


def bayes_estimates(
    world: Generator,
    rules: Iterable[RuleLike],
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
    tastes = _tastes(world.taste_noise)
    estimates: dict[tuple[str, str], float] = {}
    for rule in rules:
        if rule.source is not Source.SEMGREP:
            continue
        tastes_by_repository = {
            repository: (
                [(world.hated_taste, 1.0)]
                if repository == world.style_hater and rule.category is Category.STYLE
                else tastes
            )
            for repository in world.repositories
        }
        for repository, mean in _rule_estimates(
            world,
            rule.category,
            rule.raw,
            tastes_by_repository,
            counts[rule.rule_id],
        ).items():
            estimates[(repository, rule.rule_id)] = mean
    return estimates


def _self_check(seed: int = 5, draws: int = 200_000, min_members: int = 1000) -> None:
    """Monte Carlo: rules drawn as `World` draws them, events drawn from their truth; the
    mean truth of each (raw confidence, events) cell against the posterior mean, for a
    repository's own events (3 of them) and for another repository's (4)."""
    from learning_sim import SCENARIOS, draw_rule, generator

    rng = random.Random(seed)  # noqa: S311 - a seeded simulation
    world = generator(SCENARIOS["base"])
    tastes = _tastes(world.taste_noise)
    for category in (Category.SECURITY, Category.STYLE):
        for judged_in, events in (("A", 3), ("B", 4)):
            cells: dict[tuple[float, int], list[float]] = defaultdict(list)
            for _ in range(draws):
                quality, raw = draw_rule(rng, category, world.raw_noise)
                truth = {r: sigmoid(logit(quality) + rng.gauss(0, world.taste_noise)) for r in "AB"}
                accepted = sum(rng.random() < truth[judged_in] for _ in range(events))
                cells[(raw, accepted)].append(truth["A"])
            worst_gap = worst_z = 0.0
            compared = 0
            for (raw, accepted), truths in cells.items():
                if len(truths) < min_members:
                    continue
                estimate = _rule_estimates(
                    world,
                    category,
                    raw,
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
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    _self_check()
