import requests
from flask import Blueprint, g, jsonify, request

from .storage import save_avatar

profile = Blueprint("profile", __name__)


@profile.post("/profile/avatar/import")
def import_avatar():
    source = request.json.get("image_url", "")
    upstream = requests.get(source, timeout=10)
    if upstream.status_code != 200:
        return jsonify({"error": "could not fetch image"}), 502
    key = save_avatar(g.user.id, upstream.content, upstream.headers.get("Content-Type"))
    return jsonify({"avatar": key})
