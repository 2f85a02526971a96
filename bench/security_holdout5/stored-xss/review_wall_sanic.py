import aiosqlite
from sanic import Sanic
from sanic.response import html, json

app = Sanic("reviews")
app.config.REVIEWS_DB = "/var/lib/reviews/reviews.db"


@app.post("/products/<product_id:int>/reviews")
async def add_review(request, product_id):
    payload = request.json or {}
    async with aiosqlite.connect(app.config.REVIEWS_DB) as db:
        await db.execute(
            "INSERT INTO reviews (product_id, author, body) VALUES (?, ?, ?)",
            (product_id, payload.get("author", "anonymous"), payload.get("body", "")),
        )
        await db.commit()
    return json({"ok": True}, status=201)


@app.get("/products/<product_id:int>/reviews")
async def review_wall(request, product_id):
    async with aiosqlite.connect(app.config.REVIEWS_DB) as db:
        cur = await db.execute(
            "SELECT author, body FROM reviews WHERE product_id = ? ORDER BY id DESC LIMIT 50",
            (product_id,),
        )
        rows = await cur.fetchall()
    items = "\n".join(
        f"<article><h4>{author}</h4><p>{body}</p></article>" for author, body in rows
    )
    return html(f"<section class='reviews'>{items}</section>")
