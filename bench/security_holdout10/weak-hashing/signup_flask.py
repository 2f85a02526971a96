import hashlib
import sqlite3

from flask import Flask, request, jsonify

app = Flask(__name__)


def store_user(username, pw_hash):
    with sqlite3.connect("users.db") as conn:
        conn.execute("INSERT INTO users (username, pw_hash) VALUES (?, ?)", (username, pw_hash))


@app.route("/signup", methods=["POST"])
def signup():
    data = request.get_json()
    username = data["username"]
    password = data["password"]
    pw_hash = hashlib.md5(password.encode("utf-8")).hexdigest()
    store_user(username, pw_hash)
    return jsonify(created=username), 201
