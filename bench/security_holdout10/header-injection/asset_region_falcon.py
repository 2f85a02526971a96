import json
import logging
import time

import falcon

log = logging.getLogger("assets")

REGIONS = {
    "eu": "eu-west-1",
    "us": "us-east-1",
    "ap": "ap-southeast-2",
}
ASSETS = {
    "logo.svg": b"<svg xmlns='http://www.w3.org/2000/svg'/>",
    "app.css": b"body{margin:0}",
}
CONTENT_TYPES = {".svg": "image/svg+xml", ".css": "text/css"}


class TimingMiddleware:
    def process_request(self, req, resp):
        req.context.started = time.monotonic()

    def process_response(self, req, resp, resource, req_succeeded):
        started = getattr(req.context, "started", time.monotonic())
        elapsed = (time.monotonic() - started) * 1000
        resp.set_header("Server-Timing", f"app;dur={elapsed:.1f}")


class AssetResource:
    def on_get(self, req, resp, name):
        data = ASSETS.get(name)
        if data is None:
            raise falcon.HTTPNotFound()
        region_key = req.get_param("region", default="eu")
        served_from = REGIONS.get(region_key, REGIONS["eu"])
        ext = name[name.rfind("."):]
        resp.content_type = CONTENT_TYPES.get(ext, "application/octet-stream")
        resp.set_header("X-Served-From", served_from)
        resp.set_header("Cache-Control", "public, max-age=3600")
        resp.data = data


class ManifestResource:
    def on_get(self, req, resp):
        resp.text = json.dumps(sorted(ASSETS))
        resp.content_type = falcon.MEDIA_JSON


app = falcon.App(middleware=[TimingMiddleware()])
app.add_route("/assets/{name}", AssetResource())
app.add_route("/assets", ManifestResource())
log.info("asset app ready")
