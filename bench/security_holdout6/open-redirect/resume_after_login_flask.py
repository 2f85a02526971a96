from urllib.parse import urlparse

from flask import Flask, redirect, request, url_for

app = Flask(__name__)


def is_local_path(target: str) -> bool:
    if any(ch.isspace() or ord(ch) < 32 for ch in target):
        return False
    parsed = urlparse(target)
    return (
        not parsed.scheme
        and not parsed.netloc
        and target.startswith("/")
        and not target.startswith("//")
        and "\\" not in target
    )


@app.route("/session/resume")
def resume_session():
    target = request.args.get("next", "")
    if not is_local_path(target):
        target = url_for("home")
    return redirect(target)


@app.route("/")
def home():
    return "home"
