from __future__ import annotations

import pytest

from bot.dashboard.rates import OutcomeCounts, wilson_interval


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [
        (0, 10, 0.0, 0.2775),
        (5, 10, 0.2366, 0.7634),
        (3, 5, 0.2307, 0.8824),
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),
    ],
)
def test_wilson_interval_matches_published_values(
    successes: int, trials: int, low: float, high: float
) -> None:
    interval = wilson_interval(successes, trials)
    assert interval is not None
    assert (round(interval.low, 4), round(interval.high, 4)) == (low, high)


def test_no_decided_finding_has_no_rate_and_no_interval() -> None:
    counts = OutcomeCounts(shown=4, ignored=3, pending=1)
    assert (counts.decided, counts.rate, counts.interval) == (0, None, None)


def test_rate_leaves_ignored_and_pending_out_of_the_denominator() -> None:
    counts = OutcomeCounts(shown=10, accepted=3, dismissed=1, ignored=5, pending=1)
    assert counts.decided == 4
    assert counts.rate == 0.75


def test_invalid_counts_are_refused() -> None:
    with pytest.raises(ValueError):
        wilson_interval(3, 2)
