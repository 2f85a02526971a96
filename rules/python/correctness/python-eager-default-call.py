import os

from app.db import load_user_from_db
from app.metrics import counter


class UserCache:
    def __init__(self, session) -> None:
        self.session = session
        self.users: dict[int, dict] = {}

    def get(self, user_id: int) -> dict:
        # ruleid: python-eager-default-call
        return self.users.get(user_id, load_user_from_db(self.session, user_id))

    def plugin(self, module, name: str):
        # ruleid: python-eager-default-call
        return getattr(module, name, self.session.query_plugin(name))

    def count(self, key: str) -> int:
        # ruleid: python-eager-default-call
        return self.users.get(key, counter.increment("miss"))

    def get_safely(self, user_id: int) -> dict:
        user = self.users.get(user_id)
        if user is None:
            user = load_user_from_db(self.session, user_id)
        # ok: python-eager-default-call
        return user


def settings(config: dict) -> tuple:
    # ok: python-eager-default-call
    tags = config.get("tags", list())
    # ok: python-eager-default-call
    port = int(config.get("port", os.getenv("PORT", "8080")))
    # ok: python-eager-default-call
    name = config.get("name", str(port))
    # ok: python-eager-default-call
    debug = config.get("debug", False)
    return tags, port, name, debug
