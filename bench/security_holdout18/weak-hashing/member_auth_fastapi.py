import hashlib
import hmac
import os
import secrets

from fastapi import FastAPI, Header, HTTPException, Request, Response
from pydantic import BaseModel, Field

app = FastAPI()
USERS: dict[str, dict] = {}
TOKENS: dict[str, str] = {}
PBKDF2_ITERATIONS = 600_000


class Credentials(BaseModel):
    email: str = Field(pattern=r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", max_length=254)
    password: str = Field(min_length=12, max_length=128)


def derive(password: str, salt: bytes, iterations: int = PBKDF2_ITERATIONS) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, iterations)


@app.post("/signup", status_code=201)
def signup(body: Credentials):
    if body.email in USERS:
        raise HTTPException(status_code=409, detail="already registered")
    salt = os.urandom(16)
    USERS[body.email] = {
        "salt": salt,
        "iterations": PBKDF2_ITERATIONS,
        "hash": derive(body.password, salt),
        "avatar": b"",
    }
    return {"email": body.email}


@app.post("/signin")
def signin(body: Credentials):
    user = USERS.get(body.email)
    if user is None:
        derive(body.password, b"\x00" * 16)  # keep timing similar for unknown accounts
        raise HTTPException(status_code=401)
    candidate = derive(body.password, user["salt"], user["iterations"])
    if not hmac.compare_digest(candidate, user["hash"]):
        raise HTTPException(status_code=401)
    token = secrets.token_urlsafe(32)
    TOKENS[token] = body.email
    return {"token": token}


@app.put("/users/{email}/avatar", status_code=204)
async def upload_avatar(email: str, request: Request, authorization: str = Header(...)):
    if TOKENS.get(authorization.removeprefix("Bearer ")) != email:
        raise HTTPException(status_code=403)
    USERS[email]["avatar"] = (await request.body())[:512_000]


@app.get("/users/{email}/avatar")
def avatar(email: str, request: Request):
    user = USERS.get(email)
    if user is None or not user["avatar"]:
        raise HTTPException(status_code=404)
    etag = hashlib.md5(user["avatar"], usedforsecurity=False).hexdigest()
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304)
    return Response(user["avatar"], media_type="image/png", headers={"ETag": etag})
