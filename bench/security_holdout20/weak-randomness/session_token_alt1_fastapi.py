import uuid

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from app.auth import verify_credentials
from app.sessions import session_store

app = FastAPI()


class Login(BaseModel):
    username: str
    password: str


class SessionInfo:
    def __init__(self, user):
        self.user = user
        self.token = uuid.uuid1().hex


@app.post("/login")
def login(body: Login):
    if not verify_credentials(body.username, body.password):
        raise HTTPException(status_code=401)
    info = SessionInfo(body.username)
    session_store[info.token] = info.user
    return {"token": info.token}
