import tornado.web

from payments.gateway import confirm_payment


class CheckoutCompleteHandler(tornado.web.RequestHandler):
    def initialize(self, storefront_url):
        self.storefront_url = storefront_url

    async def get(self, order_id):
        payment_ref = self.get_argument("payment_ref", "")
        confirmed = await confirm_payment(order_id, payment_ref)
        if confirmed:
            self.redirect(self.reverse_url("order_receipt", order_id))
        else:
            self.redirect(f"{self.storefront_url}/checkout/failed")


class OrderReceiptHandler(tornado.web.RequestHandler):
    def get(self, order_id):
        self.render("receipt.html", order_id=order_id)


def make_app(settings):
    return tornado.web.Application([
        (r"/checkout/(\d+)/complete", CheckoutCompleteHandler, {"storefront_url": settings["STOREFRONT_URL"]}),
        tornado.web.url(r"/orders/(\d+)/receipt", OrderReceiptHandler, name="order_receipt"),
    ])
