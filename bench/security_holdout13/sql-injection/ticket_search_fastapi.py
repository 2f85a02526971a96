import psycopg2
from fastapi import FastAPI
from psycopg2.extras import RealDictCursor

app = FastAPI()
DSN = "dbname=helpdesk user=helpdesk host=db"


class TicketStore:
    def __init__(self, dsn):
        self.dsn = dsn

    def search(self, term, state):
        sql = "SELECT id, subject, state FROM tickets WHERE subject ILIKE %s AND state = %s ORDER BY id DESC"
        with psycopg2.connect(self.dsn) as conn, conn.cursor(cursor_factory=RealDictCursor) as cur:
            cur.execute(sql, (f"%{term}%", state))
            return cur.fetchall()


store = TicketStore(DSN)


@app.get("/tickets/search")
def search_tickets(q: str, state: str = "open"):
    criteria = {"term": q.strip(), "state": state}
    return store.search(criteria["term"], criteria["state"])
