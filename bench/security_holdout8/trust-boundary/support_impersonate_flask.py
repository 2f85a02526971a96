import os

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)


@app.route("/support/impersonate")
def impersonate():
    target = request.args.get("user")
    reason = request.args.get("reason", "support")
    if target:
        app.logger.info("switching view to %s (%s)", target, reason)
        session["user"] = target
    return redirect("/dashboard")
