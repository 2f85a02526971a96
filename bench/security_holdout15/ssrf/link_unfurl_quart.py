import re
from urllib.parse import urlparse

import httpx
from quart import Quart, abort, jsonify, request

app = Quart(__name__)
UNFURL_HOSTS = {"www.youtube.com", "vimeo.com", "github.com", "docs.google.com", "www.figma.com"}
OG_RE = re.compile(r'<meta\s+property="og:(title|description|image)"\s+content="([^"]*)"', re.I)
CACHE: dict[str, dict] = {}


def checked_url(raw: str) -> str:
    parsed = urlparse(raw.strip())
    if parsed.scheme != "https" or parsed.hostname not in UNFURL_HOSTS:
        abort(422)
    if parsed.username or parsed.password or parsed.port not in (None, 443):
        abort(422)
    return parsed.geturl()


def extract_meta(html: str) -> dict:
    meta = {}
    for key, value in OG_RE.findall(html[:200_000]):
        meta.setdefault(key.lower(), value)
    return meta


@app.post("/messages/unfurl")
async def unfurl():
    data = await request.get_json()
    url = checked_url(str(data.get("url", "")))
    if url in CACHE:
        return jsonify(CACHE[url])
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        page = await client.get(url, headers={"User-Agent": "chat-unfurler/2.1"})
    if page.status_code != 200:
        return jsonify({"url": url, "meta": {}})
    result = {"url": url, "meta": extract_meta(page.text)}
    CACHE[url] = result
    return jsonify(result)


@app.get("/messages/unfurl/hosts")
async def hosts():
    return jsonify(sorted(UNFURL_HOSTS))


@app.delete("/messages/unfurl/cache")
async def clear_cache():
    count = len(CACHE)
    CACHE.clear()
    return jsonify({"cleared": count})
