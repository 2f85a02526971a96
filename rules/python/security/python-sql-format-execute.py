import sqlite3

import psycopg
from django.db import connection


def find_user_fstring(conn: sqlite3.Connection, name: str) -> list[tuple]:
    cur = conn.cursor()
    # ruleid: python-sql-format-execute
    cur.execute(f"SELECT * FROM users WHERE name = '{name}'")
    return cur.fetchall()


def find_user_percent(conn: psycopg.Connection, name: str) -> None:
    with conn.cursor() as cur:
        # ruleid: python-sql-format-execute
        cur.execute("SELECT * FROM users WHERE name = '%s'" % name)


def find_user_format(cur, user_id: str) -> None:
    # ruleid: python-sql-format-execute
    cur.execute("DELETE FROM users WHERE id = {}".format(user_id))


def find_user_concat(cur, user_id: str) -> None:
    # ruleid: python-sql-format-execute
    cur.execute("SELECT * FROM users WHERE id = " + user_id)


def insert_many(cur, table: str, rows: list[tuple]) -> None:
    # ruleid: python-sql-format-execute
    cur.executemany(f"INSERT INTO {table} VALUES (?, ?)", rows)


def via_variable(order: str) -> None:
    query = "SELECT * FROM orders ORDER BY " + order
    with connection.cursor() as cursor:
        # ruleid: python-sql-format-execute
        cursor.execute(query)


def via_augmented(cur, name: str) -> None:
    sql = "SELECT * FROM users WHERE 1=1"
    sql += " AND name = '" + name + "'"
    # ruleid: python-sql-format-execute
    cur.execute(sql)


def keyword(conn, name: str) -> None:
    # ruleid: python-sql-format-execute
    conn.exec_driver_sql(statement=f"SELECT * FROM t WHERE name = '{name}'")


def parameterised(cur, name: str) -> None:
    # ok: python-sql-format-execute
    cur.execute("SELECT * FROM users WHERE name = %s", (name,))


def parameterised_qmark(conn: sqlite3.Connection, name: str) -> None:
    # ok: python-sql-format-execute
    conn.execute("SELECT * FROM users WHERE name = ?", [name])


def constant_concat(cur) -> None:
    # ok: python-sql-format-execute
    cur.execute("SELECT id, name " + "FROM users")


def placeholders_in_list(cur, ids: list[int]) -> None:
    # ok: python-sql-format-execute
    cur.execute("SELECT * FROM users WHERE id IN (%s)" % ",".join(["%s"] * len(ids)), ids)


def named_params(cur, email: str) -> None:
    query = "SELECT * FROM users WHERE email = %(email)s"
    # ok: python-sql-format-execute
    cur.execute(query, {"email": email})


def constant_variable(cur) -> None:
    query = "SELECT count(*) FROM users"
    # ok: python-sql-format-execute
    cur.execute(query)


def many_constant(cur, rows: list[tuple]) -> None:
    # ok: python-sql-format-execute
    cur.executemany("INSERT INTO users VALUES (?, ?)", rows)


def not_sql(executor, job: str) -> None:
    # ok: python-sql-format-execute
    executor.submit(f"job-{job}")


def sqlalchemy_update_with_formatted_value(connection, job_id, worker):
    # ok: python-sql-format-execute
    connection.execute(update(Job).where(Job.id == job_id).values(last_error=f"lost {worker}"))


def sqlalchemy_select_with_formatted_value(session, name):
    # ok: python-sql-format-execute
    session.execute(select(User).where(User.name == f"{name}%"))


def formatted_then_wrapped(cur, name):
    # ruleid: python-sql-format-execute
    cur.execute((f"SELECT * FROM users WHERE name = '{name}'"))


def sql_text_with_format_inside(cur, table, name):
    # ruleid: python-sql-format-execute
    cur.execute("SELECT * FROM {} WHERE name = %s".format(table), (name,))


def configure(cursor, name):
    # ok: python-sql-format-execute
    cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
    # ruleid: python-sql-format-execute
    cursor.execute(f"SELECT * FROM t WHERE a = '{name}' LIMIT {MAX_ROWS}")
    # ruleid: python-sql-format-execute
    cursor.execute(f"PRAGMA {name}={SQLITE_BUSY_TIMEOUT_MS}")
    # ok: python-sql-format-execute
    cursor.execute(f'PRAGMA wal_autocheckpoint={WAL_PAGES}')


def add_column(cursor, table):
    # ok: python-sql-format-execute
    cursor.execute(f"ALTER TABLE {table} ADD COLUMN archived BOOLEAN DEFAULT FALSE")
    # ok: python-sql-format-execute
    cursor.execute("CREATE INDEX ix_{0}_created ON {0} (created_at)".format(table))
    # ruleid: python-sql-format-execute
    cursor.execute(f"DELETE FROM {table} WHERE owner = '{table}'")


SORT_KEYS = {"name": "name", "age": "birth_date"}


def recent_orders(conn: sqlite3.Connection, days: int) -> list[tuple]:
    # ok: python-sql-format-execute
    return conn.execute("SELECT * FROM orders WHERE age_days < %d LIMIT %d" % (days, 100)).fetchall()


