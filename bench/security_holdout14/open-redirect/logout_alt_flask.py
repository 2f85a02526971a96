from urllib.parse import urljoin, urlsplit

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.config.from_prefixed_env()


def local_target(target):
    if not target or "\\" in target or any(ord(c) < 32 for c in target):
        return "/"
    absolute = urljoin(request.host_url, target)
    parts = urlsplit(absolute)
    if parts.scheme not in ("http", "https") or parts.netloc != urlsplit(request.host_url).netloc:
        return "/"
    return absolute


@app.route("/logout")
def logout():
    session.clear()
    destination = local_target(request.args.get("next", ""))
    return redirect(destination)
