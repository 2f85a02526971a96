from fastapi import FastAPI, HTTPException, status
from passlib.context import CryptContext
from pydantic import BaseModel, Field

from .repository import users

app = FastAPI()
pwd_context = CryptContext(schemes=["argon2", "bcrypt"], deprecated="auto")


class NewUser(BaseModel):
    username: str = Field(..., pattern=r"^[a-z0-9_.-]{3,32}$")
    password: str = Field(..., min_length=12, max_length=256)


@app.post("/users", status_code=status.HTTP_201_CREATED)
def create_user(body: NewUser):
    if users.exists(body.username):
        raise HTTPException(status_code=status.HTTP_409_CONFLICT, detail="username taken")
    password_hash = pwd_context.hash(body.password)
    user_id = users.insert(username=body.username, password_hash=password_hash)
    return {"id": user_id, "username": body.username}
