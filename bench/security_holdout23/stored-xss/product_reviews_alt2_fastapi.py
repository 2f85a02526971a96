import html
import sqlite3

from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


def get_db():
    conn = sqlite3.connect("reviews.db")
    try:
        yield conn
    finally:
        conn.close()


def review_item(author: str, rating: int, text: str) -> str:
    stars = "*" * max(0, min(int(rating), 5))
    return f"<li><strong>{html.escape(author)}</strong> {stars}<p>{html.escape(text)}</p></li>"


@app.get("/products/{product_id}/reviews", response_class=HTMLResponse)
def product_reviews(product_id: int, db: sqlite3.Connection = Depends(get_db)):
    rows = db.execute(
        "SELECT author, rating, body FROM review WHERE product_id = ? AND published = 1 ORDER BY created_at DESC",
        (product_id,),
    ).fetchall()
    items = "".join(review_item(*row) for row in rows)
    return f"<section class='reviews'><ul>{items}</ul></section>"
