import logging
import operator
from dataclasses import asdict, dataclass

from flask import Blueprint, Flask, jsonify, request

log = logging.getLogger(__name__)
bp = Blueprint("tickets", __name__, url_prefix="/tickets")

COMPARATORS = {
    "eq": operator.eq,
    "ne": operator.ne,
    "lt": operator.lt,
    "le": operator.le,
    "gt": operator.gt,
    "ge": operator.ge,
}
FILTERABLE = {"priority": int, "status": str, "assignee": str}


@dataclass
class Ticket:
    id: int
    title: str
    priority: int
    status: str
    assignee: str


TICKETS = [
    Ticket(1, "Login fails on Safari", 2, "open", "dana"),
    Ticket(2, "Export times out", 1, "open", "lee"),
    Ticket(3, "Typo on pricing page", 4, "closed", "dana"),
]


def parse_condition(raw):
    field, op_name, value = raw.split(":", 2)
    if field not in FILTERABLE or op_name not in COMPARATORS:
        raise ValueError(raw)
    return field, COMPARATORS[op_name], FILTERABLE[field](value)


def matches(ticket, conditions):
    for field, op, value in conditions:
        if not op(getattr(ticket, field), value):
            return False
    return True


@bp.route("/")
def list_tickets():
    try:
        conditions = [parse_condition(c) for c in request.args.getlist("where")]
    except ValueError as exc:
        log.info("rejected filter %s", exc)
        return jsonify(error="invalid filter"), 400
    selected = [asdict(t) for t in TICKETS if matches(t, conditions)]
    return jsonify(tickets=selected)


@bp.route("/<int:ticket_id>")
def ticket_detail(ticket_id):
    for t in TICKETS:
        if t.id == ticket_id:
            return jsonify(asdict(t))
    return jsonify(error="not found"), 404


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
