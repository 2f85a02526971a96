import sqlite3

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/products/{product_id}/reviews", response_class=HTMLResponse)
def product_reviews(product_id: int):
    with sqlite3.connect("reviews.db") as conn:
        rows = conn.execute(
            "SELECT reviewer, rating, text FROM reviews WHERE product_id = ?",
            (product_id,),
        ).fetchall()
    items = []
    for reviewer, rating, text in rows:
        stars = "&#9733;" * int(rating)
        items.append(f"<div class='review'><b>{reviewer}</b> {stars}<p>{text}</p></div>")
    page = "<html><body><h1>Reviews</h1>" + "".join(items) + "</body></html>"
    return HTMLResponse(page)
