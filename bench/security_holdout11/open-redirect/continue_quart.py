from urllib.parse import urlsplit

from quart import Quart, redirect, request

app = Quart(__name__)


def local_path(target, fallback="/"):
    if not target or "\\" in target or any(ord(ch) < 33 for ch in target):
        return fallback
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//"):
        return fallback
    return target


@app.route("/continue")
async def continue_after_login():
    target = local_path(request.args.get("to"))
    return redirect(target)
