import jwt
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
