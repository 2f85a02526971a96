import collections
from collections import defaultdict
from typing import Optional


# ruleid: python-mutable-default-argument
def append_item(item, bucket=[]):
    bucket.append(item)
    return bucket


# ruleid: python-mutable-default-argument
def register(name: str, registry: dict[str, int] = {}) -> dict[str, int]:
    registry[name] = len(registry)
    return registry


class Cache:
    # ruleid: python-mutable-default-argument
    def __init__(self, seen=set()):
        self.seen = seen

    # ruleid: python-mutable-default-argument
    async def fetch(self, key, *, history=list()):
        history.append(key)
        return history


# ruleid: python-mutable-default-argument
def group(rows, groups=defaultdict(list)):
    for key, value in rows:
        groups[key].append(value)
    return groups


# ruleid: python-mutable-default-argument
def tally(words, counts=collections.Counter()):
    counts.update(words)
    return counts


# ok: python-mutable-default-argument
def append_item_safely(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket


# ok: python-mutable-default-argument
def register_safely(name: str, registry: Optional[dict[str, int]] = None) -> dict[str, int]:
    registry = {} if registry is None else registry
    registry[name] = len(registry)
    return registry


# ok: python-mutable-default-argument
def join(parts=(), sep=", "):
    return sep.join(parts)


# ok: python-mutable-default-argument
def frozen(values=frozenset()):
    return sorted(values)


# ok: python-mutable-default-argument
def limit(count: int = 10, name: str = "x", ratio: float = 0.5):
    return count, name, ratio


# ok: python-mutable-default-argument
def build(factory=list):
    return factory()


def make_default():
    # ok: python-mutable-default-argument
    return []


# Only read: the shared default never changes, so sharing it is harmless.
# ok: python-mutable-default-argument
def lambda_eval(expression, options={}, **kw):
    args = dict(BASE)
    args.update(options)
    args.update(kw)
    return expression(args)


# ok: python-mutable-default-argument
def roundtrip(path, mode, args={}):
    save(path, mode, **args)
    return [key for key in args if key.startswith("x")]


# Handed out: whoever receives it can change the shared object.
# ruleid: python-mutable-default-argument
def defaults(options={}):
    return options


# ruleid: python-mutable-default-argument
def remember(key, seen=set()):
    seen |= {key}
    return len(seen)


# ruleid: python-mutable-default-argument
def forget(key, cache={}):
    del cache[key]


# ruleid: python-mutable-default-argument
def nested(key, value, tree={}):
    tree.setdefault(key, []).append(value)
    return len(tree)


# ruleid: python-mutable-default-argument
def pair(first, rest=[]):
    return first, rest


# ok: python-mutable-default-argument
def render(template, context={}):
    return template.format(**context)


# ok: python-mutable-default-argument
def lookup(key, table={"a": 1, "b": 2}):
    return table.get(key, 0)
