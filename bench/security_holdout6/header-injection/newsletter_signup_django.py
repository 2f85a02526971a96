import os
import re
import smtplib
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formataddr

from django.http import JsonResponse
from django.views.decorators.http import require_POST

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "25"))
SENDER = "news@example.com"
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
NAME_MAX = 80


class InvalidSubscriber(ValueError):
    pass


@dataclass
class Subscriber:
    email: str
    display_name: str


def clean_subscriber(data) -> Subscriber:
    email = data.get("email", "").strip()
    name = data.get("name", "").strip()
    if not EMAIL_RE.fullmatch(email):
        raise InvalidSubscriber("invalid email address")
    if len(name) > NAME_MAX or any(ch in name for ch in "\r\n\0"):
        raise InvalidSubscriber("invalid name")
    return Subscriber(email=email, display_name=name)


class WelcomeMailer:
    def build(self, subscriber: Subscriber) -> EmailMessage:
        msg = EmailMessage()
        msg["From"] = formataddr(("Example News", SENDER))
        msg["To"] = formataddr((subscriber.display_name, subscriber.email))
        msg["Subject"] = "Welcome to Example News"
        msg.set_content(f"Hi {subscriber.display_name or 'there'}, thanks for subscribing!")
        return msg

    def send(self, msg: EmailMessage) -> None:
        with smtplib.SMTP(SMTP_HOST, SMTP_PORT, timeout=10) as smtp:
            smtp.send_message(msg)


@require_POST
def newsletter_signup(request):
    try:
        subscriber = clean_subscriber(request.POST)
    except InvalidSubscriber as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    mailer = WelcomeMailer()
    mailer.send(mailer.build(subscriber))
    return JsonResponse({"subscribed": subscriber.email}, status=201)
