from fastapi import Depends, FastAPI, HTTPException, Response
from fastapi.security import OAuth2PasswordRequestForm

from .auth import authenticate_user, create_access_token

app = FastAPI()
TOKEN_TTL_SECONDS = 1800


@app.post("/auth/login")
def login(response: Response, form: OAuth2PasswordRequestForm = Depends()):
    user = authenticate_user(form.username, form.password)
    if not user:
        raise HTTPException(status_code=401, detail="Incorrect username or password")
    token = create_access_token({"sub": user.username}, ttl=TOKEN_TTL_SECONDS)
    response.set_cookie(key="access_token", value=f"Bearer {token}", max_age=TOKEN_TTL_SECONDS)
    return {"message": "logged in"}


@app.post("/auth/logout")
def logout(response: Response):
    response.delete_cookie("access_token")
    return {"message": "logged out"}
