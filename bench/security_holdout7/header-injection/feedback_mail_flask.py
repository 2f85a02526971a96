import os
import smtplib
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formataddr, parseaddr

from flask import Flask, jsonify, request

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "587"))
FEEDBACK_INBOX = "feedback@example.com"
SENDER = "no-reply@example.com"

app = Flask(__name__)


class HeaderValueError(ValueError):
    pass


def single_line(value: str, limit: int = 200) -> str:
    if "\r" in value or "\n" in value:
        raise HeaderValueError("line breaks are not allowed")
    return value.strip()[:limit]


@dataclass
class Feedback:
    name: str
    email: str
    topic: str
    text: str

    @classmethod
    def from_form(cls, form) -> "Feedback":
        name = single_line(form.get("name", ""), 80)
        _, email = parseaddr(single_line(form.get("email", ""), 254))
        if "@" not in email:
            raise HeaderValueError("invalid e-mail address")
        return cls(
            name=name,
            email=email,
            topic=single_line(form.get("topic", "General"), 120),
            text=form.get("text", "")[:5000],
        )


def build_message(fb: Feedback) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = SENDER
    msg["To"] = FEEDBACK_INBOX
    msg["Reply-To"] = formataddr((fb.name, fb.email))
    msg["Subject"] = f"Feedback: {fb.topic}"
    msg.set_content(fb.text)
    return msg


def deliver(msg: EmailMessage) -> None:
    with smtplib.SMTP(SMTP_HOST, SMTP_PORT, timeout=10) as smtp:
        smtp.starttls()
        smtp.send_message(msg)


@app.route("/feedback", methods=["POST"])
def submit_feedback():
    try:
        fb = Feedback.from_form(request.form)
    except HeaderValueError as exc:
        return jsonify(error=str(exc)), 400
    deliver(build_message(fb))
    return jsonify(status="thanks"), 202
