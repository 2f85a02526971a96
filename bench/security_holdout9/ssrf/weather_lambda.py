import json
import os

import requests

WEATHER_API = "https://api.openweathermap.example/data/2.5/weather"
API_KEY = os.environ.get("WEATHER_KEY", "")


def handler(event, context):
    params = event.get("queryStringParameters") or {}
    city = params.get("city", "London")
    units = "imperial" if params.get("units") == "imperial" else "metric"
    resp = requests.get(WEATHER_API, params={"q": city, "units": units, "appid": API_KEY}, timeout=4)
    data = resp.json()
    return {
        "statusCode": resp.status_code,
        "body": json.dumps({"city": city, "temp": data.get("main", {}).get("temp")}),
    }
