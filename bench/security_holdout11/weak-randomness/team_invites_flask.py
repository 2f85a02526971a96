import logging
import random
import secrets
from datetime import datetime, timedelta

from flask import Flask, abort, jsonify, request, url_for

app = Flask(__name__)
log = logging.getLogger("invites")

INVITE_TTL = timedelta(days=7)
TEAM_COLOURS = ["#e57373", "#64b5f6", "#81c784", "#ffd54f", "#ba68c8"]


class InviteRegistry:
    def __init__(self):
        self._invites = {}

    def issue(self, team, email):
        token = secrets.token_urlsafe(32)
        self._invites[token] = {
            "team": team,
            "email": email,
            "expires": datetime.utcnow() + INVITE_TTL,
        }
        return token

    def redeem(self, token):
        invite = self._invites.pop(token, None)
        if invite is None or invite["expires"] < datetime.utcnow():
            return None
        return invite


registry = InviteRegistry()


@app.route("/teams/<team>/invites", methods=["POST"])
def create_invite(team):
    email = (request.get_json(silent=True) or {}).get("email")
    if not email:
        abort(400)
    token = registry.issue(team, email)
    log.info("invite issued for team %s", team)
    return jsonify(link=url_for("accept_invite", token=token, _external=True)), 201


@app.route("/invites/<token>/accept", methods=["POST"])
def accept_invite(token):
    invite = registry.redeem(token)
    if invite is None:
        abort(404)
    return jsonify(team=invite["team"], email=invite["email"])


@app.route("/teams/<team>/avatar-colour")
def avatar_colour(team):
    # cosmetic only: the same team always gets the same colour
    rng = random.Random(team)
    return jsonify(colour=rng.choice(TEAM_COLOURS))
