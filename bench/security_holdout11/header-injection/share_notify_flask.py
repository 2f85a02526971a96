import logging
import os
import re
import smtplib
from email.headerregistry import Address
from email.message import EmailMessage

from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("notify")

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
FROM_ADDR = Address("Acme Notifications", "notify", "acme.example")
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$")
CONTROL_CHARS = re.compile(r"[\x00-\x1f\x7f]")


def clean_header_text(value, limit=150):
    return CONTROL_CHARS.sub(" ", value).strip()[:limit]


def build_message(recipient, subject, body):
    msg = EmailMessage()
    msg["From"] = FROM_ADDR
    msg["To"] = recipient
    msg["Subject"] = subject
    msg.set_content(body)
    return msg


def send(msg):
    with smtplib.SMTP(SMTP_HOST, timeout=10) as smtp:
        smtp.send_message(msg)


@app.route("/share", methods=["POST"])
def share_document():
    data = request.get_json(silent=True) or {}
    recipient = data.get("to", "")
    if not EMAIL_RE.fullmatch(recipient):
        return jsonify(error="invalid recipient"), 400
    sender_name = clean_header_text(data.get("from_name", "A colleague"), 60)
    subject = clean_header_text(f"{sender_name} shared a document with you")
    body = data.get("note", "")[:5000]
    send(build_message(recipient, subject, body))
    log.info("share notification sent")
    return jsonify(sent=True)


@app.route("/share/limits")
def limits():
    return jsonify(note_chars=5000, subject_chars=150)
