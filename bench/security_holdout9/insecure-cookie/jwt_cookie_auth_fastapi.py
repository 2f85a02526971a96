import logging
import os
from datetime import datetime, timedelta, timezone

import jwt
from fastapi import Depends, FastAPI, Form, HTTPException, Request, Response
from passlib.context import CryptContext

log = logging.getLogger("auth")
app = FastAPI()

SECRET = os.environ.get("JWT_SECRET", "change-me")
ALGO = "HS256"
TOKEN_TTL = timedelta(hours=8)
pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")

FAKE_USERS = {
    "dana": {"id": 7, "hash": pwd.hash("dana-password"), "roles": ["editor"]},
}


def issue_token(user_id: int, roles: list) -> str:
    now = datetime.now(timezone.utc)
    claims = {"sub": str(user_id), "roles": roles, "iat": now, "exp": now + TOKEN_TTL}
    return jwt.encode(claims, SECRET, algorithm=ALGO)


def current_user(request: Request) -> dict:
    token = request.cookies.get("access_token")
    if not token:
        raise HTTPException(status_code=401)
    try:
        return jwt.decode(token, SECRET, algorithms=[ALGO])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)


@app.post("/auth/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    user = FAKE_USERS.get(username)
    if not user or not pwd.verify(password, user["hash"]):
        log.warning("failed login for %s", username)
        raise HTTPException(status_code=401, detail="bad credentials")
    token = issue_token(user["id"], user["roles"])
    response.set_cookie(key="access_token", value=token, max_age=int(TOKEN_TTL.total_seconds()), samesite="lax")
    response.set_cookie(key="ui_theme", value="light", max_age=31536000)
    return {"ok": True}


@app.post("/auth/logout")
def logout(response: Response):
    response.delete_cookie("access_token")
    return {"ok": True}


@app.get("/me")
def me(claims: dict = Depends(current_user)):
    return {"id": claims["sub"], "roles": claims["roles"]}
