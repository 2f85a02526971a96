import sqlite3

from argon2 import PasswordHasher
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
hasher = PasswordHasher(time_cost=3, memory_cost=65536, parallelism=2)
DB = "/srv/club/members.db"


@app.route("/members", methods=["POST"])
def register():
    data = request.get_json(force=True)
    email, password = data.get("email", "").lower(), data.get("password", "")
    if "@" not in email or len(password) < 12:
        abort(400)
    encoded = hasher.hash(password)
    with sqlite3.connect(DB) as conn:
        conn.execute("INSERT INTO members (email, pw_hash) VALUES (?, ?)", (email, encoded))
    return jsonify({"email": email}), 201
