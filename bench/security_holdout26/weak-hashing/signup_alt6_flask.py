import hashlib
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/signup", methods=["POST"])
def signup():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if not username or len(password) < 8:
        return {"error": "invalid input"}, 400
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    conn = sqlite3.connect("users.db")
    conn.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", (username, digest))
    conn.commit()
    conn.close()
    return {"created": username}, 201
