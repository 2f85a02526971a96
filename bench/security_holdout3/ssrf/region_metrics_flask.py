import requests
from flask import Flask, abort, jsonify

app = Flask(__name__)

REGION_ENDPOINTS = {
    "us-east": "https://metrics.us-east.internal.example.com",
    "eu-west": "https://metrics.eu-west.internal.example.com",
    "ap-south": "https://metrics.ap-south.internal.example.com",
}


@app.route("/dashboards/regions/<region>/latency")
def region_latency(region):
    base = REGION_ENDPOINTS.get(region)
    if base is None:
        abort(404)
    resp = requests.get(f"{base}/api/v1/latency", params={"window": "15m"}, timeout=5)
    resp.raise_for_status()
    series = resp.json().get("series", [])
    return jsonify({"region": region, "p50": series[0] if series else None, "points": len(series)})
