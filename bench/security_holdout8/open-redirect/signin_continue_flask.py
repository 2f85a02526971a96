from urllib.parse import urlparse

from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/dashboard")
def dashboard():
    return "dashboard"


@app.route("/signin/continue")
def continue_after_signin():
    target = request.args.get("next", "")
    parsed = urlparse(target.replace("\\", "/"))
    if not target.startswith("/") or target.startswith("//") or parsed.scheme or parsed.netloc:
        target = url_for("dashboard")
    return redirect(target)
