import base64
import json
import logging
import os

import boto3
from lxml import etree

logger = logging.getLogger()
logger.setLevel(logging.INFO)

s3 = boto3.client("s3")
ARCHIVE_BUCKET = os.environ.get("ARCHIVE_BUCKET", "invoice-archive")
NAMESPACES = {"inv": "urn:example:invoice:2"}


class InvoiceParser:
    def __init__(self):
        self.parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)

    def parse(self, payload: bytes):
        return etree.fromstring(payload, parser=self.parser)

    @staticmethod
    def summarise(root):
        return {
            "number": root.findtext("inv:Number", namespaces=NAMESPACES),
            "supplier": root.findtext("inv:Supplier/inv:Name", namespaces=NAMESPACES),
            "total": root.findtext("inv:Total", namespaces=NAMESPACES),
            "lines": len(root.findall("inv:Line", namespaces=NAMESPACES)),
        }


def _body_bytes(event):
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        return base64.b64decode(body)
    return body.encode("utf-8")


def _reply(status, payload):
    return {"statusCode": status, "headers": {"Content-Type": "application/json"}, "body": json.dumps(payload)}


def archive(request_id, payload):
    key = f"incoming/{request_id}.xml"
    s3.put_object(Bucket=ARCHIVE_BUCKET, Key=key, Body=payload, ContentType="application/xml")
    return key


def handler(event, context):
    payload = _body_bytes(event)
    if not payload:
        return _reply(400, {"error": "empty body"})
    try:
        root = InvoiceParser().parse(payload)
    except etree.XMLSyntaxError as exc:
        logger.warning("rejected invoice: %s", exc)
        return _reply(400, {"error": "malformed XML"})
    summary = InvoiceParser.summarise(root)
    if not summary["number"]:
        return _reply(422, {"error": "invoice number missing"})
    summary["archived_as"] = archive(context.aws_request_id, payload)
    logger.info("invoice %s accepted", summary["number"])
    return _reply(201, summary)
