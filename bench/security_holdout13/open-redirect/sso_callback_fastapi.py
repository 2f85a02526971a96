import secrets
from typing import Optional

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI(title="sso")
app.add_middleware(SessionMiddleware, secret_key="load-from-env", https_only=True)
IDP_AUTHORIZE = "https://idp.example.com/oauth2/authorize"
CLIENT_ID = "web-portal"


@app.get("/sso/start")
def sso_start(request: Request, continue_url: Optional[str] = None):
    state = secrets.token_hex(16)
    request.session["state"] = state
    request.session["continue"] = continue_url or "/home"
    url = f"{IDP_AUTHORIZE}?client_id={CLIENT_ID}&response_type=code&state={state}"
    return RedirectResponse(url)


@app.get("/sso/callback")
def sso_callback(request: Request, code: str, state: str):
    if not secrets.compare_digest(state, request.session.get("state", "")):
        raise HTTPException(status_code=400, detail="state mismatch")
    request.session["code"] = code
    destination = request.session.pop("continue", "/home")
    return RedirectResponse(destination, status_code=303)


@app.get("/home")
def home(request: Request):
    return {"signed_in": "code" in request.session}


@app.get("/sso/logout")
def sso_logout(request: Request):
    request.session.clear()
    return RedirectResponse("/home")
