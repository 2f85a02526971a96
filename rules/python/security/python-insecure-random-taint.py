import random
import secrets
from random import getrandbits

from flask import Flask, make_response, request, session

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


RESET_CODES = {}
RETRY_DELAYS = {}
ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def send_reset_email(address, code):
    app.logger.info("queued reset mail for %s", address)


def reset_backoff(delay):
    app.logger.info("next retry in %.1f s", delay)


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form["email"]
    code = "".join(random.choices(ALPHABET, k=8))
    # ruleid: python-insecure-random-taint
    RESET_CODES[email] = (code, 900)
    # ruleid: python-insecure-random-taint
    send_reset_email(email, code)
    return "sent"


@app.route("/password/forgot-secure", methods=["POST"])
def forgot_password_secure():
    email = request.form["email"]
    code = "".join(secrets.choice(ALPHABET) for _ in range(8))
    # ok: python-insecure-random-taint
    RESET_CODES[email] = (code, 900)
    # ok: python-insecure-random-taint
    send_reset_email(email, code)
    return "sent"


def schedule_retry(job_id):
    delay = random.uniform(0.5, 2.0)
    # ok: python-insecure-random-taint
    RETRY_DELAYS[job_id] = delay
    # ok: python-insecure-random-taint
    reset_backoff(delay)


class ApiKeyGenerator:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def new_secret(self):
        body = "".join(self.rng.choice(ALPHABET) for _ in range(32))
        # ruleid: python-insecure-random-taint
        return "sk_live_" + body

    def sample_label(self):
        # ok: python-insecure-random-taint
        return self.rng.choice(["alpha", "beta"])


class SystemKeyGenerator:
    def __init__(self):
        self.rng = random.SystemRandom()

    def new_secret(self):
        body = "".join(self.rng.choice(ALPHABET) for _ in range(32))
        # ok: python-insecure-random-taint
        return "sk_live_" + body


@app.route("/remember-me", methods=["POST"])
def remember_me():
    value = random.random()
    remember_key = str(value)[2:]
    cookie_name = "rememberMe"
    response = make_response("welcome back")
    # ruleid: python-insecure-random-taint
    session[cookie_name] = remember_key
    # ruleid: python-insecure-random-taint
    response.set_cookie(cookie_name, remember_key, secure=True, httponly=True)
    return response


@app.route("/remember-me-secure", methods=["POST"])
def remember_me_secure():
    value = secrets.randbits(64)
    remember_key = str(value)[2:]
    cookie_name = "rememberMe"
    response = make_response("welcome back")
    # ok: python-insecure-random-taint
    session[cookie_name] = remember_key
    # ok: python-insecure-random-taint
    response.set_cookie(cookie_name, remember_key, secure=True, httponly=True)
    return response


@app.route("/experiment")
def experiment_bucket():
    bucket = random.choice(["control", "variant"])
    cookie_name = "ab_bucket"
    response = make_response("hello")
    # ok: python-insecure-random-taint
    response.set_cookie(cookie_name, str(bucket)[:1])
    return response


import hashlib  # noqa: E402
import time  # noqa: E402
import uuid  # noqa: E402

import numpy as np  # noqa: E402


@app.route("/login/token-v1", methods=["POST"])
def login_token_v1():
    token = uuid.uuid1().hex
    # ruleid: python-insecure-random-taint
    session["auth_token"] = token
    return "ok"


@app.route("/login/token-v4", methods=["POST"])
def login_token_v4():
    token = uuid.uuid4().hex
    # ok: python-insecure-random-taint
    session["auth_token"] = token
    return "ok"


@app.route("/login/clock-token", methods=["POST"])
def login_clock_token():
    token = hashlib.md5(str(time.time()).encode()).hexdigest()
    response = make_response("ok")
    # ruleid: python-insecure-random-taint
    response.set_cookie("session_id", token)
    return response


@app.route("/login/seeded-token", methods=["POST"])
def login_seeded_token():
    token = hashlib.sha256(secrets.token_bytes(32)).hexdigest()
    response = make_response("ok")
    # ok: python-insecure-random-taint
    response.set_cookie("session_id", token)
    return response


@app.route("/login/numpy-token", methods=["POST"])
def login_numpy_token():
    token = "%x" % np.random.randint(0, 2**31)
    # ruleid: python-insecure-random-taint
    session["token"] = token
    return "ok"


@app.route("/login/numpy-sample", methods=["POST"])
def login_numpy_sample():
    jitter = np.random.uniform(0, 1)
    # ok: python-insecure-random-taint
    session["retry_jitter"] = jitter
    return "ok"


def random_digits(n):
    value = random.randint(0, 10**n - 1)
    return str(value).zfill(n)


def secret_digits(n):
    return str(secrets.randbelow(10**n)).zfill(n)


def notify(phone, text):
    app.logger.info("sms to %s: %d chars", phone, len(text))


PENDING_CODES = {}


def store_code(phone, token):
    PENDING_CODES[phone] = token


@app.route("/otp/helper", methods=["POST"])
def otp_helper():
    code = random_digits(6)
    # ruleid: python-insecure-random-taint
    store_code(request.form["phone"], token=code)
    return "sent"


@app.route("/otp/helper-secrets", methods=["POST"])
def otp_helper_secrets():
    code = secret_digits(6)
    # ok: python-insecure-random-taint
    store_code(request.form["phone"], token=code)
    return "sent"


