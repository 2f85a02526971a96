import hashlib
import hmac
import os

from sanic import Sanic
from sanic.response import json

app = Sanic("auth")
ITERATIONS = 600_000
USERS = {}


def derive(password: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)


@app.post("/signup")
async def signup(request):
    username = request.json.get("username")
    salt = os.urandom(16)
    USERS[username] = (salt, derive(request.json.get("password", ""), salt))
    return json({"created": username}, status=201)


@app.post("/login")
async def login(request):
    entry = USERS.get(request.json.get("username"))
    if not entry:
        return json({"ok": False}, status=401)
    salt, expected = entry
    ok = hmac.compare_digest(derive(request.json.get("password", ""), salt), expected)
    return json({"ok": ok}, status=200 if ok else 401)
