from urllib.parse import urlparse

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = "lang-switch-key"


def is_local_path(target):
    if not target or "\\" in target or target.startswith("//") or any(ord(c) < 32 for c in target):
        return False
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/")


@app.route("/lang/<code>")
def switch_language(code):
    session["lang"] = code if code in ("en", "de", "fr") else "en"
    back = request.args.get("back", "/")
    if not is_local_path(back):
        back = "/"
    return redirect(back)
