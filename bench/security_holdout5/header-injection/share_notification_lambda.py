import json
import os

import boto3

ses = boto3.client("ses")
SENDER = os.environ["SHARE_SENDER"]
APP_URL = os.environ["APP_URL"]


def compose(recipient, sharer_name, doc_title, doc_id):
    body = f"{sharer_name} shared a document with you.\n\nOpen it: {APP_URL}/docs/{doc_id}\n"
    return "\r\n".join(
        [
            f"From: Docs <{SENDER}>",
            f"To: {recipient}",
            f'Subject: {sharer_name} shared "{doc_title}" with you',
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8",
            "",
            body,
        ]
    )


def handler(event, context):
    payload = json.loads(event["body"])
    raw = compose(
        payload["recipient"],
        payload.get("sharer_name", "Someone"),
        payload.get("title", "Untitled"),
        payload["doc_id"],
    )
    ses.send_raw_email(Source=SENDER, RawMessage={"Data": raw})
    return {"statusCode": 202, "body": json.dumps({"queued": True})}
