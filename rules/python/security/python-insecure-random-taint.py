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


class ApiTokenRegistry:
    """Maps issued API tokens to their accounts."""

    tokens: dict = {}

    def issue(self, account):
        raw = "%s/%d" % (account, random.getrandbits(64))
        api_token = hashlib.blake2b(raw.encode(), digest_size=20).hexdigest()
        # ruleid: python-insecure-random-taint
        self.tokens[api_token] = account
        return api_token

    def issue_strong(self, account):
        api_token = secrets.token_urlsafe(24)
        # ok: python-insecure-random-taint
        self.tokens[api_token] = account
        return api_token

    def assign_shard(self, account):
        shard = random.randint(0, 15)
        # a key not named for a secret
        # ok: python-insecure-random-taint
        self.tokens[shard] = account
        return shard
