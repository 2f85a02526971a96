from flask import Flask, Response, request

app = Flask(__name__)
LANGUAGES = {"en": "en", "de": "de", "fr": "fr"}


@app.route("/content")
def content():
    lang = LANGUAGES.get(request.cookies.get("lang", "en"), "en")
    resp = Response("...", mimetype="text/plain")
    resp.headers.add("Content-Language", lang)
    return resp
