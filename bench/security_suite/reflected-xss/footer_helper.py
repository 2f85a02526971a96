from flask import Flask, request

app = Flask(__name__)


def footer_text(locale):
    return "All rights reserved."


@app.route("/footer")
def footer():
    locale = request.args.get("locale", "en")
    return "<footer>" + footer_text(locale) + "</footer>"
