from urllib.parse import urlsplit

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")


def local_path(value, default="/"):
    if not value or "\\" in value or any(ord(ch) < 32 for ch in value):
        return default
    parts = urlsplit(value)
    if parts.scheme or parts.netloc or not value.startswith("/") or value.startswith("//"):
        return default
    return value


@app.route("/logout")
def sign_out():
    target = local_path(request.args.get("return_to") or request.args.get("continue"))
    session.clear()
    return redirect(target)
