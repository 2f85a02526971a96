import os
import secrets
from urllib.parse import urlencode

import httpx
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

IDP_AUTHORIZE = "https://login.idp-provider.com/oauth2/authorize"
IDP_TOKEN = "https://login.idp-provider.com/oauth2/token"
CLIENT_ID = os.environ["SSO_CLIENT_ID"]
CLIENT_SECRET = os.environ["SSO_CLIENT_SECRET"]
APP_ORIGIN = "https://app.acme-tools.com"


@app.get("/sso/start")
async def sso_start(request: Request):
    state = secrets.token_urlsafe(24)
    request.session["sso_state"] = state
    query = urlencode({
        "client_id": CLIENT_ID,
        "response_type": "code",
        "redirect_uri": f"{APP_ORIGIN}/sso/callback",
        "scope": "openid email",
        "state": state,
    })
    return RedirectResponse(f"{IDP_AUTHORIZE}?{query}")


async def exchange_code(code: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.post(IDP_TOKEN, data={
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": f"{APP_ORIGIN}/sso/callback",
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
        })
    resp.raise_for_status()
    return resp.json()


@app.get("/sso/callback")
async def sso_callback(request: Request, code: str, state: str):
    if not secrets.compare_digest(state, request.session.pop("sso_state", "")):
        raise HTTPException(status_code=400, detail="state mismatch")
    tokens = await exchange_code(code)
    request.session["id_token"] = tokens.get("id_token")
    return RedirectResponse(f"{APP_ORIGIN}/dashboard", status_code=303)


def landing_url(return_to: str) -> str:
    if return_to.startswith("/") and not return_to.startswith("//"):
        return APP_ORIGIN + return_to
    if return_to.startswith(APP_ORIGIN):
        return return_to
    return APP_ORIGIN + "/"


@app.get("/logout")
async def logout(request: Request, return_to: str = "/"):
    request.session.clear()
    return RedirectResponse(landing_url(return_to), status_code=303)
