import hashlib
import hmac

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field

from app.auth import current_user
from app.db import users

app = FastAPI()


def hash_password(password: str) -> str:
    return hashlib.sha256(password.encode("utf-8")).hexdigest()


class PasswordChange(BaseModel):
    current_password: str
    new_password: str = Field(min_length=12, max_length=128)


@app.post("/me/password", status_code=204)
def change_password(body: PasswordChange, user=Depends(current_user)):
    record = users.get(user.id)
    if not hmac.compare_digest(hash_password(body.current_password), record["password_hash"]):
        raise HTTPException(status_code=403, detail="current password is incorrect")
    if body.new_password == body.current_password:
        raise HTTPException(status_code=400, detail="choose a different password")

    new_hash = hash_password(body.new_password)
    users.update(user.id, password_hash=new_hash)
    return None
