import os
import re
import sqlite3

from argon2 import PasswordHasher
from argon2.exceptions import VerificationError
from fastapi import FastAPI, Form, HTTPException, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True, same_site="lax")
hasher = PasswordHasher()
DISPLAY_RE = re.compile(r"[A-Za-z0-9 _.\-]{2,32}")
DB = "/srv/api/users.db"


def find_user(username: str):
    with sqlite3.connect(DB) as conn:
        return conn.execute("SELECT id, pw_hash, role FROM users WHERE username = ?", (username,)).fetchone()


@app.post("/login")
def login(request: Request, username: str = Form(...), password: str = Form(...)):
    row = find_user(username)
    if row is None:
        raise HTTPException(status_code=401)
    try:
        hasher.verify(row[1], password)
    except VerificationError:
        raise HTTPException(status_code=401)
    request.session.clear()
    request.session.update({"uid": row[0], "role": row[2]})
    return {"ok": True}


@app.post("/me/display-name")
def set_display_name(request: Request, display_name: str = Form(...)):
    if "uid" not in request.session:
        raise HTTPException(status_code=401)
    candidate = display_name.strip()
    if not DISPLAY_RE.fullmatch(candidate):
        raise HTTPException(status_code=400, detail="2-32 letters, digits, spaces, . _ -")
    request.session["display_name"] = candidate
    return {"display_name": candidate}


@app.get("/me")
def me(request: Request):
    if "uid" not in request.session:
        raise HTTPException(status_code=401)
    return {k: request.session.get(k) for k in ("uid", "role", "display_name")}
