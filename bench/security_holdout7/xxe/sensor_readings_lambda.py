import base64
import json

from defusedxml.minidom import parseString


def handler(event, context):
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        body = base64.b64decode(body).decode("utf-8")
    try:
        doc = parseString(body)
    except Exception as exc:
        return {"statusCode": 400, "body": json.dumps({"error": str(exc)})}
    readings = []
    for node in doc.getElementsByTagName("reading"):
        readings.append({
            "sensor": node.getAttribute("sensor"),
            "value": float(node.getAttribute("value") or 0),
        })
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps({"count": len(readings), "readings": readings}),
    }
