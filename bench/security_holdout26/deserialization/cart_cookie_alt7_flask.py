import base64
import pickle
from dataclasses import dataclass, field

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@dataclass
class Cart:
    items: dict = field(default_factory=dict)

    def add(self, sku, quantity):
        self.items[sku] = self.items.get(sku, 0) + quantity

    def total_items(self):
        return sum(self.items.values())


class CartCookieStore:
    cookie_name = "cart"

    def load(self, req):
        raw = req.cookies.get(self.cookie_name)
        if not raw:
            return Cart()
        return self.decode(raw)

    def decode(self, raw):
        data = base64.urlsafe_b64decode(raw.encode("ascii"))
        return pickle.loads(data)

    def save(self, cart, resp):
        encoded = base64.urlsafe_b64encode(pickle.dumps(cart)).decode("ascii")
        resp.set_cookie(self.cookie_name, encoded, httponly=True, secure=True, samesite="Lax")


store = CartCookieStore()


@app.post("/cart/add")
def add_to_cart():
    cart = store.load(request)
    cart.add(request.form["sku"], int(request.form.get("quantity", 1)))
    resp = make_response(jsonify({"items": cart.items, "count": cart.total_items()}))
    store.save(cart, resp)
    return resp
