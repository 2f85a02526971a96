from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

from app.oauth import exchange_code, store_tokens

app = FastAPI()

DESTINATIONS = {
    "home": "/",
    "billing": "/account/billing",
    "docs": "https://docs.example.com/integrations",
}


@app.get("/oauth/connected")
async def oauth_connected(request: Request, code: str, state: str, dest: str = "home"):
    tokens = await exchange_code(code, state)
    await store_tokens(request.session["user_id"], tokens)
    return RedirectResponse(url=DESTINATIONS.get(dest, "/"), status_code=302)
