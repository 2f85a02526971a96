import shelve
import sqlite3


def load_upload(upload_path: str) -> dict:
    # ruleid: python-shelve-open
    with shelve.open(upload_path) as db:
        return dict(db)


def user_shelf(user: str) -> shelve.Shelf:
    # ruleid: python-shelve-open
    return shelve.DbfilenameShelf(f"/tmp/shelves/{user}")


def app_cache() -> shelve.Shelf:
    # ok: python-shelve-open
    return shelve.open("/var/lib/myapp/cache")


def store(path: str) -> sqlite3.Connection:
    # ok: python-shelve-open
    return sqlite3.connect(path)


import os  # noqa: E402

CACHE_PATH = os.environ.get("APP_CACHE", "/var/lib/myapp/cache")


class SnapshotStore:
    def __init__(self, path: str):
        self.path = path

    def get(self, key: str):
        # the store's own file, configured where the store is made
        # ok: python-shelve-open
        with shelve.open(self.path, flag="r") as db:
            return db.get(key)


def cached(key: str):
    # ok: python-shelve-open
    with shelve.open(CACHE_PATH) as db:
        return db.get(key)


def configured(key: str):
    # ok: python-shelve-open
    with shelve.open(os.environ["SHELF_PATH"]) as db:
        return db.get(key)
