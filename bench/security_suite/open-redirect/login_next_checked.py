from urllib.parse import urlparse

from flask import Flask, redirect, request

from auth.service import authenticate

app = Flask(__name__)


def is_local(url: str) -> bool:
    parts = urlparse(url)
    return not parts.netloc and not parts.scheme and url.startswith("/") and not url.startswith("//")


@app.post("/login")
def login():
    authenticate(request.form["username"], request.form["password"])
    next_url = request.args.get("next", "/")
    if not is_local(next_url):
        next_url = "/"
    return redirect(next_url)
