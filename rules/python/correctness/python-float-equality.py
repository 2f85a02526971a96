import math

import pytest


def apply_discount(price: float, rate: float) -> float:
    # ruleid: python-float-equality
    if rate == 0.1:
        return price * 0.9
    # ruleid: python-float-equality
    if price * rate != 2.5e-3:
        return price
    return price


def test_total():
    total = 0.1 + 0.2
    # ruleid: python-float-equality
    assert total == 0.3


def test_total_safely():
    total = 0.1 + 0.2
    # ok: python-float-equality
    assert total == pytest.approx(0.3)
    # ok: python-float-equality
    assert math.isclose(total, 0.3)


def apply_discount_safely(price: float, rate: float) -> float:
    # ok: python-float-equality
    if rate == 0.0:
        return price
    # ok: python-float-equality
    if rate < 0.1:
        return price * 0.95
    # ok: python-float-equality
    return price if rate != 1 else 0.0
