import ast

from flask import Flask, jsonify, request

app = Flask(__name__)
PREFERENCES = {}


def parse_value(raw):
    try:
        return ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return raw


@app.route("/prefs/<user>", methods=["PUT"])
def set_pref(user):
    key = request.form["key"]
    value = parse_value(request.form.get("value", "None"))
    PREFERENCES.setdefault(user, {})[key] = value
    return jsonify(PREFERENCES[user])
