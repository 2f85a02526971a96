import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]

SUPPORTED_LOCALES = {
    "en": "en_US",
    "en-gb": "en_GB",
    "de": "de_DE",
    "fr": "fr_FR",
}


@app.route("/preferences/locale", methods=["POST"])
def set_locale():
    requested = request.form.get("locale", "").strip().lower()
    locale = SUPPORTED_LOCALES.get(requested)
    if locale is None:
        return jsonify(error="unsupported locale"), 400
    session["locale"] = locale
    return jsonify(locale=locale)
