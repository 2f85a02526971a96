from flask import Flask, make_response, request

app = Flask(__name__)

GREETINGS = {"en": "Hello", "es": "Hola", "fr": "Bonjour"}


@app.route("/welcome")
def welcome():
    name = request.args.get("name", "guest")
    lang = request.args.get("lang", "en")
    word = GREETINGS.get(lang, "Hello")
    parts = ["<html><body>", "<h1>%s, %s!</h1>" % (word, name), "</body></html>"]
    resp = make_response("".join(parts))
    resp.headers["Content-Type"] = "text/html"
    return resp
