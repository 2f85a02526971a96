import hashlib
import hmac

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

# username -> (salt, hex digest)
USER_DB = {
    "carol": ("f1e2d3", "4c1b0e2a93a1e8f5e4c0b8f6b8a1e4f5c2d3a7b9"),
}


class Credentials(BaseModel):
    username: str
    password: str


def digest(salt: str, password: str) -> str:
    h = hashlib.sha1()
    h.update(salt.encode())
    h.update(password.encode())
    return h.hexdigest()


@app.post("/login")
def login(creds: Credentials):
    record = USER_DB.get(creds.username)
    if record is None:
        raise HTTPException(status_code=401)
    salt, stored = record
    if not hmac.compare_digest(digest(salt, creds.password), stored):
        raise HTTPException(status_code=401)
    return {"user": creds.username}
