import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

PARTNER_HEALTH = {
    "payments": "https://status.payments-partner.example/api/health",
    "shipping": "https://api.shipping-partner.example/v2/health",
    "tax": "https://tax.partner.example/health",
}


def endpoint_for(name):
    url = PARTNER_HEALTH.get(name)
    if url is None:
        abort(404)
    return url


def probe(url):
    resp = requests.get(url, timeout=3)
    return {"ok": resp.ok, "status": resp.status_code}


@app.get("/partners/status")
def partner_status():
    names = request.args.getlist("name") or list(PARTNER_HEALTH)
    return jsonify({name: probe(endpoint_for(name)) for name in names})
