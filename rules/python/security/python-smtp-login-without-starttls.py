import os
import smtplib
import ssl
from email.message import EmailMessage


def send_alert(host: str, message: EmailMessage) -> None:
    # ruleid: python-smtp-login-without-starttls
    server = smtplib.SMTP(host, 587)
    server.ehlo()
    server.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    server.send_message(message)
    server.quit()


def send_receipt(user: str, password: str, message: EmailMessage) -> None:
    # ruleid: python-smtp-login-without-starttls
    with smtplib.SMTP("mail.example.com", 25) as smtp:
        smtp.login(user, password)
        smtp.send_message(message)


def send_alert_tls(host: str, message: EmailMessage) -> None:
    # ok: python-smtp-login-without-starttls
    server = smtplib.SMTP(host, 587)
    server.starttls(context=ssl.create_default_context())
    server.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    server.send_message(message)
    server.quit()


def send_receipt_tls(user: str, password: str, message: EmailMessage) -> None:
    # ok: python-smtp-login-without-starttls
    with smtplib.SMTP("mail.example.com", 587) as smtp:
        smtp.ehlo()
        smtp.starttls()
        smtp.login(user, password)
        smtp.send_message(message)


def send_over_ssl(user: str, password: str, message: EmailMessage) -> None:
    # ok: python-smtp-login-without-starttls
    with smtplib.SMTP_SSL("mail.example.com", 465, context=ssl.create_default_context()) as smtp:
        smtp.login(user, password)
        smtp.send_message(message)


def send_via_local_relay(user: str, password: str, message: EmailMessage) -> None:
    # ok: python-smtp-login-without-starttls
    with smtplib.SMTP("localhost", 25) as smtp:
        smtp.login(user, password)
        smtp.send_message(message)


def send_unauthenticated(host: str, message: EmailMessage) -> None:
    # ok: python-smtp-login-without-starttls
    with smtplib.SMTP(host) as smtp:
        smtp.send_message(message)


def send_optional_tls(host: str, use_tls: bool, user: str, password: str, message: EmailMessage) -> None:
    # ok: python-smtp-login-without-starttls
    server = smtplib.SMTP(host, 587)
    if use_tls:
        server.starttls()
    server.login(user, password)
    server.send_message(message)
