from flask import Flask, request

app = Flask(__name__)


def display_name(raw):
    return raw[:60].capitalize()


@app.route("/hello")
def greeting():
    name = request.args.get("name", "guest")
    title = display_name(name)
    return f"<html><body><h1>Hello, {title}!</h1></body></html>"
