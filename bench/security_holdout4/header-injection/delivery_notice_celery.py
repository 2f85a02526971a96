import os
import smtplib

from celery import Celery

from dispatch.customers import contact_email_for

app = Celery("notifications", broker=os.environ.get("BROKER_URL", "amqp://localhost"))
SENDER = "deliveries@parcelnet.example"


@app.task(name="notifications.delivery_notice", autoretry_for=(smtplib.SMTPException,), retry_backoff=True)
def send_delivery_notice(payload):
    recipient = contact_email_for(int(payload["customer_id"]))
    reference = payload["consignment_ref"]
    window = payload.get("delivery_window", "today")
    lines = [
        f"From: ParcelNet <{SENDER}>",
        f"To: {recipient}",
        f"Subject: Consignment {reference} arrives {window}",
        "Content-Type: text/plain; charset=utf-8",
        "",
        f"Your consignment {reference} is out for delivery ({window}).",
    ]
    raw = "\r\n".join(lines)
    with smtplib.SMTP(os.environ.get("SMTP_HOST", "localhost")) as smtp:
        smtp.sendmail(SENDER, [recipient], raw)
    return reference
