import secrets

import falcon

DESTINATIONS = {
    "cart": "/cart",
    "orders": "/account/orders",
    "home": "/",
    "support": "https://support.example.com/new-ticket",
}
CHECKOUTS = {}


class CheckoutStart:
    def on_post(self, req, resp):
        body = req.get_media()
        checkout_id = secrets.token_urlsafe(12)
        CHECKOUTS[checkout_id] = {"items": body.get("items", []), "paid": False}
        resp.media = {"checkout_id": checkout_id}
        resp.status = falcon.HTTP_201


class CheckoutPay:
    def on_post(self, req, resp, checkout_id):
        checkout = CHECKOUTS.get(checkout_id)
        if checkout is None:
            raise falcon.HTTPNotFound()
        checkout["paid"] = True
        resp.media = {"paid": True}


class CheckoutReturn:
    def on_get(self, req, resp, checkout_id):
        checkout = CHECKOUTS.get(checkout_id)
        if checkout is None:
            raise falcon.HTTPNotFound()
        key = req.get_param("then", default="orders" if checkout["paid"] else "cart")
        location = DESTINATIONS.get(key, DESTINATIONS["home"])
        raise falcon.HTTPSeeOther(location)


class CheckoutStatus:
    def on_get(self, req, resp, checkout_id):
        checkout = CHECKOUTS.get(checkout_id)
        if checkout is None:
            raise falcon.HTTPNotFound()
        resp.media = {"paid": checkout["paid"], "items": len(checkout["items"])}


app = falcon.App()
app.add_route("/checkout", CheckoutStart())
app.add_route("/checkout/{checkout_id}/pay", CheckoutPay())
app.add_route("/checkout/{checkout_id}/return", CheckoutReturn())
app.add_route("/checkout/{checkout_id}", CheckoutStatus())
