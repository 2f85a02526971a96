import os
from dataclasses import dataclass

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)


@dataclass(frozen=True)
class PartnerApi:
    base_url: str
    api_key: str
    timeout: float = 4.0


PARTNERS = {
    "acme": PartnerApi("https://api.acme-supply.com/v2", os.environ.get("ACME_KEY", "")),
    "globex": PartnerApi("https://catalog.globex.io/api", os.environ.get("GLOBEX_KEY", "")),
}


class PartnerClient:
    def __init__(self, api: PartnerApi):
        self.api = api
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {api.api_key}"

    def product(self, product_id: int):
        resp = self.session.get(f"{self.api.base_url}/products/{product_id}", timeout=self.api.timeout)
        resp.raise_for_status()
        return resp.json()

    def stock(self, product_id: int):
        resp = self.session.get(f"{self.api.base_url}/products/{product_id}/stock", timeout=self.api.timeout)
        resp.raise_for_status()
        return resp.json().get("available", 0)


@app.get("/partners")
def partners():
    return jsonify(sorted(PARTNERS))


@app.get("/partners/<partner>/products")
def partner_product(partner):
    pid = product_id_from(request.args.get("id"))
    client = client_for(partner)
    return jsonify({"product": client.product(pid), "stock": client.stock(pid)})


def client_for(partner: str) -> PartnerClient:
    api = PARTNERS.get(partner)
    if api is None:
        abort(404, description="unknown partner")
    return PartnerClient(api)


def product_id_from(raw: str) -> int:
    try:
        value = int(raw)
    except (TypeError, ValueError):
        abort(400, description="product id must be an integer")
    if value <= 0:
        abort(400, description="product id must be positive")
    return value
