import os
from dataclasses import asdict, dataclass
from decimal import Decimal

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY") or os.urandom(32)

CATALOG = {
    "sku-100": "Notebook",
    "sku-200": "Pen set",
    "sku-300": "Desk lamp",
}


@dataclass
class CartLine:
    sku: str
    name: str
    unit_price: str
    quantity: int


class SessionCart:
    key = "cart"

    def __init__(self, store):
        self.store = store

    def lines(self):
        return [CartLine(**row) for row in self.store.get(self.key, [])]

    def add(self, line):
        rows = self.store.get(self.key, [])
        rows.append(asdict(line))
        self.store[self.key] = rows

    def total(self):
        return sum((Decimal(l.unit_price) * l.quantity for l in self.lines()), Decimal("0"))

    def clear(self):
        self.store.pop(self.key, None)


def line_from_form(form):
    sku = form.get("sku", "")
    return CartLine(
        sku=sku,
        name=CATALOG.get(sku, sku),
        unit_price=form.get("price", "0"),
        quantity=max(1, int(form.get("quantity", 1))),
    )


@app.route("/cart/items", methods=["POST"])
def add_item():
    if request.form.get("sku") not in CATALOG:
        return jsonify(error="unknown product"), 404
    cart = SessionCart(session)
    cart.add(line_from_form(request.form))
    return jsonify(items=len(cart.lines()), total=str(cart.total()))


@app.route("/cart/checkout", methods=["POST"])
def checkout():
    cart = SessionCart(session)
    lines = cart.lines()
    if not lines:
        return jsonify(error="cart is empty"), 400
    total = cart.total()
    cart.clear()
    return jsonify(charged=str(total), items=[asdict(l) for l in lines])
