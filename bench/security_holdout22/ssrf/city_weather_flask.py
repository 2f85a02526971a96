import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
BASE = "https://api.weather.example.com/v2"
UNITS = {"metric", "imperial"}


@app.route("/weather/<city_id>")
def city_weather(city_id):
    try:
        cid = int(city_id)
    except ValueError:
        abort(400)
    units = request.args.get("units", "metric")
    if units not in UNITS:
        units = "metric"
    resp = requests.get("%s/cities/%d/current" % (BASE, cid), params={"units": units}, timeout=4)
    data = resp.json()
    return jsonify(city=cid, temp=data.get("temp"), units=units)
