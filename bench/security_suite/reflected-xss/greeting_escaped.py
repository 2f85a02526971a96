from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/hello")
def hello():
    visitor = escape(request.args.get("name", "guest"))
    return f"<h1>Welcome back, {visitor}!</h1>"
