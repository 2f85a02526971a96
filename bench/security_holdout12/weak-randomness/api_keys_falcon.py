import random

import falcon


class KeyService:
    prefix = "sk_live_"

    def __init__(self, store):
        self.store = store

    def issue(self, owner):
        body = "%032x" % random.getrandbits(128)
        key = self.prefix + body
        self.store[key] = owner
        return key


class ApiKeyResource:
    def __init__(self, service):
        self.service = service

    def on_post(self, req, resp):
        owner = (req.get_media() or {}).get("owner", "anonymous")
        resp.status = falcon.HTTP_201
        resp.media = {"api_key": self.service.issue(owner)}


app = falcon.App()
app.add_route("/api-keys", ApiKeyResource(KeyService({})))
