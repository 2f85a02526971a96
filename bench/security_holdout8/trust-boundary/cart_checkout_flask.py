import os
from dataclasses import asdict, dataclass
from decimal import Decimal, InvalidOperation
from typing import List

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)

CATALOG = {
    "sku-100": Decimal("19.99"),
    "sku-200": Decimal("49.00"),
    "sku-300": Decimal("5.50"),
}


@dataclass
class CartLine:
    sku: str
    quantity: int
    unit_price: str


def load_cart() -> List[CartLine]:
    return [CartLine(**line) for line in session.get("cart", [])]


def save_cart(lines: List[CartLine]) -> None:
    session["cart"] = [asdict(line) for line in lines]


def cart_total(lines: List[CartLine]) -> Decimal:
    return sum((Decimal(l.unit_price) * l.quantity for l in lines), Decimal("0"))


def line_from_form(form) -> CartLine:
    sku = form.get("sku", "")
    quantity = int(form.get("quantity", "1"))
    price = form.get("price") or str(CATALOG.get(sku, "0"))
    return CartLine(sku=sku, quantity=quantity, unit_price=price)


@app.route("/cart", methods=["GET"])
def view_cart():
    lines = load_cart()
    return jsonify({"lines": [asdict(l) for l in lines], "total": str(cart_total(lines))})


@app.route("/cart/add", methods=["POST"])
def add_to_cart():
    try:
        line = line_from_form(request.form)
        Decimal(line.unit_price)
    except (ValueError, InvalidOperation):
        return jsonify({"error": "bad line"}), 400
    lines = load_cart()
    lines.append(line)
    save_cart(lines)
    return jsonify({"items": len(lines), "total": str(cart_total(lines))})
