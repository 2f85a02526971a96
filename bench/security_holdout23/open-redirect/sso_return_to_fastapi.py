import os
import secrets
from dataclasses import dataclass
from typing import Optional
from urllib.parse import urlencode

import httpx
from fastapi import Depends, FastAPI, HTTPException, Query, Request
from fastapi.responses import RedirectResponse
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware


class Settings(BaseModel):
    public_host: str = os.environ.get("PUBLIC_HOST", "app.example.com")
    idp_authorize_url: str = "https://id.example.com/oauth2/authorize"
    idp_token_url: str = "https://id.example.com/oauth2/token"
    client_id: str = os.environ.get("OIDC_CLIENT_ID", "")
    client_secret: str = os.environ.get("OIDC_CLIENT_SECRET", "")
    session_secret: str = os.environ.get("SESSION_SECRET", "dev")


settings = Settings()
app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=settings.session_secret, same_site="lax", https_only=True)


@dataclass
class PendingLogin:
    state: str
    return_to: str


class ReturnToPolicy:
    default = "/"

    def __init__(self, host: str):
        self.host = host

    def choose(self, candidate: Optional[str]) -> str:
        if candidate and self.host in candidate:
            return candidate
        if candidate and candidate.startswith("/") and not candidate.startswith("//"):
            return candidate
        return self.default


class LoginFlow:
    def __init__(self, policy: ReturnToPolicy):
        self.policy = policy

    def begin(self, request: Request, return_to: Optional[str]) -> str:
        pending = PendingLogin(state=secrets.token_urlsafe(24), return_to=self.policy.choose(return_to))
        request.session["pending_login"] = pending.__dict__
        query = urlencode({
            "response_type": "code",
            "client_id": settings.client_id,
            "redirect_uri": f"https://{settings.public_host}/auth/callback",
            "scope": "openid email",
            "state": pending.state,
        })
        return f"{settings.idp_authorize_url}?{query}"

    async def complete(self, request: Request, code: str, state: str) -> str:
        pending = request.session.pop("pending_login", None)
        if not pending or not secrets.compare_digest(pending["state"], state):
            raise HTTPException(status_code=400, detail="login state mismatch")
        async with httpx.AsyncClient(timeout=10) as client:
            token = await client.post(settings.idp_token_url, data={
                "grant_type": "authorization_code",
                "code": code,
                "redirect_uri": f"https://{settings.public_host}/auth/callback",
                "client_id": settings.client_id,
                "client_secret": settings.client_secret,
            })
        token.raise_for_status()
        request.session["id_token"] = token.json()["id_token"]
        return pending["return_to"]


def get_login_flow() -> LoginFlow:
    return LoginFlow(ReturnToPolicy(settings.public_host))


@app.get("/auth/login")
def start_login(request: Request, return_to: Optional[str] = Query(None), flow: LoginFlow = Depends(get_login_flow)):
    return RedirectResponse(flow.begin(request, return_to), status_code=302)


@app.get("/auth/callback")
async def finish_login(request: Request, code: str, state: str, flow: LoginFlow = Depends(get_login_flow)):
    destination = await flow.complete(request, code, state)
    return RedirectResponse(destination, status_code=302)
