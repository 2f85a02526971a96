from flask import Flask, make_response, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/welcome")
def greeting_page():
    name = request.args.get("name", "guest")
    ref = request.args.get("ref", "")
    parts = [f"<h1>Welcome, {escape(name)}!</h1>"]
    if ref:
        parts.append(f"<p>You came from {escape(ref)}</p>")
    return make_response("".join(parts))
