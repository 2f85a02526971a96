import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "users.db"


@app.route("/register", methods=["POST"])
def register_user():
    username = request.form["username"]
    password = request.form["password"]
    password_hash = hashlib.md5(password.encode("utf-8")).hexdigest()
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute(
            "INSERT INTO users (username, password_hash) VALUES (?, ?)",
            (username, password_hash),
        )
    return jsonify({"created": username}), 201
