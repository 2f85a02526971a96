import os

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]
SUPPORTED_LOCALES = ("en", "de", "fr", "es")


def normalize_locale(raw):
    code = (raw or "").split("-")[0].lower()
    return code if code in SUPPORTED_LOCALES else "en"


@app.post("/preferences/locale")
def set_locale():
    locale = normalize_locale(request.form.get("locale"))
    session["locale"] = locale
    return redirect(url_for("home"))


@app.get("/")
def home():
    return {"locale": session.get("locale", "en")}
