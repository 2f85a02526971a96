import os
from urllib.parse import urlsplit

from flask import Flask, abort, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY") or os.urandom(32)
SUPPORTED_LANGUAGES = {"en", "fr", "de", "es"}


@app.route("/")
def index():
    return "home"


@app.route("/language/<code>")
def switch_language(code):
    if code not in SUPPORTED_LANGUAGES:
        abort(404)
    session["lang"] = code
    target = request.args.get("back", "/").replace("\\", "/")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/"):
        target = url_for("index")
    return redirect(target)
