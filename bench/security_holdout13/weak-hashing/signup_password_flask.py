import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def digest(value, salt):
    data = (salt + ":" + value).encode("utf-8")
    return hashlib.md5(data).hexdigest()


@app.post("/signup")
def signup():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    salt = username.lower() if username else "anon"
    stored = digest(password, salt)
    conn = sqlite3.connect("users.db")
    conn.execute("INSERT INTO users (name, pw) VALUES (?, ?)", (username, stored))
    conn.commit()
    return jsonify({"created": username})
