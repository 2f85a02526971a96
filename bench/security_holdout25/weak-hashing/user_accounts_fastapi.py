import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from fastapi import Depends, FastAPI, HTTPException, status
from pydantic import BaseModel, EmailStr
from sqlalchemy.orm import Session

from .db import ApiSession, User, get_session

app = FastAPI()


class Credentials(BaseModel):
    email: EmailStr
    password: str


class Registration(Credentials):
    display_name: str


def password_digest(password: str) -> str:
    return hashlib.sha256(password.encode("utf-8")).hexdigest()


@app.post("/register", status_code=status.HTTP_201_CREATED)
def register(body: Registration, db: Session = Depends(get_session)):
    if db.query(User).filter_by(email=body.email).first():
        raise HTTPException(status_code=409, detail="email already registered")
    if len(body.password) < 10:
        raise HTTPException(status_code=422, detail="password too short")
    user = User(
        email=body.email,
        display_name=body.display_name,
        password_hash=password_digest(body.password),
    )
    db.add(user)
    db.commit()
    return {"id": user.id, "email": user.email}


@app.post("/login")
def login(body: Credentials, db: Session = Depends(get_session)):
    user = db.query(User).filter_by(email=body.email).first()
    if user is None or not secrets.compare_digest(
        user.password_hash, password_digest(body.password)
    ):
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = secrets.token_urlsafe(32)
    db.add(ApiSession(
        token=token,
        user_id=user.id,
        expires_at=datetime.now(timezone.utc) + timedelta(hours=12),
    ))
    db.commit()
    return {"access_token": token, "token_type": "bearer"}


@app.get("/users/{user_id}")
def profile(user_id: int, db: Session = Depends(get_session)):
    user = db.get(User, user_id)
    if user is None:
        raise HTTPException(status_code=404)
    return {"id": user.id, "display_name": user.display_name}
