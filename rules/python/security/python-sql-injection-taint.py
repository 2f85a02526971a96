import uuid
import sqlite3

from django.db import connection
from django.http import HttpRequest, JsonResponse
from fastapi import FastAPI
from flask import Flask, request
from sqlalchemy import text
from sqlalchemy.orm import Session

from shop.models import Product

app = Flask(__name__)
api = FastAPI()
INVALID_COLUMNS = {"password", "ssn"}


@app.route("/users")
def users():
    name = request.args.get("name")
    query = "SELECT * FROM users WHERE name = '" + name + "'"
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    rows = conn.execute(query).fetchall()
    return {"rows": rows}


@app.route("/users/filtered")
def users_filtered():
    filters = {"name": request.args.get("name"), "team": "core"}
    where = " AND ".join(f"{column} = '{value}'" for column, value in filters.items())
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    return {"rows": conn.execute("SELECT * FROM users WHERE " + where).fetchall()}


@app.route("/users/any-name")
def users_any_name():
    names = request.args.getlist("name")
    clauses = [f"name = '{name}'" for name in names]
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    return {"rows": conn.execute("SELECT * FROM users WHERE " + " OR ".join(clauses)).fetchall()}


@app.route("/users/by-raw-query")
def users_by_raw_query():
    raw = request.query_string.decode("utf-8")
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    return {"rows": conn.execute("SELECT * FROM users WHERE note = '%s'" % raw).fetchall()}


@app.route("/users/sorted-by")
def users_sorted_by():
    ordering = ", ".join(column.strip() for column in request.args.getlist("sort")) or "id"
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    return {"rows": conn.execute("SELECT * FROM users ORDER BY " + ordering).fetchall()}


@app.route("/users/sorted-by/checked")
def users_sorted_by_checked():
    ordering = ", ".join(str(int(column)) for column in request.args.getlist("sort")) or "1"
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    return {"rows": conn.execute("SELECT * FROM users ORDER BY " + ordering).fetchall()}


@app.route("/users/filtered/bound")
def users_filtered_bound():
    filters = {"name": request.args.get("name"), "team": "core"}
    where = " AND ".join(f"{column} = ?" for column, value in filters.items())
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    rows = conn.execute("SELECT * FROM users WHERE " + where, tuple(filters.values()))
    return {"rows": rows.fetchall()}


@app.route("/users/any-name/numbered")
def users_any_name_numbered():
    names = request.args.getlist("name")
    clauses = [f"name = :n{index}" for index, name in enumerate(names)]
    conn = sqlite3.connect("app.db")
    params = {f"n{index}": name for index, name in enumerate(names)}
    # ok: python-sql-injection-taint
    rows = conn.execute("SELECT * FROM users WHERE " + " OR ".join(clauses), params)
    return {"rows": rows.fetchall()}


@app.route("/users/safe")
def users_safe():
    name = request.args.get("name")
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    rows = conn.execute("SELECT * FROM users WHERE name = ?", (name,)).fetchall()
    return {"rows": rows}


def django_view(request: HttpRequest) -> JsonResponse:
    order = request.GET["order"]
    with connection.cursor() as cursor:
        # ruleid: python-sql-injection-taint
        cursor.execute("SELECT id FROM shop_product ORDER BY %s" % order)
        ids = cursor.fetchall()
    # ruleid: python-sql-injection-taint
    products = Product.objects.raw("SELECT * FROM shop_product WHERE name = '{}'".format(request.POST["name"]))
    return JsonResponse({"ids": ids, "n": len(list(products))})


def django_view_safe(request: HttpRequest) -> JsonResponse:
    page = int(request.GET["page"])
    with connection.cursor() as cursor:
        # ok: python-sql-injection-taint
        cursor.execute("SELECT id FROM shop_product LIMIT 20 OFFSET %d" % (page * 20))
        # ok: python-sql-injection-taint
        cursor.execute("SELECT id FROM shop_product WHERE name = %s", [request.GET["name"]])
        return JsonResponse({"ids": cursor.fetchall()})


@api.get("/items")
def items(category: str, session: Session):
    # ruleid: python-sql-injection-taint
    return session.execute(text(f"SELECT * FROM items WHERE category = '{category}'")).all()


@api.get("/items/safe")
def items_safe(category: str, session: Session):
    # ok: python-sql-injection-taint
    return session.execute(text("SELECT * FROM items WHERE category = :c"), {"c": category}).all()


def report(session: Session, table: str):
    # ok: python-sql-injection-taint
    return session.execute(text(f"SELECT count(*) FROM {table}")).scalar()


