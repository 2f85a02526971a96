import os

import asyncpg
from passlib.hash import argon2
from quart import Quart, abort, redirect, request, session, url_for

app = Quart(__name__)
app.secret_key = os.environ["QUART_SECRET_KEY"]


@app.before_serving
async def connect_db():
    app.pool = await asyncpg.create_pool(os.environ["DATABASE_URL"])


@app.post("/login")
async def login():
    form = await request.form
    username = form.get("username", "").strip().lower()
    row = await app.pool.fetchrow("SELECT id, password_hash FROM users WHERE username = $1", username)
    if row is None or not argon2.verify(form.get("password", ""), row["password_hash"]):
        abort(401)
    session.clear()
    session["user_id"] = row["id"]
    return redirect(url_for("home"))


@app.get("/")
async def home():
    return {"user": session.get("user_id")}
