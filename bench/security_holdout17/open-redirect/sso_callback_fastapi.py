import base64
import json
import secrets
from urllib.parse import urlencode

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="rotate-me")

IDP_AUTHORIZE = "https://idp.example.com/oauth2/authorize"
IDP_TOKEN = "https://idp.example.com/oauth2/token"
CLIENT_ID = "portal"


def encode_state(payload):
    return base64.b64encode(json.dumps(payload).encode(), altchars=b"-_").decode()


def decode_state(value):
    padded = value + "=" * (-len(value) % 4)
    return json.loads(base64.b64decode(padded, altchars=b"-_"))


@app.get("/sso/start")
async def sso_start(request: Request, return_to: str = "/"):
    nonce = secrets.token_hex(16)
    request.session["sso_nonce"] = nonce
    query = urlencode(
        {"client_id": CLIENT_ID, "response_type": "code", "state": encode_state({"n": nonce, "r": return_to})}
    )
    return RedirectResponse(f"{IDP_AUTHORIZE}?{query}")


@app.get("/sso/callback")
async def sso_callback(request: Request, code: str, state: str):
    data = decode_state(state)
    if data.get("n") != request.session.pop("sso_nonce", None):
        raise HTTPException(status_code=400, detail="state mismatch")
    async with httpx.AsyncClient(timeout=5) as client:
        token = await client.post(
            IDP_TOKEN,
            data={"grant_type": "authorization_code", "code": code, "client_id": CLIENT_ID},
        )
    if token.status_code != 200:
        raise HTTPException(status_code=502, detail="token exchange failed")
    request.session["signed_in"] = True
    return RedirectResponse(url=data.get("r", "/"), status_code=303)


@app.get("/sso/logout")
async def sso_logout(request: Request):
    request.session.clear()
    return RedirectResponse("/", status_code=303)
