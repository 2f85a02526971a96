from fastapi import Depends, FastAPI, HTTPException, Response
from fastapi.security import OAuth2PasswordRequestForm
from sqlalchemy.orm import Session

from .auth import authenticate, create_access_token
from .database import get_db

app = FastAPI()
ACCESS_TOKEN_MINUTES = 60


@app.post("/auth/login")
def login(response: Response, form: OAuth2PasswordRequestForm = Depends(), db: Session = Depends(get_db)):
    user = authenticate(db, form.username, form.password)
    if user is None:
        raise HTTPException(status_code=401, detail="Incorrect username or password")
    token = create_access_token({"sub": str(user.id)}, minutes=ACCESS_TOKEN_MINUTES)
    response.set_cookie("access_token", token, max_age=ACCESS_TOKEN_MINUTES * 60, httponly=False)
    return {"user_id": user.id, "expires_in": ACCESS_TOKEN_MINUTES * 60}


@app.post("/auth/logout")
def logout(response: Response):
    response.delete_cookie("access_token")
    return {"ok": True}
