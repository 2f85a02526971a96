from datetime import datetime, timedelta, timezone

import jwt
from fastapi import Cookie, Depends, FastAPI, HTTPException, Response
from pydantic import BaseModel

from .config import settings
from .users import authenticate, get_user

app = FastAPI()

ACCESS_TTL = timedelta(minutes=15)
REFRESH_TTL = timedelta(days=30)


class LoginIn(BaseModel):
    username: str
    password: str


def encode_token(sub: str, kind: str, ttl: timedelta) -> str:
    now = datetime.now(timezone.utc)
    payload = {"sub": sub, "typ": kind, "iat": now, "exp": now + ttl}
    return jwt.encode(payload, settings.jwt_key, algorithm="HS256")


def decode_token(token: str, kind: str) -> dict:
    try:
        payload = jwt.decode(token, settings.jwt_key, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
    if payload.get("typ") != kind:
        raise HTTPException(status_code=401, detail="wrong token type")
    return payload


@app.post("/auth/login")
def login(body: LoginIn, response: Response):
    user = authenticate(body.username, body.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    refresh = encode_token(str(user.id), "refresh", REFRESH_TTL)
    response.set_cookie(
        "refresh_token",
        refresh,
        max_age=int(REFRESH_TTL.total_seconds()),
        httponly=True,
        samesite="none",
        path="/auth",
    )
    return {"access_token": encode_token(str(user.id), "access", ACCESS_TTL)}


@app.post("/auth/refresh")
def refresh(refresh_token: str | None = Cookie(default=None)):
    if not refresh_token:
        raise HTTPException(status_code=401, detail="missing refresh token")
    claims = decode_token(refresh_token, "refresh")
    user = get_user(int(claims["sub"]))
    if user is None or not user.active:
        raise HTTPException(status_code=401)
    return {"access_token": encode_token(str(user.id), "access", ACCESS_TTL)}


@app.post("/auth/logout")
def logout(response: Response):
    response.delete_cookie("refresh_token", path="/auth")
    return {"ok": True}
