import psycopg2
from fastapi import FastAPI, HTTPException

app = FastAPI()

SORT_COLUMNS = {
    "newest": "created_at DESC",
    "oldest": "created_at ASC",
    "price": "price ASC",
    "title": "title ASC",
}


def order_clause(key: str) -> str:
    try:
        return SORT_COLUMNS[key]
    except KeyError:
        raise HTTPException(status_code=400, detail="unknown sort key")


@app.get("/listings")
def listings(sort: str = "newest", city: str = ""):
    sql = f"SELECT id, title, price FROM listings WHERE city = %s ORDER BY {order_clause(sort)}"
    conn = psycopg2.connect("dbname=market")
    try:
        with conn.cursor() as cur:
            cur.execute(sql, (city,))
            return [{"id": i, "title": t, "price": p} for i, t, p in cur.fetchall()]
    finally:
        conn.close()
