import logging
import secrets
from typing import Optional

from fastapi import FastAPI, Form, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse

app = FastAPI()
log = logging.getLogger("login")

SESSIONS = {}

LOGIN_FORM = """<form method="post" action="/login">
<input name="username"><input name="password" type="password">
<input type="hidden" name="next" value="/">
<button>Sign in</button></form>"""


def verify_credentials(username: str, password: str) -> bool:
    from accounts.backend import check  # project-local auth backend
    return check(username, password)


def landing_path(path: Optional[str]) -> str:
    if not path or not path.startswith("/"):
        return "/dashboard"
    return path


@app.get("/login", response_class=HTMLResponse)
def login_form():
    return LOGIN_FORM


@app.post("/login")
def login(username: str = Form(...), password: str = Form(...), next: str = Form("/")):
    if not verify_credentials(username, password):
        log.info("failed login for %s", username)
        raise HTTPException(status_code=401, detail="invalid credentials")
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = username
    response = RedirectResponse(url=landing_path(next), status_code=303)
    response.set_cookie("sid", sid, httponly=True, secure=True, samesite="lax")
    return response


@app.get("/dashboard")
def dashboard(request: Request):
    user = SESSIONS.get(request.cookies.get("sid", ""))
    if user is None:
        return RedirectResponse("/login")
    return {"hello": user}
