import falcon
import psycopg

DSN = "dbname=helpdesk user=helpdesk"
COLUMNS = ("id", "title", "priority")


class TicketResource:
    def on_get(self, req, resp):
        filters = {"team": req.get_param("team"), "assignee": req.get_param("assignee")}
        parts = ["closed = false"]
        for column, value in filters.items():
            if value:
                parts.append("%s = '%s'" % (column, value))
        sql = "SELECT id, title, priority FROM tickets WHERE " + " AND ".join(parts)
        with psycopg.connect(DSN) as conn:
            cur = conn.execute(sql)
            resp.media = [dict(zip(COLUMNS, r)) for r in cur.fetchall()]


app = falcon.App()
app.add_route("/tickets", TicketResource())
