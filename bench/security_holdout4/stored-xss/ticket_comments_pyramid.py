from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

from support.models import DBSession, Ticket, TicketComment


def comment_item(comment):
    return f"<li class='comment'><b>{comment.author_name}</b><div>{comment.body}</div></li>"


@view_config(route_name="ticket_comments", request_method="GET")
def ticket_comments(request):
    ticket_id = int(request.matchdict["ticket_id"])
    ticket = DBSession.query(Ticket).get(ticket_id)
    if ticket is None:
        raise HTTPNotFound()
    comments = (
        DBSession.query(TicketComment)
        .filter(TicketComment.ticket_id == ticket_id)
        .order_by(TicketComment.created_at)
    )
    markup = "<ul>" + "".join(comment_item(c) for c in comments) + "</ul>"
    return Response(body=markup, content_type="text/html", charset="utf-8")


def includeme(config: Configurator):
    config.add_route("ticket_comments", "/tickets/{ticket_id}/comments")
    config.scan(__name__)
