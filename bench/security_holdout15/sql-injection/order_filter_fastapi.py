import sqlite3

from fastapi import APIRouter, Depends

router = APIRouter(prefix="/orders")


def get_db():
    return sqlite3.connect("shop.db")


class OrderRepo:
    def __init__(self, conn: sqlite3.Connection = Depends(get_db)):
        self.conn = conn
        self.filters = {}

    def where(self, **kw):
        self.filters.update(kw)
        return self

    def fetch(self):
        parts = [f"{k} = '{v}'" for k, v in self.filters.items()]
        query = "SELECT id, status FROM orders WHERE " + " AND ".join(parts)
        return self.conn.execute(query).fetchall()


@router.get("/by-status")
def orders_by_status(status: str, repo: OrderRepo = Depends()):
    return {"orders": repo.where(status=status).fetch()}