@app.route("/prices")
def prices():
    limit = request.args["max"]
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    rows = conn.execute(f"SELECT * FROM products WHERE price <= {float(limit)}").fetchall()
    return {"rows": rows}


@app.route("/orders")
def orders():
    order_id = request.args["id"]
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    rows = conn.execute(f"SELECT * FROM orders WHERE id = '{uuid.UUID(order_id)}'").fetchall()
    return {"rows": rows}


from sqlalchemy import delete, select, update

ORDERINGS = {"newest": "created_at DESC", "cheapest": "price ASC"}
REPORT_COLUMNS = ("region", "channel")


@app.route("/products/sorted")
def products_sorted():
    ordering = ORDERINGS.get(request.args.get("order", ""), "id")
    # ok: python-sql-injection-taint
    rows = connection.cursor().execute("SELECT * FROM product ORDER BY " + ordering)
    return {"rows": rows}


@app.route("/products/sorted-raw")
def products_sorted_raw():
    ordering = request.args.get("order", "id")
    # ruleid: python-sql-injection-taint
    rows = connection.cursor().execute("SELECT * FROM product ORDER BY " + ordering)
    return {"rows": rows}


@app.route("/report")
def report():
    column = request.args.get("group", "region")
    if column not in REPORT_COLUMNS:
        return {"error": "bad column"}, 400
    # ok: python-sql-injection-taint
    rows = connection.cursor().execute(f"SELECT {column}, SUM(total) FROM sales GROUP BY {column}")
    return {"rows": rows}


@app.route("/archive", methods=["POST"])
def archive(session: Session):
    owner = request.form["owner"]
    stmt = update(Product.__table__).where(Product.__table__.c.owner == owner).values(archived=True)
    # ok: python-sql-injection-taint
    session.execute(stmt)
    # ok: python-sql-injection-taint
    session.execute(delete(Product.__table__).where(Product.__table__.c.owner == owner))
    # ok: python-sql-injection-taint
    return {"n": session.execute(select(Product.__table__).where(Product.__table__.c.owner == owner)).rowcount}


@app.route("/archive/filter", methods=["POST"])
def archive_filter(session: Session):
    clause = request.form["where"]
    # ruleid: python-sql-injection-taint
    return {"rows": session.execute(select(Product.__table__).where(text(clause))).all()}


@app.route("/page")
def page_rows():
    limit = request.args.get("limit", "20")
    # ok: python-sql-injection-taint
    connection.cursor().execute("SELECT * FROM product LIMIT %d" % int(limit))
    # ruleid: python-sql-injection-taint
    connection.cursor().execute("SELECT * FROM product LIMIT %s" % limit)
    return {}


import sqlalchemy


@app.route("/archive/count")
def archive_count(session: Session):
    owner = request.args["owner"]
    stmt = sqlalchemy.select(sqlalchemy.func.count()).where(Product.__table__.c.owner == owner)
    # ok: python-sql-injection-taint
    return {"n": session.execute(stmt).scalar()}


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
import sqlite3  # noqa: E402
@app.route("/helper/statement")
def helper_statement():
    dept = request.args.get("dept", "")
    # a function of the file that executes the statement it is given, defined after its caller
    # ruleid: python-sql-injection-taint
    rows = run_statement("SELECT * FROM staff WHERE dept = '%s'" % dept)
    # ok: python-sql-injection-taint
    kept = run_statement("SELECT * FROM staff WHERE dept = ?", (dept,))
    # ok: python-sql-injection-taint
    counted = count_rows("staff", dept)
    # a statement handed back with its parameters binds the values
    sql, params = StaffQuery(dept).build()
    # ok: python-sql-injection-taint
    listed = run_statement(sql, params)
    return {"rows": rows + kept + listed, "count": counted}


class StaffQuery:
    def __init__(self, dept):
        self.dept = dept

    def build(self):
        return "SELECT * FROM staff WHERE dept LIKE ?", ("%" + self.dept + "%",)


def run_statement(sql, params=()):
    with sqlite3.connect("app.db") as conn:
        return conn.execute(sql, params).fetchall()


def count_rows(table, dept):
    with sqlite3.connect("app.db") as conn:
        return conn.execute("SELECT count(*) FROM staff WHERE dept = ?", (dept,)).fetchone()


# BEGIN fragment decidable-flow-cases source=request sink=sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + VALUE + "'")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
import datetime  # noqa: E402
import enum  # noqa: E402
import hashlib  # noqa: E402

FLOW_LEVEL = 3
FLOW_KEY = "fixed"
FLOW_NAMES = {"fixed": "fixed"}
FLOW_DIGITS = "0123456789"


