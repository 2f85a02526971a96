import secrets

from fastapi import FastAPI, Form, Response

app = FastAPI()
REMEMBER = {}


@app.post("/login")
def login(response: Response, username: str = Form(...), remember: bool = Form(False)):
    if remember:
        token = secrets.token_urlsafe(24)
        REMEMBER[token] = username
        response.set_cookie(key="remember_token", value=token, max_age=30 * 86400, secure=False, httponly=True)
    return {"user": username}
