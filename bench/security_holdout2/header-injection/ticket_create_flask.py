from flask import Flask, abort, jsonify, request

from helpdesk.db import db
from helpdesk.models import Ticket

app = Flask(__name__)


@app.post("/api/tickets")
def create_ticket():
    payload = request.get_json(silent=True) or {}
    subject = str(payload.get("subject", "")).strip()
    if not subject:
        abort(400, "subject required")
    ticket = Ticket(subject=subject[:200], body=str(payload.get("body", "")))
    db.session.add(ticket)
    db.session.commit()
    resp = jsonify(id=ticket.id, status=ticket.status)
    resp.status_code = 201
    resp.headers["X-Ticket-Id"] = str(ticket.id)
    return resp
