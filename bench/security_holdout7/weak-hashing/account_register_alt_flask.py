import base64
import hashlib
import hmac
import os
import sqlite3
from dataclasses import dataclass

from flask import Flask, jsonify, request

DATABASE = "accounts.db"
SCRYPT_N = 2 ** 14
SCRYPT_R = 8
SCRYPT_P = 1
SALT_BYTES = 16

app = Flask(__name__)


@dataclass(frozen=True)
class PasswordRecord:
    salt: bytes
    digest: bytes

    def encode(self) -> str:
        return "scrypt$%s$%s" % (
            base64.b64encode(self.salt).decode(),
            base64.b64encode(self.digest).decode(),
        )

    @classmethod
    def decode(cls, value: str) -> "PasswordRecord":
        _, salt, digest = value.split("$")
        return cls(base64.b64decode(salt), base64.b64decode(digest))


class PasswordHasher:
    def _derive(self, password: str, salt: bytes) -> bytes:
        return hashlib.scrypt(
            password.encode("utf-8"),
            salt=salt,
            n=SCRYPT_N,
            r=SCRYPT_R,
            p=SCRYPT_P,
            dklen=32,
        )

    def hash(self, password: str) -> str:
        salt = os.urandom(SALT_BYTES)
        return PasswordRecord(salt, self._derive(password, salt)).encode()

    def verify(self, password: str, stored: str) -> bool:
        record = PasswordRecord.decode(stored)
        return hmac.compare_digest(self._derive(password, record.salt), record.digest)


hasher = PasswordHasher()


@app.route("/accounts", methods=["POST"])
def account_register():
    data = request.get_json(silent=True) or {}
    email = str(data.get("email", "")).strip().lower()
    password = str(data.get("password", ""))
    if "@" not in email or len(password) < 10:
        return jsonify({"error": "invalid email or weak password"}), 400
    encoded = hasher.hash(password)
    with sqlite3.connect(DATABASE) as conn:
        conn.execute(
            "INSERT INTO accounts (email, password) VALUES (?, ?)", (email, encoded)
        )
    return jsonify({"email": email}), 201
