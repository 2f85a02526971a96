from dataclasses import dataclass, field
from typing import List

from flask import Blueprint, Flask, jsonify, request
from lxml import etree

MAX_BYTES = 2 * 1024 * 1024
DC_NS = {"dc": "http://purl.org/dc/elements/1.1/"}

METADATA_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
)


@dataclass
class MetadataRecord:
    identifier: str
    title: str
    creators: List[str] = field(default_factory=list)
    subjects: List[str] = field(default_factory=list)


class MetadataIngestor:
    def __init__(self, parser=METADATA_PARSER):
        self.parser = parser

    def parse(self, payload: bytes) -> List[MetadataRecord]:
        root = etree.fromstring(payload, self.parser)
        records = []
        for rec in root.iter("record"):
            records.append(MetadataRecord(
                identifier=rec.findtext("dc:identifier", default="", namespaces=DC_NS),
                title=rec.findtext("dc:title", default="", namespaces=DC_NS),
                creators=[c.text or "" for c in rec.findall("dc:creator", DC_NS)],
                subjects=[s.text or "" for s in rec.findall("dc:subject", DC_NS)],
            ))
        return records


bp = Blueprint("metadata", __name__, url_prefix="/metadata")
ingestor = MetadataIngestor()


@bp.route("/ingest", methods=["POST"])
def ingest():
    if request.content_length and request.content_length > MAX_BYTES:
        return jsonify(error="payload too large"), 413
    payload = request.get_data(cache=False)
    try:
        records = ingestor.parse(payload)
    except etree.XMLSyntaxError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(
        count=len(records),
        identifiers=[r.identifier for r in records],
    )


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
