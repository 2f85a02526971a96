import os

from flask import Flask, abort, redirect, render_template_string, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY") or os.urandom(32)

THEMES = {"light", "dark", "solarized"}


@app.route("/dashboard")
def dashboard():
    return render_template_string('<body class="{{ theme }}">Dashboard</body>', theme=session.get("theme", "light"))


@app.route("/preferences/theme", methods=["POST"])
def set_theme():
    theme = request.form.get("theme", "light")
    if theme not in THEMES:
        abort(400)
    session["theme"] = theme
    return redirect(url_for("dashboard"))
