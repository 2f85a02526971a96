import random
import secrets
from random import getrandbits

from flask import Flask, make_response, session

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    remember = str(random.random())[2:]
    response = make_response("welcome")
    # ruleid: python-insecure-random-taint
    response.set_cookie("rememberMe", remember, secure=True, httponly=True)
    return response


@app.route("/reset", methods=["POST"])
def reset():
    code = "%06d" % random.randint(0, 999999)
    # ruleid: python-insecure-random-taint
    session["reset_code"] = code
    return "sent"


def issue_session(response):
    sid = hex(getrandbits(128))
    # ruleid: python-insecure-random-taint
    response.set_cookie(key="sessionid", value=sid)


@app.route("/login-safe", methods=["POST"])
def login_safe():
    remember = secrets.token_urlsafe(32)
    response = make_response("welcome")
    # ok: python-insecure-random-taint
    response.set_cookie("rememberMe", remember, secure=True, httponly=True)
    return response


@app.route("/reset-safe", methods=["POST"])
def reset_safe():
    code = "%06d" % secrets.randbelow(1_000_000)
    # ok: python-insecure-random-taint
    session["reset_code"] = code
    return "sent"


def issue_session_safe(response):
    sid = hex(random.SystemRandom().getrandbits(128))
    # ok: python-insecure-random-taint
    response.set_cookie(key="sessionid", value=sid)


@app.route("/experiment")
def experiment():
    bucket = random.choice(["a", "b"])
    response = make_response("ok")
    # ok: python-insecure-random-taint
    response.set_cookie("ab_bucket", bucket)
    # ok: python-insecure-random-taint
    session["theme"] = random.choice(["dark", "light"])
    return response


import hashlib
import secrets

_generator = random.Random()


def invite(team, email):
    seed = str(random.random()).encode()
    digest = hashlib.sha256(seed).hexdigest()
    # ruleid: python-insecure-random-taint
    return team.invitations.create(email=email, invite_token=digest)


def invite_safe(team, email):
    digest = hashlib.sha256(secrets.token_bytes(32)).hexdigest()
    # ok: python-insecure-random-taint
    return team.invitations.create(email=email, invite_token=digest)


def reset_password(user):
    temporary = "".join(random.sample("abcdefghijkmnpqrstuvwxyz23456789", 10))
    # ruleid: python-insecure-random-taint
    user.set_password(temporary)


def reset_password_safe(user):
    temporary = secrets.token_urlsafe(10)
    # ok: python-insecure-random-taint
    user.set_password(temporary)


def shuffle_deck(game):
    order = _generator.sample(range(52), 52)
    # ok: python-insecure-random-taint
    game.update(card_order=order)


def game_session(response):
    handle = "%016x" % _generator.getrandbits(64)
    # ruleid: python-insecure-random-taint
    response.set_cookie("game_session", handle)


import time  # noqa: E402


class SessionStore:
    def __init__(self):
        self._sessions = {}

    def create(self, user_id):
        seed = f"{user_id}:{time.time()}:{random.random()}"
        session_id = hashlib.sha256(seed.encode()).hexdigest()
        # ruleid: python-insecure-random-taint
        self._sessions[session_id] = {"user_id": user_id}
        return session_id

    def create_strong(self, user_id):
        session_id = secrets.token_hex(32)
        # ok: python-insecure-random-taint
        self._sessions[session_id] = {"user_id": user_id}
        return session_id

    def shard(self, user_id):
        slot = random.randrange(16)
        # a key not named for a secret
        # ok: python-insecure-random-taint
        self._sessions[slot] = {"user_id": user_id}
        return slot
