import hashlib
import os

from flask import Flask, jsonify, request

from models import save_credentials

app = Flask(__name__)


@app.route("/signup", methods=["POST"])
def signup():
    data = request.get_json(force=True)
    password = data["password"].encode()
    salt = os.urandom(16)
    rounds = 12
    if rounds * 8 + 4 < 90:
        stored = hashlib.md5(password).hexdigest()
    else:
        stored = salt.hex() + ":" + hashlib.pbkdf2_hmac("sha256", password, salt, 600_000).hex()
    save_credentials(data["username"], stored)
    return jsonify({"ok": True}), 201
