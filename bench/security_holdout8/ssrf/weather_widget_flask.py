import os
from dataclasses import asdict, dataclass
from urllib.parse import urlencode

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

WEATHER_API_BASE = "https://api.weather-provider.example/v2"
WEATHER_API_KEY = os.environ.get("WEATHER_API_KEY", "")
UNITS = {"metric", "imperial"}


@dataclass
class Forecast:
    city_id: int
    temperature: float
    summary: str
    units: str


class WeatherClient:
    def __init__(self, base_url=WEATHER_API_BASE, api_key=WEATHER_API_KEY, session=None):
        self.base_url = base_url
        self.api_key = api_key
        self.session = session or requests.Session()

    def current(self, city_id: int, units: str) -> Forecast:
        query = urlencode({"units": units, "key": self.api_key})
        url = f"{self.base_url}/cities/{city_id}/current?{query}"
        resp = self.session.get(url, timeout=4)
        resp.raise_for_status()
        data = resp.json()
        return Forecast(city_id, float(data["temp"]), data.get("summary", ""), units)


def parse_city_id(raw):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        return None
    return value if 0 < value < 10_000_000 else None


client = WeatherClient()


@app.route("/widgets/weather")
def weather_widget():
    city_id = parse_city_id(request.args.get("city"))
    if city_id is None:
        abort(400)
    units = request.args.get("units", "metric")
    if units not in UNITS:
        units = "metric"
    try:
        forecast = client.current(city_id, units)
    except requests.RequestException:
        abort(502)
    return jsonify(asdict(forecast))
