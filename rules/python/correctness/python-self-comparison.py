import math
import random


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        # ruleid: python-self-comparison
        return self.x == self.x and self.y == other.y

    def __lt__(self, other):
        # ruleid: python-self-comparison
        return (self.x, self.y) < (self.x, self.y)


def same_owner(left, right):
    # ruleid: python-self-comparison
    if left.owner_id != left.owner_id:
        return False
    # ruleid: python-self-comparison
    return left is left


def sane(a, b, values):
    # ok: python-self-comparison
    if a == b:
        return True
    # ok: python-self-comparison
    if random.random() == random.random():
        return False
    # ok: python-self-comparison
    if math.isnan(a):
        return False
    # ok: python-self-comparison
    return values[0] <= values[1]


def other_side(point, other):
    # ok: python-self-comparison
    return point.x == other.x


def cached_lookup(cache, key):
    found = None
    for entry in cache:
        if entry.key == key:
            found = entry
    # ok: python-self-comparison
    if found is not None:
        return found
    limit = 10
    # ok: python-self-comparison
    return len(cache) < limit


def default_timeout(settings):
    timeout = None
    # ok: python-self-comparison
    if timeout is not None:
        return timeout
    return settings.timeout
