import base64
import json
import os
import secrets
from dataclasses import dataclass
from urllib.parse import urlencode

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse

IDP_AUTHORIZE_URL = "https://idp.example.com/oauth2/authorize"
IDP_TOKEN_URL = "https://idp.example.com/oauth2/token"
CLIENT_ID = "web-portal"
CLIENT_SECRET = os.environ.get("SSO_CLIENT_SECRET", "")
DEFAULT_LANDING = "/app"

app = FastAPI()


@dataclass
class LoginState:
    nonce: str
    return_url: str

    def encode(self) -> str:
        raw = json.dumps({"n": self.nonce, "r": self.return_url}).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    @classmethod
    def decode(cls, value: str) -> "LoginState":
        padded = value + "=" * (-len(value) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded))
        return cls(nonce=data["n"], return_url=data.get("r") or DEFAULT_LANDING)


async def exchange_code(code: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.post(IDP_TOKEN_URL, data={
            "grant_type": "authorization_code",
            "code": code,
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
        })
    resp.raise_for_status()
    return resp.json()


@app.get("/sso/start")
async def sso_start(return_url: str = DEFAULT_LANDING):
    state = LoginState(nonce=secrets.token_urlsafe(16), return_url=return_url)
    query = urlencode({"client_id": CLIENT_ID, "response_type": "code", "state": state.encode()})
    response = RedirectResponse(f"{IDP_AUTHORIZE_URL}?{query}")
    response.set_cookie("sso_nonce", state.nonce, httponly=True, secure=True, samesite="lax")
    return response


@app.get("/sso/callback")
async def sso_callback(request: Request, code: str, state: str):
    try:
        login_state = LoginState.decode(state)
    except (ValueError, KeyError):
        raise HTTPException(status_code=400, detail="malformed state")
    if not secrets.compare_digest(login_state.nonce, request.cookies.get("sso_nonce", "")):
        raise HTTPException(status_code=400, detail="state mismatch")
    tokens = await exchange_code(code)
    response = RedirectResponse(url=login_state.return_url, status_code=303)
    response.set_cookie("access_token", tokens["access_token"], httponly=True, secure=True, samesite="lax")
    response.delete_cookie("sso_nonce")
    return response
