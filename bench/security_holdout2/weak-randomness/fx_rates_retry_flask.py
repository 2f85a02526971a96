import random
import time

import requests
from flask import Flask, jsonify

app = Flask(__name__)
RATES_URL = "https://rates.internal.example.com/v1/current"


def fetch_with_backoff(url, attempts=4, base_delay=0.25):
    for attempt in range(attempts):
        try:
            resp = requests.get(url, timeout=3)
            resp.raise_for_status()
            return resp.json()
        except requests.RequestException:
            if attempt == attempts - 1:
                raise
            delay = base_delay * (2 ** attempt)
            time.sleep(delay + random.uniform(0, delay))


@app.get("/fx/rates")
def fx_rates():
    data = fetch_with_backoff(RATES_URL)
    return jsonify(base=data["base"], rates=data["rates"])
