import json
import urllib.request


def build_url(body):
    scheme = body.get("scheme", "https")
    host = body["host"]
    path = body.get("path", "/hooks/test")
    return f"{scheme}://{host}{path}"


def lambda_handler(event, context):
    body = json.loads(event.get("body") or "{}")
    url = build_url(body)
    payload = json.dumps({"event": "ping"}).encode()
    req = urllib.request.Request(url, data=payload, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        status = resp.status
    return {"statusCode": 200, "body": json.dumps({"delivered": status})}
