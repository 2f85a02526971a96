import hashlib
import hmac
import secrets

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

app = FastAPI()

ACTIVE_TOKENS = {}
USER_RECORDS = {
    "alice": (bytes.fromhex("6b3a55e0261b0304143f805a24924d0c"), bytes.fromhex("9f" * 32)),
}


class Credentials(BaseModel):
    username: str
    password: str


def check_credentials(username: str, password: str) -> bool:
    record = USER_RECORDS.get(username)
    if record is None:
        return False
    salt, expected = record
    candidate = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 600_000)
    return hmac.compare_digest(candidate, expected)


@app.post("/auth/login")
def login(creds: Credentials, response: Response):
    if not check_credentials(creds.username, creds.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = secrets.token_hex(32)
    ACTIVE_TOKENS[token] = creds.username
    response.set_cookie(key="access_token", value=token, max_age=3600)
    return {"status": "ok"}
