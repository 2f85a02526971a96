from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)
GREETINGS = {"en": "Hello", "es": "Hola", "de": "Hallo"}
h = lambda value: str(escape(value))


@app.route("/greet")
def greet():
    name = request.args.get("name", "guest")
    lang = request.args.get("lang", "en")
    greeting = GREETINGS.get(lang, "Hello")
    parts = [f"<h1>{greeting}, {h(name)}!</h1>", f"<p>Language: {h(lang)}</p>"]
    return "<html><body>" + "".join(parts) + "</body></html>"
