import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


def probe(host, port, path="/healthz"):
    url = f"http://{host}:{port}{path}"
    resp = requests.get(url, timeout=3)
    return {"url": url, "status": resp.status_code, "body": resp.text[:1000]}


@app.route("/ops/health")
def node_health():
    host = request.args.get("node", "localhost")
    port = request.args.get("port", "8080")
    try:
        result = probe(host, port)
    except requests.RequestException as exc:
        return jsonify({"node": host, "up": False, "error": str(exc)}), 200
    return jsonify({"node": host, "up": result["status"] == 200, **result})
