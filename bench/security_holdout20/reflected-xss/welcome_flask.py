from flask import Flask, request

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    raw = request.args.get("name", "guest")
    first, _, rest = raw.partition(" ")
    display = " ".join([first.capitalize(), rest]).strip()
    page_title = "Dashboard"
    return f"<html><head><title>{page_title}</title></head><body><h1>Welcome back, {display}!</h1></body></html>"
