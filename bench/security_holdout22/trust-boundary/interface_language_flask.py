import os

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]

LANGS = ["en", "de", "fr", "es"]


def pick_language(raw):
    for code in sorted(LANGS):
        if raw == code:
            return code
    return "en"


@app.route("/prefs/language")
def set_language():
    lang = pick_language(request.args.get("lang", ""))
    session["lang"] = lang
    return redirect("/")
