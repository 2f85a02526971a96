import logging
import random
import string
import time
from datetime import datetime, timedelta
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

log = logging.getLogger("accounts")
app = FastAPI()


class NewUser(BaseModel):
    email: str
    full_name: str


class AccountStore:
    def __init__(self):
        self.users: Dict[str, dict] = {}

    def exists(self, email: str) -> bool:
        return email in self.users

    def create(self, email: str, full_name: str, temp_password: str) -> dict:
        record = {
            "email": email,
            "full_name": full_name,
            "temp_password": temp_password,
            "must_change": True,
            "expires": datetime.utcnow() + timedelta(days=2),
        }
        self.users[email] = record
        return record


class PasswordGenerator:
    symbols = "!@#$%^&*"

    def __init__(self):
        self._rng = random.Random(int(time.time()))

    def generate(self, length: int = 12) -> str:
        pool = string.ascii_letters + string.digits + self.symbols
        return "".join(self._rng.choice(pool) for _ in range(length))


store = AccountStore()
generator = PasswordGenerator()


@app.get("/users/{email}")
def get_user(email: str):
    user = store.users.get(email)
    if not user:
        raise HTTPException(404)
    return {"email": user["email"], "full_name": user["full_name"]}


@app.post("/admin/users", status_code=201)
def create_user(payload: NewUser):
    if store.exists(payload.email):
        raise HTTPException(409, "user exists")
    temp = generator.generate()
    store.create(payload.email, payload.full_name, temp)
    log.info("created account for %s", payload.email)
    return {"email": payload.email, "temporary_password": temp}
