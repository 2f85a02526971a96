import base64
import json

from lxml import etree

SOAP_NS = {"soap": "http://schemas.xmlsoap.org/soap/envelope/", "pay": "urn:acme:payments"}


def _body_bytes(event):
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        return base64.b64decode(body)
    return body.encode("utf-8")


def handler(event, context):
    parser = etree.XMLParser(resolve_entities=True, no_network=False)
    envelope = etree.fromstring(_body_bytes(event), parser)
    notice = envelope.find(".//pay:PaymentNotice", SOAP_NS)
    if notice is None:
        return {"statusCode": 400, "body": json.dumps({"error": "no PaymentNotice"})}
    result = {
        "transaction": notice.findtext("pay:TransactionId", namespaces=SOAP_NS),
        "status": notice.findtext("pay:Status", namespaces=SOAP_NS),
        "memo": notice.findtext("pay:Memo", namespaces=SOAP_NS),
    }
    return {"statusCode": 200, "headers": {"Content-Type": "application/json"}, "body": json.dumps(result)}
