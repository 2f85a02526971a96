import base64
import json
import os
import secrets
from dataclasses import dataclass
from typing import Optional
from urllib.parse import urlencode

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

AUTHORIZE_URL = "https://accounts.example-idp.com/oauth/authorize"
TOKEN_URL = "https://accounts.example-idp.com/oauth/token"
CLIENT_ID = os.environ.get("OAUTH_CLIENT_ID", "")
CLIENT_SECRET = os.environ.get("OAUTH_CLIENT_SECRET", "")
DEFAULT_LANDING = "/app"

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ.get("SESSION_SECRET") or secrets.token_hex(32))


@dataclass
class OAuthState:
    nonce: str
    return_to: str

    def encode(self) -> str:
        raw = json.dumps({"n": self.nonce, "r": self.return_to}).encode()
        return base64.urlsafe_b64encode(raw).decode()

    @classmethod
    def decode(cls, value: str) -> "OAuthState":
        data = json.loads(base64.urlsafe_b64decode(value.encode()))
        return cls(nonce=data["n"], return_to=data.get("r") or DEFAULT_LANDING)


async def exchange_code(code: str, redirect_uri: str) -> Optional[dict]:
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": redirect_uri,
        "client_id": CLIENT_ID,
        "client_secret": CLIENT_SECRET,
    }
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.post(TOKEN_URL, data=form)
    return resp.json() if resp.status_code == 200 else None


@app.get("/oauth/start")
async def oauth_start(request: Request, return_to: str = DEFAULT_LANDING):
    state = OAuthState(nonce=secrets.token_urlsafe(16), return_to=return_to)
    request.session["oauth_nonce"] = state.nonce
    query = urlencode({"client_id": CLIENT_ID, "response_type": "code", "state": state.encode()})
    return RedirectResponse(f"{AUTHORIZE_URL}?{query}")


@app.get("/oauth/callback")
async def oauth_callback(request: Request, code: str, state: str):
    try:
        parsed = OAuthState.decode(state)
    except (ValueError, KeyError, TypeError):
        raise HTTPException(status_code=400, detail="bad state")
    if parsed.nonce != request.session.pop("oauth_nonce", None):
        raise HTTPException(status_code=400, detail="state mismatch")
    tokens = await exchange_code(code, str(request.url_for("oauth_callback")))
    if tokens is None:
        raise HTTPException(status_code=502, detail="token exchange failed")
    request.session["access_token"] = tokens.get("access_token")
    return RedirectResponse(parsed.return_to, status_code=303)
