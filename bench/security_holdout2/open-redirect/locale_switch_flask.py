from urllib.parse import urlsplit

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.config.from_mapping(LANGUAGES=["en", "de", "fr", "es"])


def local_target(target):
    if not target or "\\" in target or any(ord(ch) < 0x21 for ch in target):
        return "/"
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return "/"
    if not target.startswith("/") or target.startswith("//"):
        return "/"
    return target


@app.get("/locale/<code>")
def switch_locale(code):
    if code in app.config["LANGUAGES"]:
        session["lang"] = code
    return redirect(local_target(request.args.get("back")))
