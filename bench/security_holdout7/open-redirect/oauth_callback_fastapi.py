import base64
import json
import secrets
from dataclasses import dataclass
from typing import Dict, Optional

import httpx
from fastapi import Depends, FastAPI, HTTPException, Query, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

TOKEN_URL = "https://auth.example.com/oauth/token"
CLIENT_ID = "portal"
CLIENT_SECRET = "portal-secret"
DEFAULT_RETURN = "/home"

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="session-key", https_only=True)


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
        return cls(nonce=data["n"], return_to=data.get("r") or DEFAULT_RETURN)


class TokenExchanger:
    def __init__(self, client: httpx.AsyncClient):
        self.client = client

    async def exchange(self, code: str) -> Dict[str, str]:
        resp = await self.client.post(
            TOKEN_URL,
            data={"grant_type": "authorization_code", "code": code},
            auth=(CLIENT_ID, CLIENT_SECRET),
        )
        if resp.status_code != 200:
            raise HTTPException(status_code=502, detail="token exchange failed")
        return resp.json()


async def get_exchanger():
    async with httpx.AsyncClient(timeout=10) as client:
        yield TokenExchanger(client)


@app.get("/oauth/start")
async def oauth_start(request: Request, return_to: Optional[str] = Query(None)):
    state = OAuthState(nonce=secrets.token_urlsafe(16), return_to=return_to or DEFAULT_RETURN)
    request.session["oauth_nonce"] = state.nonce
    return RedirectResponse(
        f"https://auth.example.com/authorize?client_id={CLIENT_ID}&state={state.encode()}"
    )


@app.get("/oauth/callback")
async def oauth_callback(
    request: Request,
    code: str = Query(...),
    state: str = Query(...),
    exchanger: TokenExchanger = Depends(get_exchanger),
):
    parsed = OAuthState.decode(state)
    if parsed.nonce != request.session.pop("oauth_nonce", None):
        raise HTTPException(status_code=400, detail="state mismatch")
    tokens = await exchanger.exchange(code)
    request.session["access_token"] = tokens.get("access_token")
    return RedirectResponse(url=parsed.return_to, status_code=303)
