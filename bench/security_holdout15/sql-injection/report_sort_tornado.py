import sqlite3

import tornado.web

SORTABLE = {"date": "created_at", "amount": "amount", "owner": "owner_name"}


class ExpenseReportHandler(tornado.web.RequestHandler):
    def get(self):
        requested = self.get_argument("sort", "date")
        direction = "DESC" if self.get_argument("dir", "desc") == "desc" else "ASC"
        column = SORTABLE.get(requested, "created_at")
        sql = f"SELECT id, owner_name, amount, created_at FROM expenses ORDER BY {column} {direction}"
        conn = sqlite3.connect("expenses.db")
        rows = conn.execute(sql).fetchall()
        conn.close()
        self.write({"expenses": [list(r) for r in rows]})


def make_app():
    return tornado.web.Application([(r"/reports/expenses", ExpenseReportHandler)])
