from flask import Flask, request, make_response

app = Flask(__name__)

GREETINGS = {"en": "Hello", "fr": "Bonjour", "de": "Hallo"}


def greeting_for(lang, name):
    word = GREETINGS.get(lang, GREETINGS["en"])
    return f"<h1>{word}, {name}!</h1>"


@app.route("/welcome")
def welcome():
    name = request.args.get("name", "guest")
    lang = request.args.get("lang", "en")
    body = greeting_for(lang, name) + "<p>Glad to see you.</p>"
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
