import sqlite3

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


def render_review(**fields):
    return "<article><h4>{author}</h4><div>{body}</div><span>{stars}/5</span></article>".format(**fields)


@app.get("/products/{product_id}/reviews", response_class=HTMLResponse)
def product_reviews(product_id: int):
    conn = sqlite3.connect("/srv/shop/reviews.db")
    rows = conn.execute("SELECT author, body, stars FROM reviews WHERE product_id = ?", (product_id,)).fetchall()
    conn.close()
    cards = [render_review(**{"author": a, "body": b, "stars": s}) for a, b, s in rows]
    return HTMLResponse("<section class='reviews'>" + "".join(cards) + "</section>")
