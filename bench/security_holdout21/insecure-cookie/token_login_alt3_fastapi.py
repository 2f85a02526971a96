import logging
from datetime import datetime, timedelta, timezone

import jwt
from fastapi import Depends, FastAPI, Form, HTTPException, Response
from fastapi.security import APIKeyCookie

from .config import settings
from .users import UserService, get_user_service

logger = logging.getLogger("auth")
app = FastAPI()
cookie_scheme = APIKeyCookie(name="access_token", auto_error=False)

TOKEN_TTL = timedelta(minutes=60)


def create_access_token(user_id: int) -> str:
    now = datetime.now(timezone.utc)
    claims = {"sub": str(user_id), "iat": now, "exp": now + TOKEN_TTL, "iss": settings.jwt_issuer}
    return jwt.encode(claims, settings.jwt_secret, algorithm="HS256")


@app.post("/auth/login")
def login(
    response: Response,
    username: str = Form(...),
    password: str = Form(...),
    users: UserService = Depends(get_user_service),
):
    user = users.verify(username, password)
    if user is None:
        logger.info("failed login for %s", username)
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = create_access_token(user.id)
    response.set_cookie(key="access_token", value=token, max_age=int(TOKEN_TTL.total_seconds()), samesite="lax")
    return {"user": user.username}


@app.get("/auth/me")
def me(token: str = Depends(cookie_scheme)):
    if not token:
        raise HTTPException(status_code=401, detail="not authenticated")
    try:
        claims = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"], issuer=settings.jwt_issuer)
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
    return {"user_id": int(claims["sub"])}


@app.post("/auth/logout")
def logout(response: Response):
    response.delete_cookie("access_token")
    return {"logged_out": True}
