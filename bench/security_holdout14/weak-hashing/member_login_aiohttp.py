import hashlib
import hmac
import os

from aiohttp import web

ITERATIONS = 600_000
ACCOUNTS = {}

def derive(password, salt):
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)

async def register(request):
    form = await request.post()
    username, password = form.get("username", ""), form.get("password", "")
    if not username or len(password) < 12:
        return web.json_response({"error": "invalid input"}, status=400)
    salt = os.urandom(16)
    ACCOUNTS[username] = (salt, derive(password, salt))
    return web.json_response({"created": username}, status=201)

async def login(request):
    form = await request.post()
    salt, digest = ACCOUNTS.get(form.get("username", ""), (b"\0" * 16, b""))
    ok = hmac.compare_digest(digest, derive(form.get("password", ""), salt))
    return web.json_response({"ok": ok}, status=200 if ok else 401)

app = web.Application()
app.add_routes([web.post("/register", register), web.post("/login", login)])
