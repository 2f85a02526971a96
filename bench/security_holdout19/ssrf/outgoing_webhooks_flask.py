import hashlib
import hmac
import json
import time

import requests
from celery import shared_task
from flask import Blueprint, g, jsonify, request

from .auth import login_required
from .models import Webhook, WebhookDelivery, db

bp = Blueprint("webhooks", __name__, url_prefix="/api/webhooks")


@bp.post("")
@login_required
def create_webhook():
    body = request.get_json(force=True) or {}
    url = str(body.get("url", "")).strip()
    if not url.startswith(("http://", "https://")):
        return jsonify(error="url must be http(s)"), 400
    hook = Webhook(account_id=g.user.account_id, url=url, events=body.get("events") or ["*"])
    db.session.add(hook)
    db.session.commit()
    return jsonify(id=hook.id, secret=hook.signing_secret), 201


@bp.post("/<int:hook_id>/test")
@login_required
def test_webhook(hook_id):
    hook = Webhook.query.filter_by(id=hook_id, account_id=g.user.account_id).first_or_404()
    deliver_event.delay(hook.id, "ping", {"sent_at": int(time.time())})
    return jsonify(queued=True), 202


@shared_task(bind=True, max_retries=5, retry_backoff=True)
def deliver_event(self, hook_id, event, data):
    hook = db.session.get(Webhook, hook_id)
    if hook is None or not hook.active:
        return
    body = json.dumps({"event": event, "data": data}).encode()
    signature = hmac.new(hook.signing_secret.encode(), body, hashlib.sha256).hexdigest()
    try:
        resp = requests.post(hook.url, data=body, headers={"Content-Type": "application/json", "X-Signature": signature}, timeout=10)
    except requests.RequestException as exc:
        raise self.retry(exc=exc)
    db.session.add(
        WebhookDelivery(
            webhook_id=hook.id,
            event=event,
            status_code=resp.status_code,
            response_excerpt=resp.text[:2000],
        )
    )
    db.session.commit()


@bp.get("/<int:hook_id>/deliveries")
@login_required
def deliveries(hook_id):
    hook = Webhook.query.filter_by(id=hook_id, account_id=g.user.account_id).first_or_404()
    rows = WebhookDelivery.query.filter_by(webhook_id=hook.id).order_by(WebhookDelivery.id.desc()).limit(50)
    return jsonify([{"event": r.event, "status": r.status_code, "response": r.response_excerpt} for r in rows])
