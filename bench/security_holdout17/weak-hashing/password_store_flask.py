import hashlib
import sqlite3

from flask import Flask, redirect, request

app = Flask(__name__)


@app.post("/register")
def register():
    fields = {k: request.form[k] for k in ("username", "password") if k in request.form}
    username = fields.get("username", "").strip()
    secret = fields.get("password", "")
    digest = hashlib.md5(secret.encode("utf-8")).hexdigest()
    conn = sqlite3.connect("users.db")
    conn.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", (username, digest))
    conn.commit()
    conn.close()
    return redirect("/login")
