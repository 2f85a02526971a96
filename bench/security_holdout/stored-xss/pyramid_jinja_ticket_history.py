from jinja2 import Environment, FileSystemLoader, select_autoescape
from pyramid.view import view_config

from helpdesk.repository import TicketRepository

env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape(["html", "xml"]))


@view_config(route_name="ticket_history", renderer="string")
def ticket_history(request):
    repo = TicketRepository(request.dbsession)
    events = repo.history(int(request.matchdict["ticket_id"]))
    template = env.get_template("ticket_history.html")
    request.response.content_type = "text/html"
    return template.render(events=events, ticket_id=request.matchdict["ticket_id"])
