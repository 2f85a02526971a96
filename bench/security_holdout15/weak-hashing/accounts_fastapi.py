from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, EmailStr, Field

app = FastAPI()
hasher = PasswordHasher()


class UserStore:
    def __init__(self):
        self.rows: dict[str, dict] = {}

    def add(self, email: str, pw_hash: str, name: str):
        self.rows[email] = {"pw_hash": pw_hash, "name": name}

    def get(self, email: str):
        return self.rows.get(email)


STORE = UserStore()


def get_store() -> UserStore:
    return STORE


class SignupIn(BaseModel):
    email: EmailStr
    name: str = Field(max_length=80)
    password: str = Field(min_length=12)


class LoginIn(BaseModel):
    email: EmailStr
    password: str


@app.post("/accounts", status_code=201)
def signup(body: SignupIn, store: UserStore = Depends(get_store)):
    if store.get(body.email):
        raise HTTPException(409, "exists")
    pw_hash = hasher.hash(body.password)
    store.add(body.email, pw_hash, body.name)
    return {"email": body.email}


@app.post("/accounts/login")
def login(body: LoginIn, store: UserStore = Depends(get_store)):
    row = store.get(body.email)
    if row is None:
        raise HTTPException(401, "bad credentials")
    try:
        hasher.verify(row["pw_hash"], body.password)
    except VerifyMismatchError:
        raise HTTPException(401, "bad credentials")
    if hasher.check_needs_rehash(row["pw_hash"]):
        row["pw_hash"] = hasher.hash(body.password)
    return {"welcome": row["name"]}


@app.get("/accounts/{email}")
def profile(email: str, store: UserStore = Depends(get_store)):
    row = store.get(email)
    if row is None:
        raise HTTPException(404, "missing")
    return {"email": email, "name": row["name"]}
