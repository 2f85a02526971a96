import base64
import json
import os
import secrets

import httpx
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

CLIENT_ID = os.environ.get("OAUTH_CLIENT_ID", "portal")
CLIENT_SECRET = os.environ.get("OAUTH_CLIENT_SECRET", "")
AUTHORIZE_URL = "https://id.example.com/oauth/authorize"
TOKEN_URL = "https://id.example.com/oauth/token"
CALLBACK_URL = "https://portal.example.com/auth/callback"


def encode_state(nonce: str, after: str) -> str:
    return base64.urlsafe_b64encode(json.dumps({"n": nonce, "after": after}).encode()).decode()


def decode_state(raw: str) -> dict:
    return json.loads(base64.urlsafe_b64decode(raw.encode()))


async def start_login(request):
    nonce = secrets.token_urlsafe(16)
    request.session["oauth_nonce"] = nonce
    state = encode_state(nonce, request.query_params.get("after", "/"))
    query = f"response_type=code&client_id={CLIENT_ID}&redirect_uri={CALLBACK_URL}&state={state}"
    return RedirectResponse(f"{AUTHORIZE_URL}?{query}")


async def callback(request):
    state = decode_state(request.query_params.get("state", ""))
    if state.get("n") != request.session.pop("oauth_nonce", None):
        return JSONResponse({"error": "state mismatch"}, status_code=400)
    async with httpx.AsyncClient(timeout=10) as client:
        token = await client.post(
            TOKEN_URL,
            data={"grant_type": "authorization_code", "code": request.query_params.get("code", ""), "redirect_uri": CALLBACK_URL},
            auth=(CLIENT_ID, CLIENT_SECRET),
        )
    if token.status_code != 200:
        return JSONResponse({"error": "token exchange failed"}, status_code=502)
    request.session["access_token"] = token.json()["access_token"]
    return RedirectResponse(state.get("after") or "/", status_code=303)


async def me(request):
    return JSONResponse({"logged_in": "access_token" in request.session})


app = Starlette(
    routes=[
        Route("/auth/login", start_login),
        Route("/auth/callback", callback),
        Route("/me", me),
    ],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ.get("SESSION_SECRET", "x"), https_only=True)],
)
