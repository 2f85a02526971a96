import secrets

from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()
PENDING_STATES = set()
ISSUED_SESSIONS = {}


async def exchange_code(code: str, state: str) -> str:
    if state not in PENDING_STATES:
        raise HTTPException(status_code=400, detail="unknown state")
    PENDING_STATES.discard(state)
    session_id = secrets.token_urlsafe(32)
    ISSUED_SESSIONS[session_id] = code
    return session_id


@app.get("/oauth/callback")
async def oauth_callback(code: str, state: str, return_to: str = "/"):
    await exchange_code(code, state)
    return RedirectResponse(url=return_to, status_code=302)
