import random
import secrets
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
LINKS = {}
TIPS = ["Check your spam folder.", "Links expire after 10 minutes.", "Each link works once."]


@app.route("/login/link", methods=["POST"])
def request_link():
    email = request.get_json(force=True).get("email", "").strip().lower()
    token = secrets.token_urlsafe(32)
    LINKS[token] = {"email": email, "expires": time.time() + 600}
    tips = TIPS[:]
    random.shuffle(tips)
    app.logger.info("magic link for %s: /login/verify/%s", email, token)
    return jsonify({"sent": True, "tips": tips})
