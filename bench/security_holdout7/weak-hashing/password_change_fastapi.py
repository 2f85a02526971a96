import hashlib
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
USERS: Dict[str, str] = {}


class PasswordChange(BaseModel):
    username: str
    current_password: str
    new_password: str


@app.post("/account/password")
def change_password(body: PasswordChange):
    stored = USERS.get(body.username)
    current = hashlib.sha1(body.current_password.encode()).hexdigest()
    if stored is None or stored != current:
        raise HTTPException(status_code=403, detail="wrong password")
    if len(body.new_password) < 8:
        raise HTTPException(status_code=400, detail="password too short")
    new_hash = hashlib.sha1(body.new_password.encode()).hexdigest()
    USERS[body.username] = new_hash
    return {"status": "updated"}
