from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.findings import Source
from bot.core.learning_recalibration import fit_recalibrations, recalibrate


def overconfident(
    n: int, accepted_share: float, probability: float = 0.95
) -> list[tuple[Source, float, bool, float]]:
    accepted = round(n * accepted_share)
    return [(Source.SEMGREP, probability, i < accepted, 1.0) for i in range(n)]


def test_an_overconfident_top_is_pulled_toward_what_was_accepted() -> None:
    curves = fit_recalibrations(overconfident(200, 0.6), bins=10, strength=8.0)
    top = recalibrate(curves, Source.SEMGREP, 0.95)
    # the top bin's posterior, pooled by isotonic regression with the identity bins just
    # below it (which it now undercuts), so a little above it and far below 0.95
    assert (120 + 8 * 0.95) / (200 + 8) - 1e-9 <= top < 0.7
    assert recalibrate(curves, Source.SEMGREP, 0.05) == pytest.approx(0.05)


def test_few_events_barely_move_the_identity() -> None:
    curves = fit_recalibrations(overconfident(2, 0.5), bins=10, strength=8.0)
    assert recalibrate(curves, Source.SEMGREP, 0.95) > 0.85


def test_each_source_has_its_own_map_and_an_unseen_source_is_left_alone() -> None:
    events = overconfident(100, 0.5) + [(Source.LLM, 0.95, True, 1.0)] * 100
    curves = fit_recalibrations(events, bins=10, strength=8.0)
    assert recalibrate(curves, Source.SEMGREP, 0.95) < 0.6
    assert recalibrate(curves, Source.LLM, 0.95) > 0.95
    assert recalibrate(curves, Source.COVERAGE, 0.42) == 0.42


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.floats(0, 1), st.booleans(), st.floats(0.05, 3)), min_size=1, max_size=60)
)
def test_the_map_is_non_decreasing_and_inside_the_unit_interval(
    events: list[tuple[float, bool, float]],
) -> None:
    curves = fit_recalibrations(
        [(Source.LLM, p, accepted, weight) for p, accepted, weight in events],
        bins=10,
        strength=8.0,
    )
    values = [recalibrate(curves, Source.LLM, i / 100) for i in range(101)]
    assert all(0.0 < v < 1.0 for v in values)
    assert all(a <= b + 1e-12 for a, b in pairwise(values))
