import falcon
import yaml

ALLOWED_KEYS = {"timezone", "locale", "notifications", "theme"}


class SettingsImportResource:
    def on_post(self, req, resp):
        try:
            data = yaml.safe_load(req.bounded_stream.read())
        except yaml.YAMLError:
            raise falcon.HTTPBadRequest(title="invalid yaml")
        if not isinstance(data, dict):
            raise falcon.HTTPBadRequest(title="expected a mapping")
        resp.media = {k: v for k, v in data.items() if k in ALLOWED_KEYS}


app = falcon.App()
app.add_route("/settings/import", SettingsImportResource())
