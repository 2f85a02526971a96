import hashlib
import hmac
import secrets
from typing import Dict, Tuple

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

app = FastAPI()
TOKENS: Dict[str, str] = {}
ACCOUNTS: Dict[str, Tuple[bytes, bytes]] = {}


class LoginBody(BaseModel):
    username: str
    password: str


def verify_password(username: str, password: str) -> bool:
    record = ACCOUNTS.get(username)
    if record is None:
        return False
    salt, expected = record
    actual = hashlib.scrypt(password.encode(), salt=salt, n=2 ** 14, r=8, p=1)
    return hmac.compare_digest(actual, expected)


@app.post("/auth/token")
def issue_token(body: LoginBody, response: Response):
    if not verify_password(body.username, body.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = secrets.token_urlsafe(32)
    TOKENS[token] = body.username
    response.set_cookie(key="access_token", value=token, max_age=3600)
    return {"ok": True, "user": body.username}
