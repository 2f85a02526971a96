import hashlib
import os
from flask import Flask, request, jsonify

from db import insert_user

app = Flask(__name__)
ITERATIONS = 600_000


@app.route("/register", methods=["POST"])
def register():
    data = request.get_json(force=True)
    password = data.get("password", "")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    insert_user(username=data.get("username", "").strip(), salt=salt.hex(), password_hash=digest.hex())
    return jsonify({"created": True}), 201
