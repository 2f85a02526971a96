import smtplib
from email.headerregistry import Address
from email.message import EmailMessage

from flask import Blueprint, abort, current_app, jsonify, request

bp = Blueprint("feedback", __name__)


def single_line(value, limit=120):
    value = (value or "").strip()
    if "\r" in value or "\n" in value or len(value) > limit:
        abort(400)
    return value


@bp.post("/feedback")
def send_feedback():
    cfg = current_app.config
    name = single_line(request.form.get("name"), 80)
    topic = single_line(request.form.get("topic"))
    try:
        reply_to = Address(display_name=name, addr_spec=single_line(request.form.get("email")))
    except ValueError:
        abort(400)
    msg = EmailMessage()
    msg["From"] = cfg["FEEDBACK_FROM"]
    msg["To"] = cfg["FEEDBACK_TO"]
    msg["Reply-To"] = reply_to
    msg["Subject"] = f"Feedback: {topic}"
    msg.set_content(request.form.get("message", "")[:5000])
    with smtplib.SMTP(cfg["SMTP_HOST"], cfg["SMTP_PORT"]) as smtp:
        smtp.send_message(msg)
    return jsonify(sent=True)
