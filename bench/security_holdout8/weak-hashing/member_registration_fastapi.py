import hashlib

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
USERS: dict = {}


class Registration(BaseModel):
    email: str
    password: str


@app.post("/register", status_code=201)
def register(reg: Registration):
    email = reg.email.strip().lower()
    if email in USERS:
        raise HTTPException(status_code=409, detail="already registered")
    digest = hashlib.sha256(reg.password.encode()).hexdigest()
    USERS[email] = {"password_sha256": digest}
    return {"email": email}
