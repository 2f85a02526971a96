from urllib.parse import urlsplit

from bottle import Bottle, redirect, request

app = Bottle()


def local_path(candidate, default="/"):
    if not candidate or "\\" in candidate or not candidate.startswith("/") or candidate.startswith("//"):
        return default
    if any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in candidate):
        return default
    parts = urlsplit(candidate)
    if parts.scheme or parts.netloc:
        return default
    return candidate


@app.get("/goto")
def goto():
    target = local_path(request.query.getunicode("to", "/"))
    redirect(target)
