from flask import Flask, render_template
from markupsafe import Markup

from .models import Member

app = Flask(__name__)

ROLE_COLOURS = {"owner": "gold", "admin": "red", "member": "grey"}


def badge(member):
    colour = ROLE_COLOURS.get(member.role, "grey")
    return Markup('<span class="badge badge-{}" title="{}">{}</span>').format(
        colour, member.title, member.display_name
    )


@app.route("/teams/<int:team_id>")
def team_page(team_id):
    members = Member.query.filter_by(team_id=team_id).order_by(Member.display_name).all()
    badges = [badge(m) for m in members]
    return render_template("team.html", badges=badges, team_id=team_id)
