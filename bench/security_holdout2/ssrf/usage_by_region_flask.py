import requests
from flask import Flask, abort, g, jsonify, request

from billing.auth import load_account

app = Flask(__name__)
app.before_request(load_account)

REGION_ENDPOINTS = {
    "eu": "https://eu.metering.example.net/v1/usage",
    "us": "https://us.metering.example.net/v1/usage",
    "ap": "https://ap.metering.example.net/v1/usage",
}


@app.get("/usage")
def usage():
    region = request.args.get("region", "eu")
    endpoint = REGION_ENDPOINTS.get(region)
    if endpoint is None:
        abort(400, "unknown region")
    r = requests.get(endpoint, params={"account": g.account_id}, timeout=5)
    r.raise_for_status()
    return jsonify(region=region, usage=r.json()["usage"])
