from dataclasses import dataclass, field
from typing import Callable

# ruleid: python-lambda-assignment
square = lambda x: x * x

# ruleid: python-lambda-assignment
by_price = lambda product: (product.price, product.name)


def report(rows):
    # ruleid: python-lambda-assignment
    fmt = lambda row: f"{row.id}: {row.total}"
    return [fmt(row) for row in rows]


# ok: python-lambda-assignment
def cube(x):
    return x * x * x


def sorted_products(products):
    # ok: python-lambda-assignment
    return sorted(products, key=lambda product: (product.price, product.name))


# ok: python-lambda-assignment
HANDLERS: dict[str, Callable[[int], int]] = {"double": lambda x: 2 * x}


@dataclass
class Settings:
    # ok: python-lambda-assignment
    tags: list[str] = field(default_factory=lambda: ["default"])


class Pricing:
    # ruleid: python-lambda-assignment
    discount: Callable[[float], float] = lambda price: price * 0.9


class Registry:
    def __init__(self):
        # ok: python-lambda-assignment
        self.on_change = lambda value: None
