from fastapi import FastAPI, HTTPException
from passlib.context import CryptContext
from pydantic import BaseModel

app = FastAPI()
pwd_context = CryptContext(schemes=["argon2"], deprecated="auto")
USERS = {}


class Signup(BaseModel):
    username: str
    password: str


@app.post("/signup", status_code=201)
def signup(data: Signup):
    if data.username in USERS:
        raise HTTPException(status_code=409, detail="taken")
    if len(data.password) < 12:
        raise HTTPException(status_code=400, detail="too short")
    USERS[data.username] = pwd_context.hash(data.password)
    return {"username": data.username}
