import hashlib
import hmac
import os

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy.orm import Session

from .database import get_db
from .models import Partner
from .tokens import issue_token

app = FastAPI()
ITERATIONS = 600_000


class Login(BaseModel):
    username: str
    password: str


def derive(password: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)


def new_credentials(password: str):
    salt = os.urandom(16)
    return salt.hex(), derive(password, salt).hex()


@app.post("/partners/token")
def partner_login(body: Login, db: Session = Depends(get_db)):
    partner = db.query(Partner).filter_by(username=body.username).first()
    if partner is None:
        raise HTTPException(status_code=401, detail="invalid login")
    candidate = derive(body.password, bytes.fromhex(partner.salt))
    if not hmac.compare_digest(candidate, bytes.fromhex(partner.password_hash)):
        raise HTTPException(status_code=401, detail="invalid login")
    return {"access_token": issue_token(partner.id), "token_type": "bearer"}
