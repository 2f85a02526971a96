import os
from urllib.parse import urlparse

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)


def is_local_path(target: str) -> bool:
    if not target or "\\" in target or any(ord(ch) < 32 for ch in target):
        return False
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith("//")


@app.route("/")
def home():
    return "home"


@app.route("/signin/complete")
def signin_complete():
    if "user_id" not in session:
        return redirect(url_for("home"))
    destination = request.args.get("return", "")
    if not is_local_path(destination):
        destination = url_for("home")
    return redirect(destination)
