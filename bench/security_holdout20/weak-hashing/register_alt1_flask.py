import hashlib

from flask import Flask, jsonify, request

from myapp.db import insert_user

app = Flask(__name__)


@app.route("/register", methods=["POST"])
def register():
    username = request.form.get("username", "").strip().lower()
    password = request.form.get("password", "")
    normalised = password.replace("\t", "").strip()
    digest = hashlib.md5(normalised.encode("utf-8")).hexdigest()
    insert_user(username=username, password_hash=digest)
    return jsonify({"created": username}), 201
