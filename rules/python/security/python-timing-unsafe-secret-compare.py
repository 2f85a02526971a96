import hashlib
import hmac
import os
import secrets

from django.conf import settings
from django.utils.crypto import constant_time_compare
from django.http import HttpRequest, HttpResponse, HttpResponseForbidden
from flask import Flask, abort, request

app = Flask(__name__)
WEBHOOK_SECRET = os.environ["WEBHOOK_SECRET"].encode()
API_TOKEN = os.environ["API_TOKEN"]


@app.route("/webhook", methods=["POST"])
def webhook():
    signature = request.headers.get("X-Signature", "")
    expected = hmac.new(WEBHOOK_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    # ruleid: python-timing-unsafe-secret-compare
    if signature != expected:
        abort(403)
    return "ok"


@app.route("/webhook/constant-time", methods=["POST"])
def webhook_constant_time():
    signature = request.headers.get("X-Signature", "")
    expected = hmac.new(WEBHOOK_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    # ok: python-timing-unsafe-secret-compare
    if not hmac.compare_digest(signature, expected):
        abort(403)
    return "ok"


def verify_inline(payload: bytes, sig: str) -> bool:
    # ruleid: python-timing-unsafe-secret-compare
    return hmac.new(WEBHOOK_SECRET, payload, "sha256").hexdigest() == sig


def verify_inline_fixed(payload: bytes, sig: str) -> bool:
    # ok: python-timing-unsafe-secret-compare
    return secrets.compare_digest(hmac.new(WEBHOOK_SECRET, payload, "sha256").hexdigest(), sig)


@app.route("/github", methods=["POST"])
def github_hook():
    received = request.headers.get("X-Hub-Signature-256", "")
    computed = "sha256=" + hmac.new(WEBHOOK_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    # ruleid: python-timing-unsafe-secret-compare
    if received != computed:
        abort(403)
    return "ok"


@app.route("/github/fixed", methods=["POST"])
def github_hook_fixed():
    received = request.headers.get("X-Hub-Signature-256", "")
    computed = "sha256=" + hmac.new(WEBHOOK_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    # ok: python-timing-unsafe-secret-compare
    if not hmac.compare_digest(received, computed):
        abort(403)
    return "ok"


def verify_mac(payload: bytes, tag: bytes) -> bool:
    mac = hmac.new(WEBHOOK_SECRET, digestmod=hashlib.sha256)
    mac.update(payload)
    # ruleid: python-timing-unsafe-secret-compare
    return tag == mac.digest()


def check_password(user, password: str) -> bool:
    # ruleid: python-timing-unsafe-secret-compare
    return hashlib.sha256((user.salt + password).encode()).hexdigest() == user.password_hash


def check_password_fixed(user, password: str) -> bool:
    candidate = hashlib.pbkdf2_hmac("sha256", password.encode(), user.salt, 600_000).hex()
    # ok: python-timing-unsafe-secret-compare
    return hmac.compare_digest(candidate, user.password_hash)


def verify_download(data: bytes, expected_checksum: str) -> bool:
    # ok: python-timing-unsafe-secret-compare
    return hashlib.sha256(data).hexdigest() == expected_checksum


def has_signature(sig: str) -> bool:
    expected = hmac.new(WEBHOOK_SECRET, b"", "sha256").hexdigest()
    # ok: python-timing-unsafe-secret-compare
    return sig != "" and len(expected) == 64


@app.route("/admin/stats")
def admin_stats():
    # ruleid: python-timing-unsafe-secret-compare
    if request.headers.get("X-Api-Token") != API_TOKEN:
        abort(401)
    return {"users": 3}


@app.route("/admin/stats/fixed")
def admin_stats_fixed():
    # ok: python-timing-unsafe-secret-compare
    if not secrets.compare_digest(request.headers.get("X-Api-Token", ""), API_TOKEN):
        abort(401)
    return {"users": 3}


def django_hook(request: HttpRequest) -> HttpResponse:
    token = request.META.get("HTTP_X_HOOK_TOKEN", "")
    # ruleid: python-timing-unsafe-secret-compare
    if token == settings.HOOK_TOKEN:
        return HttpResponse("ok")
    return HttpResponseForbidden()


def django_hook_fixed(request: HttpRequest) -> HttpResponse:
    token = request.META.get("HTTP_X_HOOK_TOKEN", "")
    # ok: python-timing-unsafe-secret-compare
    if token and constant_time_compare(token, settings.HOOK_TOKEN):
        return HttpResponse("ok")
    return HttpResponseForbidden()


def confirm_reset(user, given_reset_token: str) -> bool:
    # ruleid: python-timing-unsafe-secret-compare
    return given_reset_token == user.reset_token


def confirm_reset_fixed(user, given_reset_token: str) -> bool:
    # ok: python-timing-unsafe-secret-compare
    return hmac.compare_digest(given_reset_token.encode(), user.reset_token.encode())


class ApiCredential:
    def __init__(self, api_key: str) -> None:
        self.api_key = api_key

    def __eq__(self, other: object) -> bool:
        # ok: python-timing-unsafe-secret-compare
        return isinstance(other, ApiCredential) and self.api_key == other.api_key


def check_invite(invite, token: str) -> bool:
    # ruleid: python-timing-unsafe-secret-compare
    return invite.expected_token == token


def next_is(parser, token: str) -> bool:
    # ok: python-timing-unsafe-secret-compare
    return parser.peek() == token or parser.token == token
