import numpy as np
from sqlalchemy import or_

from app.models import Order


def describe(order):
    # ruleid: python-none-inequality-comparison
    if order.shipped_at is not None:
        return "shipped"
    # ruleid: python-none-inequality-comparison
    while order.next_step is not None:
        order = order.next_step
    return "pending"


def shipped(session, values):
    # ok: python-none-inequality-comparison
    rows = session.query(Order).filter(or_(Order.shipped_at != None, Order.express)).all()
    # ok: python-none-inequality-comparison
    filled = np.where(values != None, values, 0)
    # ok: python-none-inequality-comparison
    return [row for row in rows if row.note is not None], filled


def test_adapter_passes_arguments():
    taken = None

    def save(*args):
        nonlocal taken
        taken = args

    save(42)
    # ok: python-none-inequality-comparison
    assert (42,) != taken
