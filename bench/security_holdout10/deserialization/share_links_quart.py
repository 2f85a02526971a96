import logging
import os
from datetime import datetime, timezone

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer
from quart import Quart, jsonify, request

app = Quart(__name__)
log = logging.getLogger("share-links")

serializer = URLSafeTimedSerializer(os.environ["SHARE_LINK_SECRET"], salt="share-link")
LINK_TTL = 3 * 24 * 3600
DOCUMENTS = {
    "d-100": {"title": "Quarterly plan", "owner": "alice"},
    "d-200": {"title": "Runbook", "owner": "bob"},
}


def make_link(doc_id, permission):
    token = serializer.dumps({"doc": doc_id, "perm": permission})
    return f"/shared/{token}"


def read_link(token):
    try:
        return serializer.loads(token, max_age=LINK_TTL)
    except SignatureExpired:
        log.info("expired share link presented")
        return None
    except BadSignature:
        log.warning("tampered share link from %s", request.remote_addr)
        return None


@app.route("/documents/<doc_id>/share", methods=["POST"])
async def share(doc_id):
    if doc_id not in DOCUMENTS:
        return jsonify(error="no such document"), 404
    body = await request.get_json() or {}
    permission = "edit" if body.get("edit") else "view"
    return jsonify(link=make_link(doc_id, permission), created=datetime.now(timezone.utc).isoformat())


@app.route("/shared/<token>")
async def open_shared(token):
    payload = read_link(token)
    if payload is None:
        return jsonify(error="link invalid or expired"), 403
    doc = DOCUMENTS.get(payload.get("doc"))
    if doc is None:
        return jsonify(error="document removed"), 410
    return jsonify(title=doc["title"], permission=payload.get("perm", "view"))
