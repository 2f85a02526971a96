import logging
import secrets
import time
from typing import Dict, Tuple

from fastapi import FastAPI, Form, HTTPException, Request, Response
from fastapi.responses import JSONResponse

app = FastAPI()
log = logging.getLogger("auth")

ACCESS_TTL = 900
REFRESH_TTL = 14 * 24 * 3600


def check_password(username: str, password: str) -> bool:
    from accounts.store import verify  # local package
    return verify(username, password)


class TokenStore:
    def __init__(self):
        self.refresh: Dict[str, dict] = {}

    def issue(self, username: str) -> Tuple[str, str]:
        access = secrets.token_urlsafe(24)
        refresh = secrets.token_urlsafe(48)
        self.refresh[refresh] = {"user": username, "exp": time.time() + REFRESH_TTL}
        return access, refresh

    def rotate(self, old: str) -> Tuple[str, str]:
        entry = self.refresh.pop(old, None)
        if not entry or entry["exp"] < time.time():
            raise HTTPException(status_code=401, detail="refresh expired")
        return self.issue(entry["user"])


store = TokenStore()


def attach_refresh_cookie(response: Response, token: str) -> None:
    response.set_cookie(
        key="refresh_token",
        value=token,
        max_age=REFRESH_TTL,
        httponly=True,
        samesite="lax",
        path="/auth",
    )


@app.post("/auth/login")
def login(username: str = Form(...), password: str = Form(...)):
    if not check_password(username, password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    access, refresh = store.issue(username)
    response = JSONResponse({"access_token": access, "expires_in": ACCESS_TTL})
    attach_refresh_cookie(response, refresh)
    log.info("login %s", username)
    return response


@app.post("/auth/refresh")
def refresh(request: Request):
    old = request.cookies.get("refresh_token")
    if not old:
        raise HTTPException(status_code=401, detail="no refresh token")
    access, new_refresh = store.rotate(old)
    response = JSONResponse({"access_token": access, "expires_in": ACCESS_TTL})
    attach_refresh_cookie(response, new_refresh)
    return response
