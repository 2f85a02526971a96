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
