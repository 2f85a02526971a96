from flask import Flask, request

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    visitor = request.args.get("name", "")
    parts = {"title": "Welcome back", "visitor": visitor}
    return f"<h1>{parts['title']}</h1>"
