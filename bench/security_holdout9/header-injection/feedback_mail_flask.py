import re
import smtplib
from email.message import EmailMessage

from flask import Flask, jsonify, request

app = Flask(__name__)
NEWLINES = re.compile(r"[\r\n]+")
FEEDBACK_INBOX = "feedback@example.com"


def one_line(value: str, limit: int = 120) -> str:
    return NEWLINES.sub(" ", value).strip()[:limit]


@app.route("/feedback", methods=["POST"])
def feedback():
    subject = one_line(request.form.get("subject", "Feedback"))
    reply_to = one_line(request.form.get("email", ""), 254)
    msg = EmailMessage()
    msg["From"] = "noreply@example.com"
    msg["To"] = FEEDBACK_INBOX
    msg["Subject"] = subject
    if "@" in reply_to:
        msg["Reply-To"] = reply_to
    msg.set_content(request.form.get("message", ""))
    with smtplib.SMTP("localhost") as smtp:
        smtp.send_message(msg)
    return jsonify(ok=True)
