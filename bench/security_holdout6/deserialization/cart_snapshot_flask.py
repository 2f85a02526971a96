import base64
import hashlib
import hmac
import os
import pickle
from dataclasses import asdict, dataclass, field
from typing import Dict, Optional

from flask import Flask, abort, jsonify, make_response, request

app = Flask(__name__)

SNAPSHOT_KEY = os.environ.get("CART_SNAPSHOT_KEY", "").encode() or os.urandom(32)
COOKIE_NAME = "cart_snapshot"
SIGNATURE_BYTES = 32


@dataclass
class CartSnapshot:
    items: Dict[str, int] = field(default_factory=dict)
    currency: str = "EUR"


class SnapshotCodec:
    def __init__(self, key: bytes):
        self.key = key

    def _sign(self, blob: bytes) -> bytes:
        return hmac.new(self.key, blob, hashlib.sha256).digest()

    def encode(self, snapshot: CartSnapshot) -> str:
        blob = pickle.dumps(snapshot, protocol=pickle.HIGHEST_PROTOCOL)
        return base64.urlsafe_b64encode(self._sign(blob) + blob).decode("ascii")

    def decode(self, token: str) -> Optional[CartSnapshot]:
        if not token:
            return None
        try:
            raw = base64.urlsafe_b64decode(token.encode("ascii"))
        except ValueError:
            return None
        signature, blob = raw[:SIGNATURE_BYTES], raw[SIGNATURE_BYTES:]
        if not hmac.compare_digest(signature, self._sign(blob)):
            return None
        return pickle.loads(blob)


codec = SnapshotCodec(SNAPSHOT_KEY)


def current_snapshot() -> CartSnapshot:
    return codec.decode(request.cookies.get(COOKIE_NAME, "")) or CartSnapshot()


@app.route("/cart")
def view_cart():
    return jsonify(asdict(current_snapshot()))


@app.route("/cart/items", methods=["POST"])
def add_item():
    snapshot = current_snapshot()
    sku = request.form.get("sku", "")
    try:
        qty = int(request.form.get("qty", "1"))
    except ValueError:
        abort(400)
    if not sku or qty < 1:
        abort(400)
    snapshot.items[sku] = snapshot.items.get(sku, 0) + qty
    resp = make_response(jsonify(asdict(snapshot)))
    resp.set_cookie(COOKIE_NAME, codec.encode(snapshot), secure=True, httponly=True, samesite="Lax")
    return resp
