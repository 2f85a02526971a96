import logging
import os
import smtplib
from email.message import EmailMessage

from flask import Blueprint, Flask, jsonify, request

log = logging.getLogger("notify")
bp = Blueprint("notify", __name__)

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
FROM_ADDR = "orders@example.com"
TEMPLATES = {
    "shipped": "Your order {order} has shipped.",
    "delayed": "Your order {order} is delayed. We are sorry.",
}


def one_line(value, limit=120):
    cleaned = " ".join(str(value).replace("\r", " ").replace("\n", " ").split())
    return cleaned[:limit]


class Mailer:
    def __init__(self, host):
        self.host = host

    def send(self, msg):
        with smtplib.SMTP(self.host) as smtp:
            smtp.send_message(msg)


mailer = Mailer(SMTP_HOST)


def build_message(to_addr, customer_name, order_ref, kind):
    msg = EmailMessage()
    msg["From"] = FROM_ADDR
    msg["To"] = one_line(to_addr)
    msg["Subject"] = "Order %s: %s" % (one_line(order_ref, 40), one_line(customer_name, 60))
    msg.set_content(TEMPLATES[kind].format(order=order_ref))
    return msg


@bp.route("/orders/<order_ref>/notify", methods=["POST"])
def notify(order_ref):
    body = request.get_json(silent=True) or {}
    kind = body.get("kind", "shipped")
    if kind not in TEMPLATES:
        return jsonify(error="unknown kind"), 400
    msg = build_message(body.get("email", ""), body.get("name", "customer"), order_ref, kind)
    mailer.send(msg)
    log.info("notification %s sent for %s", kind, order_ref)
    return jsonify(sent=True)


@bp.route("/orders/templates")
def templates():
    return jsonify(sorted(TEMPLATES))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
