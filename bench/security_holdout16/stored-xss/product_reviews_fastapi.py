from contextlib import asynccontextmanager
from datetime import datetime, timezone
from typing import Annotated

import aiosqlite
from fastapi import Depends, FastAPI, Form
from fastapi.responses import HTMLResponse, RedirectResponse
from markupsafe import Markup
from pydantic import BaseModel, Field

DB_PATH = "reviews.db"


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with aiosqlite.connect(DB_PATH) as db:
        await db.execute(
            "CREATE TABLE IF NOT EXISTS reviews (product TEXT, author TEXT, text TEXT, created TEXT)"
        )
        await db.commit()
    yield


app = FastAPI(lifespan=lifespan)


async def get_db():
    async with aiosqlite.connect(DB_PATH) as db:
        db.row_factory = aiosqlite.Row
        yield db


class ReviewIn(BaseModel):
    author: str = Field(min_length=1, max_length=60)
    text: str = Field(min_length=1, max_length=4000)


@app.post("/products/{product}/reviews")
async def add_review(
    product: str,
    db: Annotated[aiosqlite.Connection, Depends(get_db)],
    author: Annotated[str, Form()],
    text: Annotated[str, Form()],
):
    review = ReviewIn(author=author, text=text)
    now = datetime.now(timezone.utc).isoformat()
    await db.execute(
        "INSERT INTO reviews VALUES (?, ?, ?, ?)", (product, review.author, review.text, now)
    )
    await db.commit()
    return RedirectResponse(f"/products/{product}/reviews", status_code=303)


@app.get("/products/{product}/reviews", response_class=HTMLResponse)
async def show_reviews(product: str, db: Annotated[aiosqlite.Connection, Depends(get_db)]):
    async with db.execute(
        "SELECT author, text FROM reviews WHERE product = ? ORDER BY created DESC", (product,)
    ) as cur:
        rows = await cur.fetchall()
    items = [Markup(f"<li><b>{r['author']}</b>: {r['text']}</li>") for r in rows]
    return HTMLResponse(f"<h1>Reviews</h1><ul>{Markup('').join(items)}</ul>")


@app.get("/products/{product}/reviews/count")
async def review_count(product: str, db: Annotated[aiosqlite.Connection, Depends(get_db)]):
    async with db.execute("SELECT COUNT(*) FROM reviews WHERE product = ?", (product,)) as cur:
        (count,) = await cur.fetchone()
    return {"product": product, "count": count}
