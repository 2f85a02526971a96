import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)
THEMES = {"light", "dark", "solarized", "high-contrast"}


@app.route("/preferences/theme", methods=["POST"])
def set_theme():
    theme = request.form.get("theme", "")
    if theme not in THEMES:
        return jsonify(error="unknown theme"), 400
    session["theme"] = theme
    return jsonify(theme=theme)
