import base64
import json

import yaml

REQUIRED_FIELDS = ("name", "subject", "body")


def _reply(status, payload):
    return {"statusCode": status, "body": json.dumps(payload)}


def handler(event, context):
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        body = base64.b64decode(body).decode("utf-8")
    try:
        template = yaml.load(body, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        return _reply(400, {"error": str(exc)})
    if not isinstance(template, dict):
        return _reply(400, {"error": "template must be a mapping"})
    missing = [f for f in REQUIRED_FIELDS if f not in template]
    if missing:
        return _reply(422, {"error": "missing fields", "fields": missing})
    return _reply(200, {"imported": template["name"], "variables": sorted(template.get("variables", []))})
