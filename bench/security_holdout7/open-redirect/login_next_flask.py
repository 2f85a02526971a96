import os
import sqlite3

from flask import Flask, redirect, render_template_string, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)
LOGIN_FORM = '<form method="post"><input name="username"><input name="password" type="password"><button>Log in</button></form>'


def credentials_ok(username, password):
    with sqlite3.connect("users.db") as conn:
        row = conn.execute("SELECT id, pw_hash FROM users WHERE username = ?", (username,)).fetchone()
    return row[0] if row and check_password_hash(row[1], password) else None


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template_string(LOGIN_FORM)
    user_id = credentials_ok(request.form.get("username", ""), request.form.get("password", ""))
    if user_id is None:
        return redirect(url_for("login"))
    session["user_id"] = user_id
    next_url = request.args.get("next") or url_for("dashboard")
    return redirect(next_url)


@app.route("/dashboard")
def dashboard():
    return "dashboard"
