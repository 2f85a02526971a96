import os

from flask import Flask, abort, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
SUPPORTED_CURRENCIES = {"EUR", "USD", "GBP", "CHF", "SEK"}


def normalise(code):
    return (code or "").strip().upper()


@app.post("/preferences/currency")
def set_currency():
    code = normalise(request.form.get("currency"))
    if code not in SUPPORTED_CURRENCIES:
        abort(400, "unsupported currency")
    session["currency"] = code
    return redirect(url_for("catalogue"))


@app.get("/catalogue")
def catalogue():
    return {"currency": session.get("currency", "EUR")}
