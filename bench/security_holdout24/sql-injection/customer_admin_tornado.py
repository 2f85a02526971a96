import json
import os

import psycopg2
from psycopg2 import sql
import tornado.ioloop
import tornado.web

EDITABLE_FIELDS = ("display_name", "phone", "company", "country")


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return self.application.settings["db"]

    def get_current_user(self):
        return self.get_signed_cookie("admin")


class CustomerHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, customer_id):
        with self.db.cursor() as cur:
            cur.execute(
                "SELECT id, email, display_name, phone, company, country FROM customers WHERE id = %s",
                (int(customer_id),),
            )
            row = cur.fetchone()
        if row is None:
            raise tornado.web.HTTPError(404)
        keys = ("id", "email") + EDITABLE_FIELDS
        self.write(dict(zip(keys, row)))

    @tornado.web.authenticated
    def patch(self, customer_id):
        changes = json.loads(self.request.body or b"{}")
        updates = {k: v for k, v in changes.items() if k in EDITABLE_FIELDS}
        if not updates:
            raise tornado.web.HTTPError(400, "nothing to update")
        assignments = sql.SQL(", ").join(
            sql.SQL("{} = {}").format(sql.Identifier(field), sql.Placeholder(field))
            for field in updates
        )
        statement = sql.SQL("UPDATE customers SET {} WHERE id = {}").format(
            assignments, sql.Placeholder("customer_id")
        )
        params = dict(updates, customer_id=int(customer_id))
        with self.db.cursor() as cur:
            cur.execute(statement, params)
        self.db.commit()
        self.set_status(204)


class CustomerSearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        term = self.get_argument("q", "")
        with self.db.cursor() as cur:
            cur.execute(
                "SELECT id, email FROM customers WHERE email ILIKE %s ORDER BY email LIMIT 50",
                ("%" + term + "%",),
            )
            rows = cur.fetchall()
        self.write({"results": [{"id": r[0], "email": r[1]} for r in rows]})


def make_app():
    conn = psycopg2.connect(os.environ.get("CRM_DSN", "dbname=crm user=crm"))
    return tornado.web.Application(
        [
            (r"/admin/customers", CustomerSearchHandler),
            (r"/admin/customers/(\d+)", CustomerHandler),
        ],
        db=conn,
        cookie_secret=os.environ["COOKIE_SECRET"],
        login_url="/admin/login",
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
