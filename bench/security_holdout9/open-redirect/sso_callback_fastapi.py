import base64
import json
import logging
import os
from urllib.parse import urlparse

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse

log = logging.getLogger("sso")
app = FastAPI()

IDP_TOKEN_URL = os.environ.get("IDP_TOKEN_URL", "https://idp.example.com/oauth/token")
CLIENT_ID = os.environ.get("CLIENT_ID", "portal")
CLIENT_SECRET = os.environ.get("CLIENT_SECRET", "")
APP_DOMAIN = "example.com"


def decode_state(state: str) -> dict:
    try:
        padded = state + "=" * (-len(state) % 4)
        return json.loads(base64.urlsafe_b64decode(padded))
    except ValueError:
        raise HTTPException(status_code=400, detail="bad state")


def is_internal(url: str) -> bool:
    host = urlparse(url).netloc
    return host == "" or host.endswith(APP_DOMAIN)


async def exchange_code(code: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(IDP_TOKEN_URL, data={
            "grant_type": "authorization_code",
            "code": code,
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
        })
    if r.status_code != 200:
        raise HTTPException(status_code=502, detail="token exchange failed")
    return r.json()


@app.get("/sso/callback")
async def sso_callback(request: Request, code: str, state: str):
    tokens = await exchange_code(code)
    data = decode_state(state)
    return_to = data.get("return_to", "/")
    if not is_internal(return_to):
        log.warning("ignoring external return_to")
        return_to = "/"
    response = RedirectResponse(url=return_to, status_code=302)
    response.set_cookie("id_token", tokens.get("id_token", ""), secure=True, httponly=True, samesite="lax")
    return response


@app.get("/sso/status")
def status():
    return {"idp": urlparse(IDP_TOKEN_URL).netloc}
