import hashlib
from dataclasses import dataclass, field
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class SignupForm(BaseModel):
    email: str
    password: str


@dataclass
class MemberRecord:
    email: str
    password: str = field(repr=False)
    password_hash: str = ""

    def __post_init__(self):
        self.password_hash = hashlib.new("sha1", self.password.encode()).hexdigest()
        self.password = ""


MEMBERS: Dict[str, MemberRecord] = {}


def register(form: SignupForm) -> MemberRecord:
    if form.email in MEMBERS:
        raise HTTPException(status_code=409, detail="already registered")
    record = MemberRecord(email=form.email, password=form.password)
    MEMBERS[form.email] = record
    return record


@app.post("/members", status_code=201)
def create_member(form: SignupForm):
    record = register(form)
    return {"email": record.email}
