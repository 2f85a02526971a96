from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    name = request.args.get("name", "guest")
    ref = request.args.get("ref", "")
    parts = [f"<h1>Hello, {escape(name)}!</h1>"]
    if ref:
        parts.append(f'<p class="ref" title="{escape(ref)}">Referred by {escape(ref)}</p>')
    return "\n".join(parts)
