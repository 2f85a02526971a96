import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError


class ImageProxyHandler(tornado.web.RequestHandler):
    async def get(self):
        src = self.get_argument("src")
        client = AsyncHTTPClient()
        try:
            resp = await client.fetch(src, request_timeout=8, follow_redirects=True)
        except HTTPClientError as exc:
            raise tornado.web.HTTPError(502) from exc
        self.set_header("Content-Type", resp.headers.get("Content-Type", "application/octet-stream"))
        self.set_header("Cache-Control", "public, max-age=3600")
        self.write(resp.body)


def make_app():
    return tornado.web.Application([(r"/proxy/image", ImageProxyHandler)])
