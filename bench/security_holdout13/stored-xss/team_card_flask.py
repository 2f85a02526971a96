import sqlite3

from flask import Flask, redirect, request
from jinja2 import Environment

app = Flask(__name__)
env = Environment(autoescape=True)
CARD = env.from_string("<div class='card'><h3>{{ name }}</h3><p>{{ motto }}</p></div>")


@app.post("/teams/<int:tid>/motto")
def save_motto(tid):
    conn = sqlite3.connect("site.db")
    conn.execute("UPDATE teams SET motto = ? WHERE id = ?", (request.form.get("motto", ""), tid))
    conn.commit()
    return redirect(f"/teams/{tid}")


@app.get("/teams/<int:tid>")
def show_team(tid):
    conn = sqlite3.connect("site.db")
    row = conn.execute("SELECT name, motto FROM teams WHERE id = ?", (tid,)).fetchone()
    fields = {"name": row[0], "motto": row[1]}
    return CARD.render(**fields)
