from datetime import datetime, timedelta, timezone
from typing import Annotated

import jwt
from fastapi import APIRouter, Cookie, Depends, Form, HTTPException, Response, status
from pydantic_settings import BaseSettings

from app.users import UserStore, get_user_store


class AuthSettings(BaseSettings):
    jwt_secret: str
    jwt_ttl_minutes: int = 60
    cookie_domain: str | None = None


def get_settings() -> AuthSettings:
    return AuthSettings()


class TokenIssuer:
    def __init__(self, settings: AuthSettings):
        self.settings = settings

    def issue(self, user_id: str) -> str:
        now = datetime.now(timezone.utc)
        claims = {"sub": user_id, "iat": now, "exp": now + timedelta(minutes=self.settings.jwt_ttl_minutes)}
        return jwt.encode(claims, self.settings.jwt_secret, algorithm="HS256")

    def decode(self, token: str) -> dict:
        return jwt.decode(token, self.settings.jwt_secret, algorithms=["HS256"])


router = APIRouter(prefix="/auth", tags=["auth"])


@router.post("/login")
def login(
    response: Response,
    username: Annotated[str, Form()],
    password: Annotated[str, Form()],
    settings: Annotated[AuthSettings, Depends(get_settings)],
    users: Annotated[UserStore, Depends(get_user_store)],
):
    user = users.check(username, password)
    if user is None:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="invalid credentials")
    token = TokenIssuer(settings).issue(user.id)
    response.set_cookie(
        key="access_token",
        value=token,
        max_age=settings.jwt_ttl_minutes * 60,
        domain=settings.cookie_domain,
        secure=True,
        httponly=False,
        samesite="none",
    )
    return {"user": user.id}


@router.get("/me")
def me(
    settings: Annotated[AuthSettings, Depends(get_settings)],
    access_token: Annotated[str | None, Cookie()] = None,
):
    if access_token is None:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED)
    try:
        claims = TokenIssuer(settings).decode(access_token)
    except jwt.PyJWTError:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED)
    return {"user": claims["sub"]}


@router.post("/logout", status_code=status.HTTP_204_NO_CONTENT)
def logout(response: Response, settings: Annotated[AuthSettings, Depends(get_settings)]):
    response.delete_cookie("access_token", domain=settings.cookie_domain)
