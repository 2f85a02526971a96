import email
import os
import smtplib

from flask import Flask, jsonify, request

app = Flask(__name__)
SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SUPPORT_ADDR = "support@example.com"
FROM_ADDR = "no-reply@example.com"


def build_message(name, reply_to, subject, body):
    raw = (
        f"From: Website <{FROM_ADDR}>\r\n"
        f"To: {SUPPORT_ADDR}\r\n"
        f"Reply-To: {name} <{reply_to}>\r\n"
        f"Subject: [contact] {subject}\r\n"
        "\r\n"
        f"{body}\r\n"
    )
    return email.message_from_string(raw)


@app.post("/contact")
def contact():
    form = request.form
    msg = build_message(form.get("name", ""), form.get("email", ""), form.get("subject", ""), form.get("message", ""))
    with smtplib.SMTP(SMTP_HOST) as smtp:
        smtp.send_message(msg)
    return jsonify({"sent": True})
