import hashlib
import hmac
import os

from fastapi import Depends, FastAPI, HTTPException, status
from fastapi.security import HTTPBasic, HTTPBasicCredentials

from .db import find_operator

app = FastAPI()
security = HTTPBasic()
PASSWORD_SALT = os.environ.get("KIOSK_PASSWORD_SALT", "kiosk")


def hash_password(password: str) -> str:
    return hashlib.sha1((PASSWORD_SALT + password).encode()).hexdigest()


def current_operator(credentials: HTTPBasicCredentials = Depends(security)):
    operator = find_operator(credentials.username)
    if operator is None or not hmac.compare_digest(
        operator.password_hash, hash_password(credentials.password)
    ):
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, headers={"WWW-Authenticate": "Basic"})
    return operator


@app.get("/kiosk/session")
def kiosk_session(operator=Depends(current_operator)):
    return {"operator": operator.username, "store": operator.store_code}
