import base64
import json
from dataclasses import asdict, dataclass, field

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@dataclass
class Basket:
    items: dict[str, int] = field(default_factory=dict)
    coupon: str | None = None


def load_basket(cookie_value: str | None) -> Basket:
    if not cookie_value:
        return Basket()
    try:
        data = json.loads(base64.urlsafe_b64decode(cookie_value.encode()))
        items = {str(sku): int(qty) for sku, qty in dict(data.get("items", {})).items()}
    except (ValueError, TypeError, AttributeError):
        return Basket()
    return Basket(items=items, coupon=data.get("coupon"))


@app.post("/basket/<sku>")
def add_to_basket(sku: str):
    basket = load_basket(request.cookies.get("basket"))
    basket.items[sku] = basket.items.get(sku, 0) + int(request.form.get("qty", 1))
    resp = make_response(jsonify(items=basket.items))
    resp.set_cookie("basket", base64.urlsafe_b64encode(json.dumps(asdict(basket)).encode()).decode())
    return resp
