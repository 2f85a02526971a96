from argon2 import PasswordHasher
from argon2.exceptions import VerificationError
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field

from app.auth import current_user
from app.db import users

app = FastAPI()
hasher = PasswordHasher()


class PassphraseUpdate(BaseModel):
    current_passphrase: str
    new_passphrase: str = Field(min_length=12, max_length=128)


@app.post("/me/passphrase", status_code=204)
def update_passphrase(body: PassphraseUpdate, user=Depends(current_user)):
    record = users.get(user.id)
    try:
        hasher.verify(record["password_hash"], body.current_passphrase)
    except VerificationError:
        raise HTTPException(status_code=403, detail="current passphrase is incorrect")
    if body.new_passphrase == body.current_passphrase:
        raise HTTPException(status_code=400, detail="choose a different passphrase")

    new_hash = hasher.hash(body.new_passphrase)
    users.update(user.id, password_hash=new_hash)
    return None
