import logging
import os
import smtplib
from email.mime.text import MIMEText

from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("contact")

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "25"))
SUPPORT_INBOX = os.environ.get("SUPPORT_INBOX", "support@example.com")
NOREPLY = "no-reply@example.com"
TOPICS = {"billing": "Billing question", "bug": "Bug report", "other": "General enquiry"}


class Mailer:
    def __init__(self, host, port):
        self.host = host
        self.port = port

    def send(self, message):
        with smtplib.SMTP(self.host, self.port, timeout=10) as smtp:
            smtp.send_message(message)


mailer = Mailer(SMTP_HOST, SMTP_PORT)


def build_message(name, email, topic, body):
    msg = MIMEText(body, "plain", "utf-8")
    msg["From"] = NOREPLY
    msg["To"] = SUPPORT_INBOX
    msg["Subject"] = TOPICS.get(topic, TOPICS["other"])
    msg["Reply-To"] = "%s <%s>" % (name, email)
    return msg


@app.route("/contact/topics")
def topics():
    return jsonify(TOPICS)


@app.route("/contact", methods=["POST"])
def contact():
    form = request.form
    name = form.get("name", "").strip()
    email = form.get("email", "").strip()
    body = form.get("message", "").strip()
    if not name or not email or not body:
        return jsonify(error="all fields are required"), 400
    message = build_message(name, email, form.get("topic", "other"), body)
    try:
        mailer.send(message)
    except (smtplib.SMTPException, OSError) as exc:
        log.error("contact mail failed: %s", exc)
        return jsonify(error="could not send"), 503
    return jsonify(sent=True)
