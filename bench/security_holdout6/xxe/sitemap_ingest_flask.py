from dataclasses import dataclass
from typing import List, Optional
from urllib.parse import urlparse

from flask import Flask, jsonify, request
from lxml import etree

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
MAX_UPLOAD_BYTES = 5 * 1024 * 1024

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = MAX_UPLOAD_BYTES


@dataclass
class SitemapEntry:
    loc: str
    lastmod: Optional[str]
    priority: float


def build_parser() -> etree.XMLParser:
    return etree.XMLParser(
        resolve_entities=False,
        load_dtd=False,
        no_network=True,
        dtd_validation=False,
        huge_tree=False,
    )


class SitemapIngestor:
    def __init__(self, allowed_host: str):
        self.allowed_host = allowed_host
        self.parser = build_parser()

    def parse(self, payload: bytes) -> List[SitemapEntry]:
        root = etree.fromstring(payload, self.parser)
        entries = []
        for url in root.findall("sm:url", SITEMAP_NS):
            loc = url.findtext("sm:loc", default="", namespaces=SITEMAP_NS).strip()
            if urlparse(loc).hostname != self.allowed_host:
                continue
            entries.append(
                SitemapEntry(
                    loc=loc,
                    lastmod=url.findtext("sm:lastmod", namespaces=SITEMAP_NS),
                    priority=float(url.findtext("sm:priority", default="0.5", namespaces=SITEMAP_NS)),
                )
            )
        return entries


@app.route("/sites/<host>/sitemap", methods=["POST"])
def ingest_sitemap(host):
    ingestor = SitemapIngestor(allowed_host=host)
    try:
        entries = ingestor.parse(request.get_data())
    except (etree.XMLSyntaxError, ValueError) as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(host=host, count=len(entries), urls=[e.loc for e in entries[:100]])
