import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

PROVIDERS = {
    "north": "https://api.weather-north.example/v2/current",
    "south": "https://api.weather-south.example/v2/current",
}


@app.route("/weather/<region>")
def weather(region):
    base = PROVIDERS.get(region)
    if base is None:
        abort(404)
    city = request.args.get("city", "")
    resp = requests.get(base, params={"city": city}, timeout=5)
    return jsonify(resp.json())
