import falcon

from newsletter.store import SubscriptionStore


class UnsubscribeResource:
    def __init__(self, store: SubscriptionStore):
        self.store = store

    def on_get(self, req: falcon.Request, resp: falcon.Response):
        email = req.get_param("email", default="")
        token = req.get_param("t", default="")
        if self.store.remove(email, token):
            message = "<p>%s has been removed from our mailing list.</p>" % email
        else:
            message = "<p>No subscription found for %s.</p>" % email
        resp.content_type = falcon.MEDIA_HTML
        resp.text = f"<html><body><h1>Newsletter</h1>{message}</body></html>"


def create_app(store: SubscriptionStore) -> falcon.App:
    app = falcon.App()
    app.add_route("/newsletter/unsubscribe", UnsubscribeResource(store))
    return app
