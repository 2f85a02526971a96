import random

from celery import Celery

from .analytics import warehouse

app = Celery("analytics", broker="redis://redis:6379/3")
SAMPLE_RATE = 0.05


@app.task(ignore_result=True)
def record_page_view(event):
    if random.random() >= SAMPLE_RATE:
        return
    warehouse.insert(
        "page_views_sampled",
        {
            "path": event["path"],
            "referrer": event.get("referrer"),
            "duration_ms": int(event.get("duration_ms", 0)),
            "weight": 1 / SAMPLE_RATE,
        },
    )
