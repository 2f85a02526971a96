import json
import os
from string import Template

TEMPLATE_DIR = os.path.join(os.path.dirname(__file__), "templates")
TEMPLATES = {
    "welcome": "welcome.txt",
    "password_changed": "password_changed.txt",
    "invoice_ready": "invoice_ready.txt",
}


def lambda_handler(event, context):
    body = json.loads(event.get("body") or "{}")
    filename = TEMPLATES.get(body.get("template"))
    if filename is None:
        return {"statusCode": 400, "body": json.dumps({"error": "unknown template"})}
    with open(os.path.join(TEMPLATE_DIR, filename), encoding="utf-8") as fh:
        source = Template(fh.read())
    try:
        text = source.substitute(body.get("vars", {}))
    except KeyError as exc:
        return {"statusCode": 400, "body": json.dumps({"error": f"missing variable {exc}"})}
    return {"statusCode": 200, "body": json.dumps({"rendered": text})}
