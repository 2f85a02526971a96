import hashlib
import os
import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
DB = "/srv/app/accounts.db"


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    digest = hashlib.sha1(salt + password.encode("utf-8")).hexdigest()
    return salt.hex() + "$" + digest


@app.route("/signup", methods=["POST"])
def signup():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if len(username) < 3 or len(password) < 10:
        abort(400)
    record = {"username": username, "pw": hash_password(password)}
    with sqlite3.connect(DB) as conn:
        conn.execute("INSERT INTO users (username, pw) VALUES (:username, :pw)", record)
    return jsonify({"created": username}), 201
