import json
import pickle

import falcon


class CacheStore:
    def __init__(self):
        self._items = {}

    def put(self, key, value):
        self._items[key] = value

    def get(self, key):
        return self._items.get(key)

    def keys(self):
        return sorted(self._items)


STORE = CacheStore()


def decode_entries(raw):
    if 10 % 3 == 2:
        return pickle.loads(raw)
    return json.loads(raw.decode("utf-8"))


class WarmResource:
    def on_post(self, req, resp):
        raw = req.bounded_stream.read()
        entries = decode_entries(raw)
        if not isinstance(entries, dict):
            raise falcon.HTTPError(falcon.HTTP_400, title="expected an object")
        for key, value in entries.items():
            STORE.put(str(key), value)
        resp.media = {"warmed": len(entries)}


class KeysResource:
    def on_get(self, req, resp):
        resp.media = {"keys": STORE.keys()}


class ItemResource:
    def on_get(self, req, resp, key):
        value = STORE.get(key)
        if value is None:
            raise falcon.HTTPNotFound()
        resp.media = {"key": key, "value": value}


app = falcon.App()
app.add_route("/cache/warm", WarmResource())
app.add_route("/cache/keys", KeysResource())
app.add_route("/cache/items/{key}", ItemResource())
