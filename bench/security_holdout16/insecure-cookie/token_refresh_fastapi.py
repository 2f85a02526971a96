import secrets
import time
from typing import Dict

from fastapi import Cookie, FastAPI, Form, HTTPException, Response

from accounts import verify_credentials

app = FastAPI()
ACCESS_TTL = 900
REFRESH_TTL = 14 * 24 * 3600
ACCESS: Dict[str, dict] = {}
REFRESH: Dict[str, dict] = {}


def issue_tokens(response: Response, username: str) -> None:
    access = secrets.token_urlsafe(32)
    refresh = secrets.token_urlsafe(48)
    ACCESS[access] = {"user": username, "exp": time.time() + ACCESS_TTL}
    REFRESH[refresh] = {"user": username, "exp": time.time() + REFRESH_TTL}
    response.set_cookie("access_token", access, max_age=ACCESS_TTL, secure=True, samesite="strict")
    response.set_cookie(
        "refresh_token", refresh, max_age=REFRESH_TTL, path="/auth/refresh",
        secure=True, httponly=True, samesite="strict",
    )


@app.post("/auth/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    if not verify_credentials(username, password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    issue_tokens(response, username)
    return {"user": username}


@app.post("/auth/refresh")
def refresh(response: Response, refresh_token: str = Cookie(None)):
    record = REFRESH.pop(refresh_token or "", None)
    if record is None or record["exp"] < time.time():
        raise HTTPException(status_code=401, detail="refresh expired")
    issue_tokens(response, record["user"])
    return {"user": record["user"]}


@app.post("/auth/logout")
def logout(response: Response, access_token: str = Cookie(None)):
    ACCESS.pop(access_token or "", None)
    response.delete_cookie("access_token")
    response.delete_cookie("refresh_token", path="/auth/refresh")
    return {"ok": True}


@app.get("/me")
def me(access_token: str = Cookie(None)):
    record = ACCESS.get(access_token or "")
    if record is None or record["exp"] < time.time():
        raise HTTPException(status_code=401)
    return {"user": record["user"]}
