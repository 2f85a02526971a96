import os

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)
SUPPORTED = {"en", "de", "fr", "es", "ja"}


@app.route("/")
def index():
    return f"language: {session.get('lang', 'en')}"


@app.route("/settings/language", methods=["POST"])
def set_language():
    requested = request.form.get("lang", "en").strip().lower()
    lang = requested if requested in SUPPORTED else "en"
    session["lang"] = lang
    return redirect(url_for("index"))
