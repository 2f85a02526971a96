import os
from dataclasses import dataclass
from typing import Dict

import requests
from flask import Flask, abort, jsonify, request

PARTNER_ENDPOINTS: Dict[str, str] = {
    "eu": "https://eu.partner-api.example.com/v2",
    "us": "https://us.partner-api.example.com/v2",
    "apac": "https://apac.partner-api.example.com/v2",
}
PARTNER_TOKEN = os.environ.get("PARTNER_API_TOKEN", "")
TIMEOUT = (3.05, 10)

app = Flask(__name__)


@dataclass(frozen=True)
class ShipmentQuery:
    region: str
    shipment_id: int


class PartnerClient:
    def __init__(self, endpoints: Dict[str, str], token: str):
        self.endpoints = endpoints
        self.session = requests.Session()
        self.session.headers.update({
            "Authorization": f"Bearer {token}",
            "Accept": "application/json",
        })

    def shipment_url(self, q: ShipmentQuery) -> str:
        base = self.endpoints[q.region]
        return f"{base}/shipments/{q.shipment_id:d}"

    def fetch_shipment(self, q: ShipmentQuery) -> dict:
        url = self.shipment_url(q)
        resp = self.session.get(url, timeout=TIMEOUT, allow_redirects=False)
        resp.raise_for_status()
        return resp.json()


def parse_query(args) -> ShipmentQuery:
    region = args.get("region", "eu")
    if region not in PARTNER_ENDPOINTS:
        abort(400, description="unknown region")
    try:
        shipment_id = int(args.get("id", ""))
    except ValueError:
        abort(400, description="shipment id must be numeric")
    return ShipmentQuery(region=region, shipment_id=shipment_id)


client = PartnerClient(PARTNER_ENDPOINTS, PARTNER_TOKEN)


@app.route("/shipments/track")
def track_shipment():
    query = parse_query(request.args)
    try:
        data = client.fetch_shipment(query)
    except requests.HTTPError as exc:
        return jsonify(error="partner error", status=exc.response.status_code), 502
    return jsonify(region=query.region, shipment=data)
