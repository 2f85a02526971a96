def expand(aliases: dict[str, str]) -> None:
    for name, target in aliases.items():
        # ruleid: python-grow-while-iterating
        aliases.setdefault(target, target)


def duplicate(items: list) -> None:
    for item in items:
        if item.needs_copy:
            # ruleid: python-grow-while-iterating
            items.append(item.copy())


class Graph:
    def __init__(self) -> None:
        self.nodes: set = set()

    def close(self) -> None:
        for node in self.nodes:
            # ruleid: python-grow-while-iterating
            self.nodes.update(node.neighbours)


def expand_safely(aliases: dict[str, str]) -> None:
    extra = {}
    for name, target in aliases.items():
        # ok: python-grow-while-iterating
        extra.setdefault(target, target)
    aliases.update(extra)


def duplicate_safely(items: list) -> None:
    for item in list(items):
        # ok: python-grow-while-iterating
        items.append(item.copy())


def add_once(items: list, new) -> None:
    for item in items:
        if item == new:
            return
    # ok: python-grow-while-iterating
    items.append(new)
