import os
import secrets
from urllib.parse import urlencode

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

AUTHORIZE_URL = "https://id.example.com/oauth2/authorize"
TOKEN_URL = "https://id.example.com/oauth2/token"
USERINFO_URL = "https://id.example.com/oauth2/userinfo"
CLIENT_ID = os.environ["OAUTH_CLIENT_ID"]
CLIENT_SECRET = os.environ["OAUTH_CLIENT_SECRET"]
CALLBACK = "https://app.example.com/auth/callback"


@app.get("/auth/login")
async def start_login(request: Request, next: str = "/"):
    state = secrets.token_urlsafe(24)
    request.session["oauth_state"] = state
    query = urlencode({
        "response_type": "code",
        "client_id": CLIENT_ID,
        "redirect_uri": CALLBACK,
        "scope": "openid email",
        "state": state,
    })
    response = RedirectResponse(f"{AUTHORIZE_URL}?{query}", status_code=302)
    response.set_cookie("post_login", next, max_age=600, httponly=True, secure=True, samesite="lax")
    return response


@app.get("/auth/callback")
async def finish_login(request: Request, code: str, state: str):
    expected = request.session.pop("oauth_state", None)
    if not expected or not secrets.compare_digest(expected, state):
        raise HTTPException(status_code=400, detail="state mismatch")
    async with httpx.AsyncClient(timeout=10) as client:
        token = await client.post(
            TOKEN_URL,
            data={"grant_type": "authorization_code", "code": code, "redirect_uri": CALLBACK},
            auth=(CLIENT_ID, CLIENT_SECRET),
        )
        if token.status_code != 200:
            raise HTTPException(status_code=502, detail="token exchange failed")
        info = await client.get(USERINFO_URL, headers={"Authorization": f"Bearer {token.json()['access_token']}"})
    request.session["user"] = info.json().get("sub")
    return_url = request.cookies.get("post_login", "/")
    response = RedirectResponse(url=return_url, status_code=303)
    response.delete_cookie("post_login")
    return response


@app.get("/auth/logout")
async def logout(request: Request):
    request.session.clear()
    return RedirectResponse("/", status_code=303)
