from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/welcome")
def greeting():
    first = request.args.get("first", "guest").strip().title()
    last = request.args.get("last", "")
    full = " ".join(filter(None, [first, last]))
    resp = make_response(f"<html><body><h1>Welcome back, {full}!</h1></body></html>")
    resp.headers["Cache-Control"] = "no-store"
    return resp
