from fastapi import FastAPI, Form, HTTPException, Request
from fastapi.responses import RedirectResponse
from passlib.context import CryptContext
from starlette.middleware.sessions import SessionMiddleware

from accounts.config import settings
from accounts.db import fetch_user_by_email

pwd_context = CryptContext(schemes=["argon2"], deprecated="auto")

app = FastAPI()
app.add_middleware(
    SessionMiddleware, secret_key=settings.session_secret, https_only=True
)


@app.post("/login")
async def login(request: Request, email: str = Form(...), password: str = Form(...)):
    user = await fetch_user_by_email(email.strip().lower())
    if user is None or not pwd_context.verify(password, user.password_hash):
        raise HTTPException(status_code=401, detail="invalid credentials")
    request.session.clear()
    request.session["user_id"] = user.id
    return RedirectResponse("/account", status_code=303)
