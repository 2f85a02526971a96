import psycopg2
from pyramid.view import view_config


class TicketService:
    def __init__(self, dsn):
        self.dsn = dsn

    def find(self, filters):
        parts = []
        for column, value in filters.items():
            parts.append("{} = '{}'".format(column, value))
        sql = "SELECT id, subject, state FROM tickets WHERE " + " AND ".join(parts)
        with psycopg2.connect(self.dsn) as conn, conn.cursor() as cur:
            cur.execute(sql)
            return cur.fetchall()


@view_config(route_name="ticket_lookup", renderer="json")
def ticket_lookup(request):
    service = TicketService(request.registry.settings["tickets.dsn"])
    filters = {"state": "open"}
    reporter = request.params.get("reporter")
    if reporter:
        filters["reporter"] = reporter
    return [{"id": r[0], "subject": r[1], "state": r[2]} for r in service.find(filters)]
