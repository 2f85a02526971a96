import hashlib

from fastapi import FastAPI
from pydantic import BaseModel

from users import update_password_hash

app = FastAPI()
ALGORITHMS = {"v1": "sha1", "v2": "sha512"}


class PasswordChange(BaseModel):
    user_id: int
    new_password: str


@app.post("/account/password")
def change_password(body: PasswordChange):
    scheme = "v1"
    hasher = hashlib.new(ALGORITHMS[scheme])
    hasher.update(body.new_password.encode())
    update_password_hash(body.user_id, scheme + "$" + hasher.hexdigest())
    return {"updated": True}
