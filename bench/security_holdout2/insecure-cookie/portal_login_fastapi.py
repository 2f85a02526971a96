from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import RedirectResponse

from .auth import create_session, verify_password_for

app = FastAPI()
SESSION_TTL = 12 * 3600


@app.post("/portal/login")
def portal_login(email: str = Form(...), password: str = Form(...)):
    account = verify_password_for(email, password)
    if account is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    session_token = create_session(account.id, ttl=SESSION_TTL)
    response = RedirectResponse(url="/portal", status_code=303)
    response.set_cookie(
        key="portal_session",
        value=session_token,
        max_age=SESSION_TTL,
        httponly=True,
        secure=True,
        samesite="strict",
    )
    return response
