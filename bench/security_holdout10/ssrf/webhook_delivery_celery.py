import requests
from celery import Celery
from flask import Flask, jsonify, request

celery_app = Celery("hooks", broker="redis://localhost:6379/0")
web = Flask(__name__)


@celery_app.task(bind=True, max_retries=3)
def deliver_webhook(self, target, payload):
    try:
        r = requests.post(target, json=payload, timeout=10)
        r.raise_for_status()
    except requests.RequestException as exc:
        raise self.retry(exc=exc, countdown=30)
    return r.status_code


@web.post("/hooks/test")
def test_hook():
    body = request.get_json(silent=True) or {}
    target = body.get("url")
    if not target:
        return jsonify({"error": "url required"}), 400
    deliver_webhook.delay(target, {"event": "ping"})
    return jsonify({"queued": True}), 202