def fixed_text(v):
    return "fixed"


def branch_text(v):
    if v:
        return "yes"
    return "no"


def trimmed_text(v):
    return v.strip()


def prefixed_text(v):
    if not v:
        return "none"
    return "p-" + v


def fallback_text(v):
    return "fixed"


def resolved_text(v):
    return fallback_text(v)


def passed_on_text(v):
    return trimmed_text(v)


class FlowDefaults:
    @staticmethod
    def choose(v):
        return "fixed"

    @classmethod
    def pick(cls, v):
        return "fixed"

    @staticmethod
    def keep(v):
        return v


class FlowChoice(str, enum.Enum):
    FIXED = "fixed"
    OTHER = "other"


class FlowForm:
    choice: FlowChoice = FlowChoice.FIXED
    label: str = ""


@app.route("/flow/01")
def flow_01():
    value = request.args.get("v", "")
    n = 86
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/07")
def flow_07():
    value = request.args.get("v", "")
    mode = "b"
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/08")
def flow_08():
    value = request.args.get("v", "")
    mode = "b"
    if mode == "a":
        chosen = "fixed"
    elif mode == "b":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/09")
def flow_09():
    value = request.args.get("v", "")
    mode = "abc"[1]
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table["fixed"] + "'")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table.get("fixed") + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table["user"] + "'")


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table.get("fixed") + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table["user"] + "'")


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table[FLOW_KEY] + "'")


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table["fixed"] + "'")


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table["fixed"] + "'")


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table["fixed"] + "'")


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[0] + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[1] + "'")


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[-1] + "'")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[-2] + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[-3] + "'")


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[-1] + "'")


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[1] + "'")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table["fixed"] + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table["asked"] + "'")


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[1] + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[0] + "'")


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[0] + "'")


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[0] + "'")


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[0] + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + items[1] + "'")


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + trimmed_text(value) + "'")


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + prefixed_text(value) + "'")


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + str(count) + "'")


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + digest + "'")


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + parts["chosen"] + "'")


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + parts["chosen"] + "'")


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + merged + "'")


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + f"report-{when}" + "'")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + f"report-{when:%Y%m%d}" + "'")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + kept + "'")


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + kept + "'")


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + kept + "'")


@app.route("/flow/34")
def flow_34():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[1]
    if guess == "A":
        chosen = value
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/34b")
def flow_34b():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[2]
    chosen = "fixed"
    if guess == "A":
        chosen = value
    elif guess == "C":
        chosen = "fixed"
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/34d")
def flow_34d():
    value = request.args.get("v", "")
    possible = "XYZ"
    guess = possible[2]
    if guess == "A":
        chosen = "fixed"
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/34e")
def flow_34e():
    value = request.args.get("v", "")
    feed = "ecb"[0]
    if feed == "e":
        chosen = "fixed"
    elif feed == "f":
        chosen = value
    else:
        chosen = value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + parts[1] + "'")


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + parts[0] + "'")


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + parts[0] + parts[2] + "'")


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + parts[0] + "'")


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + parts[-1] + "'")


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + options[selector] + "'")


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + options[selector] + "'")


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + default + "'")


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen + "'")


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + resolved_text(value) + "'")


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + passed_on_text(value) + "'")


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + FlowDefaults.choose(value) + FlowDefaults.pick(value) + "'")


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + FlowDefaults.keep(value) + "'")


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + value.choice.value + "'")


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + value.label + "'")


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + text + "'")


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + text + "'")


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + text + "'")
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + VALUE + "'")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + value + "'")


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + value + "'")


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + value + "'")


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + value + "'")


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + value + "'")


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + value + "'")


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + "".join(parts) + "'")


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + "".join(parts) + "'")


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked["q"] + "'")


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + renamed["name"] + "'")


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + str(sizes["q"]) + "'")


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + prefs["role"] + "'")


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + counted["q"] + "'")
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + VALUE + "'")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
TABLE_LANGS = ["en", "de", "fr"]
TABLE_COLUMNS = {"name": "last_name", "hired": "hire_date"}


def table_language(raw):
    for code in sorted(TABLE_LANGS):
        if raw == code:
            return code
    return "en"


def table_column(raw):
    for key, column in TABLE_COLUMNS.items():
        if key == raw:
            return column
    return None


def table_prefix(raw):
    for code in TABLE_LANGS:
        if raw.startswith(code):
            return code
    return raw


