"""Acceptance rates and their 95% Wilson score intervals, from outcome counts."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z_95 = 1.959963984540054

RATE_DEFINITION = "accepted ÷ (accepted + dismissed); ignored and pending findings are shown apart"


@dataclass(frozen=True, slots=True)
class Interval:
    low: float
    high: float


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> Interval | None:
    """The Wilson score interval for a binomial proportion (None when there are no trials)."""
    if trials < 0 or successes < 0 or successes > trials:
        raise ValueError(f"invalid counts: {successes} of {trials}")
    if trials == 0:
        return None
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    margin = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return Interval(max(0.0, centre - margin), min(1.0, centre + margin))


@dataclass(frozen=True, slots=True)
class OutcomeCounts:
    """Outcomes of shown findings. Only accepted and dismissed enter the rate."""

    shown: int = 0
    accepted: int = 0
    dismissed: int = 0
    ignored: int = 0
    pending: int = 0

    @property
    def decided(self) -> int:
        """The rate's denominator."""
        return self.accepted + self.dismissed

    @property
    def rate(self) -> float | None:
        return self.accepted / self.decided if self.decided else None

    @property
    def interval(self) -> Interval | None:
        return wilson_interval(self.accepted, self.decided)

    def __add__(self, other: OutcomeCounts) -> OutcomeCounts:
        return OutcomeCounts(
            shown=self.shown + other.shown,
            accepted=self.accepted + other.accepted,
            dismissed=self.dismissed + other.dismissed,
            ignored=self.ignored + other.ignored,
            pending=self.pending + other.pending,
        )

    def as_json(self) -> dict[str, object]:
        interval = self.interval
        return {
            "shown": self.shown,
            "accepted": self.accepted,
            "dismissed": self.dismissed,
            "ignored": self.ignored,
            "pending": self.pending,
            "decided": self.decided,
            "acceptance_rate": self.rate,
            "interval_95": [interval.low, interval.high] if interval else None,
        }
