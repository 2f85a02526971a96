import functools
import sqlite3

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config

DB_FILE = "helpdesk.sqlite3"
STATUSES = ("open", "pending", "closed")


class TicketRepository:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row

    def _fetch(self, sql, params):
        cur = self.conn.execute(sql, params)
        return [dict(r) for r in cur.fetchall()]

    def by_id(self, ticket_id):
        rows = self._fetch("SELECT * FROM tickets WHERE id = ?", (ticket_id,))
        return rows[0] if rows else None

    def search(self, text, status):
        sql = "SELECT id, subject, status FROM tickets WHERE subject LIKE ?"
        params = [f"%{text}%"]
        if status:
            sql += " AND status = ?"
            params.append(status)
        return self._fetch(sql, params)


def with_repo(view):
    @functools.wraps(view)
    def wrapper(request):
        repo = TicketRepository(DB_FILE)
        try:
            return view(request, repo)
        finally:
            repo.conn.close()
    return wrapper


@view_config(route_name="ticket", renderer="json")
@with_repo
def ticket(request, repo):
    row = repo.by_id(request.matchdict["id"])
    if row is None:
        raise HTTPNotFound()
    return row


@view_config(route_name="ticket_search", renderer="json")
@with_repo
def ticket_search(request, repo):
    status = request.params.get("status", "")
    if status and status not in STATUSES:
        raise HTTPBadRequest("unknown status")
    return {"results": repo.search(request.params.get("q", ""), status)}


def main():
    with Configurator() as config:
        config.add_route("ticket_search", "/tickets/search")
        config.add_route("ticket", "/tickets/{id}")
        config.scan()
        return config.make_wsgi_app()
