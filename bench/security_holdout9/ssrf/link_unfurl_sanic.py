import ipaddress
import logging
import socket
from html.parser import HTMLParser
from urllib.parse import urlsplit

import httpx
from sanic import Sanic
from sanic.exceptions import SanicException
from sanic.response import json

log = logging.getLogger("unfurl")
app = Sanic("unfurl")

PARTNER_DOMAINS = ("example.com", "docs.example.com", "blog.example.org")


class MetaParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.meta = {}

    def handle_starttag(self, tag, attrs):
        if tag != "meta":
            return
        a = dict(attrs)
        prop = a.get("property") or a.get("name")
        if prop in ("og:title", "og:description", "og:image"):
            self.meta[prop] = a.get("content")


def vet_url(raw):
    parts = urlsplit(raw)
    host = (parts.hostname or "").lower()
    if parts.scheme != "https" or host not in PARTNER_DOMAINS or parts.port not in (None, 443):
        raise SanicException("link not allowed", status_code=400)
    for info in socket.getaddrinfo(host, 443, proto=socket.IPPROTO_TCP):
        if not ipaddress.ip_address(info[4][0]).is_global:
            raise SanicException("link not allowed", status_code=400)
    return f"https://{host}{parts.path or '/'}" + (f"?{parts.query}" if parts.query else "")


@app.get("/unfurl")
async def unfurl(request):
    url = vet_url(request.args.get("url", ""))
    async with httpx.AsyncClient(follow_redirects=False, timeout=5) as client:
        page = await client.get(url)
    if page.status_code != 200 or "html" not in page.headers.get("content-type", ""):
        return json({"url": url, "meta": {}})
    parser = MetaParser()
    parser.feed(page.text[:200_000])
    log.info("unfurled %s", urlsplit(url).hostname)
    return json({"url": url, "meta": parser.meta})


@app.get("/unfurl/partners")
async def partners(request):
    return json({"domains": list(PARTNER_DOMAINS)})
