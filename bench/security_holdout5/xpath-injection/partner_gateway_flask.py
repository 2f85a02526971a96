from flask import Flask, abort, g, jsonify, request
from lxml import etree

app = Flask(__name__)
PARTNERS = etree.parse("/etc/gateway/partners.xml")


def find_partner(partner_id, api_key):
    expr = f"/partners/partner[@id='{partner_id}' and key='{api_key}']"
    matches = PARTNERS.xpath(expr)
    return matches[0] if matches else None


@app.before_request
def authenticate_partner():
    partner = find_partner(
        request.headers.get("X-Partner-Id", ""),
        request.headers.get("X-Api-Key", ""),
    )
    if partner is None:
        abort(401)
    g.partner = {"id": partner.get("id"), "tier": partner.findtext("tier", "basic")}


@app.get("/v1/quota")
def quota():
    return jsonify({"partner": g.partner["id"], "tier": g.partner["tier"]})
