import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/ops/ping", methods=["POST"])
def ping_status():
    requested = request.form.get("endpoint", "")
    endpoints = ["https://status.internal.example.com/ping"]
    endpoints.append(requested)
    target = endpoints[0]
    r = requests.get(target, timeout=2)
    return jsonify(up=r.ok, latency_ms=int(r.elapsed.total_seconds() * 1000))
