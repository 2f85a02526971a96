import json
import os
import uuid

import tornado.web

from shop.carts import CartRepository


class CartHandler(tornado.web.RequestHandler):
    def initialize(self, carts: CartRepository):
        self.carts = carts

    def current_cart_id(self):
        cart_id = self.get_signed_cookie("cart")
        if cart_id is None:
            cart_id = uuid.uuid4().hex.encode()
            self.set_signed_cookie("cart", cart_id, expires_days=14, secure=True, httponly=True, samesite="Lax")
        return cart_id.decode()

    async def post(self):
        item = json.loads(self.request.body)
        cart_id = self.current_cart_id()
        await self.carts.add_item(cart_id, item["sku"], int(item.get("qty", 1)))
        self.write({"cart": cart_id, "items": await self.carts.count(cart_id)})


def make_app(carts):
    return tornado.web.Application(
        [(r"/cart/items", CartHandler, {"carts": carts})],
        cookie_secret=os.environ["CART_COOKIE_SECRET"],
    )
