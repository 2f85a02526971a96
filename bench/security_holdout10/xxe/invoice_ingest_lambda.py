import base64
import json
import logging
import os
from decimal import Decimal

import boto3
from lxml import etree

logger = logging.getLogger()
logger.setLevel(os.environ.get("LOG_LEVEL", "INFO"))

TABLE_NAME = os.environ.get("INVOICE_TABLE", "invoices")
dynamodb = boto3.resource("dynamodb")
NS = {"inv": "urn:example:invoice:1"}

PARSER = etree.XMLParser(remove_blank_text=True, resolve_entities=True, no_network=False)


def _body_bytes(event):
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        return base64.b64decode(body)
    return body.encode("utf-8")


def _response(status, payload):
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(payload),
    }


def parse_invoice(raw: bytes) -> dict:
    root = etree.fromstring(raw, PARSER)
    lines = []
    for line in root.iterfind("inv:line", NS):
        lines.append({
            "sku": line.findtext("inv:sku", namespaces=NS),
            "qty": int(line.findtext("inv:qty", default="1", namespaces=NS)),
            "price": Decimal(line.findtext("inv:price", default="0", namespaces=NS)),
        })
    return {
        "number": root.findtext("inv:number", namespaces=NS),
        "customer": root.findtext("inv:customer", namespaces=NS),
        "lines": lines,
    }


def lambda_handler(event, context):
    try:
        invoice = parse_invoice(_body_bytes(event))
    except etree.XMLSyntaxError as exc:
        logger.warning("rejecting malformed invoice: %s", exc)
        return _response(400, {"error": "malformed XML"})
    if not invoice["number"]:
        return _response(422, {"error": "invoice number missing"})
    total = sum(item["qty"] * item["price"] for item in invoice["lines"])
    dynamodb.Table(TABLE_NAME).put_item(Item={**invoice, "total": total})
    logger.info("stored invoice %s (%d lines)", invoice["number"], len(invoice["lines"]))
    return _response(201, {"number": invoice["number"], "total": str(total)})
