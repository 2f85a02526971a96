import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
PEPPER = "acme-2019"


def password_digest(password):
    material = "{}:{}".format(PEPPER, password).encode("utf-8")
    return hashlib.md5(material).hexdigest()


@app.route("/signup", methods=["POST"])
def signup():
    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    if len(password) < 8:
        return jsonify(error="password too short"), 400
    with sqlite3.connect("accounts.db") as conn:
        conn.execute(
            "INSERT INTO users (email, password_hash) VALUES (?, ?)",
            (email, password_digest(password)),
        )
    return jsonify(created=email), 201
