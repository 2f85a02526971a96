import requests
from flask import Blueprint, abort, jsonify, request

bp = Blueprint("fx", __name__)

PROVIDERS = {
    "ecb": "https://data.ecb.example.org/rates/latest.json",
    "fed": "https://fx.federal.example.gov/api/daily.json",
    "bank": "https://api.bankrates.example.com/v1/latest",
}
CURRENCIES = {"USD", "EUR", "GBP", "JPY", "CHF"}


@bp.get("/fx/rates")
def rates():
    provider = request.args.get("provider", "ecb")
    base = request.args.get("base", "EUR").upper()
    if provider not in PROVIDERS or base not in CURRENCIES:
        abort(400)
    resp = requests.get(PROVIDERS[provider], params={"base": base}, timeout=5)
    resp.raise_for_status()
    data = resp.json()
    return jsonify(provider=provider, base=base, rates=data.get("rates", {}))
