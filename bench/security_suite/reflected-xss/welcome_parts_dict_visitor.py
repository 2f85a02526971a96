from flask import Flask, request

app = Flask(__name__)


@app.route("/welcome/visitor")
def welcome_visitor():
    visitor = request.args.get("name", "")
    parts = {"title": "Welcome back", "visitor": visitor}
    return f"<h1>{parts['visitor']}</h1>"
