import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]


@dataclass(frozen=True)
class ScryptParams:
    n: int = 2 ** 14
    r: int = 8
    p: int = 1
    dklen: int = 64


class PasswordService:
    def __init__(self, params: ScryptParams):
        self.params = params

    def hash(self, password: str) -> str:
        salt = secrets.token_bytes(16)
        return salt.hex() + ":" + self._derive(password, salt).hex()

    def check(self, password: str, stored: str) -> bool:
        salt_hex, key_hex = stored.split(":", 1)
        return hmac.compare_digest(self._derive(password, bytes.fromhex(salt_hex)).hex(), key_hex)

    def _derive(self, password, salt):
        p = self.params
        return hashlib.scrypt(password.encode(), salt=salt, n=p.n, r=p.r, p=p.p, dklen=p.dklen)


passwords = PasswordService(ScryptParams())
USERS = {}


@app.post("/signup")
def signup():
    data = request.get_json(force=True)
    if data["username"] in USERS:
        return jsonify(error="taken"), 409
    USERS[data["username"]] = {"id": len(USERS) + 1, "password": passwords.hash(data["password"])}
    return jsonify(ok=True), 201


@app.post("/login")
def login():
    data = request.get_json(force=True)
    user = USERS.get(data.get("username"))
    if not user or not passwords.check(data.get("password", ""), user["password"]):
        return jsonify(error="invalid credentials"), 401
    session.clear()
    session["user_id"] = user["id"]
    return jsonify(ok=True)


@app.post("/logout")
def logout():
    session.clear()
    return jsonify(ok=True)
