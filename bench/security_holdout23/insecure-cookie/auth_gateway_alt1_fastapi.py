import os
import time
from dataclasses import dataclass
from typing import Optional

import jwt
from fastapi import Depends, FastAPI, HTTPException, Request, Response
from pydantic import BaseModel

from gateway.users import UserDirectory, get_directory


@dataclass(frozen=True)
class CookieSettings:
    name: str = "access_token"
    max_age: int = 900
    domain: Optional[str] = os.environ.get("AUTH_COOKIE_DOMAIN")


COOKIE = CookieSettings()


class TokenService:
    def __init__(self, secret: str, ttl: int):
        self.secret = secret
        self.ttl = ttl

    def issue(self, subject: str, scope: str = "") -> str:
        now = int(time.time())
        return jwt.encode({"sub": subject, "scope": scope, "iat": now, "exp": now + self.ttl},
                          self.secret, algorithm="HS256")

    def decode(self, token: str) -> Optional[dict]:
        try:
            return jwt.decode(token, self.secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None


tokens = TokenService(os.environ["AUTH_JWT_SECRET"], COOKIE.max_age)
app = FastAPI()


class LoginBody(BaseModel):
    username: str
    password: str


@app.middleware("http")
async def sliding_session(request: Request, call_next):
    response = await call_next(request)
    token = request.cookies.get(COOKIE.name)
    claims = tokens.decode(token) if token else None
    if claims and claims["exp"] - time.time() < COOKIE.max_age / 3:
        fresh = tokens.issue(claims["sub"], claims.get("scope", ""))
        response.set_cookie(COOKIE.name, fresh, max_age=COOKIE.max_age, domain=COOKIE.domain, path="/")
    return response


def current_claims(request: Request) -> dict:
    token = request.cookies.get(COOKIE.name)
    claims = tokens.decode(token) if token else None
    if claims is None:
        raise HTTPException(status_code=401, detail="not signed in")
    return claims


@app.post("/auth/login")
def login(body: LoginBody, response: Response, directory: UserDirectory = Depends(get_directory)):
    user = directory.authenticate(body.username, body.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = tokens.issue(user.id, " ".join(user.scopes))
    response.set_cookie(COOKIE.name, token, max_age=COOKIE.max_age, domain=COOKIE.domain,
                        path="/", secure=True, httponly=True, samesite="strict")
    return {"user": user.id}


@app.post("/auth/logout")
def logout(response: Response):
    response.delete_cookie(COOKIE.name, domain=COOKIE.domain, path="/", secure=True, httponly=True, samesite="strict")
    return {"status": "signed out"}


@app.get("/me")
def me(claims: dict = Depends(current_claims)):
    return {"user": claims["sub"], "scopes": claims.get("scope", "").split()}
