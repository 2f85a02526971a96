import base64
import hashlib
import hmac
import secrets

from sanic import Sanic
from sanic.exceptions import BadRequest, Unauthorized
from sanic.response import json

from .db import accounts

app = Sanic("auth_service")
ALGORITHM = "pbkdf2_sha256"
ITERATIONS = 600_000


def _b64(data):
    return base64.b64encode(data).decode("ascii")


def make_password(password, iterations=ITERATIONS):
    salt = secrets.token_bytes(16)
    derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, iterations)
    return f"{ALGORITHM}${iterations}${_b64(salt)}${_b64(derived)}"


def check_password(password, encoded):
    try:
        algorithm, iterations, salt, expected = encoded.split("$")
    except ValueError:
        return False
    if algorithm != ALGORITHM:
        return False
    derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), base64.b64decode(salt), int(iterations))
    return hmac.compare_digest(_b64(derived), expected)


@app.post("/accounts")
async def register(request):
    body = request.json or {}
    email = str(body.get("email", "")).strip().lower()
    password = str(body.get("password", ""))
    if "@" not in email or not 12 <= len(password) <= 512:
        raise BadRequest("email and a 12-512 character password are required")
    account_id = await accounts.create(email=email, password=make_password(password))
    return json({"id": account_id}, status=201)


@app.post("/sessions")
async def login(request):
    body = request.json or {}
    account = await accounts.by_email(str(body.get("email", "")).strip().lower())
    if account is None or not check_password(str(body.get("password", "")), account["password"]):
        raise Unauthorized("invalid credentials")
    token = secrets.token_urlsafe(32)
    await accounts.store_session(account["id"], token)
    return json({"token": token})


@app.put("/accounts/me/password")
async def change_password(request):
    account = await accounts.by_session(request.token)
    body = request.json or {}
    if account is None or not check_password(str(body.get("current", "")), account["password"]):
        raise Unauthorized("current password is wrong")
    new_password = str(body.get("new", ""))
    if not 12 <= len(new_password) <= 512:
        raise BadRequest("new password must be 12-512 characters")
    await accounts.set_password(account["id"], make_password(new_password))
    return json({"changed": True})
