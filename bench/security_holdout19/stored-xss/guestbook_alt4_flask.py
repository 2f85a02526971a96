import sqlite3
from datetime import datetime, timezone

from flask import Blueprint, Flask, current_app, g, redirect, render_template_string, request, url_for
from markupsafe import Markup

guestbook = Blueprint("guestbook", __name__)

PAGE = """<!doctype html>
<title>Guestbook</title>
<h1>Sign our guestbook</h1>
<form method="post" action="{{ url_for('guestbook.sign') }}">
  <input name="author" maxlength="60" placeholder="Your name">
  <textarea name="message" maxlength="2000"></textarea>
  <button>Sign</button>
</form>
<ul class="entries">{% for entry in entries %}{{ entry }}{% endfor %}</ul>
"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["GUESTBOOK_DB"])
        g.db.row_factory = sqlite3.Row
    return g.db


def close_db(exc=None):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def format_entry(row):
    posted = datetime.fromisoformat(row["created_at"]).strftime("%d %b %Y")
    return Markup(f'<li><span class="author">{row["author"]}</span> <time>{posted}</time><p>{row["message"]}</p></li>')


@guestbook.get("/")
def show():
    rows = get_db().execute(
        "SELECT author, message, created_at FROM entries ORDER BY created_at DESC LIMIT 100"
    ).fetchall()
    return render_template_string(PAGE, entries=[format_entry(r) for r in rows])


@guestbook.post("/sign")
def sign():
    author = request.form.get("author", "").strip()[:60] or "Anonymous"
    message = request.form.get("message", "").strip()[:2000]
    if message:
        db = get_db()
        db.execute(
            "INSERT INTO entries (author, message, created_at) VALUES (?, ?, ?)",
            (author, message, datetime.now(timezone.utc).isoformat()),
        )
        db.commit()
    return redirect(url_for("guestbook.show"))


def create_app():
    app = Flask(__name__)
    app.config["GUESTBOOK_DB"] = "guestbook.sqlite3"
    app.register_blueprint(guestbook)
    app.teardown_appcontext(close_db)
    return app
