from flask import Flask, jsonify, request

from myapp.sessions import start_session

app = Flask(__name__)


def _base_flags():
    return {"secure": True, "httponly": True, "samesite": "Strict"}


def _cookie_flags(debug_param):
    return _base_flags()


@app.route("/session", methods=["POST"])
def open_session():
    flags = _cookie_flags(request.args.get("debug"))
    sid = start_session(request.form.get("username", ""), request.form.get("password", ""))
    resp = jsonify({"ok": sid is not None})
    if sid:
        resp.set_cookie("session", sid, **flags)
    return resp
