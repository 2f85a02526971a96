import psycopg2
import psycopg2.extras
from flask import Flask, abort, current_app, jsonify, request

app = Flask(__name__)
app.config["DSN"] = "dbname=crm user=crm host=localhost"


class UserRepository:
    def __init__(self, dsn):
        self.dsn = dsn

    def _fetch(self, sql):
        with psycopg2.connect(self.dsn) as conn:
            with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
                cur.execute(sql)
                return cur.fetchall()

    def find_by_email(self, email):
        sql = "SELECT id, email, full_name, role FROM users WHERE lower(email) = lower('{}')".format(email)
        return self._fetch(sql)


def repository():
    return UserRepository(current_app.config["DSN"])


@app.route("/api/users/by-email")
def user_by_email():
    email = request.args.get("email", "").strip()
    if "@" not in email:
        abort(400)
    users = repository().find_by_email(email)
    if not users:
        abort(404)
    return jsonify(users[0])
