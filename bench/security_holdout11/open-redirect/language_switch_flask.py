from urllib.parse import urlparse

from flask import Flask, redirect, request, url_for

app = Flask(__name__)


def is_local(target: str) -> bool:
    if not target or target.startswith("//") or "\\" in target:
        return False
    if any(ord(ch) < 32 for ch in target):
        return False
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/")


@app.route("/switch-language")
def switch_language():
    back = request.args.get("back", "")
    destination = back if is_local(back) else url_for("index")
    return redirect(destination)


@app.route("/")
def index():
    return "home"