def table_first_part(raw):
    for part in raw.split(","):
        if part:
            return part
    return "en"


def table_numbers(raw):
    return float(raw.split(",")[0]), int(len(raw))


@app.route("/flow/t1")
def flow_t1():
    value = request.args.get("v", "")
    picked = table_language(value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked + "'")


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked + "'")


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked + "'")


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked + "'")


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + "%r %r" % (low, count) + "'")



class TableMethods:
    def column(self, raw):
        found = TABLE_COLUMNS.get(raw)
        if found is None:
            raise KeyError(raw)
        return found

    def order_by(self, raw):
        return f"ORDER BY {TABLE_SORTS[raw]}"

    def sort_of(self, raw):
        return TABLE_SORTS[raw]

    def order_by_raw(self, raw):
        return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"

    def flow_method(self):
        value = request.args.get("v", "")
        # a method of the class that looks the value up in a constant table, called on self
        picked = self.column(value)
        # ok: python-sql-injection-taint
        sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked + "'")
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-sql-injection-taint
        sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + self.order_by(value) + "'")
        # ok: python-sql-injection-taint
        sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + self.sort_of(value) + "'")
        # ruleid: python-sql-injection-taint
        sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + self.order_by_raw(value) + "'")


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table_order_by(value) + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table_order_by_raw(value) + "'")


import enum  # noqa: E402
import typing  # noqa: E402


class TableTheme(str, enum.Enum):
    LIGHT = "light"
    DARK = "dark"


TableLocale = typing.Literal["en", "de"]


class TablePrefs:
    locale: TableLocale
    label: str

    def __init__(self, locale, label):
        self.locale = locale
        self.label = label


class TableBox:
    def __init__(self, raw):
        self.raw = raw


@app.route("/flow/t6")
def flow_t6():
    value = request.args.get("v", "")
    picked = TableTheme(value).value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked + "'")


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked.value + "'")


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + prefs.locale + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + prefs.label + "'")


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + TableBox(value).raw + "'")


import re  # noqa: E402

TABLE_SORTS = {"newest": "created_at DESC", "price": "price ASC"}
TABLE_CODE = re.compile(r"[A-Z]{2}-[0-9]{4}")


def table_sort(raw):
    try:
        return TABLE_SORTS[raw]
    except KeyError:
        raise ValueError(raw) from None


class TableCode:
    def __init__(self, raw):
        if not TABLE_CODE.fullmatch(raw or ""):
            raise ValueError(raw)
        self.code = raw


class TableLoose:
    def __init__(self, raw):
        if not raw:
            raise ValueError(raw)
        self.code = raw


@app.route("/flow/t10")
def flow_t10():
    value = request.args.get("v", "")
    # a helper that returns the table's item the value names
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table_sort(value) + "'")


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + TableCode(value).code + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + TableLoose(value).code + "'")


TABLE_HOSTS = frozenset({"docs.example.com", "help.example.com"})


def table_target(host, path):
    if host not in TABLE_HOSTS or not TABLE_CODE.fullmatch(path):
        raise ValueError(host)
    return f"https://{host}/{path}"


def table_target_loose(host, path):
    if not host or not path:
        raise ValueError(host)
    return f"https://{host}/{path}"


@app.route("/flow/t13")
def flow_t13():
    value = request.args.get("v", "")
    # a helper that turns the value away unless allowed, among other tests
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table_target(value, "AB-1234") + "'")
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + table_target_loose(value, "AB-1234") + "'")


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + picked + "'")
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + negated + "'")
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + prefixed + "'")
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + VALUE + "'")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + head + "'")


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + head + "'")


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + head + "'")


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + head + "'")


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + head + "'")


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + str(sizes[0]) + "'")
# END fragment hidden-request-read-cases


# Request data of the other web stacks (rules/fragments/more-request-sources.yaml-fragment)
import http.server  # noqa: E402

import tornado.web  # noqa: E402
from aiohttp import web  # noqa: E402
from pyramid.view import view_config  # noqa: E402


class InvoiceSearch(tornado.web.RequestHandler):
    def get(self):
        customer = self.get_argument("customer")
        # ruleid: python-sql-injection-taint
        self.db.execute(f"SELECT * FROM invoices WHERE customer = '{customer}'")

    def post(self):
        customer = self.get_argument("customer")
        # ok: python-sql-injection-taint
        self.db.execute("SELECT * FROM invoices WHERE customer = %s", (customer,))


