import asyncio
import json
import logging
import urllib.request
from urllib.error import URLError

from quart import Quart, abort, jsonify

app = Quart(__name__)
log = logging.getLogger("partners")

PARTNER_STATUS_URLS = {
    "acme": "https://status.acme-logistics.com/api/v1/summary.json",
    "globex": "https://globex.statuspage.io/api/v2/status.json",
    "initech": "https://status.initech.net/health",
}
TIMEOUT = 4


def fetch_status(url):
    req = urllib.request.Request(url, headers={"Accept": "application/json"})
    with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
        return json.loads(resp.read(65536).decode("utf-8"))


def summarize(payload):
    status = payload.get("status")
    if isinstance(status, dict):
        return status.get("indicator", "unknown")
    return str(status or "unknown")


@app.get("/partners/<name>/status")
async def partner_status(name):
    url = PARTNER_STATUS_URLS.get(name.lower())
    if url is None:
        abort(404)
    try:
        payload = await asyncio.to_thread(fetch_status, url)
    except (URLError, ValueError) as exc:
        log.warning("status check for %s failed: %s", name, exc)
        return jsonify(partner=name, status="unreachable"), 200
    return jsonify(partner=name, status=summarize(payload))


@app.get("/partners")
async def list_partners():
    return jsonify(partners=sorted(PARTNER_STATUS_URLS))


@app.errorhandler(404)
async def not_found(_err):
    return jsonify(error="unknown partner"), 404
