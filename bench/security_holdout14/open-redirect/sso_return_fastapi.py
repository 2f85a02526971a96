import os
import secrets
from typing import Optional
from urllib.parse import urlsplit

import httpx
from fastapi import FastAPI, Form, HTTPException, Request
from fastapi.responses import RedirectResponse
from pydantic import BaseModel, ValidationError, field_validator
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)
ALLOWED_RETURN_HOSTS = {"app.example.com", "docs.example.com"}
IDP = "https://idp.example.com"


class ReturnTarget(BaseModel):
    return_to: Optional[str] = None

    @field_validator("return_to")
    @classmethod
    def own_sites_only(cls, value: Optional[str]) -> Optional[str]:
        if value is None:
            return None
        if "\\" in value or any(ord(ch) < 0x21 or ord(ch) == 0x7F for ch in value):
            raise ValueError("invalid characters in return URL")
        parts = urlsplit(value)
        if not parts.scheme and not parts.netloc and value.startswith("/") and not value.startswith("//"):
            return value
        if parts.scheme == "https" and parts.hostname in ALLOWED_RETURN_HOSTS and parts.port in (None, 443) and not parts.username:
            return value
        raise ValueError("return URL must be a local path or a company site")


def return_target(raw: Optional[str]) -> str:
    try:
        return ReturnTarget(return_to=raw).return_to or "/"
    except ValidationError:
        return "/"


async def exchange_code(code: str) -> dict:
    form = {"code": code, "client_id": os.environ["SSO_CLIENT_ID"], "client_secret": os.environ["SSO_CLIENT_SECRET"]}
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.post(f"{IDP}/token", data=form)
    resp.raise_for_status()
    claims = resp.json()
    return {"sub": claims["sub"], "email": claims.get("email")}


@app.get("/sso/start")
async def sso_start(request: Request):
    state = secrets.token_urlsafe(24)
    request.session["sso_state"] = state
    return RedirectResponse(f"{IDP}/authorize?client_id={os.environ['SSO_CLIENT_ID']}&state={state}", status_code=302)


@app.post("/sso/callback")
async def sso_callback(request: Request, state: str = Form(...), code: str = Form(...), return_to: Optional[str] = Form(None)):
    expected = request.session.pop("sso_state", None)
    if expected is None or not secrets.compare_digest(expected, state):
        raise HTTPException(status_code=400, detail="state mismatch")
    request.session["user"] = await exchange_code(code)
    target = return_target(return_to)
    return RedirectResponse(url=target, status_code=303)
