from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = "k3y-from-env-in-prod"

SUPPORTED = {"en": "en", "de": "de", "fr": "fr", "es": "es", "pt-br": "pt_BR"}


def pick_locale(raw):
    code = (raw or "").strip().lower()
    return SUPPORTED.get(code, "en")


@app.route("/locale", methods=["POST"])
def set_locale():
    locale = pick_locale(request.form.get("lang"))
    session["locale"] = locale
    return redirect("/settings")
