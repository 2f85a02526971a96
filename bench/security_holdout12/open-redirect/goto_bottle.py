from urllib.parse import urlsplit

from bottle import Bottle, redirect, request

app = Bottle()


def local_path(target, fallback="/"):
    if not target or "\\" in target or any(ord(ch) < 32 for ch in target):
        return fallback
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//"):
        return fallback
    return target


@app.get("/goto")
def goto():
    destination = local_path(request.query.get("to", ""))
    redirect(destination)
