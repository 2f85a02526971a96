import os

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
WEATHER_API = "https://api.openweathermap.org/data/2.5/weather"
API_KEY = os.environ.get("OWM_KEY", "")


@app.route("/weather")
def weather():
    city = request.args.get("city", "London")
    units = "imperial" if request.args.get("units") == "imperial" else "metric"
    params = {"q": city, "units": units, "appid": API_KEY}
    r = requests.get(WEATHER_API, params=params, timeout=4)
    data = r.json()
    summary = (data.get("weather") or [{}])[0].get("description")
    return jsonify(city=city, temp=data.get("main", {}).get("temp"), description=summary)
