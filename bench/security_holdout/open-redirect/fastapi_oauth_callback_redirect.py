from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

from app.oauth import exchange_code, store_tokens

app = FastAPI()


@app.get("/oauth/callback")
async def oauth_callback(request: Request, code: str, state: str, redirect_to: str = "/"):
    tokens = await exchange_code(code, state)
    await store_tokens(request.session["user_id"], tokens)
    return RedirectResponse(url=redirect_to, status_code=302)