class InvoiceByNumber(tornado.web.RequestHandler):
    def get(self, number):
        # ruleid: python-sql-injection-taint
        self.db.execute("SELECT * FROM invoices WHERE number = '%s'" % number)

    def delete(self, number):
        # ok: python-sql-injection-taint
        self.db.execute("DELETE FROM invoices WHERE number = %s", (number,))


async def shipments(request: web.Request) -> web.Response:
    carrier = request.match_info["carrier"]
    sql = "SELECT * FROM shipments WHERE carrier = '" + carrier + "'"
    # ruleid: python-sql-injection-taint
    rows = await request.app["db"].execute(sql)
    return web.json_response(rows)


async def shipments_by_form(request: web.Request) -> web.Response:
    form = await request.post()
    # ruleid: python-sql-injection-taint
    await request.app["db"].execute("SELECT * FROM shipments WHERE ref = '%s'" % form["ref"])
    # ok: python-sql-injection-taint
    await request.app["db"].execute("SELECT * FROM shipments WHERE ref = $1", form["ref"])
    return web.json_response({})


@view_config(route_name="tickets", renderer="json")
def tickets(request):
    queue = request.matchdict["queue"]
    # ruleid: python-sql-injection-taint
    request.dbsession.execute(text(f"SELECT * FROM tickets WHERE queue = '{queue}'"))
    # ok: python-sql-injection-taint
    request.dbsession.execute(text("SELECT * FROM tickets WHERE queue = :q"), {"q": queue})


from rest_framework.decorators import api_view  # noqa: E402


@api_view(["POST"])
def drf_orders(request):
    status = request.data["status"]
    # ruleid: python-sql-injection-taint
    connection.cursor().execute("SELECT * FROM orders WHERE status = '%s'" % status)
    # ok: python-sql-injection-taint
    connection.cursor().execute("SELECT * FROM orders WHERE status = %s", [status])


def wsgi_orders(environ, start_response):
    region = environ.get("QUERY_STRING", "")
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    conn.execute("SELECT * FROM orders WHERE region = '" + region + "'")
    # ok: python-sql-injection-taint
    conn.execute("SELECT * FROM orders WHERE region = ?", (region,))
    home = environ.get("HOME", "")
    # ok: python-sql-injection-taint
    conn.execute("SELECT * FROM orders WHERE owner = '" + home + "'")


class LookupHandler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        conn = sqlite3.connect("app.db")
        # ruleid: python-sql-injection-taint
        conn.execute("SELECT * FROM pages WHERE path = '%s'" % self.path)
        # ok: python-sql-injection-taint
        conn.execute("SELECT * FROM pages WHERE path = ?", (self.path,))


from django.views.decorators.http import require_GET  # noqa: E402
from pydantic import BaseModel  # noqa: E402


@require_GET
def order_detail(request, reference):
    # ruleid: python-sql-injection-taint
    connection.cursor().execute(f"SELECT * FROM orders WHERE reference = '{reference}'")
    # ok: python-sql-injection-taint
    connection.cursor().execute("SELECT * FROM orders WHERE reference = %s", [reference])


@require_GET
def order_by_number(request, number: int):
    # ok: python-sql-injection-taint
    connection.cursor().execute(f"SELECT * FROM orders WHERE id = {number}")


def order_table(request, table):
    # ok: python-sql-injection-taint
    connection.cursor().execute(f"SELECT count(*) FROM {table}")


@require_GET
def orders_in_region(request):
    region = request.GET.get("region", "")
    # ruleid: python-sql-injection-taint
    rows = Product.objects.extra(where=["region = '%s'" % region])
    # ok: python-sql-injection-taint
    rows = Product.objects.extra(where=["region = %s"], params=[region])
    return rows


class OrderQuery(BaseModel):
    customer: str


@api.post("/orders/search")
async def search_orders(query: OrderQuery, session: Session):
    # ruleid: python-sql-injection-taint
    session.execute(text(f"SELECT * FROM orders WHERE customer = '{query.customer}'"))
    # ok: python-sql-injection-taint
    session.execute(text("SELECT * FROM orders WHERE customer = :c"), {"c": query.customer})


from django.contrib.auth.decorators import login_required  # noqa: E402


@login_required
@require_GET
def order_owner(request, owner):
    # ruleid: python-sql-injection-taint
    connection.cursor().execute("SELECT * FROM orders WHERE owner = '%s'" % owner)


@app.route("/report-by-setting")
def report_by_setting():
    from django.conf import settings

    cursor = sqlite3.connect("app.db").cursor()
    # ok: python-sql-injection-taint
    cursor.execute(settings.REPORT_QUERIES[request.args["kind"]])
    return {"rows": cursor.fetchall()}


