import falcon
import psycopg2

DSN = "dbname=helpdesk user=helpdesk host=localhost"


class TicketResource:
    def on_get(self, req, resp):
        assignee = req.get_param("assignee", required=True)
        state = req.get_param("state", default="open")
        with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
            cur.execute(
                "SELECT id, title, state FROM tickets WHERE assignee = %s AND state = %s",
                (assignee, state),
            )
            tickets = [{"id": r[0], "title": r[1], "state": r[2]} for r in cur.fetchall()]
        resp.media = {"tickets": tickets}


app = falcon.App()
app.add_route("/tickets", TicketResource())
