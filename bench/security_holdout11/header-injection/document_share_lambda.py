import json
import logging
import os
import re
from email.message import EmailMessage
from email.utils import formataddr, parseaddr

import boto3

logger = logging.getLogger()
logger.setLevel(logging.INFO)

ses = boto3.client("ses", region_name=os.environ.get("AWS_REGION", "eu-west-1"))
SENDER = os.environ.get("SENDER", "Example Team <team@example.com>")
EMAIL_RE = re.compile(r"[^@\s]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
CONTROL = re.compile(r"[\r\n\x00]")


class InvalidRequest(Exception):
    pass


def clean_display_name(value: str) -> str:
    value = CONTROL.sub(" ", value).strip()
    return value[:64]


def clean_address(value: str) -> str:
    if CONTROL.search(value):
        raise InvalidRequest("invalid address")
    _, addr = parseaddr(value)
    if not EMAIL_RE.fullmatch(addr):
        raise InvalidRequest("invalid address")
    return addr


def build_share_email(sender_name: str, recipient: str, doc_title: str, link: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = SENDER
    msg["To"] = formataddr(("", recipient))
    msg["Subject"] = "%s shared a document with you" % sender_name
    msg.set_content(f"{sender_name} shared \"{doc_title}\" with you.\n\nOpen it here: {link}\n")
    return msg


def handler(event, context):
    try:
        body = json.loads(event.get("body") or "{}")
        recipient = clean_address(str(body.get("recipient", "")))
        sender_name = clean_display_name(str(body.get("sender_name", "A colleague")))
        doc_id = int(body["document_id"])
    except (InvalidRequest, KeyError, ValueError):
        return {"statusCode": 400, "body": json.dumps({"error": "invalid request"})}
    title = str(body.get("title", "Untitled document"))
    link = f"https://docs.example.com/d/{doc_id}"
    msg = build_share_email(sender_name, recipient, title, link)
    ses.send_raw_email(Source=SENDER, Destinations=[recipient], RawMessage={"Data": msg.as_bytes()})
    logger.info("share email sent for document %d", doc_id)
    return {"statusCode": 202, "body": json.dumps({"queued": True})}
