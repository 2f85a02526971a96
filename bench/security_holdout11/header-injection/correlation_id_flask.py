from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/api/trace")
def trace():
    correlation = request.headers.get("X-Correlation-Id") or request.args.get("cid", "none")
    meta = {"service": "billing", "cid": correlation}
    resp = make_response(jsonify(ok=True))
    resp.headers["X-Correlation-Id"] = meta["cid"]
    return resp
