from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from app.auth import rotate_refresh_token, verify_credentials

app = FastAPI()

REFRESH_MAX_AGE = 14 * 24 * 3600


class Credentials(BaseModel):
    email: str
    password: str


@app.post("/auth/login")
def login(creds: Credentials, response: Response):
    user = verify_credentials(creds.email, creds.password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    access, refresh = rotate_refresh_token(user.id)
    response.set_cookie(
        key="refresh_token",
        value=refresh,
        max_age=REFRESH_MAX_AGE,
        path="/auth/refresh",
        secure=True,
        httponly=True,
        samesite="strict",
    )
    return {"access_token": access, "token_type": "bearer"}
