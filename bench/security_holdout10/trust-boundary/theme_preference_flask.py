import os
from flask import Flask, request, session, jsonify

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]

THEMES = {"light": "light", "dark": "dark", "contrast": "high-contrast"}


@app.route("/prefs/theme", methods=["POST"])
def set_theme():
    requested = request.form.get("theme", "light")
    theme = THEMES.get(requested, "light")
    session["theme"] = theme
    return jsonify(theme=theme)
