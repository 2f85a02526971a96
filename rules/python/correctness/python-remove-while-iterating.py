class Registry:
    def __init__(self) -> None:
        self.handlers: dict[str, object] = {}
        self.pending: list[str] = []

    def prune(self) -> None:
        for name, handler in self.handlers.items():
            if handler is None:
                # ruleid: python-remove-while-iterating
                del self.handlers[name]

    def flush(self) -> None:
        for name in self.pending:
            if name.startswith("_"):
                # ruleid: python-remove-while-iterating
                self.pending.remove(name)


def drop_inactive(users: list, seen: set) -> None:
    for user in users:
        if not user.active:
            # ruleid: python-remove-while-iterating
            users.remove(user)
    for key in seen:
        # ruleid: python-remove-while-iterating
        seen.discard(key)


def drop_inactive_safely(users: list) -> list:
    for user in list(users):
        if not user.active:
            # ok: python-remove-while-iterating
            users.remove(user)
    # ok: python-remove-while-iterating
    return [user for user in users if user.active]


def remove_first(users: list, name: str) -> None:
    for user in users:
        if user.name == name:
            # ok: python-remove-while-iterating
            users.remove(user)
            break


def prune_safely(handlers: dict) -> None:
    for name in list(handlers.keys()):
        if handlers[name] is None:
            # ok: python-remove-while-iterating
            del handlers[name]


def move(source: list, target: list) -> None:
    for item in source:
        # ok: python-remove-while-iterating
        target.remove(item)
