import re

import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

CDN_BASE = "https://static-cdn.example.net/img"
NAME_RE = re.compile(r"[A-Za-z0-9_-]{1,80}\.(png|jpe?g|webp)")


class CdnImageHandler(tornado.web.RequestHandler):
    async def get(self, name):
        if not NAME_RE.fullmatch(name):
            raise tornado.web.HTTPError(404)
        client = AsyncHTTPClient()
        try:
            resp = await client.fetch(f"{CDN_BASE}/{name}", request_timeout=8, follow_redirects=False)
        except HTTPClientError as exc:
            raise tornado.web.HTTPError(502) from exc
        self.set_header("Content-Type", resp.headers.get("Content-Type", "application/octet-stream"))
        self.write(resp.body)


def make_app():
    return tornado.web.Application([(r"/img/([^/]+)", CdnImageHandler)])
