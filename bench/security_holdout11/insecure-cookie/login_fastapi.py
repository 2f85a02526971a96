import secrets

from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import JSONResponse

from auth_backend import check_password

app = FastAPI()
SESSIONS = {}
COOKIE_OPTS = {"httponly": True, "secure": True, "samesite": "strict", "max_age": 3600}


@app.post("/login")
def login(username: str = Form(...), password: str = Form(...)):
    if not check_password(username, password):
        raise HTTPException(status_code=401)
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = username
    response = JSONResponse({"ok": True})
    response.set_cookie("sid", sid, **COOKIE_OPTS)
    return response
