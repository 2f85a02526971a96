from urllib.parse import urlsplit

import tornado.web
from tornado.httpclient import AsyncHTTPClient

IMAGE_HOSTS = frozenset({"images.cdn.example.com", "static.example.com"})


class ImageProxyHandler(tornado.web.RequestHandler):
    async def get(self):
        src = self.get_query_argument("src")
        parts = urlsplit(src)
        if parts.scheme != "https" or parts.hostname not in IMAGE_HOSTS or parts.port not in (None, 443):
            raise tornado.web.HTTPError(400)
        resp = await AsyncHTTPClient().fetch(parts.geturl(), follow_redirects=False, request_timeout=10)
        self.set_header("Content-Type", resp.headers.get("Content-Type", "application/octet-stream"))
        self.write(resp.body)


def make_app():
    return tornado.web.Application([(r"/img", ImageProxyHandler)])