@app.route("/sorted-denied")
def sorted_denied():
    column = request.args.get("sort", "id")
    if column in INVALID_COLUMNS:
        return {"error": "unsupported"}, 400
    cursor = sqlite3.connect("app.db").cursor()
    # ruleid: python-sql-injection-taint
    cursor.execute(f"SELECT * FROM items ORDER BY {column}")
    return {"rows": cursor.fetchall()}


@app.route("/reports/<kind>")
def report_view(kind):
    from flask import current_app

    cursor = sqlite3.connect("app.db").cursor()
    # ok: python-sql-injection-taint
    cursor.execute(f"SELECT * FROM {current_app.config['REPORT_VIEWS'][kind]}")
    return {"rows": cursor.fetchall()}


@app.route("/orders-page")
def orders_page():
    page = request.args.get("page", 1, type=int)
    cursor = sqlite3.connect("app.db").cursor()
    # ok: python-sql-injection-taint
    cursor.execute(f"SELECT * FROM orders LIMIT 20 OFFSET {page * 20}")
    return {"rows": cursor.fetchall()}


@app.route("/audit/<actor>")
async def audit_entries(actor):
    pool = app.config["PG_POOL"]
    async with pool.acquire() as conn:
        # ruleid: python-sql-injection-taint
        return await conn.fetch(f"SELECT id, action FROM audit_log WHERE actor = '{actor}'")


@app.route("/audit/safe/<actor>")
async def audit_entries_safe(actor):
    pool = app.config["PG_POOL"]
    async with pool.acquire() as conn:
        # ok: python-sql-injection-taint
        return await conn.fetch("SELECT id, action FROM audit_log WHERE actor = $1", actor)


@app.route("/feeds/<host>")
async def feed(host):
    reader = app.config["FEEDS"]
    # ok: python-sql-injection-taint
    return await reader.fetch(f"https://{host}/feed")


from fastapi import Request  # noqa: E402


@api.get("/users/by-name")
async def users_by_name(request: Request):
    name = request.query_params.get("name", "")
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    return conn.execute("SELECT * FROM users WHERE name = '%s'" % name).fetchall()


@api.get("/users/by-team")
async def users_by_team(request: Request):
    team = request.headers.get("x-team", "")
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    return conn.execute("SELECT * FROM users WHERE team = ?", (team,)).fetchall()


@api.get("/users/by-locale")
async def users_by_locale(request: Request):
    locale = request.cookies.get("locale", "en")
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    return conn.execute(f"SELECT * FROM users WHERE locale = '{locale}'").fetchall()


from typing import Annotated, Optional  # noqa: E402

from fastapi import Query  # noqa: E402


@api.get("/users/search-optional")
def users_search_optional(name: Optional[str] = None):
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    return conn.execute(f"SELECT * FROM users WHERE name = '{name}'").fetchall()


@api.get("/users/search-annotated")
def users_search_annotated(name: Annotated[str | None, Query(max_length=40)] = None):
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    return conn.execute(f"SELECT * FROM users WHERE name = '{name}'").fetchall()


@api.get("/users/search-optional-bound")
def users_search_optional_bound(name: Optional[str] = None):
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    return conn.execute("SELECT * FROM users WHERE name = ?", (name,)).fetchall()


ORDERINGS = {"price": "price ASC", "newest": "created_at DESC"}


@app.route("/products/ordered")
def products_ordered():
    order = ORDERINGS.get(request.args.get("sort", "price"), "price ASC")
    # ok: python-sql-injection-taint
    return {"rows": sqlite3.connect("shop.db").execute("SELECT id FROM products ORDER BY " + order).fetchall()}


@app.route("/products/ordered-loose")
def products_ordered_loose():
    sort = request.args.get("sort", "price")
    order = ORDERINGS.get(sort, sort)
    # ruleid: python-sql-injection-taint
    return {"rows": sqlite3.connect("shop.db").execute("SELECT id FROM products ORDER BY " + order).fetchall()}


class TicketQuery:
    def __init__(self, project, keyword):
        self.project = project
        self.keyword = keyword

    def sql(self):
        return (
            "SELECT id, title FROM support_ticket "
            "WHERE project_id = %s AND title ILIKE %s"
        )

    def loose_sql(self):
        return "SELECT id, title FROM support_ticket WHERE title ILIKE '%" + self.keyword + "%'"

    def params(self):
        return [self.project, "%" + self.keyword + "%"]


