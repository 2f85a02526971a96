import base64
import json
import logging
import os
import secrets
from urllib.parse import urlencode

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

log = logging.getLogger("sso")
app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_KEY"], https_only=True)

IDP_AUTHORIZE = "https://idp.example.com/oauth2/authorize"
IDP_TOKEN = "https://idp.example.com/oauth2/token"
CLIENT_ID = os.environ.get("SSO_CLIENT_ID", "portal")
CALLBACK = "https://portal.example.com/sso/callback"


def encode_state(nonce: str, relay: str) -> str:
    raw = json.dumps({"n": nonce, "r": relay}).encode()
    return base64.urlsafe_b64encode(raw).decode()


def decode_state(state: str) -> dict:
    try:
        return json.loads(base64.urlsafe_b64decode(state.encode()))
    except (ValueError, TypeError):
        raise HTTPException(status_code=400, detail="bad state")


async def exchange_code(code: str) -> dict:
    form = {"grant_type": "authorization_code", "code": code, "client_id": CLIENT_ID, "redirect_uri": CALLBACK}
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.post(IDP_TOKEN, data=form)
        resp.raise_for_status()
        return resp.json()


@app.get("/sso/login")
def sso_login(request: Request, relay: str = "/"):
    nonce = secrets.token_urlsafe(16)
    request.session["sso_nonce"] = nonce
    params = {
        "client_id": CLIENT_ID,
        "response_type": "code",
        "redirect_uri": CALLBACK,
        "state": encode_state(nonce, relay),
    }
    return RedirectResponse(f"{IDP_AUTHORIZE}?{urlencode(params)}")


@app.get("/sso/callback")
async def sso_callback(request: Request, code: str, state: str):
    data = decode_state(state)
    if data.get("n") != request.session.pop("sso_nonce", None):
        raise HTTPException(status_code=400, detail="nonce mismatch")
    claims = await exchange_code(code)
    request.session["user"] = claims["sub"]
    log.info("sso login for %s", claims["sub"])
    return RedirectResponse(url=data.get("r") or "/", status_code=302)


@app.get("/me")
def me(request: Request):
    return {"user": request.session.get("user")}
