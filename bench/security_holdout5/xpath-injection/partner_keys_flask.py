from flask import Flask, abort, g, jsonify, request
from lxml import etree

app = Flask(__name__)
PARTNERS = etree.parse("/etc/gateway/partners.xml")


def find_partner(partner_id, api_key):
    matches = PARTNERS.xpath(
        "/partners/partner[@id=$pid and key=$key]", pid=partner_id, key=api_key
    )
    return matches[0] if matches else None


@app.before_request
def authenticate_partner():
    partner = find_partner(
        request.headers.get("X-Partner-Id", ""),
        request.headers.get("X-Api-Key", ""),
    )
    if partner is None:
        abort(401)
    g.partner_id = partner.get("id")


@app.get("/v1/ping")
def ping():
    return jsonify({"partner": g.partner_id, "ok": True})
