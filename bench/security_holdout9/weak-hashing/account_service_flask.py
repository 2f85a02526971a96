import base64
import hashlib
import hmac
import logging
import os

from flask import Blueprint, Flask, jsonify, request

log = logging.getLogger("accounts")
bp = Blueprint("accounts", __name__, url_prefix="/accounts")

SCRYPT_N = 2 ** 14
SCRYPT_R = 8
SCRYPT_P = 1


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    key = hashlib.scrypt(password.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32)
    return "scrypt$%s$%s" % (_b64(salt), _b64(key))


def check_password(password: str, encoded: str) -> bool:
    try:
        _, salt_b64, key_b64 = encoded.split("$")
    except ValueError:
        return False
    salt = base64.b64decode(salt_b64)
    expected = base64.b64decode(key_b64)
    key = hashlib.scrypt(password.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32)
    return hmac.compare_digest(key, expected)


ACCOUNTS = {}


@bp.route("", methods=["POST"])
def create_account():
    data = request.get_json(force=True)
    email = data.get("email", "").lower()
    password = data.get("password", "")
    if not email or len(password) < 12:
        return jsonify(error="invalid"), 400
    ACCOUNTS[email] = hash_password(password)
    log.info("account created: %s", email)
    return jsonify(email=email), 201


@bp.route("/session", methods=["POST"])
def login():
    data = request.get_json(force=True)
    encoded = ACCOUNTS.get(data.get("email", "").lower())
    if not encoded or not check_password(data.get("password", ""), encoded):
        return jsonify(error="unauthorized"), 401
    return jsonify(ok=True)


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
