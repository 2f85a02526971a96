from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/hello")
def hello():
    visitor = request.args.get("visitor", "friend")
    greeting = "Hello, %s!" % escape(visitor)
    return "<p>" + greeting + "</p>"
