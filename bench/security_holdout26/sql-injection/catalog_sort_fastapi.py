import sqlite3

from fastapi import Depends, FastAPI
from pydantic import BaseModel, field_validator

app = FastAPI()

SORT_COLUMNS = {
    "name": "name",
    "price": "price",
    "newest": "created_at DESC",
}


class CatalogQuery(BaseModel):
    category: str
    sort: str = "name"
    limit: int = 20

    @field_validator("sort")
    @classmethod
    def known_sort(cls, value: str) -> str:
        if value not in SORT_COLUMNS:
            raise ValueError("unknown sort key")
        return value


def get_conn():
    conn = sqlite3.connect("catalog.db")
    try:
        yield conn
    finally:
        conn.close()


class CatalogService:
    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def _order_by(self, query: CatalogQuery) -> str:
        return f"ORDER BY {SORT_COLUMNS[query.sort]}"

    def list_items(self, query: CatalogQuery):
        sql = (
            "SELECT id, name, price FROM items WHERE category = ? "
            + self._order_by(query)
            + f" LIMIT {int(query.limit)}"
        )
        cur = self.conn.execute(sql, (query.category,))
        return [{"id": r[0], "name": r[1], "price": r[2]} for r in cur.fetchall()]


@app.get("/catalog")
def catalog(
    category: str,
    sort: str = "name",
    limit: int = 20,
    conn: sqlite3.Connection = Depends(get_conn),
):
    query = CatalogQuery(category=category, sort=sort, limit=limit)
    return {"items": CatalogService(conn).list_items(query)}
