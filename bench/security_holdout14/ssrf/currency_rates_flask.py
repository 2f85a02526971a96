import requests
from flask import Flask, jsonify, request

app = Flask(__name__)

PROVIDERS = {
    "ecb": "https://api.exchange-ecb.example/v1/latest",
    "fed": "https://rates.fed-data.example/v2/current",
}


@app.get("/rates")
def rates():
    provider = request.args.get("provider", "ecb")
    base = request.args.get("base", "EUR").upper()
    endpoint = PROVIDERS.get(provider)
    if endpoint is None:
        return jsonify(error="unknown provider"), 400
    if len(base) != 3 or not base.isascii() or not base.isalpha():
        return jsonify(error="bad currency"), 400
    resp = requests.get(endpoint, params={"base": base}, timeout=5, allow_redirects=False)
    return jsonify(provider=provider, rates=resp.json().get("rates", {}))
