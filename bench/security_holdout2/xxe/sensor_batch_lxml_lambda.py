import base64
import json
import os
from io import BytesIO

import boto3
from lxml import etree

TABLE = boto3.resource("dynamodb").Table(os.environ["READINGS_TABLE"])


def handler(event, context):
    body = event.get("body") or ""
    data = base64.b64decode(body) if event.get("isBase64Encoded") else body.encode()
    readings = []
    for _, elem in etree.iterparse(BytesIO(data), tag="reading", load_dtd=True, resolve_entities=True, no_network=False):
        readings.append({"sensor": elem.get("sensor"), "value": elem.text or ""})
        elem.clear()
    with TABLE.batch_writer() as batch:
        for item in readings:
            batch.put_item(Item=item)
    return {
        "statusCode": 200,
        "body": json.dumps({"accepted": len(readings), "sample": readings[:3]}),
    }
