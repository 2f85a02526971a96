import json
import os
import urllib.parse
import urllib.request

WEATHER_API = "https://api.weather.example.com/v2/current"
API_KEY = os.environ.get("WEATHER_API_KEY", "")


def handler(event, context):
    params = event.get("queryStringParameters") or {}
    city = params.get("city", "London")
    query = urllib.parse.urlencode({"q": city, "units": "metric", "key": API_KEY})
    with urllib.request.urlopen(f"{WEATHER_API}?{query}", timeout=5) as resp:
        data = json.load(resp)
    return {
        "statusCode": 200,
        "body": json.dumps({"city": city, "temp_c": data.get("temp"), "summary": data.get("summary")}),
    }
