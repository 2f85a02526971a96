from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from app.auth import authenticate, issue_persistent_token

app = FastAPI()


class SignInForm(BaseModel):
    username: str
    password: str
    keep_signed_in: bool = False


@app.post("/auth/sign-in")
async def sign_in(form: SignInForm, response: Response):
    user = await authenticate(form.username, form.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    if form.keep_signed_in:
        token = await issue_persistent_token(user.id)
        response.set_cookie(key="persist_token", value=token, max_age=30 * 86400, httponly=True, secure=True, samesite="strict")
    return {"user": user.username}
