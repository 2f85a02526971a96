from flask import Flask, request

app = Flask(__name__)


@app.route("/search")
def search():
    param = request.args.get("q", "")
    num = 86
    if (7 * 42) - num > 200:
        bar = param
    else:
        bar = "nothing"
    return f"<html><body><h1>Results for {bar}</h1><p>No matches found.</p></body></html>"
