import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError


class ImageProxyHandler(tornado.web.RequestHandler):
    """Lets the web app show remote images through our own origin."""

    async def get(self):
        src = self.get_query_argument("src")
        client = AsyncHTTPClient()
        try:
            response = await client.fetch(
                src,
                request_timeout=10,
                follow_redirects=True,
                max_redirects=3,
            )
        except HTTPClientError as exc:
            raise tornado.web.HTTPError(502, f"upstream error {exc.code}")
        content_type = response.headers.get("Content-Type", "application/octet-stream")
        self.set_header("Content-Type", content_type)
        self.set_header("Cache-Control", "public, max-age=86400")
        self.write(response.body)


def make_app():
    return tornado.web.Application([(r"/img-proxy", ImageProxyHandler)])
