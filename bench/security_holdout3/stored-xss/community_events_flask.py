import sqlite3

from flask import Flask, g, redirect, request, url_for
from flask_login import current_user, login_required

app = Flask(__name__)
DATABASE = "/srv/community/events.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.route("/events", methods=["POST"])
@login_required
def create_event():
    get_db().execute(
        "INSERT INTO events (title, description, starts_at, organiser_id) VALUES (?, ?, ?, ?)",
        (request.form["title"], request.form["description"], request.form["starts_at"], current_user.id),
    )
    get_db().commit()
    return redirect(url_for("list_events"))


@app.route("/events")
def list_events():
    rows = get_db().execute("SELECT title, description, starts_at FROM events ORDER BY starts_at").fetchall()
    parts = ["<h1>Upcoming events</h1>"]
    for row in rows:
        parts.append("<article><h2>%s</h2><div>%s</div><time>%s</time></article>" % (row["title"], row["description"], row["starts_at"]))
    return "".join(parts)
