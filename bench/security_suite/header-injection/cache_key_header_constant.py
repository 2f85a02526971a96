from flask import Flask, Response, request

app = Flask(__name__)
ASSET_VERSION = "2024-06-01"


@app.route("/assets/<path:name>")
def asset(name):
    wants_fresh = request.args.get("fresh") == "1"
    resp = Response(b"", mimetype="application/octet-stream")
    resp.headers.set("Cache-Tag", "asset-" + ASSET_VERSION)
    if wants_fresh:
        resp.headers.set("Cache-Control", "no-cache")
    return resp