@app.route("/tickets/<int:project_id>")
def ticket_filter(project_id):
    tq = TicketQuery(project_id, request.args.get("keyword", ""))
    with sqlite3.connect("tickets.db") as conn:
        # ok: python-sql-injection-taint
        rows = conn.execute(tq.sql(), tq.params()).fetchall()
        # ruleid: python-sql-injection-taint
        loose = conn.execute(tq.loose_sql()).fetchall()
    return {"rows": rows, "loose": loose}


SORT_COLUMNS = {"name", "price"}
SORT_ORDERS = {"asc", "desc"}


@app.route("/products/sorted")
def products_sorted():
    sort, order = request.args.get("sort", "name"), request.args.get("order", "asc")
    if sort not in SORT_COLUMNS or order not in SORT_ORDERS:
        return {"error": "bad sort"}, 400
    # ok: python-sql-injection-taint
    return {"rows": sqlite3.connect("shop.db").execute(f"SELECT id FROM products ORDER BY {sort} {order}").fetchall()}


@app.route("/products/by-code")
def products_by_code():
    code, name = request.args.get("code", ""), request.args.get("name", "")
    if not name or not code.isdigit():
        return {"error": "bad code"}, 400
    # ok: python-sql-injection-taint
    return {"rows": sqlite3.connect("shop.db").execute("SELECT id FROM products WHERE code = " + code).fetchall()}


@app.route("/products/by-name")
def products_by_name():
    code, name = request.args.get("code", ""), request.args.get("name", "")
    if not name or not code.isdigit():
        return {"error": "bad code"}, 400
    # ruleid: python-sql-injection-taint
    return {"rows": sqlite3.connect("shop.db").execute(f"SELECT id FROM products WHERE name = '{name}'").fetchall()}



@app.route("/products/by-code-logged")
def products_by_code_logged():
    code = request.args.get("code", "").strip()
    if not code.isalnum():
        app.logger.warning("unusual product code %r", code)
    # ruleid: python-sql-injection-taint
    return {"rows": sqlite3.connect("shop.db").execute(f"SELECT id FROM products WHERE code = '{code}'").fetchall()}


@app.route("/products/by-code-replaced")
def products_by_code_replaced():
    code = request.args.get("code", "").strip()
    if not code.isalnum():
        code = "0"
    # ok: python-sql-injection-taint
    return {"rows": sqlite3.connect("shop.db").execute(f"SELECT id FROM products WHERE code = '{code}'").fetchall()}

PRODUCT_SORTS = {"name": "name", "price": "unit_price", "newest": "created_at DESC"}


def product_order(requested):
    column = PRODUCT_SORTS.get(requested)
    return column if column is not None else "name"


def product_order_or_raw(requested):
    column = PRODUCT_SORTS.get(requested, requested)
    return column or "name"


@app.route("/products/sorted")
def products_sorted():
    conn = sqlite3.connect("catalog.db")
    order_by = product_order(request.args.get("sort", "name"))
    # a helper of the file that returns its table's value
    # ok: python-sql-injection-taint
    conn.execute(f"SELECT id, name FROM products ORDER BY {order_by}")
    raw_order = product_order_or_raw(request.args.get("sort", "name"))
    # ruleid: python-sql-injection-taint
    return conn.execute(f"SELECT id, name FROM products ORDER BY {raw_order}").fetchall()


def warehouse_id_from(raw):
    value = int(raw)
    if not 0 < value <= 999:
        raise ValueError("warehouse out of range")
    return value


def warehouse_name_from(raw):
    return raw.strip()


@app.route("/inventory/count")
def inventory_count():
    conn = sqlite3.connect("inventory.db")
    wid = warehouse_id_from(request.args.get("warehouse"))
    # a helper of the file that parses a number from what it is given
    # ok: python-sql-injection-taint
    conn.execute(f"SELECT SUM(qty) FROM stock WHERE warehouse_id = {wid}")
    name = warehouse_name_from(request.args.get("warehouse"))
    # ruleid: python-sql-injection-taint
    conn.execute(f"SELECT SUM(qty) FROM stock WHERE warehouse = '{name}'")
    return "ok"


@app.route("/users/count")
def users_count():
    name = request.args.get("name", "")
    conn = sqlite3.connect("app.db")
    # a conversion of what the query returned runs the query first
    # ruleid: python-sql-injection-taint
    total = int(conn.execute(f"SELECT COUNT(*) FROM users WHERE name = '{name}'").fetchone()[0])
    # ruleid: python-sql-injection-taint
    rows = len(conn.execute("SELECT id FROM users WHERE name = '" + name + "'").fetchall())
    # ok: python-sql-injection-taint
    page = conn.execute(f"SELECT id FROM users LIMIT {int(request.args.get('size', '10'))}").fetchall()
    # ok: python-sql-injection-taint
    seen = conn.execute("SELECT id FROM users WHERE length(name) = %d" % len(name)).fetchall()
    return str(total + rows + len(page) + len(seen))


