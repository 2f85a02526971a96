from urllib.parse import urlparse

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = "load-from-env"


def resolve_target(values):
    target = values.get("next") or "/dashboard"
    parsed = urlparse(target.replace("\\", "/"))
    if parsed.scheme or parsed.netloc or not target.startswith("/"):
        return "/dashboard"
    return target


@app.post("/signup")
def signup():
    user = request.form.get("user", "")
    session["user"] = user if user.isalnum() else "anonymous"
    values = {"next": request.form.get("next", ""), "source": "form"}
    target = resolve_target(values)
    return redirect(target)
