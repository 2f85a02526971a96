import datetime as dt

import psycopg2
import psycopg2.extras
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPNotFound
from pyramid.view import view_config

DSN = "dbname=reports user=reports host=db"


def get_conn():
    return psycopg2.connect(DSN, cursor_factory=psycopg2.extras.RealDictCursor)


@view_config(route_name="report_detail", renderer="json")
def report_detail(request):
    report_id = int(request.matchdict["report_id"])
    with get_conn() as conn, conn.cursor() as cur:
        cur.execute("SELECT id, title, owner, created FROM reports WHERE id = %s", (report_id,))
        row = cur.fetchone()
    if row is None:
        raise HTTPNotFound()
    row["created"] = row["created"].isoformat()
    return row


class ReportQuery:
    def __init__(self, owner):
        self.owner = owner
        self.parts = ["SELECT id, title, created FROM reports WHERE owner = %s"]
        self.args = [owner]

    def since(self, days):
        cutoff = dt.date.today() - dt.timedelta(days=days)
        self.parts.append("AND created >= %s")
        self.args.append(cutoff)
        return self

    def tagged(self, tag):
        self.parts.append("AND '" + tag + "' = ANY(tags)")
        return self

    def sql(self):
        return " ".join(self.parts) + " ORDER BY created DESC"


@view_config(route_name="report_search", renderer="json")
def report_search(request):
    query = ReportQuery(request.authenticated_userid)
    days = request.params.get("days")
    if days and days.isdigit():
        query.since(int(days))
    tag = request.params.get("tag", "").strip()
    if tag:
        query.tagged(tag)
    with get_conn() as conn, conn.cursor() as cur:
        cur.execute(query.sql(), query.args)
        rows = cur.fetchall()
    return [{"id": r["id"], "title": r["title"], "created": r["created"].isoformat()} for r in rows]


@view_config(route_name="report_delete", request_method="POST", renderer="json")
def report_delete(request):
    report_id = int(request.matchdict["report_id"])
    with get_conn() as conn, conn.cursor() as cur:
        cur.execute(
            "DELETE FROM reports WHERE id = %s AND owner = %s",
            (report_id, request.authenticated_userid),
        )
        deleted = cur.rowcount
    return {"deleted": deleted}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("report_search", "/reports")
        config.add_route("report_detail", "/reports/{report_id}")
        config.add_route("report_delete", "/reports/{report_id}/delete")
        config.scan()
    return config.make_wsgi_app()
