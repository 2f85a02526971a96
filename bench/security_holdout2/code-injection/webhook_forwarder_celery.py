import json

import requests
from celery import Celery

app = Celery("integrations", broker="redis://redis:6379/1")


def build_mapper(expression):
    return eval("lambda event: " + expression)


@app.task(autoretry_for=(requests.RequestException,), retry_backoff=True, max_retries=5)
def forward_event(message):
    """Forward an inbound event to the customer's endpoint using their mapping."""
    payload = json.loads(message)
    mapper = build_mapper(payload.get("mapping", "event"))
    outgoing = mapper(payload["event"])
    resp = requests.post(payload["target_url"], json=outgoing, timeout=10)
    resp.raise_for_status()
    return {"status": resp.status_code, "target": payload["target_url"]}
