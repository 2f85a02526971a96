import secrets

from fastapi import FastAPI, Form, HTTPException, Response

from .auth import authenticate
from .sessions import sessions

app = FastAPI()
SESSION_TTL = 12 * 3600


@app.post("/login")
async def login(response: Response, username: str = Form(...), password: str = Form(...)):
    user = await authenticate(username, password)
    if not user:
        raise HTTPException(status_code=401, detail="invalid credentials")
    sid = secrets.token_urlsafe(32)
    await sessions.create(sid, user_id=user.id, ttl=SESSION_TTL)
    response.set_cookie(
        key="__Host-session",
        value=sid,
        max_age=SESSION_TTL,
        path="/",
        secure=True,
        httponly=True,
        samesite="strict",
    )
    return {"ok": True}
