import random
import time

import requests
from flask import Flask

app = Flask(__name__)
STATUS_URL = "https://status.internal.example.com/health"


def fetch_with_backoff(attempts=4):
    for attempt in range(attempts):
        try:
            return requests.get(STATUS_URL, timeout=3).json()
        except requests.RequestException:
            delay = (2**attempt) + random.uniform(0, 0.5)
            time.sleep(delay)
    return {"status": "unknown"}


@app.route("/upstream-status")
def upstream_status():
    return fetch_with_backoff()
