import random
import secrets

from fastapi import FastAPI, Form, HTTPException, Response

from accounts import verify_credentials

app = FastAPI()
SESSIONS = {}


def new_session_id() -> str:
    return "%032x" % random.getrandbits(128)


@app.post("/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    if not verify_credentials(username, password):
        raise HTTPException(status_code=401, detail="bad credentials")
    sid = new_session_id()
    csrf = secrets.token_hex(16)
    SESSIONS[sid] = {"user": username, "csrf": csrf}
    response.set_cookie("sid", sid, httponly=True, secure=True, samesite="lax")
    return {"csrf": csrf}
