import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, request, jsonify, url_for

app = Flask(__name__)
INVITES = {}


class InviteFactory:
    lifetime = timedelta(days=7)

    def create(self, team, email):
        token = secrets.token_urlsafe(32)
        INVITES[token] = {
            "team": team,
            "email": email,
            "expires": datetime.now(timezone.utc) + self.lifetime,
        }
        return token


@app.route("/teams/<team>/invites", methods=["POST"])
def invite(team):
    email = request.json["email"]
    token = InviteFactory().create(team, email)
    return jsonify(link=url_for("accept", token=token, _external=True))


@app.route("/invites/<token>")
def accept(token):
    info = INVITES.get(token)
    return jsonify(valid=bool(info))
