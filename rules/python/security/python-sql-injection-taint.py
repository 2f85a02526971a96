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


@app.route("/users")
def users():
    name = request.args.get("name")
    query = "SELECT * FROM users WHERE name = '" + name + "'"
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    rows = conn.execute(query).fetchall()
    return {"rows": rows}


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
