from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

from .oidc import exchange_code, create_session

app = FastAPI()
SESSION_TTL = 60 * 60 * 12


@app.get("/sso/callback")
async def sso_callback(code: str, state: str):
    identity = await exchange_code(code, state)
    if identity is None:
        raise HTTPException(status_code=401, detail="sign-in failed")
    session_token = await create_session(identity.subject, ttl=SESSION_TTL)
    response = RedirectResponse(url="/app", status_code=303)
    response.set_cookie(key="sid", value=session_token, max_age=SESSION_TTL, httponly=True, secure=True, samesite="lax")
    return response
