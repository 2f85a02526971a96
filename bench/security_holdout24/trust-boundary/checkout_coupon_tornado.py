import json
from decimal import Decimal

import tornado.web

PRODUCTS = {
    "starter": Decimal("19.00"),
    "team": Decimal("79.00"),
    "enterprise": Decimal("249.00"),
}

COUPONS = {
    "WELCOME10": 10,
    "SPRING15": 15,
    "PARTNER25": 25,
}


class CartMixin:
    def load_cart(self):
        raw = self.get_signed_cookie("cart")
        return json.loads(raw) if raw else {}

    def store_cart(self, cart):
        self.set_signed_cookie("cart", json.dumps(cart), httponly=True)


class CartHandler(CartMixin, tornado.web.RequestHandler):
    def post(self):
        sku = self.get_body_argument("sku")
        if sku not in PRODUCTS:
            raise tornado.web.HTTPError(400, "unknown product")
        qty = int(self.get_body_argument("qty", "1"))
        cart = self.load_cart()
        cart[sku] = cart.get(sku, 0) + max(qty, 1)
        self.store_cart(cart)
        self.finish({"cart": cart})


class CouponHandler(CartMixin, tornado.web.RequestHandler):
    def post(self):
        code = self.get_body_argument("code", "").strip().upper()
        percent = COUPONS.get(code)
        if percent is None:
            self.set_status(404)
            self.finish({"error": "coupon not recognised"})
            return
        self.set_signed_cookie("coupon", code, httponly=True)
        self.finish({"applied": code, "percent": percent})


class CheckoutHandler(CartMixin, tornado.web.RequestHandler):
    def post(self):
        cart = self.load_cart()
        if not cart:
            raise tornado.web.HTTPError(400, "cart is empty")
        coupon = (self.get_signed_cookie("coupon") or b"").decode()
        percent = COUPONS.get(coupon, 0)
        subtotal = sum(PRODUCTS[s] * q for s, q in cart.items() if s in PRODUCTS)
        total = (subtotal * (100 - percent) / 100).quantize(Decimal("0.01"))
        self.clear_cookie("cart")
        self.clear_cookie("coupon")
        self.finish({"items": cart, "coupon": coupon or None, "total": str(total)})


def make_app(cookie_secret):
    return tornado.web.Application(
        [
            (r"/cart/items", CartHandler),
            (r"/cart/coupon", CouponHandler),
            (r"/cart/checkout", CheckoutHandler),
        ],
        cookie_secret=cookie_secret,
    )
