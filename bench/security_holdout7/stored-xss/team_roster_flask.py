import sqlite3

from flask import Flask, g, render_template_string
from markupsafe import Markup

app = Flask(__name__)
DATABASE = "company.db"

PAGE = """<h1>Team</h1>
<ul>{% for item in members %}{{ item }}{% endfor %}</ul>"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
    return g.db


@app.route("/teams/<int:team_id>")
def team_roster(team_id):
    rows = get_db().execute(
        "SELECT display_name, role FROM members WHERE team_id = ? ORDER BY display_name",
        (team_id,),
    ).fetchall()
    members = []
    for name, role in rows:
        members.append(Markup("<li><b>{}</b>: {}</li>").format(name, role))
    return render_template_string(PAGE, members=members)
