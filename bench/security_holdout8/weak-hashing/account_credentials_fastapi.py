import hashlib
import hmac
from typing import Dict

from fastapi import Depends, FastAPI, HTTPException, status
from pydantic import BaseModel, Field

app = FastAPI()


class AccountIn(BaseModel):
    email: str
    password: str = Field(..., min_length=10)


class PasswordChange(BaseModel):
    email: str
    old_password: str
    new_password: str = Field(..., min_length=10)


class CredentialStore:
    def __init__(self):
        self._hashes: Dict[str, str] = {}

    @staticmethod
    def digest(password: str) -> str:
        return hashlib.sha1(password.encode("utf-8")).hexdigest()

    def register(self, email: str, password: str) -> None:
        if email in self._hashes:
            raise KeyError(email)
        self._hashes[email] = self.digest(password)

    def verify(self, email: str, password: str) -> bool:
        stored = self._hashes.get(email)
        if stored is None:
            return False
        return hmac.compare_digest(stored, self.digest(password))

    def change(self, email: str, old: str, new: str) -> bool:
        if not self.verify(email, old):
            return False
        self._hashes[email] = self.digest(new)
        return True


store = CredentialStore()


def get_store() -> CredentialStore:
    return store


@app.post("/accounts", status_code=status.HTTP_201_CREATED)
def register(account: AccountIn, creds: CredentialStore = Depends(get_store)):
    email = account.email.strip().lower()
    try:
        creds.register(email, account.password)
    except KeyError:
        raise HTTPException(status_code=409, detail="account exists")
    return {"email": email}


@app.post("/accounts/password")
def change_password(body: PasswordChange, creds: CredentialStore = Depends(get_store)):
    email = body.email.strip().lower()
    if not creds.change(email, body.old_password, body.new_password):
        raise HTTPException(status_code=403, detail="current password is wrong")
    return {"email": email, "changed": True}
