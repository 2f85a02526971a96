import hashlib
import os

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field

from app.deps import get_current_user, get_db

router = APIRouter()


class PasswordChange(BaseModel):
    current_password: str
    new_password: str = Field(min_length=12)


def digest(password: str, salt: bytes) -> str:
    return hashlib.sha1(salt + password.encode()).hexdigest()


@router.post("/me/password", status_code=204)
def change_password(body: PasswordChange, user=Depends(get_current_user), db=Depends(get_db)):
    if digest(body.current_password, bytes.fromhex(user.salt)) != user.password_hash:
        raise HTTPException(status_code=400, detail="Current password is incorrect")
    salt = os.urandom(16)
    user.salt = salt.hex()
    user.password_hash = digest(body.new_password, salt)
    db.commit()
