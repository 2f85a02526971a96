import hashlib

from flask import Blueprint, jsonify, request

accounts_bp = Blueprint("accounts", __name__)
USERS = {}


class PasswordHasher:
    def __init__(self, salt):
        self.salt = salt

    def hash(self, password):
        material = (self.salt + password).encode("utf-8")
        return hashlib.md5(material).hexdigest()


@accounts_bp.post("/register")
def register():
    data = request.get_json() or {}
    username, password = data.get("username"), data.get("password", "")
    if not username or username in USERS:
        return jsonify({"error": "unavailable"}), 400
    USERS[username] = PasswordHasher("s1").hash(password)
    return jsonify({"created": username}), 201
