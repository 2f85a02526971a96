import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
INVITES = {}
INVITE_TTL = 7 * 24 * 3600
ALPHABET = string.ascii_letters + string.digits
rng = random.SystemRandom()


@app.route("/teams/<int:team_id>/invites", methods=["POST"])
def create_invite(team_id):
    email = request.form.get("email", "").strip().lower()
    if "@" not in email:
        return jsonify({"error": "invalid email"}), 400
    code = "".join(rng.choice(ALPHABET) for _ in range(24))
    INVITES[code] = {"team": team_id, "email": email, "expires": time.time() + INVITE_TTL}
    return jsonify({"invite_url": f"/join/{code}"}), 201
