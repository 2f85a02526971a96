from flask import Flask, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    visitor = request.args.get("name", "guest")
    return f"<h1>Welcome back, {visitor}!</h1>"
