import unittest
import warnings

import jwt
import pytest
from flask import Flask, request

app = Flask(__name__)
SECRET = "loaded-at-startup"


@app.route("/me")
def me():
    token = request.headers["Authorization"].removeprefix("Bearer ")
    # ruleid: python-jwt-verify-disabled
    claims = jwt.decode(token, options={"verify_signature": False})
    return {"user": claims["sub"]}


def legacy(token: str) -> dict:
    # ruleid: python-jwt-verify-disabled
    return jwt.decode(token, SECRET, verify=False)


def none_alg(token: str) -> dict:
    # ruleid: python-jwt-verify-disabled
    return jwt.decode(token, SECRET, algorithms=["HS256", "none"])


def via_options(token: str) -> dict:
    opts = {"verify_signature": False, "verify_exp": True}
    # ruleid: python-jwt-verify-disabled
    return jwt.decode(token, SECRET, options=opts)


def verified(token: str) -> dict:
    # ok: python-jwt-verify-disabled
    return jwt.decode(token, SECRET, algorithms=["HS256"])


def verified_audience(token: str, key: str) -> dict:
    # ok: python-jwt-verify-disabled
    return jwt.decode(token, key, algorithms=["RS256"], audience="api", options={"require": ["exp"]})


def header_only(token: str) -> dict:
    # ok: python-jwt-verify-disabled
    return jwt.get_unverified_header(token)


def no_exp_check(token: str) -> dict:
    # ok: python-jwt-verify-disabled
    return jwt.decode(token, SECRET, algorithms=["HS256"], options={"verify_exp": False})


# Decoding is used as the check itself: a forged token passes. The discarded result does
# not make it safe.
def require_token(token: str) -> None:
    try:
        # ruleid: python-jwt-verify-disabled
        jwt.decode(token, SECRET, verify=False)
    except jwt.InvalidTokenError:
        raise PermissionError("bad token") from None


# The token was made a line earlier by this code: there is nothing to forge.
def roundtrip(payload: dict) -> dict:
    token = jwt.encode(payload, SECRET, algorithm="HS256")
    # ok: python-jwt-verify-disabled
    return jwt.decode(token, options={"verify_signature": False})


def refresh(token: str, payload: dict) -> tuple[str, dict]:
    fresh = jwt.encode(payload, SECRET, algorithm="HS256")
    # ruleid: python-jwt-verify-disabled
    claims = jwt.decode(token, options={"verify_signature": False})
    return fresh, claims


def sample_claims() -> dict:
    token = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9" ".eyJzb21lIjoicGF5bG9hZCJ9" ".c2lnbmF0dXJl"
    # ok: python-jwt-verify-disabled
    return jwt.decode(token, options={"verify_signature": False})


def joined_claims(header: str, body: str, signature: str) -> dict:
    token = f"{header}.{body}.{signature}"
    # ruleid: python-jwt-verify-disabled
    return jwt.decode(token, options={"verify_signature": False})


# Bytes of a string the client sent are no token this code made.
def from_header(raw: str) -> dict:
    token = raw.encode("ascii")
    # ruleid: python-jwt-verify-disabled
    return jwt.decode(token, options={"verify_signature": False})


# A test that the legacy option warns or fails: the call is what the test checks.
def test_verify_false_is_deprecated(token: str) -> None:
    with pytest.deprecated_call():
        # ok: python-jwt-verify-disabled
        jwt.decode(token, SECRET, verify=False, algorithms=["HS256"])
    with pytest.warns(DeprecationWarning, match="verify"):
        # ok: python-jwt-verify-disabled
        jwt.decode(token, SECRET, options={"verify_signature": False})
    with pytest.raises(jwt.DecodeError) as raised:
        # ok: python-jwt-verify-disabled
        jwt.decode(token, SECRET, algorithms=["none"])
    assert raised.value


class LegacyOptionTest(unittest.TestCase):
    def test_warns(self) -> None:
        with self.assertWarns(DeprecationWarning):
            # ok: python-jwt-verify-disabled
            jwt.decode("a.b.c", SECRET, verify=False)


# A warning filter around the call is no such check.
def quiet_legacy(token: str) -> dict:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        # ruleid: python-jwt-verify-disabled
        return jwt.decode(token, SECRET, verify=False)
