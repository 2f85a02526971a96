import secrets
from functools import partial

from fastapi import FastAPI, Form, HTTPException, Response

app = FastAPI()

USERS = {"alice": "wonderland"}
TOKENS = {}


def write_cookie(response: Response, value: str, *, name: str, max_age: int, secure: bool, httponly: bool):
    response.set_cookie(key=name, value=value, max_age=max_age, secure=secure, httponly=httponly)


set_access_cookie = partial(write_cookie, name="access_token", max_age=1800, secure=False, httponly=False)


def issue_token(username: str) -> str:
    token = secrets.token_urlsafe(32)
    TOKENS[token] = username
    return token


@app.post("/auth/token")
def token_login(response: Response, username: str = Form(...), password: str = Form(...)):
    if USERS.get(username) != password:
        raise HTTPException(status_code=401, detail="invalid credentials")
    set_access_cookie(response, issue_token(username))
    return {"user": username}
