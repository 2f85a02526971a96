from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = "dev-only-key"

SUPPORTED_LANGUAGES = {"en", "de", "fr", "es", "ja"}
DEFAULT_LANGUAGE = "en"


@app.route("/preferences/language", methods=["POST"])
def language_preference():
    requested = request.form.get("lang", DEFAULT_LANGUAGE).strip().lower()
    if requested not in SUPPORTED_LANGUAGES:
        return jsonify({"error": "unsupported language"}), 400
    lang = requested
    session["lang"] = lang
    return jsonify({"lang": lang})
