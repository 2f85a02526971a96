import base64
import binascii
import hashlib
import hmac
import pickle
from dataclasses import dataclass, field

from flask import Blueprint, current_app, g, jsonify, request

from .catalog import get_product

bp = Blueprint("wishlist", __name__, url_prefix="/wishlist")

WISHLIST_COOKIE = "wl"


@dataclass
class Wishlist:
    skus: list = field(default_factory=list)

    def add(self, sku):
        if sku not in self.skus:
            self.skus.append(sku)


def _mac(payload):
    key = current_app.config["SECRET_KEY"].encode()
    return hmac.new(key, b"wishlist:" + payload, hashlib.sha256).digest()


def decode_wishlist(raw):
    try:
        blob = base64.urlsafe_b64decode(raw)
    except (binascii.Error, ValueError):
        return Wishlist()
    mac, payload = blob[:32], blob[32:]
    if len(mac) != 32 or not hmac.compare_digest(mac, _mac(payload)):
        return Wishlist()
    return pickle.loads(payload)


def encode_wishlist(wishlist):
    payload = pickle.dumps(wishlist)
    return base64.urlsafe_b64encode(_mac(payload) + payload).decode("ascii")


@bp.before_app_request
def load_wishlist():
    raw = request.cookies.get(WISHLIST_COOKIE)
    g.wishlist = decode_wishlist(raw) if raw else Wishlist()


@bp.after_app_request
def store_wishlist(response):
    if getattr(g, "wishlist_dirty", False):
        response.set_cookie(WISHLIST_COOKIE, encode_wishlist(g.wishlist), max_age=30 * 86400, secure=True, httponly=True)
    return response


@bp.get("")
def show_wishlist():
    return jsonify(skus=g.wishlist.skus)


@bp.post("/items")
def add_to_wishlist():
    sku = str((request.get_json(force=True) or {}).get("sku", ""))
    if get_product(sku) is None:
        return jsonify(error="unknown product"), 400
    g.wishlist.add(sku)
    g.wishlist_dirty = True
    return jsonify(skus=g.wishlist.skus), 201
