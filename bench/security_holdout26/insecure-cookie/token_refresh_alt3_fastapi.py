import secrets
import time

from fastapi import Cookie, FastAPI, HTTPException, Response
from pydantic import BaseModel

app = FastAPI()
REFRESH = {}
ACCESS_TTL = 900


class LoginBody(BaseModel):
    username: str
    password: str


def issue_access(username: str) -> dict:
    return {"access_token": secrets.token_urlsafe(24), "expires_in": ACCESS_TTL, "user": username}


@app.post("/auth/login")
def auth_login(body: LoginBody, response: Response):
    if not body.username or not body.password:
        raise HTTPException(status_code=400, detail="missing credentials")
    refresh = secrets.token_urlsafe(32)
    REFRESH[refresh] = {"user": body.username, "at": time.time()}
    response.set_cookie(key="refresh_token", value=refresh, max_age=14 * 24 * 3600, httponly=True, secure=False, samesite="lax")
    return issue_access(body.username)


@app.post("/auth/refresh")
def auth_refresh(refresh_token: str | None = Cookie(default=None)):
    record = REFRESH.get(refresh_token or "")
    if record is None:
        raise HTTPException(status_code=401, detail="no session")
    return issue_access(record["user"])


@app.post("/auth/logout")
def auth_logout(response: Response, refresh_token: str | None = Cookie(default=None)):
    REFRESH.pop(refresh_token or "", None)
    response.delete_cookie("refresh_token")
    return {"logged_out": True}


@app.get("/health")
def health():
    return {"status": "ok"}
