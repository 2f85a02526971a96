import os

from flask import Blueprint, abort, current_app, jsonify, send_from_directory
from flask.views import MethodView
from flask_login import current_user, login_required

from .models import Ticket

attachments_bp = Blueprint("attachments", __name__, url_prefix="/api/tickets")


def _ticket_dir(ticket_id):
    return os.path.join(current_app.config["ATTACHMENT_ROOT"], str(ticket_id))


def _load_ticket(ticket_id):
    ticket = Ticket.query.get_or_404(ticket_id)
    if ticket.owner_id != current_user.id and not current_user.is_staff:
        abort(403)
    return ticket


class AttachmentView(MethodView):
    decorators = [login_required]

    def get(self, ticket_id, filename=None):
        ticket = _load_ticket(ticket_id)
        if filename is None:
            folder = _ticket_dir(ticket.id)
            names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
            return jsonify(ticket=ticket.id, attachments=names)

        return send_from_directory(_ticket_dir(ticket.id), filename, as_attachment=True, max_age=0)


attachment_view = AttachmentView.as_view("attachments")
attachments_bp.add_url_rule(
    "/<int:ticket_id>/attachments",
    view_func=attachment_view,
    methods=["GET"],
)
attachments_bp.add_url_rule(
    "/<int:ticket_id>/attachments/<path:filename>",
    view_func=attachment_view,
    methods=["GET"],
)
