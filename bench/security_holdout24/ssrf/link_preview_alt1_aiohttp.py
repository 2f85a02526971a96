from html.parser import HTMLParser

import aiohttp
from aiohttp import web
from yarl import URL

PREVIEW_HOSTS = {
    "www.youtube.com",
    "vimeo.com",
    "github.com",
    "docs.python.org",
    "en.wikipedia.org",
}


class MetaTagParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.meta = {}
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("property") or "").startswith("og:"):
            self.meta[attrs["property"][3:]] = attrs.get("content", "")
        elif tag == "title":
            self._in_title = True

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.meta.setdefault("title", data.strip())


def preview_target(raw):
    try:
        url = URL(raw)
    except ValueError:
        return None
    if url.scheme != "https" or url.host not in PREVIEW_HOSTS or url.explicit_port not in (None, 443):
        return None
    return url.with_user(None).with_fragment(None)


async def link_preview(request):
    target = preview_target(request.query.get("url", ""))
    if target is None:
        raise web.HTTPBadRequest(text="previews are only available for supported sites")
    session = request.app["http"]
    async with session.get(target, allow_redirects=False, timeout=aiohttp.ClientTimeout(total=8)) as resp:
        if resp.status != 200:
            raise web.HTTPBadGateway(text=f"preview failed: {resp.status}")
        body = await resp.content.read(2_000_000)
    parser = MetaTagParser()
    parser.feed(body.decode("utf-8", errors="replace"))
    return web.json_response({"url": str(target), **parser.meta})


async def health(request):
    return web.json_response({"status": "ok"})


async def open_session(app):
    app["http"] = aiohttp.ClientSession()
    yield
    await app["http"].close()


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(open_session)
    app.router.add_get("/health", health)
    app.router.add_get("/preview", link_preview)
    return app
