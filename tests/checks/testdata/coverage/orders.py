"""Order totals."""

from __future__ import annotations


def subtotal(prices: list[float]) -> float:
    return sum(prices)


def apply_discount(total: float, code: str) -> float:
    if code == "HALF":
        # half price, rounded to cents
        return round(total / 2, 2)
    if code == "TENOFF":
        return max(0.0, total - 10)
    return total


def shipping(total: float) -> float:
    return 0.0 if total >= 50 else 4.95
