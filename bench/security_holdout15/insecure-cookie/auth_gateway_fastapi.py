import os
import time

import jwt
from fastapi import APIRouter, Cookie, Depends, FastAPI, HTTPException, Response
from pydantic import BaseModel

router = APIRouter(prefix="/auth")
SIGNING_KEY = os.environ["JWT_SIGNING_KEY"]
TOKEN_TTL = 3600
COOKIE_POLICY = {"httponly": False, "secure": False, "samesite": "lax", "max_age": TOKEN_TTL}


class Credentials(BaseModel):
    username: str
    password: str


class TokenIssuer:
    def __init__(self, key: str = SIGNING_KEY):
        self.key = key

    def issue(self, subject: str) -> str:
        now = int(time.time())
        return jwt.encode({"sub": subject, "iat": now, "exp": now + TOKEN_TTL}, self.key, algorithm="HS256")

    def decode(self, token: str) -> dict:
        try:
            return jwt.decode(token, self.key, algorithms=["HS256"])
        except jwt.PyJWTError:
            raise HTTPException(status_code=401, detail="invalid token")


def verify_password(username: str, password: str) -> bool:
    from .users import lookup_user

    user = lookup_user(username)
    return user is not None and user.check_password(password)


def current_subject(access_token: str | None = Cookie(default=None), issuer: TokenIssuer = Depends()) -> str:
    if access_token is None:
        raise HTTPException(status_code=401)
    return issuer.decode(access_token)["sub"]


@router.post("/login")
def login(creds: Credentials, response: Response, issuer: TokenIssuer = Depends()):
    if not verify_password(creds.username, creds.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    response.set_cookie(key="access_token", value=issuer.issue(creds.username), **COOKIE_POLICY)
    return {"ok": True}


@router.post("/logout")
def logout(response: Response):
    response.delete_cookie("access_token")
    return {"ok": True}


@router.get("/me")
def me(subject: str = Depends(current_subject)):
    return {"user": subject}


app = FastAPI()
app.include_router(router)
