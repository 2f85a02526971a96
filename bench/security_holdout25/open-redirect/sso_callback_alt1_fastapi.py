import os
import secrets
from typing import Optional
from urllib.parse import urlencode

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

IDP_AUTHORIZE = "https://login.example-idp.com/oauth2/authorize"
IDP_TOKEN = "https://login.example-idp.com/oauth2/token"
CLIENT_ID = os.environ["SSO_CLIENT_ID"]
CLIENT_SECRET = os.environ["SSO_CLIENT_SECRET"]
CALLBACK = "https://app.example.com/sso/callback"


def local_destination(value: Optional[str]) -> str:
    if value and value.startswith("/"):
        return value
    return "/"


@app.get("/sso/start")
def sso_start(request: Request):
    state = secrets.token_urlsafe(24)
    request.session["sso_state"] = state
    params = {
        "client_id": CLIENT_ID,
        "response_type": "code",
        "redirect_uri": CALLBACK,
        "state": state,
        "scope": "openid email",
    }
    return RedirectResponse(f"{IDP_AUTHORIZE}?{urlencode(params)}")


async def exchange_code(code: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.post(
            IDP_TOKEN,
            data={"grant_type": "authorization_code", "code": code, "redirect_uri": CALLBACK},
            auth=(CLIENT_ID, CLIENT_SECRET),
        )
    if resp.status_code != 200:
        raise HTTPException(status_code=502, detail="token exchange failed")
    return resp.json()


@app.get("/sso/callback")
async def sso_callback(request: Request, code: str, state: str):
    expected = request.session.pop("sso_state", None)
    if not expected or not secrets.compare_digest(expected, state):
        raise HTTPException(status_code=400, detail="state mismatch")
    tokens = await exchange_code(code)
    request.session["id_token"] = tokens.get("id_token")
    return RedirectResponse("/", status_code=303)


@app.get("/logout")
def logout(request: Request, next: Optional[str] = None):
    request.session.clear()
    destination = local_destination(next)
    return RedirectResponse(destination, status_code=303)