def orders_by_customer(conn: sqlite3.Connection, customer: str) -> list[tuple]:
    statement = "SELECT * FROM orders WHERE customer = '%s' AND total > %d" % (customer, 0)
    # ruleid: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_sorted(conn: sqlite3.Connection, key: str) -> list[tuple]:
    column = SORT_KEYS.get(key, "name")
    statement = "SELECT * FROM people ORDER BY " + column
    # ok: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_paged(conn: sqlite3.Connection, size: str) -> list[tuple]:
    limit = int(size)
    statement = f"SELECT * FROM people LIMIT {limit}"
    # ok: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_sorted_by(conn: sqlite3.Connection, key: str) -> list[tuple]:
    statement = "SELECT * FROM people ORDER BY " + key
    # ruleid: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_default_order(conn: sqlite3.Connection, key: str) -> list[tuple]:
    statement = "SELECT * FROM people ORDER BY " + key
    statement = "SELECT * FROM people ORDER BY name"
    # ok: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_reordered(conn: sqlite3.Connection, key: str) -> list[tuple]:
    statement = "SELECT * FROM people ORDER BY name"
    statement = f"SELECT * FROM people ORDER BY {key}"
    # ruleid: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_in_pieces(conn: sqlite3.Connection, key: str) -> list[tuple]:
    statement = (
        "SELECT * FROM people "
        f"ORDER BY {key}"
    )
    # ruleid: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_in_pieces_reset(conn: sqlite3.Connection, key: str) -> list[tuple]:
    statement = (
        f"SELECT * FROM people ORDER BY {key} "
        "LIMIT 10"
    )
    statement = "SELECT * FROM people"
    # ok: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_in_direction(conn: sqlite3.Connection, descending: bool) -> list[tuple]:
    direction = "DESC" if descending else "ASC"
    statement = f"SELECT * FROM people ORDER BY name {direction}"
    # ok: python-sql-format-execute
    return conn.execute(statement).fetchall()


def people_filtered_later(conn: sqlite3.Connection, key: str, name: str) -> list[tuple]:
    statement = f"SELECT * FROM people ORDER BY {key}"
    statement = "SELECT * FROM people"
    statement += f" WHERE name = '{name}'"
    # ruleid: python-sql-format-execute
    return conn.execute(statement).fetchall()


def report_view(request):
    # a view that reads the request: python-sql-injection-taint follows the value
    columns = ["name", request.GET.get("column", "name")]
    with connection.cursor() as cursor:
        # ok: python-sql-format-execute
        cursor.execute("SELECT " + columns[0] + " FROM customers")


def report_rows(cursor, column):
    # ruleid: python-sql-format-execute
    cursor.execute("SELECT " + column + " FROM customers")


import tornado.web  # noqa: E402


class TrackingHandler(tornado.web.RequestHandler):
    def get(self, code):
        table = self.settings["shipments_table"]
        with connection.cursor() as cur:
            # a Tornado verb method reads the request: python-sql-injection-taint follows it
            # ok: python-sql-format-execute
            cur.execute(f"SELECT status FROM {table} WHERE code = %s", (code,))
            self.write({"status": cur.fetchone()[0]})

    def lookup(self, table):
        with connection.cursor() as cur:
            # not a verb method: the syntactic rule still judges it
            # ruleid: python-sql-format-execute
            cur.execute(f"SELECT status FROM {table}")
            return cur.fetchone()


class StockResource:
    def on_get(self, req, resp, warehouse_id):
        wid = int(warehouse_id)
        limit = req.get_param_as_int("limit", default=50)
        with connection.cursor() as cur:
            # a Falcon responder reads the request: python-sql-injection-taint follows it
            # ok: python-sql-format-execute
            cur.execute(f"SELECT sku FROM stock WHERE warehouse_id = {wid} LIMIT {limit}")
            resp.media = cur.fetchall()

    def on_stock(self, table):
        with connection.cursor() as cur:
            # not a responder: the syntactic rule still judges it
            # ruleid: python-sql-format-execute
            cur.execute(f"SELECT sku FROM {table}")
            return cur.fetchall()


from flask import Flask, current_app  # noqa: E402

app = Flask(__name__)


@app.route("/reports/<kind>")
def report(kind):
    view = current_app.config["REPORT_VIEWS"][kind]
    with connection.cursor() as cur:
        # a Flask route's parameters are request data: python-sql-injection-taint follows them
        # ok: python-sql-format-execute
        cur.execute(f"SELECT * FROM {view}")
        return {"rows": cur.fetchall()}


COUNTED_TABLES = ("auth_user", "shop_order")
RETENTION = {"session_log": "created_at"}


def table_counts():
    counts = {}
    with connection.cursor() as cur:
        for table in COUNTED_TABLES:
            # ok: python-sql-format-execute
            cur.execute(f"SELECT COUNT(*) FROM {table}")
            counts[table] = cur.fetchone()[0]
    return counts


def purge_old(conn: sqlite3.Connection):
    for table, column in RETENTION.items():
        sql = "DELETE FROM %s WHERE %s < datetime('now', '-90 days')" % (table, column)
        # ok: python-sql-format-execute
        conn.execute(sql)


def table_rows(name: str):
    with connection.cursor() as cur:
        for table in COUNTED_TABLES:
            # the loop's table is the module's; the name is not
            # ruleid: python-sql-format-execute
            cur.execute(f"SELECT * FROM {table} WHERE name = '{name}'")


class AuditLogRepository:
    def __init__(self, pool):
        self.pool = pool

    async def entries_for(self, actor: str):
        query = "SELECT id, action FROM audit_log WHERE actor = '{}'".format(actor)
        async with self.pool.acquire() as conn:
            # ruleid: python-sql-format-execute
            return await conn.fetch(query)

    async def entries_safe(self, actor: str):
        async with self.pool.acquire() as conn:
            # ok: python-sql-format-execute
            return await conn.fetch("SELECT id, action FROM audit_log WHERE actor = $1", actor)


class FeedReader:
    async def latest(self, host: str):
        # ok: python-sql-format-execute
        return await self.fetch(f"https://{host}/feed")

    async def fetch(self, url: str):
        return url
