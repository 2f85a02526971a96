from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/assets/<path:name>")
def asset(name):
    variant = request.args.get("v", "")
    resp = Response(b"", mimetype="application/octet-stream")
    resp.headers.set("Cache-Tag", "asset-" + variant)
    return resp
