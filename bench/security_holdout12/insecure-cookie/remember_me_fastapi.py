import secrets

from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import RedirectResponse

from accounts import verify_user

app = FastAPI()
REMEMBER = {}


def cookie_options(days: int) -> dict:
    return {"max_age": days * 86400, "secure": True, "httponly": True, "samesite": "lax", "path": "/"}


@app.post("/login")
def login(username: str = Form(...), password: str = Form(...), remember: bool = Form(False)):
    if not verify_user(username, password):
        raise HTTPException(status_code=401)
    response = RedirectResponse("/home", status_code=303)
    if remember:
        token = secrets.token_urlsafe(32)
        REMEMBER[token] = username
        response.set_cookie("remember_token", token, **cookie_options(30))
    return response
