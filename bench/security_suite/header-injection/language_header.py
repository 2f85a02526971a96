from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/content")
def content():
    lang = request.cookies.get("lang", "en")
    resp = Response("...", mimetype="text/plain")
    resp.headers.add("Content-Language", lang)
    return resp
