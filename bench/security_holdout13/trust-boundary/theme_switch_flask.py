from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = "replace-me-in-production-config"
THEMES = {"dark": "dark", "light": "light", "contrast": "high-contrast"}


class Preference:
    def __init__(self, key, value):
        self.key = key
        self.value = value


@app.route("/account/theme")
def switch_theme():
    param = request.args.get("theme", "")
    prefs = [Preference("theme", THEMES.get(param, "light")), Preference("source", "query")]
    chosen = prefs[0].value if prefs else "light"
    session["theme"] = chosen
    return jsonify({"theme": chosen})
