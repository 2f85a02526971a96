import base64
import json
import subprocess
import uuid


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    image_data = base64.b64decode(body["image"])
    fmt = body.get("format", "png")
    width = body.get("width", "800")
    src = f"/tmp/{uuid.uuid4()}"
    with open(src, "wb") as fh:
        fh.write(image_data)
    dst = f"{src}.{fmt}"
    subprocess.call("convert " + src + " -resize " + str(width) + " " + dst, shell=True)
    with open(dst, "rb") as fh:
        converted = base64.b64encode(fh.read()).decode()
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps({"format": fmt, "image": converted}),
    }
