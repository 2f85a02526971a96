import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from fastapi import Cookie, FastAPI, Form, HTTPException, Response

from app.users import check_password

app = FastAPI()
REMEMBER_TOKENS: dict[str, dict] = {}
REMEMBER_DAYS = 30


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@app.post("/login")
def login(
    response: Response,
    username: str = Form(...),
    password: str = Form(...),
    remember: bool = Form(False),
):
    if not check_password(username, password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    if remember:
        token = secrets.token_urlsafe(32)
        REMEMBER_TOKENS[_digest(token)] = {
            "user": username,
            "expires": datetime.now(timezone.utc) + timedelta(days=REMEMBER_DAYS),
        }
        response.set_cookie(
            key="remember_me",
            value=token,
            max_age=REMEMBER_DAYS * 86400,
            secure=True,
            samesite="lax",
        )
    return {"user": username, "remembered": remember}


@app.get("/me")
def whoami(remember_me: str | None = Cookie(default=None)):
    if not remember_me:
        raise HTTPException(status_code=401)
    entry = REMEMBER_TOKENS.get(_digest(remember_me))
    if entry is None or entry["expires"] < datetime.now(timezone.utc):
        raise HTTPException(status_code=401)
    return {"user": entry["user"]}


@app.post("/logout")
def logout(response: Response, remember_me: str | None = Cookie(default=None)):
    if remember_me:
        REMEMBER_TOKENS.pop(_digest(remember_me), None)
    response.delete_cookie("remember_me")
    return {"ok": True}
