from datetime import datetime, timedelta, timezone

import jwt
from fastapi import Cookie, Depends, FastAPI, HTTPException, Response, status
from fastapi.security import OAuth2PasswordRequestForm

from .config import settings
from .users import authenticate_user, get_user, rotate_refresh_token, store_refresh_token

app = FastAPI()
ACCESS_TTL = timedelta(minutes=15)
REFRESH_TTL = timedelta(days=30)


def _access_token(user_id):
    now = datetime.now(timezone.utc)
    claims = {"sub": str(user_id), "iat": now, "exp": now + ACCESS_TTL}
    return jwt.encode(claims, settings.jwt_secret, algorithm="HS256")


def _set_auth_cookies(response, user_id, refresh_token):
    response.set_cookie(
        key="access_token",
        value=_access_token(user_id),
        max_age=int(ACCESS_TTL.total_seconds()),
        httponly=True,
        secure=True,
        samesite="strict",
    )
    response.set_cookie(key="refresh_token", value=refresh_token, max_age=int(REFRESH_TTL.total_seconds()), path="/auth", httponly=True, samesite="strict")


def current_user(access_token: str = Cookie(None)):
    if access_token is None:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED)
    try:
        claims = jwt.decode(access_token, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED)
    return get_user(int(claims["sub"]))


@app.post("/auth/login")
def login(response: Response, form: OAuth2PasswordRequestForm = Depends()):
    user = authenticate_user(form.username, form.password)
    if user is None:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="invalid credentials")
    _set_auth_cookies(response, user.id, store_refresh_token(user.id))
    return {"user": user.username}


@app.post("/auth/refresh")
def refresh(response: Response, refresh_token: str = Cookie(None)):
    rotated = rotate_refresh_token(refresh_token) if refresh_token else None
    if rotated is None:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED)
    user_id, new_refresh = rotated
    _set_auth_cookies(response, user_id, new_refresh)
    return {"refreshed": True}


@app.post("/auth/logout")
def logout(response: Response):
    response.delete_cookie("access_token")
    response.delete_cookie("refresh_token", path="/auth")
    return {"logged_out": True}


@app.get("/me")
def me(user=Depends(current_user)):
    return {"id": user.id, "username": user.username}
