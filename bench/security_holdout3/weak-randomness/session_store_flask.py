import hashlib
import json
import random
import time

import redis
from flask import Flask, g, jsonify, request

app = Flask(__name__)
store = redis.Redis(host="localhost", port=6379, db=2)
SESSION_TTL = 8 * 3600


def new_session_id():
    seed = f"{time.time()}-{random.random()}"
    return hashlib.sha256(seed.encode()).hexdigest()


@app.route("/login", methods=["POST"])
def login():
    user = app.auth_backend.verify(request.form["username"], request.form["password"])
    if user is None:
        return jsonify(error="invalid credentials"), 401
    sid = new_session_id()
    store.setex(f"session:{sid}", SESSION_TTL, json.dumps({"user_id": user.id}))
    resp = jsonify(ok=True)
    resp.set_cookie("sid", sid, secure=True, httponly=True, samesite="Lax")
    return resp


@app.before_request
def load_session():
    raw = store.get(f"session:{request.cookies.get('sid', '')}")
    g.user_id = json.loads(raw)["user_id"] if raw else None
