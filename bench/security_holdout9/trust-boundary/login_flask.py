import sqlite3

from flask import Flask, redirect, request, session
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = "replace-with-env-secret"


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    db = sqlite3.connect("app.db")
    row = db.execute("SELECT id, pw_hash FROM users WHERE username = ?", (username,)).fetchone()
    db.close()
    if row is None or not check_password_hash(row[1], password):
        return "invalid credentials", 401
    session.clear()
    session["user_id"] = row[0]
    return redirect("/dashboard")
