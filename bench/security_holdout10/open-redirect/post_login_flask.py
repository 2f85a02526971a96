from urllib.parse import urlsplit

from flask import Flask, redirect, request, url_for

app = Flask(__name__)


def local_path_or_default(candidate, default):
    if not candidate:
        return default
    parts = urlsplit(candidate)
    if parts.scheme or parts.netloc or "\\" in candidate:
        return default
    if not candidate.startswith("/") or candidate.startswith("//"):
        return default
    return candidate


@app.post("/login/complete")
def login_complete():
    target = local_path_or_default(request.args.get("next"), url_for("index"))
    return redirect(target)


@app.get("/")
def index():
    return "home"
