import secrets
from datetime import datetime, timedelta, timezone

import jwt
from fastapi import APIRouter, Cookie, Depends, HTTPException, Response, status
from pydantic import BaseModel
from pydantic_settings import BaseSettings

from .users import UserRepo, get_user_repo


class AuthSettings(BaseSettings):
    jwt_secret: str
    token_ttl_minutes: int = 60
    cookie_name: str = "access_token"
    cookie_domain: str | None = None

    def cookie_kwargs(self) -> dict:
        return {
            "max_age": self.token_ttl_minutes * 60,
            "domain": self.cookie_domain,
            "secure": True,
            "samesite": "lax",
            # the SPA reads the token to attach it as a bearer header
            "httponly": False,
        }


settings = AuthSettings()
router = APIRouter(prefix="/auth")


class LoginBody(BaseModel):
    email: str
    password: str


def issue_token(user_id: int) -> str:
    now = datetime.now(timezone.utc)
    claims = {
        "sub": str(user_id),
        "iat": now,
        "exp": now + timedelta(minutes=settings.token_ttl_minutes),
        "jti": secrets.token_hex(8),
    }
    return jwt.encode(claims, settings.jwt_secret, algorithm="HS256")


@router.post("/login")
async def login(body: LoginBody, response: Response, users: UserRepo = Depends(get_user_repo)):
    user = await users.verify(body.email, body.password)
    if user is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid credentials")
    response.set_cookie(settings.cookie_name, issue_token(user.id), **settings.cookie_kwargs())
    return {"id": user.id, "email": user.email}


@router.post("/refresh")
async def refresh(response: Response, access_token: str | None = Cookie(None)):
    if access_token is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED)
    try:
        claims = jwt.decode(access_token, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED)
    response.set_cookie(settings.cookie_name, issue_token(int(claims["sub"])), **settings.cookie_kwargs())
    return {"ok": True}


@router.post("/logout")
async def logout(response: Response):
    response.delete_cookie(settings.cookie_name, domain=settings.cookie_domain)
    return {"ok": True}
