import secrets

from sanic import Sanic
from sanic.response import json

app = Sanic("accounts")
SESSIONS = {}
ACCOUNTS = {"erin@example.com": "orange-kite-42"}


@app.post("/signin")
async def account_signin(request):
    email = (request.form.get("email") or "").lower()
    password = request.form.get("password") or ""
    if ACCOUNTS.get(email) != password:
        return json({"error": "invalid credentials"}, status=401)
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = email
    response = json({"email": email})
    response.add_cookie(
        "sid",
        sid,
        max_age=3600,
        secure=True,
        httponly=True,
        samesite="Strict",
    )
    return response
