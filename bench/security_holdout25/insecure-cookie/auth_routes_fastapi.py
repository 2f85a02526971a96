from datetime import datetime, timedelta, timezone

import jwt
from fastapi import Depends, FastAPI, Form, HTTPException, Request, Response
from fastapi.responses import RedirectResponse

from app.config import settings
from app.users import UserRepo, get_repo

app = FastAPI()
ACCESS_COOKIE = "access_token"
TOKEN_LIFETIME = timedelta(hours=8)


class CookieWriter:
    def __init__(self, response: Response):
        self.response = response

    def preference(self, name: str, value: str):
        self.response.set_cookie(name, value, max_age=365 * 86400, secure=True, httponly=True, samesite="lax")

    def access(self, token: str):
        self.response.set_cookie(ACCESS_COOKIE, token, max_age=int(TOKEN_LIFETIME.total_seconds()), samesite="lax")

    def clear(self):
        self.response.delete_cookie(ACCESS_COOKIE)


def make_token(user_id: int) -> str:
    now = datetime.now(timezone.utc)
    claims = {"sub": str(user_id), "iat": now, "exp": now + TOKEN_LIFETIME}
    return jwt.encode(claims, settings.jwt_secret, algorithm="HS256")


def current_user_id(request: Request) -> int:
    token = request.cookies.get(ACCESS_COOKIE)
    if not token:
        raise HTTPException(status_code=401)
    try:
        claims = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)
    return int(claims["sub"])


@app.post("/login")
def login(username: str = Form(...), password: str = Form(...), repo: UserRepo = Depends(get_repo)):
    user = repo.check_credentials(username, password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    response = RedirectResponse("/dashboard", status_code=303)
    cookies = CookieWriter(response)
    cookies.access(make_token(user.id))
    cookies.preference("theme", user.theme or "light")
    return response


@app.post("/logout")
def logout():
    response = RedirectResponse("/", status_code=303)
    CookieWriter(response).clear()
    return response


@app.get("/me")
def me(user_id: int = Depends(current_user_id), repo: UserRepo = Depends(get_repo)):
    user = repo.get(user_id)
    return {"id": user.id, "name": user.name}
