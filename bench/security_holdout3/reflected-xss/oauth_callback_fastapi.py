from typing import Optional

import httpx
from fastapi import FastAPI
from fastapi.responses import HTMLResponse, RedirectResponse

app = FastAPI()
TOKEN_URL = "https://id.example.com/oauth/token"


@app.get("/oauth/callback")
async def oauth_callback(code: Optional[str] = None, error: Optional[str] = None, error_description: str = ""):
    if error:
        return HTMLResponse(f"<h1>Sign-in failed</h1><p>{error}: {error_description}</p><a href='/login'>Retry</a>", status_code=400)
    async with httpx.AsyncClient() as client:
        token = await client.post(TOKEN_URL, data={"grant_type": "authorization_code", "code": code})
    response = RedirectResponse("/dashboard")
    response.set_cookie("sid", token.json()["access_token"], httponly=True, secure=True, samesite="lax")
    return response
