import aiosqlite
from fastapi import FastAPI, Query

app = FastAPI()
DB_PATH = "notes.db"


async def fetch_notes(owner: str, tag: str | None):
    sql = "SELECT id, title, body FROM notes WHERE owner = ?"
    params: list[str] = [owner]
    if tag:
        sql += " AND tag = ?"
        params.append(tag)
    async with aiosqlite.connect(DB_PATH) as db:
        db.row_factory = aiosqlite.Row
        async with db.execute(sql, params) as cursor:
            return [dict(row) for row in await cursor.fetchall()]


@app.get("/notes")
async def list_notes(owner: str = Query(...), tag: str | None = None):
    return await fetch_notes(owner, tag)
