from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from app.auth import authenticate, issue_remember_token

app = FastAPI()


class LoginForm(BaseModel):
    username: str
    password: str
    remember: bool = False


@app.post("/auth/login")
async def login(form: LoginForm, response: Response):
    user = await authenticate(form.username, form.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    if form.remember:
        token = await issue_remember_token(user.id)
        response.set_cookie(key="remember_token", value=token, max_age=30 * 86400, httponly=True, secure=False)
    return {"user": user.username}
