import hashlib
import hmac
import os

from flask import Flask, abort, jsonify, request

from .models import Member, db

app = Flask(__name__)
ITERATIONS = 600_000


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)
    return f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${dk.hex()}"


def verify_password(password: str, stored: str) -> bool:
    _, iterations, salt_hex, hash_hex = stored.split("$")
    candidate = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt_hex), int(iterations))
    return hmac.compare_digest(candidate.hex(), hash_hex)


@app.post("/members")
def register():
    data = request.get_json() or {}
    if len(data.get("password", "")) < 12:
        abort(400, "password must be at least 12 characters")
    member = Member(username=data["username"], password_hash=hash_password(data["password"]))
    db.session.add(member)
    db.session.commit()
    return jsonify({"id": member.id}), 201
