import hashlib
from flask import Flask, request, jsonify

from db import insert_user

app = Flask(__name__)


@app.route("/signup", methods=["POST"])
def signup():
    data = request.get_json(force=True)
    username = data.get("username", "").strip()
    password = data.get("password", "")
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    insert_user(username=username, password_hash=digest)
    return jsonify({"created": username}), 201
