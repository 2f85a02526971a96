import json
import logging
import os
import time

from bottle import Bottle, HTTPError, request, response
from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

log = logging.getLogger("drafts")
app = Bottle()

serializer = URLSafeTimedSerializer(os.environ["DRAFT_SIGNING_KEY"], salt="draft-v1")
DRAFT_MAX_AGE = 3 * 24 * 3600
DRAFTS = {}


class Draft:
    def __init__(self, draft_id, title, body, updated=None):
        self.id = draft_id
        self.title = title
        self.body = body
        self.updated = updated or time.time()

    def to_dict(self):
        return {"id": self.id, "title": self.title, "body": self.body, "updated": self.updated}


def issue_resume_token(draft):
    return serializer.dumps({"id": draft.id, "title": draft.title})


@app.post("/drafts")
def save_draft():
    data = request.json or {}
    draft_id = "d%d" % (len(DRAFTS) + 1)
    draft = Draft(draft_id, str(data.get("title", ""))[:200], str(data.get("body", "")))
    DRAFTS[draft_id] = draft
    response.content_type = "application/json"
    return json.dumps({"id": draft_id, "resume": issue_resume_token(draft)})


@app.get("/drafts/resume")
def resume_draft():
    token = request.query.get("t", "")
    try:
        claims = serializer.loads(token, max_age=DRAFT_MAX_AGE)
    except SignatureExpired:
        raise HTTPError(410, "resume link expired")
    except BadSignature:
        log.warning("bad resume token from %s", request.remote_addr)
        raise HTTPError(400, "invalid resume link")
    draft = DRAFTS.get(claims.get("id"))
    if draft is None:
        raise HTTPError(404, "draft not found")
    response.content_type = "application/json"
    return json.dumps(draft.to_dict())


@app.get("/drafts")
def list_drafts():
    response.content_type = "application/json"
    return json.dumps([d.to_dict() for d in DRAFTS.values()])