@app.route("/otp/pending", methods=["POST"])
def otp_pending():
    code = f"{random.randint(0, 999999):06d}"
    # ruleid: python-insecure-random-taint
    PENDING_CODES[request.form["phone"]] = (code, 300)
    return "sent"


@app.route("/otp/message", methods=["POST"])
def otp_message():
    code = "%06d" % random.randint(0, 999999)
    # ruleid: python-insecure-random-taint
    notify(request.form["phone"], f"Your login code is {code}")
    return "sent"


@app.route("/otp/message-secrets", methods=["POST"])
def otp_message_secrets():
    code = "%06d" % secrets.randbelow(1000000)
    # ok: python-insecure-random-taint
    notify(request.form["phone"], f"Your login code is {code}")
    return "sent"


@app.route("/otp/message-percent", methods=["POST"])
def otp_message_percent():
    password = "".join(random.choice("abcdefgh23456789") for _ in range(10))
    # ruleid: python-insecure-random-taint
    notify(request.form["phone"], "Your temporary password: %s" % password)
    return "sent"


@app.route("/otp/message-tip", methods=["POST"])
def otp_message_tip():
    code = "%06d" % secrets.randbelow(1000000)
    tip = random.choice(["Never share it.", "It expires in 5 minutes."])
    # ok: python-insecure-random-taint
    notify(request.form["phone"], f"Your code is {code}.\n\n{tip}")
    return "sent"


@app.route("/raffle/message", methods=["POST"])
def raffle_message():
    ticket = random.randint(1, 500)
    # ok: python-insecure-random-taint
    notify(request.form["phone"], f"You drew number {ticket}, good luck")
    return "sent"


class KeyIssuer:
    def __init__(self):
        self._rng = random.Random(time.time_ns())

    def _hex(self, bits):
        value = self._rng.getrandbits(bits)
        return format(value, "x")

    def issue(self):
        # ruleid: python-insecure-random-taint
        return dict(key_id=self._hex(32), secret=self._hex(128))


class SystemKeyIssuer:
    def __init__(self):
        self._rng = random.SystemRandom()

    def _hex(self, bits):
        value = self._rng.getrandbits(bits)
        return format(value, "x")

    def issue(self):
        # ok: python-insecure-random-taint
        return dict(key_id=self._hex(32), secret=self._hex(128))


class KeyFactory:
    prefix = "sk_live_"

    def new_key(self):
        rng = random.Random()
        body = "".join(rng.choice("abcdef0123456789") for _ in range(32))
        # ruleid: python-insecure-random-taint
        return self.prefix + body

    def sort_key(self, item):
        # ok: python-insecure-random-taint
        return random.random()


def start_phone_login(outbox, phone):
    digits = "".join(random.choices("0123456789", k=6))
    # ruleid: python-insecure-random-taint
    outbox.enqueue(phone, one_time_code=digits)


def start_phone_login_securely(outbox, phone):
    digits = "".join(secrets.choice("0123456789") for _ in range(6))
    # ok: python-insecure-random-taint
    outbox.enqueue(phone, one_time_code=digits)


def request_reset(db, ResetCode, user):
    code = "".join(random.choices("0123456789", k=6))
    # ruleid: python-insecure-random-taint
    db.add(ResetCode(user_id=user.id, code=code))


def request_reset_securely(db, ResetCode, user):
    code = "".join(secrets.choice("0123456789") for _ in range(6))
    # ok: python-insecure-random-taint
    db.add(ResetCode(user_id=user.id, code=code))


def record_visit(db, Visit, user):
    shade = random.choice(["red", "green"])
    # ok: python-insecure-random-taint
    db.add(Visit(user_id=user.id, shade=shade))


import functools  # noqa: E402

draw_secret = functools.partial(random.choices, ALPHABET, k=40)
draw_secret_system = functools.partial(secrets.SystemRandom().choices, ALPHABET, k=40)
draw_shade = functools.partial(random.choice, ["red", "green"])


def issue_partial_key(user_id):
    # a partial of a random function kept in a name, called later
    # ruleid: python-insecure-random-taint
    return dict(key_id=user_id, secret="".join(draw_secret()))


def issue_partial_system_key(user_id):
    # ok: python-insecure-random-taint
    return dict(key_id=user_id, secret="".join(draw_secret_system()))


def pick_partial_shade(db, Visit, user):
    # ok: python-insecure-random-taint
    db.add(Visit(user_id=user.id, shade=draw_shade()))


INVITES = {}
SESSIONS = {}
AVATAR_COLOURS = ["teal", "amber", "violet"]


def new_invite(team_id, email):
    token = secrets.token_urlsafe(32)
    # the key is the secret, made by secrets; the colour drawn beside it is no secret
    # ok: python-insecure-random-taint
    INVITES[token] = {"team": team_id, "email": email, "colour": random.choice(AVATAR_COLOURS)}
    return token


def new_session(user_id):
    sid = "%032x" % random.getrandbits(128)
    # ruleid: python-insecure-random-taint
    SESSIONS[sid] = {"user": user_id}
    return sid


def issue_invite_code(store, team):
    code = "".join(random.choices("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", k=8))
    # the code is the key the invitation is found by
    # ruleid: python-insecure-random-taint
    store[code] = {"team": team}
    return code
