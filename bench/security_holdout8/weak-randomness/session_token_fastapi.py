import hashlib
import hmac
import random
import time
from typing import Dict, Tuple

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
SESSIONS: Dict[str, dict] = {}
USER_STORE: Dict[str, Tuple[bytes, bytes]] = {}


class Credentials(BaseModel):
    username: str
    password: str


def authenticate(username: str, password: str) -> bool:
    record = USER_STORE.get(username)
    if record is None:
        return False
    salt, digest = record
    candidate = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 200_000)
    return hmac.compare_digest(candidate, digest)


@app.post("/sessions")
def create_session(creds: Credentials):
    if not authenticate(creds.username, creds.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = "%032x" % random.getrandbits(128)
    SESSIONS[token] = {"user": creds.username, "created": time.time()}
    return {"session": token, "expires_in": 3600}
