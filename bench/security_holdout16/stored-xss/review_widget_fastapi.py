import html
import sqlite3
from datetime import datetime, timezone

import bleach
from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse

app = FastAPI()
DB = "/srv/shop/reviews.db"
ALLOWED_TAGS = {"b", "i", "em", "strong", "p", "br", "ul", "li"}


def conn():
    return sqlite3.connect(DB)


def render_review(author: str, stars: int, body: str) -> str:
    formatted = bleach.clean(body, tags=ALLOWED_TAGS, attributes={}, protocols=set(), strip=True)
    return (
        f"<div class='review'><h4>{html.escape(author)}</h4>"
        f"<span class='stars'>{'*' * stars}</span><div>{formatted}</div></div>"
    )


@app.post("/products/{product_id}/reviews")
def add_review(product_id: int, author: str = Form(...), stars: int = Form(...), body: str = Form(...)):
    if not 1 <= stars <= 5 or len(body) > 5000:
        raise HTTPException(status_code=400, detail="invalid review")
    with conn() as c:
        c.execute(
            "INSERT INTO reviews (product_id, author, stars, body, created) VALUES (?, ?, ?, ?, ?)",
            (product_id, author[:80], stars, body, datetime.now(timezone.utc).isoformat()),
        )
    return RedirectResponse(f"/products/{product_id}/reviews", status_code=303)


@app.get("/products/{product_id}/reviews", response_class=HTMLResponse)
def list_reviews(product_id: int):
    with conn() as c:
        rows = c.execute(
            "SELECT author, stars, body FROM reviews WHERE product_id = ? ORDER BY created DESC LIMIT 30",
            (product_id,),
        ).fetchall()
    blocks = "".join(render_review(a, max(1, min(int(s), 5)), b) for a, s, b in rows)
    return HTMLResponse(f"<section class='reviews'>{blocks or '<p>No reviews yet.</p>'}</section>")


@app.get("/products/{product_id}/reviews/count")
def review_count(product_id: int):
    with conn() as c:
        (count,) = c.execute("SELECT COUNT(*) FROM reviews WHERE product_id = ?", (product_id,)).fetchone()
    return {"product_id": product_id, "count": count}
