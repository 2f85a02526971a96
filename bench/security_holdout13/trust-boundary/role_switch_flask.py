from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = "replace-me-in-production-config"


class Preference:
    def __init__(self, key, value):
        self.key = key
        self.value = value


@app.route("/account/mode")
def switch_mode():
    param = request.args.get("mode", "")
    prefs = [Preference("mode", param), Preference("source", "query")]
    chosen = prefs[0].value if prefs else "viewer"
    session["role"] = chosen
    return jsonify({"mode": chosen})
