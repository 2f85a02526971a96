import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def digest(value, salt):
    data = value.encode("utf-8")
    return hashlib.pbkdf2_hmac("sha256", data, salt, 310000).hex()


@app.post("/register")
def register():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    salt = os.urandom(16)
    stored = salt.hex() + "$" + digest(password, salt)
    conn = sqlite3.connect("users.db")
    conn.execute("INSERT INTO users (name, pw) VALUES (?, ?)", (username, stored))
    conn.commit()
    return jsonify({"created": username})
