import os

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)
THEMES = {"light": "light", "dark": "dark", "contrast": "high-contrast"}


@app.route("/")
def index():
    return f"theme: {session.get('theme', 'light')}"


@app.route("/preferences", methods=["POST"])
def set_preferences():
    choice = request.form.get("theme", "light")
    theme = THEMES.get(choice, "light")
    session["theme"] = theme
    return redirect(url_for("index"))
