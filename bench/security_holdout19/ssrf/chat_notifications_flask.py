import json
import time
from urllib.parse import urlsplit

import requests
from celery import shared_task
from flask import Blueprint, g, jsonify, request

from .auth import login_required
from .models import ChatHook, db

bp = Blueprint("chat_hooks", __name__, url_prefix="/api/chat-hooks")

PROVIDER_HOSTS = {
    "slack": "hooks.slack.com",
    "discord": "discord.com",
    "teams": "outlook.office.com",
}


def provider_url(provider, url):
    parts = urlsplit(url)
    expected = PROVIDER_HOSTS.get(provider)
    if expected is None or parts.scheme != "https" or parts.hostname != expected:
        return None
    if parts.port not in (None, 443) or parts.username or parts.password:
        return None
    return parts.geturl()


@bp.post("")
@login_required
def create_hook():
    body = request.get_json(force=True) or {}
    provider = str(body.get("provider", ""))
    url = provider_url(provider, str(body.get("url", "")).strip())
    if url is None:
        return jsonify(error=f"url must be a {', '.join(PROVIDER_HOSTS)} incoming webhook"), 400
    hook = ChatHook(account_id=g.user.account_id, provider=provider, url=url)
    db.session.add(hook)
    db.session.commit()
    return jsonify(id=hook.id), 201


@bp.post("/<int:hook_id>/test")
@login_required
def test_hook(hook_id):
    hook = ChatHook.query.filter_by(id=hook_id, account_id=g.user.account_id).first_or_404()
    send_chat_message.delay(hook.id, f"Test message from the dashboard at {int(time.time())}")
    return jsonify(queued=True), 202


@shared_task(bind=True, max_retries=3, retry_backoff=True)
def send_chat_message(self, hook_id, text):
    hook = db.session.get(ChatHook, hook_id)
    if hook is None:
        return
    url = provider_url(hook.provider, hook.url)
    if url is None:
        return
    key = "content" if hook.provider == "discord" else "text"
    try:
        resp = requests.post(url, data=json.dumps({key: text}), headers={"Content-Type": "application/json"}, timeout=10, allow_redirects=False)
    except requests.RequestException as exc:
        raise self.retry(exc=exc)
    hook.last_status = resp.status_code
    db.session.commit()
