import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)
TEMPLATE = """<h1>{{ title }}</h1><div class="note">{{ body }}</div>"""


def load_note(note_id):
    with sqlite3.connect("notes.db") as conn:
        return conn.execute("SELECT title, body FROM notes WHERE id = ?", (note_id,)).fetchone()


@app.route("/notes/<int:note_id>")
def show_note(note_id):
    row = load_note(note_id)
    if row is None:
        return "not found", 404
    title, body = row
    body = body.replace("<script>", "").replace("</script>", "")
    return render_template_string(TEMPLATE, title=title, body=Markup(body))
