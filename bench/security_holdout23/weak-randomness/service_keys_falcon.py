import base64
import hashlib
import secrets
import uuid
from datetime import datetime, timezone

import falcon

KEY_PREFIX = "svc_"


def _new_key():
    raw = secrets.token_bytes(32)
    return KEY_PREFIX + base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _fingerprint(key):
    return hashlib.sha256(key.encode("ascii")).hexdigest()


class KeyCollection:
    def __init__(self, repo):
        self.repo = repo

    def on_get(self, req, resp):
        owner = req.context.account_id
        resp.media = {
            "keys": [
                {"id": k["id"], "label": k["label"], "created": k["created"], "last4": k["last4"]}
                for k in self.repo.list_keys(owner)
            ]
        }

    def on_post(self, req, resp):
        owner = req.context.account_id
        label = str((req.get_media() or {}).get("label", "")).strip()[:64]
        if not label:
            raise falcon.HTTPBadRequest(description="label is required")
        key = _new_key()
        record = {
            "id": str(uuid.uuid4()),
            "owner": owner,
            "label": label,
            "fingerprint": _fingerprint(key),
            "last4": key[-4:],
            "created": datetime.now(timezone.utc).isoformat(),
        }
        self.repo.insert_key(record)
        resp.status = falcon.HTTP_201
        resp.media = {"id": record["id"], "key": key}


class KeyItem:
    def __init__(self, repo):
        self.repo = repo

    def on_delete(self, req, resp, key_id):
        if not self.repo.revoke_key(req.context.account_id, key_id):
            raise falcon.HTTPNotFound()
        resp.status = falcon.HTTP_204


def create_app(repo, auth_middleware):
    app = falcon.App(middleware=[auth_middleware])
    app.add_route("/service-keys", KeyCollection(repo))
    app.add_route("/service-keys/{key_id}", KeyItem(repo))
    return app