from marshmallow import Schema, ValidationError, fields, validate  # noqa: E402


class ListingArgs(Schema):
    sort = fields.Str(load_default="name", validate=validate.OneOf(["name", "price_cents"]))
    limit = fields.Int(load_default=25, validate=validate.Range(min=1, max=100))
    label = fields.Str(load_default="")


@app.route("/catalog/sorted")
def catalog_sorted():
    try:
        args = ListingArgs().load(request.args)
    except ValidationError as err:
        return {"errors": err.messages}, 400
    conn = sqlite3.connect("shop.db")
    # a choice and a number the schema checked before the code sees them
    # ok: python-sql-injection-taint
    rows = conn.execute(f"SELECT id FROM products ORDER BY {args['sort']} LIMIT {args['limit']}").fetchall()
    # free text the schema only typed
    # ruleid: python-sql-injection-taint
    rows += conn.execute(f"SELECT id FROM products WHERE label = '{args['label']}'").fetchall()
    return {"ids": [r[0] for r in rows]}


# BEGIN fragment dependency-parameter-cases source=request sink=sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + VALUE + "'")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-sql-injection-taint
        sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + acting.strip() + "'")
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + str(page) + "'")
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + slug + "'")
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + chosen["region"] + "'")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + fixed["region"] + "'")
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + x_token + "'")
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + code + "'")
    return code


def dependency_team(team: Annotated[str | None, Query()] = None):
    return {"team": team}


def dependency_owner() -> str:
    return "platform"


@dependency_api.get("/dependency/teams")
def dependency_teams(
    owner: Annotated[str, Depends(dependency_owner)],
    team: dict = Depends(dependency_team),
    slug: str = Depends(dependency_slug),
):
    # ruleid: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + team["team"] + "'")
    # a dependency that returns text it matched whole against a pattern
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + slug + "'")
    # ok: python-sql-injection-taint
    sqlite3.connect("app.db").execute("SELECT * FROM t WHERE a = '" + owner + "'")
    return {}
# END fragment dependency-parameter-cases


def invoice_query(customer, min_total):
    sql = "SELECT id, total FROM invoices WHERE customer = ?"
    params = [customer]
    if min_total is not None:
        sql += " AND total >= ?"
        params.append(min_total)
    return sql, params


def invoice_query_formatted(customer):
    sql = "SELECT id, total FROM invoices WHERE customer = '%s'" % customer
    return sql, []


def invoice_query_clause(customer):
    clause = "customer = '%s'" % customer
    sql = "SELECT id, total FROM invoices WHERE "
    params = []
    sql += clause
    return sql, params


@app.route("/invoices")
def invoices():
    conn = sqlite3.connect("billing.db")
    sql, params = invoice_query(request.args["customer"], None)
    # a statement a helper wrote from literals, returned with its parameters
    # ok: python-sql-injection-taint
    found = conn.execute(sql, params).fetchall()
    sql, params = invoice_query_formatted(request.args["customer"])
    # ruleid: python-sql-injection-taint
    found += conn.execute(sql, params).fetchall()
    sql, params = invoice_query_clause(request.args["customer"])
    # ruleid: python-sql-injection-taint
    found += conn.execute(sql, params).fetchall()
    return {"rows": found}



class StockReport:
    def __init__(self, category, limit):
        self.category = category
        self.limit = limit

    def sql(self):
        return f"SELECT sku, qty FROM stock WHERE category = '{self.category}' LIMIT {self.limit}"

    def run(self):
        with connection.cursor() as cursor:
            cursor.execute(self.sql())
            return cursor.fetchall()


class StockCount:
    def __init__(self, category):
        self.category = category

    def run(self):
        with connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM stock WHERE category = %s", [self.category])
            return cursor.fetchone()


@app.route("/stock/report")
def stock_report():
    report = StockReport(request.args.get("category", ""), 20)
    # an object made from the request whose method formats its fields into the query it runs
    # ruleid: python-sql-injection-taint
    rows = report.run()
    # ok: python-sql-injection-taint
    count = StockCount(request.args.get("category", "")).run()
    # ok: python-sql-injection-taint
    fixed = StockReport("tools", 20).run()
    return {"rows": rows, "count": count, "fixed": fixed}
