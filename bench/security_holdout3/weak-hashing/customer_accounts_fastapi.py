import hashlib

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, EmailStr
from sqlalchemy.orm import Session

from .database import get_db
from .models import Customer
from .tokens import issue_token

app = FastAPI()


class Credentials(BaseModel):
    email: EmailStr
    password: str


def digest(password: str) -> str:
    return hashlib.sha256(password.encode("utf-8")).hexdigest()


@app.post("/customers", status_code=201)
def register(body: Credentials, db: Session = Depends(get_db)):
    customer = Customer(email=body.email, password_hash=digest(body.password))
    db.add(customer)
    db.commit()
    return {"id": customer.id}


@app.post("/token")
def login(body: Credentials, db: Session = Depends(get_db)):
    customer = db.query(Customer).filter_by(email=body.email).first()
    if customer is None or customer.password_hash != digest(body.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"access_token": issue_token(customer.id), "token_type": "bearer"}
