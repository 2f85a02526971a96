import json
import xml.etree.ElementTree as ET

import requests


def _entries(xml_text, limit=20):
    root = ET.fromstring(xml_text)
    items = root.findall(".//item")[:limit]
    return [{"title": i.findtext("title"), "link": i.findtext("link")} for i in items]


def handler(event, context):
    params = event.get("queryStringParameters") or {}
    feed_url = params.get("feed")
    if not feed_url:
        return {"statusCode": 400, "body": json.dumps({"error": "feed parameter required"})}
    resp = requests.get(feed_url, timeout=8)
    try:
        body = {"entries": _entries(resp.text)}
    except ET.ParseError:
        body = {"error": "not an RSS document", "raw": resp.text[:2000]}
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(body),
    }
