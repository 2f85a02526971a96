import json
import os
import time

import urllib3
from flask import Flask, abort, jsonify, request
from redis import Redis
from rq import Queue
from rq.job import Job

app = Flask(__name__)
redis_conn = Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/0"))
queue = Queue("webhooks", connection=redis_conn)
http = urllib3.PoolManager(timeout=urllib3.Timeout(connect=2.0, read=5.0), retries=False)


def deliver_test_event(target_url, event_type):
    """RQ job: send a sample event to the customer's endpoint and record what came back."""
    payload = {"type": event_type, "id": f"evt_test_{int(time.time())}", "data": {"sample": True}}
    resp = http.request(
        "POST",
        target_url,
        body=json.dumps(payload).encode(),
        headers={"Content-Type": "application/json", "User-Agent": "hooks-tester/1.4"},
    )
    return {"status": resp.status, "headers": dict(resp.headers), "body": resp.data[:4096].decode("utf-8", "replace")}


@app.post("/webhooks/test")
def start_test():
    body = request.get_json(silent=True) or {}
    target = body.get("url")
    event_type = body.get("event", "ping")
    if not target:
        abort(400, "url is required")
    job = queue.enqueue(deliver_test_event, target, event_type, job_timeout=30)
    return jsonify(job_id=job.id), 202


@app.get("/webhooks/test/<job_id>")
def test_result(job_id):
    job = Job.fetch(job_id, connection=redis_conn)
    if job.is_finished:
        return jsonify(state="finished", result=job.result)
    if job.is_failed:
        return jsonify(state="failed"), 502
    return jsonify(state=job.get_status())


@app.get("/webhooks/events")
def event_types():
    return jsonify(["ping", "invoice.paid", "invoice.failed", "customer.created"])
