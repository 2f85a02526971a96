from dataclasses import asdict, dataclass
from typing import List
from urllib.parse import urlparse

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
MAX_URLS = 50000


def hardened_parser():
    return etree.XMLParser(
        resolve_entities=False,
        load_dtd=False,
        no_network=True,
        huge_tree=False,
        remove_comments=True,
    )


@dataclass
class SitemapEntry:
    loc: str
    lastmod: str
    priority: float


class SitemapReader:
    def __init__(self, allowed_host: str):
        self.allowed_host = allowed_host
        self.parser = hardened_parser()

    def _priority(self, raw: str) -> float:
        try:
            return min(max(float(raw), 0.0), 1.0)
        except ValueError:
            return 0.5

    def parse(self, payload: bytes) -> List[SitemapEntry]:
        root = etree.fromstring(payload, self.parser)
        entries = []
        for node in root.iterfind("sm:url", SITEMAP_NS):
            loc = node.findtext("sm:loc", default="", namespaces=SITEMAP_NS).strip()
            if urlparse(loc).hostname != self.allowed_host:
                continue
            entries.append(
                SitemapEntry(
                    loc=loc,
                    lastmod=node.findtext("sm:lastmod", default="", namespaces=SITEMAP_NS),
                    priority=self._priority(node.findtext("sm:priority", default="0.5", namespaces=SITEMAP_NS)),
                )
            )
            if len(entries) >= MAX_URLS:
                break
        return entries


@app.route("/sites/<host>/sitemap", methods=["POST"])
def ingest_sitemap(host):
    reader = SitemapReader(host)
    try:
        entries = reader.parse(request.get_data())
    except etree.XMLSyntaxError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(host=host, count=len(entries), sample=[asdict(e) for e in entries[:20]])
