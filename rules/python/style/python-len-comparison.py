def summarise(orders: list, tags: set) -> str:
    # ruleid: python-len-comparison
    if len(orders) == 0:
        return "no orders"
    # ruleid: python-len-comparison
    if len(tags):
        return ", ".join(sorted(tags))
    # ruleid: python-len-comparison
    return "tagged" if len(tags) > 0 else "untagged"


def summarise_safely(orders: list, tags: set) -> str:
    # ok: python-len-comparison
    if not orders:
        return "no orders"
    # ok: python-len-comparison
    if len(orders) > 10:
        return "many orders"
    # ok: python-len-comparison
    return f"{len(tags)} tags"


def test_empty():
    # ok: python-len-comparison
    assert len(summarise_safely([], set())) > 0
