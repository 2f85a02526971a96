import secrets
from typing import Dict

import httpx
from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import RedirectResponse
from pydantic import BaseModel


class OAuthSettings(BaseModel):
    client_id: str = "web-app"
    client_secret: str = ""
    authorize_url: str = "https://id.example.com/oauth/authorize"
    token_url: str = "https://id.example.com/oauth/token"
    callback_url: str = "https://app.example.com/auth/callback"


def get_settings() -> OAuthSettings:
    return OAuthSettings()


router = APIRouter(prefix="/auth")


class StateStore:
    def __init__(self):
        self._states: Dict[str, str] = {}

    def put(self, return_to: str) -> str:
        state = secrets.token_urlsafe(16)
        self._states[state] = return_to
        return state

    def pop(self, state: str) -> str:
        if state not in self._states:
            raise HTTPException(status_code=400, detail="unknown state")
        return self._states.pop(state)


_states = StateStore()


def get_states() -> StateStore:
    return _states


@router.get("/login")
def start_login(return_to: str = "/", settings: OAuthSettings = Depends(get_settings),
                states: StateStore = Depends(get_states)):
    state = states.put(return_to)
    url = httpx.URL(settings.authorize_url, params={
        "client_id": settings.client_id, "redirect_uri": settings.callback_url,
        "response_type": "code", "state": state,
    })
    return RedirectResponse(str(url))


@router.get("/callback")
async def callback(request: Request, code: str, state: str, settings: OAuthSettings = Depends(get_settings),
                   states: StateStore = Depends(get_states)):
    return_to = states.pop(state)
    async with httpx.AsyncClient(timeout=10) as client:
        token = await client.post(settings.token_url, data={
            "grant_type": "authorization_code", "code": code, "redirect_uri": settings.callback_url,
            "client_id": settings.client_id, "client_secret": settings.client_secret,
        })
    if token.status_code != 200:
        raise HTTPException(status_code=502, detail="token exchange failed")
    request.session["access_token"] = token.json()["access_token"]
    return RedirectResponse(return_to, status_code=303)


@router.post("/logout")
def logout(request: Request):
    request.session.clear()
    return RedirectResponse("/", status_code=303)
