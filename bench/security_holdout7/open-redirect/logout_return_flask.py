from urllib.parse import urlparse

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = "dev-only-key"


def is_local_path(target: str) -> bool:
    if not target or "\\" in target or any(ord(c) < 32 for c in target):
        return False
    parsed = urlparse(target)
    return not parsed.scheme and not parsed.netloc and target.startswith("/") and not target.startswith("//")


@app.route("/logout")
def logout_return():
    session.clear()
    target = request.args.get("return_to", "/")
    if not is_local_path(target):
        target = "/"
    return redirect(target)
