import smtplib

from flask import Flask, jsonify, request

app = Flask(__name__)
SUPPORT_ADDRESS = "support@example.com"
SMTP_HOST = "localhost"


@app.route("/contact", methods=["POST"])
def contact():
    sender = request.form.get("email", "")
    subject = request.form.get("subject", "Website enquiry")
    body = request.form.get("message", "")
    message = (
        f"From: {sender}\r\n"
        f"To: {SUPPORT_ADDRESS}\r\n"
        f"Subject: {subject}\r\n"
        "\r\n"
        f"{body}"
    )
    with smtplib.SMTP(SMTP_HOST) as smtp:
        smtp.sendmail(SUPPORT_ADDRESS, [SUPPORT_ADDRESS], message)
    return jsonify({"sent": True})
