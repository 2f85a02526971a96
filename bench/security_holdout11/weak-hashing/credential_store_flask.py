import hashlib
import hmac
import json
import logging
import os

from flask import Flask, Response, jsonify, request

app = Flask(__name__)
log = logging.getLogger("credentials")

PBKDF2_ITERATIONS = 600_000
USERS = {}


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, PBKDF2_ITERATIONS)
    return salt.hex() + "$" + dk.hex()


def check_password(password, stored):
    salt_hex, digest_hex = stored.split("$", 1)
    candidate = hash_password(password, bytes.fromhex(salt_hex)).split("$", 1)[1]
    return hmac.compare_digest(candidate, digest_hex)


@app.route("/users", methods=["POST"])
def create_user():
    payload = request.get_json(force=True)
    username = payload["username"]
    if username in USERS:
        return jsonify(error="exists"), 409
    USERS[username] = {"password": hash_password(payload["password"]), "roles": ["member"]}
    log.info("user %s created", username)
    return jsonify(username=username), 201


@app.route("/login", methods=["POST"])
def login():
    payload = request.get_json(force=True)
    user = USERS.get(payload.get("username"))
    if not user or not check_password(payload.get("password", ""), user["password"]):
        return jsonify(error="invalid credentials"), 401
    return jsonify(ok=True)


@app.route("/users")
def list_users():
    body = json.dumps(sorted(USERS)).encode()
    etag = hashlib.md5(body, usedforsecurity=False).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(body, mimetype="application/json")
    resp.headers["ETag"] = etag
    return resp
