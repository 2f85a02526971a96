import secrets

from flask import Flask, jsonify, make_response

app = Flask(__name__)
COOKIE_PROFILES = {
    "dev": {"secure": False, "httponly": False},
    "prod": {"secure": True, "httponly": True, "samesite": "Lax"},
}


@app.route("/cart/start", methods=["POST"])
def start_cart():
    cart_session = secrets.token_urlsafe(24)
    profile = COOKIE_PROFILES["prod"]
    resp = make_response(jsonify({"cart": "created"}))
    resp.set_cookie("cart_session", cart_session, **profile)
    return resp
