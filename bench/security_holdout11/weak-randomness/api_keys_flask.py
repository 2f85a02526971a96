import secrets

from flask import Flask, g, jsonify

app = Flask(__name__)
KEYS = {}


def new_api_key(prefix="sk"):
    return f"{prefix}_{secrets.token_urlsafe(32)}"


@app.route("/account/api-keys", methods=["POST"])
def create_api_key():
    owner = getattr(g, "user_id", "anonymous")
    key = new_api_key()
    KEYS.setdefault(owner, []).append(key)
    return jsonify(api_key=key), 201
