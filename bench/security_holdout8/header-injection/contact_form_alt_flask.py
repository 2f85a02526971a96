import smtplib

from flask import Flask, jsonify, request

app = Flask(__name__)
SMTP_HOST = "localhost"
SUPPORT_ADDRESS = "support@example.com"
SENDER = "noreply@example.com"


@app.route("/contact", methods=["POST"])
def contact():
    name = request.form.get("name", "")
    reply_to = request.form.get("email", "")
    subject = request.form.get("subject", "Website enquiry")
    body = request.form.get("message", "")
    if not reply_to or not body:
        return jsonify(error="email and message are required"), 400
    message = (
        f"From: Website <{SENDER}>\r\n"
        f"To: {SUPPORT_ADDRESS}\r\n"
        f"Reply-To: {name} <{reply_to}>\r\n"
        f"Subject: {subject}\r\n"
        "\r\n"
        f"{body}\r\n"
    )
    with smtplib.SMTP(SMTP_HOST) as smtp:
        smtp.sendmail(SENDER, [SUPPORT_ADDRESS], message)
    return jsonify(sent=True)
