from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "stranger")
    parts = ["<h1>Hello, ", str(escape(name)), "</h1>"]
    if request.args.get("fmt") == "bold":
        parts.insert(0, "<strong>")
        parts.append("</strong>")
    return "".join(parts)
