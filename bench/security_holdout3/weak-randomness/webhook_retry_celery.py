import random

import requests
from celery import Celery

app = Celery("hooks", broker="redis://localhost:6379/3")

MAX_RETRIES = 6


@app.task(bind=True, max_retries=MAX_RETRIES, acks_late=True)
def deliver_webhook(self, url, payload, signature):
    try:
        resp = requests.post(
            url,
            json=payload,
            headers={"X-Signature": signature},
            timeout=10,
        )
        resp.raise_for_status()
    except requests.RequestException as exc:
        backoff = 2 ** self.request.retries * 15
        jitter = random.uniform(0, backoff / 4)
        raise self.retry(exc=exc, countdown=backoff + jitter)
    return resp.status_code
