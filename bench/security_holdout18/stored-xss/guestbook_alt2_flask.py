import sqlite3
from datetime import datetime, timezone

from flask import Flask, g, redirect, render_template_string, request, url_for

app = Flask(__name__)
DATABASE = "guestbook.db"

PAGE = """
<!doctype html>
<title>Guestbook</title>
<h1>Sign our guestbook</h1>
<form method="post" action="{{ url_for('sign') }}">
  <input name="name" maxlength="60" placeholder="Your name">
  <textarea name="message" maxlength="2000"></textarea>
  <button>Sign</button>
</form>
{% for entry in entries %}
  <section class="entry">
    <h3>{{ entry['name'] }} <small>{{ entry['created'] }}</small></h3>
    <div class="message">{{ entry['message'] | safe }}</div>
  </section>
{% endfor %}
"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.post("/sign")
def sign():
    name = request.form.get("name", "anonymous")[:60]
    message = request.form.get("message", "")[:2000]
    created = datetime.now(timezone.utc).isoformat(timespec="minutes")
    db = get_db()
    db.execute(
        "INSERT INTO entries (name, message, created) VALUES (?, ?, ?)",
        (name, message.replace("\n", "<br>"), created),
    )
    db.commit()
    return redirect(url_for("index"))


@app.get("/")
def index():
    entries = get_db().execute(
        "SELECT name, message, created FROM entries ORDER BY created DESC LIMIT 50"
    ).fetchall()
    return render_template_string(PAGE, entries=entries)
