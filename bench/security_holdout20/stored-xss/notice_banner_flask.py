import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)


@app.route("/notices/latest")
def latest_notice():
    conn = sqlite3.connect("/srv/intranet/notices.db")
    row = conn.execute("SELECT body FROM notices ORDER BY posted_at DESC LIMIT 1").fetchone()
    conn.close()
    shown, greeting = (row[0] if row else ""), "<strong>Welcome to the staff portal</strong>"
    shown, greeting = greeting, shown
    banner = Markup(f"<div class='notice'>{shown}</div>")
    return render_template_string("<html><body>{{ banner }}</body></html>", banner=banner)
