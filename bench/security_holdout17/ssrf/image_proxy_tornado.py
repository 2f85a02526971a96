import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

MIRRORS = {
    "eu": "https://img-eu.cdn.example.com",
    "us": "https://img-us.cdn.example.com",
    "ap": "https://img-ap.cdn.example.com",
}
CACHE_SECONDS = 3600


class HealthHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"ok": True})


class MirrorsHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"mirrors": sorted(MIRRORS)})


class ImageProxyHandler(tornado.web.RequestHandler):
    async def get(self, region, image_id):
        base = MIRRORS.get(region)
        if base is None:
            raise tornado.web.HTTPError(404)
        if not image_id.isdigit():
            raise tornado.web.HTTPError(400)
        url = f"{base}/images/{int(image_id)}.webp"
        client = AsyncHTTPClient()
        try:
            upstream = await client.fetch(url, request_timeout=5)
        except HTTPClientError as exc:
            raise tornado.web.HTTPError(502) from exc
        self.set_header("Content-Type", "image/webp")
        self.set_header("Cache-Control", f"public, max-age={CACHE_SECONDS}")
        self.write(upstream.body)


def make_app():
    return tornado.web.Application(
        [
            (r"/health", HealthHandler),
            (r"/mirrors", MirrorsHandler),
            (r"/img/([a-z]{2})/([^/]+)", ImageProxyHandler),
        ]
    )
