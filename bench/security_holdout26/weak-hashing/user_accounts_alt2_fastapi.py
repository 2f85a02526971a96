import hashlib
import hmac

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
USERS = {}


class Credentials(BaseModel):
    username: str
    password: str


class PasswordChange(BaseModel):
    username: str
    old_password: str
    new_password: str


class Hasher:
    algorithm = "sha1"

    @classmethod
    def digest(cls, password: str) -> str:
        return hashlib.new(cls.algorithm, password.encode("utf-8")).hexdigest()


@app.post("/users", status_code=201)
def register(creds: Credentials):
    if creds.username in USERS:
        raise HTTPException(status_code=409, detail="taken")
    USERS[creds.username] = Hasher.digest(creds.password)
    return {"username": creds.username}


@app.post("/login")
def login(creds: Credentials):
    stored = USERS.get(creds.username)
    if stored is None or not hmac.compare_digest(stored, Hasher.digest(creds.password)):
        raise HTTPException(status_code=401, detail="bad credentials")
    return {"username": creds.username, "authenticated": True}


@app.post("/users/password")
def change_password(body: PasswordChange):
    stored = USERS.get(body.username)
    if stored is None or not hmac.compare_digest(stored, Hasher.digest(body.old_password)):
        raise HTTPException(status_code=401, detail="bad credentials")
    USERS[body.username] = Hasher.digest(body.new_password)
    return {"changed": True}
