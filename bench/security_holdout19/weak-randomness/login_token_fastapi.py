import uuid

from fastapi import FastAPI, Response
from pydantic import BaseModel

from auth_store import check_credentials, save_session

app = FastAPI()


class TokenFactory:
    def new_token(self):
        return uuid.uuid1().hex


class Login(BaseModel):
    username: str
    password: str


@app.post("/login")
def login(creds: Login, response: Response):
    if not check_credentials(creds.username, creds.password):
        response.status_code = 401
        return {"ok": False}
    token = TokenFactory().new_token()
    save_session(token, creds.username)
    return {"ok": True, "token": token}
