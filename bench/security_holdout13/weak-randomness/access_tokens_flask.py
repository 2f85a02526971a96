import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from datetime import datetime

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
ALLOWED_SCOPES = {"read", "write", "admin"}


@dataclass
class TokenRecord:
    owner: str
    digest: str
    scopes: tuple = ("read",)
    created: datetime = field(default_factory=datetime.utcnow)


class TokenVault:
    def __init__(self):
        self._records = {}

    def issue(self, owner, scopes):
        token_id = "tok%d" % (len(self._records) + 1)
        token = "pat_" + secrets.token_hex(24)
        self._records[token_id] = TokenRecord(owner, self._hash(token), tuple(scopes))
        return token_id, token

    def verify(self, token_id, token):
        record = self._records.get(token_id)
        if record is None or not hmac.compare_digest(self._hash(token), record.digest):
            return None
        return record

    def revoke(self, token_id, owner):
        record = self._records.get(token_id)
        if record is None or record.owner != owner:
            return False
        del self._records[token_id]
        return True

    @staticmethod
    def _hash(token):
        return hashlib.sha256(token.encode()).hexdigest()


vault = TokenVault()


@app.before_request
def load_user():
    g.user = request.environ.get("REMOTE_USER")


@app.post("/tokens")
def create_token():
    if not g.user:
        abort(401)
    requested = (request.get_json(silent=True) or {}).get("scopes", ["read"])
    scopes = [s for s in requested if s in ALLOWED_SCOPES] or ["read"]
    token_id, token = vault.issue(g.user, scopes)
    return jsonify({"id": token_id, "token": token}), 201


@app.delete("/tokens/<token_id>")
def delete_token(token_id):
    if not g.user or not vault.revoke(token_id, g.user):
        abort(404)
    return "", 204


@app.get("/tokens/check")
def check_token():
    token_id, _, token = request.headers.get("Authorization", "").removeprefix("Bearer ").partition(".")
    record = vault.verify(token_id, token)
    if record is None:
        abort(401)
    return jsonify({"owner": record.owner, "scopes": list(record.scopes)})
