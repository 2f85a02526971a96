import logging
from urllib.parse import urlsplit

import requests
from flask import Blueprint, Response, abort, current_app, request

log = logging.getLogger(__name__)
proxy = Blueprint("image_proxy", __name__)

IMAGE_HOSTS = frozenset({
    "images.example-cdn.com",
    "media.partner-shop.com",
    "avatars.githubusercontent.com",
})
PASS_HEADERS = ("Content-Type", "Content-Length", "Cache-Control", "ETag")


def is_permitted(url):
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.username or parts.password:
        return False
    if parts.port not in (None, 443):
        return False
    return parts.hostname in IMAGE_HOSTS


@proxy.get("/img")
def proxied_image():
    url = request.args.get("src", "")
    if not is_permitted(url):
        log.info("refusing to proxy %r", url)
        abort(400)
    try:
        upstream = requests.get(url, stream=True, timeout=current_app.config.get("PROXY_TIMEOUT", 5), allow_redirects=False)
    except requests.RequestException as exc:
        log.warning("image fetch failed: %s", exc)
        abort(502)
    if upstream.status_code != 200 or not upstream.headers.get("Content-Type", "").startswith("image/"):
        upstream.close()
        abort(404)
    headers = {h: upstream.headers[h] for h in PASS_HEADERS if h in upstream.headers}
    return Response(upstream.iter_content(chunk_size=16384), status=200, headers=headers)


@proxy.errorhandler(502)
def upstream_failure(_err):
    return {"error": "upstream unavailable"}, 502
