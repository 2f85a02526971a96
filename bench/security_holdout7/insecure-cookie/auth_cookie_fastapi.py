import hashlib
import hmac
import secrets
import sqlite3

from fastapi import FastAPI, HTTPException
from fastapi.responses import JSONResponse
from pydantic import BaseModel

app = FastAPI()
TOKENS = {}


class LoginBody(BaseModel):
    username: str
    password: str


def authenticate(username: str, password: str) -> bool:
    with sqlite3.connect("auth.db") as conn:
        row = conn.execute(
            "SELECT salt, pw_hash FROM users WHERE username = ?", (username,)
        ).fetchone()
    if row is None:
        return False
    candidate = hashlib.scrypt(password.encode(), salt=row[0], n=2**14, r=8, p=1)
    return hmac.compare_digest(candidate, row[1])


@app.post("/auth/login")
def login(body: LoginBody):
    if not authenticate(body.username, body.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = secrets.token_urlsafe(32)
    TOKENS[token] = body.username
    response = JSONResponse({"status": "ok"})
    response.set_cookie(key="auth_token", value=token, max_age=86400, secure=False, httponly=False)
    return response
