from flask import Flask, abort, render_template
from markupsafe import Markup

from community.models import Member

app = Flask(__name__)


class ProfileCard:
    def __init__(self, member):
        self.member = member

    @property
    def display_name(self):
        return self.member.nickname or self.member.username

    def bio_html(self):
        text = self.member.bio or ""
        return Markup("<p>" + text.replace("\n\n", "</p><p>") + "</p>")


@app.route("/members/<username>")
def member_profile(username):
    member = Member.query.filter_by(username=username, active=True).first()
    if member is None:
        abort(404)
    card = ProfileCard(member)
    return render_template("members/profile.html", card=card, bio=card.bio_html())
