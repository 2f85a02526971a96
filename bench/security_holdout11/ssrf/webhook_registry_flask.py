import ipaddress
import logging
import socket
from urllib.parse import urlsplit

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
log = logging.getLogger("webhooks")

VERIFIED_DOMAINS = {
    "acme": {"hooks.acme.io", "ci.acme.io"},
    "globex": {"events.globex.com"},
}
REGISTRATIONS = {}


class DestinationError(ValueError):
    pass


def _addresses(host):
    infos = socket.getaddrinfo(host, 443, proto=socket.IPPROTO_TCP)
    return {ipaddress.ip_address(info[4][0]) for info in infos}


def check_destination(tenant, url):
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        raise DestinationError("https URL required")
    if parts.username or parts.password or parts.port not in (None, 443):
        raise DestinationError("credentials and custom ports are not allowed")
    if parts.hostname not in VERIFIED_DOMAINS.get(tenant, set()):
        raise DestinationError("host is not a verified domain")
    if not all(addr.is_global for addr in _addresses(parts.hostname)):
        raise DestinationError("host resolves to a non-public address")
    return parts.geturl()


@app.route("/tenants/<tenant>/webhooks", methods=["POST"])
def register_webhook(tenant):
    url = (request.get_json(silent=True) or {}).get("url", "")
    try:
        destination = check_destination(tenant, url)
    except (DestinationError, socket.gaierror) as exc:
        return jsonify(error=str(exc)), 400
    REGISTRATIONS.setdefault(tenant, []).append(destination)
    return jsonify(registered=destination), 201


@app.route("/tenants/<tenant>/webhooks/ping", methods=["POST"])
def ping_webhooks(tenant):
    results = {}
    for destination in REGISTRATIONS.get(tenant, []):
        try:
            resp = requests.post(destination, json={"type": "ping"}, timeout=5, allow_redirects=False)
            results[destination] = resp.status_code
        except requests.RequestException as exc:
            log.warning("ping to %s failed: %s", destination, exc)
            results[destination] = None
    return jsonify(results=results)


@app.route("/tenants/<tenant>/webhooks")
def list_webhooks(tenant):
    if tenant not in VERIFIED_DOMAINS:
        abort(404)
    return jsonify(webhooks=REGISTRATIONS.get(tenant, []))
