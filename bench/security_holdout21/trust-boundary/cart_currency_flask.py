import logging
import os
from decimal import ROUND_HALF_UP, Decimal

from flask import Blueprint, Flask, jsonify, redirect, request, session, url_for

log = logging.getLogger(__name__)

SUPPORTED_CURRENCIES = {"USD", "EUR", "GBP", "JPY", "CAD"}
DEFAULT_CURRENCY = "USD"
FALLBACK_RATES = {"USD": "1", "EUR": "0.92", "GBP": "0.79", "JPY": "151.2", "CAD": "1.36"}


class Settings:
    SECRET_KEY = os.environ.get("SHOP_SECRET_KEY", "change-me")
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_SAMESITE = "Lax"


shop = Blueprint("shop", __name__)


def rate_for(code):
    return Decimal(FALLBACK_RATES.get(code, "1"))


def convert(amount, code):
    value = Decimal(amount) * rate_for(code)
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


@shop.post("/preferences/currency")
def set_currency():
    code = request.form.get("currency", "").strip().upper()
    if code not in SUPPORTED_CURRENCIES:
        log.info("rejected currency preference %r", code)
        return jsonify(error="unsupported currency"), 400
    session["currency"] = code
    return redirect(url_for("shop.cart"))


@shop.get("/cart")
def cart():
    code = session.get("currency", DEFAULT_CURRENCY)
    items = session.get("items", [])
    lines = [
        {"sku": item["sku"], "qty": item["qty"], "price": str(convert(item["price"], code))}
        for item in items
    ]
    total = sum(Decimal(line["price"]) * line["qty"] for line in lines)
    return jsonify(currency=code, lines=lines, total=str(total))


def create_app():
    app = Flask(__name__)
    app.config.from_object(Settings)
    app.register_blueprint(shop)
    return app
