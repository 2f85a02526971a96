import hmac
import os
import secrets
from collections import Counter
from datetime import datetime, timezone

from flask import Blueprint, Flask, abort, jsonify, redirect, request, url_for
from flask.views import MethodView

links_bp = Blueprint("links", __name__)
LINKS = {}
CLICKS = Counter()


def require_api_key(view):
    def wrapper(*args, **kwargs):
        supplied = request.headers.get("X-Api-Key", "")
        if not hmac.compare_digest(supplied.encode(), os.environ["CAMPAIGN_API_KEY"].encode()):
            abort(401)
        return view(*args, **kwargs)

    return wrapper


class CampaignLinkAPI(MethodView):
    decorators = [require_api_key]

    def post(self):
        payload = request.get_json()
        link_id = secrets.token_urlsafe(6)
        LINKS[link_id] = {
            "campaign": payload["campaign"],
            "destination": payload["destination"],
            "created": datetime.now(timezone.utc).isoformat(),
        }
        return jsonify({"id": link_id, "url": url_for("links.click", link_id=link_id, _external=True)}), 201

    def get(self):
        return jsonify({k: {**v, "clicks": CLICKS[k]} for k, v in LINKS.items()})


class ClickAPI(MethodView):
    def get(self, link_id):
        if link_id not in LINKS:
            abort(404)
        CLICKS[link_id] += 1
        destination = LINKS[link_id]["destination"]
        return redirect(destination, code=302)


links_bp.add_url_rule("/campaign-links", view_func=CampaignLinkAPI.as_view("admin"))
links_bp.add_url_rule("/c/<link_id>", view_func=ClickAPI.as_view("click"))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(links_bp)
    return app
