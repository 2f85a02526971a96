import sqlite3

from flask import Flask, redirect, request
from jinja2 import Template

app = Flask(__name__)
CARD = Template("<div class='card'><h3>{{ name }}</h3><p>{{ bio }}</p></div>")


@app.post("/profile/<int:uid>/bio")
def save_bio(uid):
    conn = sqlite3.connect("site.db")
    conn.execute("UPDATE users SET bio = ? WHERE id = ?", (request.form.get("bio", ""), uid))
    conn.commit()
    return redirect(f"/profile/{uid}")


@app.get("/profile/<int:uid>")
def show_profile(uid):
    conn = sqlite3.connect("site.db")
    row = conn.execute("SELECT name, bio FROM users WHERE id = ?", (uid,)).fetchone()
    fields = {"name": row[0], "bio": row[1]}
    return CARD.render(**fields)
