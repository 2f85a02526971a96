import random

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from app.auth import verify_credentials

app = FastAPI()
SESSIONS: dict[str, str] = {}


class Login(BaseModel):
    username: str
    password: str


@app.post("/login")
async def login(body: Login, response: Response):
    if not verify_credentials(body.username, body.password):
        raise HTTPException(status_code=401)
    sid = "%032x" % random.getrandbits(128)
    SESSIONS[sid] = body.username
    response.set_cookie("sid", sid, httponly=True, secure=True)
    return {"ok": True}
