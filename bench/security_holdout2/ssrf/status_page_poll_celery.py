import logging

import requests
from celery import Celery

from monitor import config
from monitor.store import record_status

log = logging.getLogger(__name__)

app = Celery("monitor", broker=config.BROKER_URL)
app.conf.beat_schedule = {
    "poll-status-pages": {"task": "monitor.poll_status_pages", "schedule": 300.0},
}


@app.task(name="monitor.poll_status_pages")
def poll_status_pages():
    for name, url in config.STATUS_PAGES.items():
        try:
            resp = requests.get(url, timeout=10)
            indicator = resp.json().get("status", {}).get("indicator", "unknown")
        except (requests.RequestException, ValueError) as exc:
            log.warning("status page %s failed: %s", name, exc)
            indicator = "unreachable"
        record_status(name, indicator)
