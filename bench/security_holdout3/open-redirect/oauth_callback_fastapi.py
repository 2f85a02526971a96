import base64
import json

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

from .oauth import exchange_code, start_session

app = FastAPI()


def decode_state(raw: str) -> dict:
    padded = raw + "=" * (-len(raw) % 4)
    return json.loads(base64.urlsafe_b64decode(padded))


@app.get("/oauth/callback")
async def oauth_callback(code: str, state: str, request: Request):
    token = await exchange_code(code)
    session_id = await start_session(token)
    state_data = decode_state(state)
    return_url = state_data.get("return_url", "/")
    response = RedirectResponse(url=return_url, status_code=303)
    response.set_cookie("sid", session_id, httponly=True, secure=True, samesite="lax")
    return response
