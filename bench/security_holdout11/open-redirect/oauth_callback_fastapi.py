import base64
import json
import logging
import os
import secrets
from urllib.parse import urlencode

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse

log = logging.getLogger("oauth")
app = FastAPI()

AUTHORIZE_URL = "https://id.example.com/oauth2/authorize"
TOKEN_URL = "https://id.example.com/oauth2/token"
CLIENT_ID = os.environ.get("OAUTH_CLIENT_ID", "web-portal")
CLIENT_SECRET = os.environ.get("OAUTH_CLIENT_SECRET", "")
CALLBACK = os.environ.get("OAUTH_CALLBACK", "https://portal.example.com/oauth/callback")


def encode_state(payload: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(payload).encode()).decode()


def decode_state(state: str) -> dict:
    try:
        return json.loads(base64.urlsafe_b64decode(state.encode()))
    except ValueError:
        raise HTTPException(400, "bad state")


@app.get("/oauth/start")
def start(request: Request, return_url: str = "/"):
    nonce = secrets.token_urlsafe(16)
    state = encode_state({"nonce": nonce, "return": return_url})
    params = {"client_id": CLIENT_ID, "response_type": "code", "redirect_uri": CALLBACK, "state": state}
    response = RedirectResponse(f"{AUTHORIZE_URL}?{urlencode(params)}")
    response.set_cookie("oauth_nonce", nonce, secure=True, httponly=True, max_age=600)
    return response


@app.get("/oauth/callback")
async def callback(request: Request, code: str, state: str):
    data = decode_state(state)
    if data.get("nonce") != request.cookies.get("oauth_nonce"):
        raise HTTPException(400, "state mismatch")
    async with httpx.AsyncClient(timeout=10) as client:
        token_resp = await client.post(TOKEN_URL, data={
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": CALLBACK,
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
        })
    if token_resp.status_code != 200:
        log.warning("token exchange failed: %s", token_resp.status_code)
        raise HTTPException(502, "identity provider error")
    destination = data.get("return") or "/"
    response = RedirectResponse(destination, status_code=303)
    response.set_cookie("access_token", token_resp.json()["access_token"], secure=True, httponly=True)
    response.delete_cookie("oauth_nonce")
    return response
