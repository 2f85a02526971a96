import re
from html.parser import HTMLParser

import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

BLOCKED_HOSTS = ("localhost", "127.0.0.1", "0.0.0.0")


class MetaTagParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.meta = {}
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and attrs.get("property", "").startswith("og:"):
            self.meta[attrs["property"][3:]] = attrs.get("content", "")
        elif tag == "title":
            self._in_title = True

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.meta.setdefault("title", data.strip())


def looks_internal(url):
    return any(h in url for h in BLOCKED_HOSTS)


class LinkPreviewHandler(tornado.web.RequestHandler):
    async def get(self):
        url = self.get_query_argument("url")
        if not re.match(r"^https?://", url) or looks_internal(url):
            raise tornado.web.HTTPError(400, "unsupported link")
        client = AsyncHTTPClient()
        try:
            resp = await client.fetch(url, request_timeout=8, max_body_size=2_000_000)
        except HTTPClientError as exc:
            raise tornado.web.HTTPError(502, "preview failed: %s" % exc.code)
        parser = MetaTagParser()
        parser.feed(resp.body.decode("utf-8", errors="replace"))
        self.write({"url": resp.effective_url, **parser.meta,
                    "snippet": resp.body[:300].decode("utf-8", errors="replace")})


class HealthHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"status": "ok"})


def make_app():
    return tornado.web.Application([
        (r"/health", HealthHandler),
        (r"/preview", LinkPreviewHandler),
    ])
