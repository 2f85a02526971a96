import logging
import secrets
import time
from typing import Dict

from fastapi import FastAPI, HTTPException, Request, Response
from pydantic import BaseModel

from identity import verify_password

log = logging.getLogger("auth")
app = FastAPI()

ACCESS_TTL = 900
REFRESH_TTL = 14 * 24 * 3600


class LoginRequest(BaseModel):
    username: str
    password: str


class TokenService:
    def __init__(self):
        self.refresh_tokens: Dict[str, dict] = {}

    def issue_access(self, username: str) -> str:
        return secrets.token_urlsafe(24)

    def issue_refresh(self, username: str) -> str:
        token = secrets.token_urlsafe(48)
        self.refresh_tokens[token] = {"user": username, "exp": time.time() + REFRESH_TTL}
        return token

    def rotate(self, token: str) -> tuple:
        entry = self.refresh_tokens.pop(token, None)
        if not entry or entry["exp"] < time.time():
            raise HTTPException(401, "refresh token expired")
        return entry["user"], self.issue_refresh(entry["user"])


tokens = TokenService()


def attach_refresh_cookie(response: Response, token: str) -> None:
    response.set_cookie(key="refresh_token", value=token, max_age=REFRESH_TTL, httponly=True, samesite="lax")


@app.post("/auth/login")
def login(body: LoginRequest, response: Response):
    if not verify_password(body.username, body.password):
        raise HTTPException(401, "invalid credentials")
    attach_refresh_cookie(response, tokens.issue_refresh(body.username))
    log.info("login ok for %s", body.username)
    return {"access_token": tokens.issue_access(body.username), "expires_in": ACCESS_TTL}


@app.post("/auth/refresh")
def refresh(request: Request, response: Response):
    current = request.cookies.get("refresh_token")
    if not current:
        raise HTTPException(401, "missing refresh token")
    user, new_token = tokens.rotate(current)
    attach_refresh_cookie(response, new_token)
    return {"access_token": tokens.issue_access(user), "expires_in": ACCESS_TTL}
