import secrets

from fastapi import FastAPI, Form, HTTPException, Response

from .auth import remember_tokens, verify_credentials

app = FastAPI()
REMEMBER_DAYS = 30


class RememberCookie:
    name = "remember_token"

    def __init__(self, days):
        self.max_age = days * 86400

    def attach(self, response: Response, token: str):
        response.set_cookie(key=self.name, value=token, max_age=self.max_age, httponly=True, samesite="lax")


remember = RememberCookie(REMEMBER_DAYS)


@app.post("/session")
def create_session(response: Response, username: str = Form(...), password: str = Form(...), remember_me: bool = Form(False)):
    user = verify_credentials(username, password)
    if user is None:
        raise HTTPException(status_code=401, detail="bad credentials")
    if remember_me:
        token = secrets.token_hex(32)
        remember_tokens.save(user.id, token)
        remember.attach(response, token)
    return {"user": user.id}
