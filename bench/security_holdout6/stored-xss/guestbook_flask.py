import sqlite3

from flask import Flask, render_template_string

app = Flask(__name__)
DB_PATH = "guestbook.db"

PAGE = """
<h1>Guestbook</h1>
<ul>
{% for entry in entries %}
  <li><strong>{{ entry.author }}</strong>: {{ entry.message|safe }}</li>
{% endfor %}
</ul>
"""


@app.route("/guestbook")
def guestbook():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    entries = conn.execute("SELECT author, message FROM entries ORDER BY id DESC LIMIT 50").fetchall()
    conn.close()
    return render_template_string(PAGE, entries=entries)
