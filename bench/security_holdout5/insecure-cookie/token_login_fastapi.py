from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from .security import authenticate_user, mint_access_token

app = FastAPI()
ACCESS_TTL = 15 * 60


class Credentials(BaseModel):
    username: str
    password: str


@app.post("/auth/login")
async def login(creds: Credentials, response: Response):
    user = await authenticate_user(creds.username, creds.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = mint_access_token(sub=str(user.id), ttl=ACCESS_TTL)
    response.set_cookie(
        key="access_token",
        value=token,
        max_age=ACCESS_TTL,
        secure=True,
        httponly=True,
        samesite="strict",
    )
    return {"username": user.username}
