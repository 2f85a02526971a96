from typing import Any

from fastapi import FastAPI, Query

app = FastAPI()


# ruleid: python-builtin-shadowed-parameter
def total(list):
    return sum(item.price for item in list)


# ruleid: python-builtin-shadowed-parameter
def find_user(session, id: int):
    return session.get("User", id)


class Exporter:
    # ruleid: python-builtin-shadowed-parameter
    def export(self, rows: list[dict[str, Any]], format: str = "csv") -> str:
        return f"{len(rows)} rows as {format}"

    # ruleid: python-builtin-shadowed-parameter
    def pick(self, items, filter=None, max=10):
        return [item for item in items if filter is None or filter(item)][:max]


# ok: python-builtin-shadowed-parameter
def total_price(items):
    return sum(item.price for item in items)


# ok: python-builtin-shadowed-parameter
def find_account(session, account_id: int, kind: str = "user"):
    return session.get(kind, account_id)


# ok: python-builtin-shadowed-parameter
def export_rows(rows, format_: str = "csv", type_=None):
    return f"{len(rows)} rows as {format_} {type_}"


# ok: python-builtin-shadowed-parameter
@app.get("/items")
def list_items(type: str = Query("book"), id: int = Query(0)):
    return {"type": type, "id": id}


class Money:
    # ok: python-builtin-shadowed-parameter
    def __format__(self, format_spec: str) -> str:
        return format_spec

    # ok: python-builtin-shadowed-parameter
    def __exit__(self, type, value, traceback) -> None:
        self.close()

    # ruleid: python-builtin-shadowed-parameter
    def __init__(self, amount: int, id: str) -> None:
        self.amount = amount
        self.id = id


# `file` stopped being a builtin with Python 3
# ok: python-builtin-shadowed-parameter
def checksum(file):
    return hash(file.read())
