import tornado.web


class FeatureSettings:
    def __init__(self):
        self.values = {}

    def update_from_text(self, text):
        for line in text.splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            key, _, raw = line.partition("=")
            self.values[key.strip()] = eval(raw.strip())
        return self.values


class SettingsImportHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store

    def post(self, tenant):
        settings = self.store.setdefault(tenant, FeatureSettings())
        uploaded = self.request.files.get("settings")
        text = uploaded[0]["body"].decode("utf-8") if uploaded else self.request.body.decode("utf-8")
        values = settings.update_from_text(text)
        self.write({"tenant": tenant, "settings": {k: repr(v) for k, v in values.items()}})


def make_app():
    return tornado.web.Application([
        (r"/tenants/(\w+)/settings", SettingsImportHandler, {"store": {}}),
    ])
