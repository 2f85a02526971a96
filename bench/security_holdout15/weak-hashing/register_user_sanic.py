import sqlite3

import bcrypt
from sanic import Sanic
from sanic.response import json

app = Sanic("signup")


def password_digest(password: str) -> bytes:
    return bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))


@app.post("/register")
async def register(request):
    data = request.json or {}
    username = data.get("username", "").strip().lower()
    digest = password_digest(data.get("password", ""))
    with sqlite3.connect("users.db") as conn:
        conn.execute("INSERT INTO users (username, pw_hash) VALUES (?, ?)", (username, digest))
    return json({"created": username}, status=201)
