import sqlite3

from flask import Flask, abort, render_template_string
from markupsafe import Markup, escape

app = Flask(__name__)
LAYOUT = "<html><body>{{ card }}</body></html>"


def load_profile(user_id):
    conn = sqlite3.connect("/srv/app/profiles.db")
    row = conn.execute("SELECT display_name, bio FROM profiles WHERE id = ?", (user_id,)).fetchone()
    conn.close()
    return row


@app.route("/u/<int:user_id>")
def profile(user_id):
    row = load_profile(user_id)
    if row is None:
        abort(404)
    name, bio = row
    card = Markup(f"<div class='card'><h2>{escape(name)}</h2><p>{bio}</p></div>")
    return render_template_string(LAYOUT, card=card)
