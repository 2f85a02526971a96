import random

import requests
from celery import Celery

from dispatch.config import CARRIER_ENDPOINTS

app = Celery("dispatch")


@app.task(bind=True, max_retries=6, acks_late=True)
def push_status_update(self, carrier_code, payload):
    endpoint = CARRIER_ENDPOINTS[carrier_code]
    try:
        resp = requests.post(endpoint["url"], json=payload, timeout=10, headers={"X-Api-Key": endpoint["key"]})
        resp.raise_for_status()
    except requests.RequestException as exc:
        delay = min(600, 2 ** self.request.retries * 15) + random.uniform(0, 5)
        raise self.retry(exc=exc, countdown=delay)
    return {"carrier": carrier_code, "status": resp.status_code}
