import os
from dataclasses import dataclass

import httpx
from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

TOKEN_URL = os.environ.get("OIDC_TOKEN_URL", "https://idp.example.com/oauth/token")
CLIENT_ID = os.environ.get("OIDC_CLIENT_ID", "dashboard")
CLIENT_SECRET = os.environ.get("OIDC_CLIENT_SECRET", "")
REDIRECT_URI = os.environ.get("OIDC_REDIRECT_URI", "https://dashboard.example.com/auth/callback")
ACCESS_COOKIE = "access_token"

app = FastAPI()


@dataclass
class TokenSet:
    access_token: str
    expires_in: int
    refresh_token: str = ""


class TokenClient:
    def __init__(self, token_url: str = TOKEN_URL):
        self.token_url = token_url

    async def exchange(self, code: str) -> TokenSet:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.post(
                self.token_url,
                data={
                    "grant_type": "authorization_code",
                    "code": code,
                    "client_id": CLIENT_ID,
                    "client_secret": CLIENT_SECRET,
                    "redirect_uri": REDIRECT_URI,
                },
            )
        if r.status_code != 200:
            raise HTTPException(status_code=401, detail="login failed")
        data = r.json()
        return TokenSet(
            access_token=data["access_token"],
            expires_in=int(data.get("expires_in", 3600)),
            refresh_token=data.get("refresh_token", ""),
        )


tokens = TokenClient()


@app.get("/auth/callback")
async def auth_callback(code: str):
    token_set = await tokens.exchange(code)
    response = RedirectResponse(url="/dashboard", status_code=303)
    response.set_cookie(
        key=ACCESS_COOKIE,
        value=token_set.access_token,
        max_age=token_set.expires_in,
        path="/",
    )
    return response
