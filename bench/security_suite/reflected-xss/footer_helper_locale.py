from flask import Flask, request

app = Flask(__name__)


def footer_text(locale):
    return locale


@app.route("/footer/locale")
def footer_locale():
    locale = request.args.get("locale", "en")
    return "<footer>" + footer_text(locale) + "</footer>"
