import json
import urllib.request


def fetch(url, limit=65536):
    req = urllib.request.Request(url, headers={"User-Agent": "thumbnailer/1.0"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return resp.read(limit)


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    source = body.get("source", {})
    url = source.get("href") if isinstance(source, dict) else None
    if not url:
        return {"statusCode": 400, "body": "missing source"}
    data = fetch(url)
    return {"statusCode": 200, "body": json.dumps({"bytes": len(data)})}
