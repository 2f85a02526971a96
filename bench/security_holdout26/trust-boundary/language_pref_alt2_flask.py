import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["APP_SECRET"]


@app.route("/preferences/language", methods=["POST"])
def set_language():
    param = request.form.get("lang", "")
    choices = {"primary": "en", "secondary": param}
    bar = choices["primary"]
    session["lang"] = bar
    return "language saved"
