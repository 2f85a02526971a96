import ipaddress
import socket
from urllib.parse import urlparse

import requests
from celery import Celery

celery_app = Celery("feeds", broker="redis://localhost:6379/1")
MAX_FEED_BYTES = 1024 * 1024


def resolves_to_public_address(hostname: str) -> bool:
    try:
        infos = socket.getaddrinfo(hostname, None)
    except socket.gaierror:
        return False
    for info in infos:
        addr = ipaddress.ip_address(info[4][0])
        if not addr.is_global or addr.is_multicast:
            return False
    return True


@celery_app.task(autoretry_for=(requests.ConnectionError,), max_retries=2)
def refresh_feed(feed_url: str) -> dict:
    parsed = urlparse(feed_url)
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        return {"error": "unsupported feed url"}
    if not resolves_to_public_address(parsed.hostname):
        return {"error": "feed host not reachable"}
    resp = requests.get(feed_url, timeout=10, allow_redirects=False, stream=True)
    body = resp.raw.read(MAX_FEED_BYTES, decode_content=True)
    return {"status": resp.status_code, "bytes": len(body)}
