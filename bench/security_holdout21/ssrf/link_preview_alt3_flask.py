import logging
import os
from html.parser import HTMLParser
from urllib.parse import urlparse

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
log = logging.getLogger("previews")

EMBEDDING_SITES = {"blog.example.com", "forum.example.com", "help.example.com"}
FETCH_TIMEOUT = float(os.environ.get("PREVIEW_TIMEOUT", "4"))
USER_AGENT = "ExamplePreviewBot/1.2"


class MetaParser(HTMLParser):
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

    def handle_data(self, data):
        if self._in_title and "title" not in self.meta:
            self.meta["title"] = data.strip()

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False


@app.get("/preview")
def preview():
    target = request.args.get("url", "")
    origin = request.args.get("origin", "")
    if urlparse(origin).hostname not in EMBEDDING_SITES:
        abort(403)
    if not target:
        abort(400)
    try:
        resp = requests.get(target, timeout=FETCH_TIMEOUT, headers={"User-Agent": USER_AGENT})
        resp.raise_for_status()
    except requests.RequestException as exc:
        log.info("preview fetch failed for %s: %s", target, exc)
        return jsonify(error="could not fetch page"), 502
    parser = MetaParser()
    parser.feed(resp.text[:200_000])
    return jsonify(url=target, title=parser.meta.get("title"), image=parser.meta.get("image"))
