from urllib.parse import urlparse

from flask import Flask, request, redirect, url_for

app = Flask(__name__)


def is_local(target):
    if not target or not target.startswith("/") or target.startswith("//"):
        return False
    if "\\" in target or any(ord(ch) < 32 for ch in target):
        return False
    parsed = urlparse(target)
    return not parsed.scheme and not parsed.netloc


@app.route("/switch-language")
def switch_language():
    back = request.args.get("back", "")
    if not is_local(back):
        back = url_for("index")
    return redirect(back)


@app.route("/")
def index():
    return "home"
