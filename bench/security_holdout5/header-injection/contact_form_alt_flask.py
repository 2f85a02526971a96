import smtplib

from flask import Flask, jsonify, request

app = Flask(__name__)
app.config.from_object("settings.MailConfig")


def build_message(cfg, sender_name, reply_to, subject, body):
    return (
        f"From: {cfg['MAIL_FROM_NAME']} <{cfg['MAIL_FROM']}>\r\n"
        f"To: {cfg['SUPPORT_ADDRESS']}\r\n"
        f"Reply-To: {sender_name} <{reply_to}>\r\n"
        f"Subject: [Contact] {subject}\r\n"
        "Content-Type: text/plain; charset=utf-8\r\n"
        "\r\n"
        f"{body}\r\n"
    )


@app.post("/contact")
def contact():
    form = request.form
    cfg = app.config
    message = build_message(
        cfg,
        form.get("name", ""),
        form.get("email", ""),
        form.get("subject", "(no subject)"),
        form.get("message", ""),
    )
    with smtplib.SMTP(cfg["SMTP_HOST"], cfg["SMTP_PORT"]) as smtp:
        smtp.starttls()
        smtp.login(cfg["SMTP_USER"], cfg["SMTP_PASSWORD"])
        smtp.sendmail(cfg["MAIL_FROM"], [cfg["SUPPORT_ADDRESS"]], message.encode("utf-8"))
    return jsonify(sent=True)
