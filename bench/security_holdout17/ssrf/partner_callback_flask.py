import ipaddress
import socket
from urllib.parse import urlsplit

import requests
from flask import Blueprint, abort, current_app, g, jsonify, request
from flask.views import MethodView

from .auth import login_required
from .models import Integration, db

bp = Blueprint("integrations", __name__, url_prefix="/integrations")


class CallbackRejected(Exception):
    pass


class CallbackClient:
    def __init__(self, partner_suffixes: tuple[str, ...], timeout: float = 5.0):
        self.partner_suffixes = partner_suffixes
        self.timeout = timeout

    def _check(self, url: str) -> str:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        if parts.scheme != "https" or not host:
            raise CallbackRejected("https required")
        if not any(host == s or host.endswith("." + s) for s in self.partner_suffixes):
            raise CallbackRejected("host not registered")
        for info in socket.getaddrinfo(host, 443, proto=socket.IPPROTO_TCP):
            addr = ipaddress.ip_address(info[4][0])
            if addr.is_private or addr.is_loopback or addr.is_link_local or addr.is_reserved:
                raise CallbackRejected("address not routable")
        return url

    def notify(self, url: str, payload: dict) -> int:
        target = self._check(url)
        resp = requests.post(target, json=payload, timeout=self.timeout, allow_redirects=False)
        return resp.status_code


def client() -> CallbackClient:
    return CallbackClient(tuple(current_app.config["PARTNER_CALLBACK_DOMAINS"]))


class IntegrationCallback(MethodView):
    decorators = [login_required]

    def put(self, integration_id: int):
        integration = db.session.get(Integration, integration_id)
        if integration is None or integration.owner_id != g.user.id:
            abort(404)
        url = (request.get_json(silent=True) or {}).get("callback_url", "")
        try:
            code = client().notify(url, {"type": "verification", "integration": integration.id})
        except CallbackRejected as exc:
            return jsonify({"error": str(exc)}), 422
        integration.callback_url = url
        db.session.commit()
        return jsonify({"verified": code < 400})


bp.add_url_rule("/<int:integration_id>/callback", view_func=IntegrationCallback.as_view("callback"))
