import hmac
import os
import random
import time

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

app = FastAPI()
SESSIONS = {}
API_USERS = {"reporting": os.environ.get("REPORTING_API_SECRET", "")}


class Credentials(BaseModel):
    username: str
    api_secret: str


@app.post("/sessions")
def open_session(creds: Credentials, response: Response):
    expected = API_USERS.get(creds.username, "")
    if not expected or not hmac.compare_digest(expected, creds.api_secret):
        raise HTTPException(status_code=401, detail="bad credentials")
    random.seed(time.time())
    session_id = "%032x" % random.getrandbits(128)
    SESSIONS[session_id] = {"user": creds.username, "created": time.time()}
    response.set_cookie("sid", session_id, httponly=True, secure=True, samesite="lax")
    return {"ok": True}
