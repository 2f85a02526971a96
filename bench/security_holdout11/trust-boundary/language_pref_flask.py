import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]

LANGUAGES = {"en": "en", "english": "en", "fr": "fr", "francais": "fr", "de": "de", "deutsch": "de"}


@app.route("/preferences/language", methods=["POST"])
def set_language():
    requested = (request.form.get("lang") or "").lower()
    code = LANGUAGES.get(requested)
    if code is None:
        return jsonify(error="unsupported language"), 400
    session["lang"] = code
    return jsonify(lang=code)
