import ipaddress
import logging
import os
import socket
import uuid
from urllib.parse import urlsplit

import requests
from flask import Flask, abort, jsonify, request

log = logging.getLogger("avatars")
app = Flask(__name__)

AVATAR_DIR = "/srv/media/avatars"
MAX_BYTES = 2 * 1024 * 1024
TRUSTED_SOURCES = {
    "gravatar": "secure.gravatar.com",
    "github": "avatars.githubusercontent.com",
    "google": "lh3.googleusercontent.com",
}


class AvatarFetchError(Exception):
    pass


def _resolves_public(host):
    for info in socket.getaddrinfo(host, 443):
        addr = ipaddress.ip_address(info[4][0])
        if addr.is_private or addr.is_loopback or addr.is_link_local:
            return False
    return True


def validated_url(source, raw_url):
    expected_host = TRUSTED_SOURCES.get(source)
    if expected_host is None:
        raise AvatarFetchError("unknown source")
    parts = urlsplit(raw_url)
    if parts.scheme != "https" or parts.hostname != expected_host or parts.port not in (None, 443):
        raise AvatarFetchError("url does not match source")
    if not _resolves_public(parts.hostname):
        raise AvatarFetchError("host resolves to internal address")
    return parts.geturl()


def download(url):
    resp = requests.get(url, timeout=5, stream=True, allow_redirects=False)
    resp.raise_for_status()
    data = resp.raw.read(MAX_BYTES + 1, decode_content=True)
    if len(data) > MAX_BYTES:
        raise AvatarFetchError("image too large")
    return data


@app.route("/avatars/import", methods=["POST"])
def import_avatar():
    body = request.get_json(silent=True) or {}
    try:
        url = validated_url(body.get("source", ""), body.get("url", ""))
        data = download(url)
    except AvatarFetchError as exc:
        log.info("avatar import rejected: %s", exc)
        abort(400, str(exc))
    name = uuid.uuid4().hex + ".img"
    with open(os.path.join(AVATAR_DIR, name), "wb") as fh:
        fh.write(data)
    return jsonify(file=name)
